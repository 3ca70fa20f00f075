import SpecrunKit

/// Data of one safe that a wallet screen shows, as loaded from the server: the wallet's screen
/// content.
///
/// ```swift
/// let content = SafeContent(safe: "Team", data: .balances(SafeBalances(eth: "1.5")))
/// print(content)                                   // the balances of Team (…)
/// let shown = environment.device.screen.safeContent   // what a screen shows, if safe data
/// ```
package struct SafeContent: Hashable, Sendable, CustomStringConvertible {
    /// The safe's name, e.g. "Main".
    package var safe: String
    package var data: SafeData

    package init(safe: String, data: SafeData) {
        self.safe = safe
        self.data = data
    }

    package var description: String {
        switch data {
        case .balances(let balances): "the balances of \(safe) (\(balances))"
        case .collectibles(let items): "\(PlainWords.count(items.count, "collectible")) of \(safe)"
        case .transactions(let items): "\(PlainWords.count(items.count, "transaction")) of \(safe)"
        case .transaction(let transaction): "transaction \(transaction.id) of \(safe) (\(transaction))"
        case .settings(let settings): "the settings of \(safe) (\(settings))"
        }
    }
}

/// Which data of a safe is shown.
///
/// ```swift
/// if case .transactions(let items)? = screen.safeContent?.data { print("\(items.count) transactions") }
/// ```
package enum SafeData: Hashable, Sendable {
    case balances(SafeBalances)
    case collectibles([Collectible])
    case transactions([SafeTransaction])
    case transaction(SafeTransaction)
    case settings(SafeSettings)
}

extension Screen {
    /// The safe data shown, if any.
    package var safeContent: SafeContent? { content.value(as: SafeContent.self) }
}

extension Screen.Name {
    package static let assets = Screen.Name("Assets")
    package static let collectibles = Screen.Name("Collectibles")
    package static let transactions = Screen.Name("Transactions")
    package static let transactionDetails = Screen.Name("Transaction details")
    package static let settings = Screen.Name("Settings")
    package static let owners = Screen.Name("Owners")
    package static let addOwner = Screen.Name("Add owner")
}

extension Screen.Content {
    /// A safe's data, as a wallet screen shows it.
    package static func safe(_ content: SafeContent) -> Screen.Content { Screen.Content(content) }
}
