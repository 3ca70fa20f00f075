import SpecrunKit

/// A screen of the wallet app, as the network-request policy lists them: what it is called, what
/// it asks the back end for, whether pull to refresh works there, and how its answers become the
/// content the user sees.
///
/// ```swift
/// app.open(.transactionDetails(id: "0x9c"))
/// print(SafeAppScreen.settings, SafeAppScreen.assets.name)
/// ```
package enum SafeAppScreen: Hashable, Sendable, CustomStringConvertible {
    /// Assets → Coins, where the app starts: ETH and ERC20 balances.
    case assets
    /// Assets → Collectibles: the ERC721 tokens, then each one's image.
    case collectibles
    /// The transaction list, ending with the safe's creation transaction.
    case transactions
    /// One transaction's details, by its hash.
    case transactionDetails(id: String)
    /// Settings: required confirmations, owners, master copy (contract version) and modules.
    case settings
    /// Settings → Add owner: a text input for the new owner's address.
    case addOwner

    /// The name the timeline shows.
    package var name: Screen.Name {
        switch self {
        case .assets: .assets
        case .collectibles: .collectibles
        case .transactions: .transactions
        case .transactionDetails: .transactionDetails
        case .settings: .settings
        case .addOwner: .addOwner
        }
    }

    package var description: String { name.title }

    /// Where the document allows pull to refresh: Assets (both tabs), the transaction list,
    /// transaction details and the Settings list.
    package var allowsPullToRefresh: Bool {
        self != .addOwner
    }

    /// What the screen asks for when it loads `safe`'s data, in the order it asks. Images of
    /// collectibles follow once the collectibles have arrived (see `followUpRequests`).
    package func requests(for safe: String) -> [SafeAppRequest] {
        switch self {
        case .assets: [.balances(safe: safe)]
        case .collectibles: [.collectibles(safe: safe)]
        case .transactions: [.transactions(safe: safe), .creationTransaction(safe: safe)]
        case .transactionDetails(let id): [.transaction(safe: safe, id: id)]
        case .settings:
            [.requiredConfirmations(safe: safe), .owners(safe: safe), .masterCopy(safe: safe), .modules(safe: safe)]
        case .addOwner: []
        }
    }

    /// What the screen asks for once `payload` has arrived: the image of each collectible.
    func followUpRequests(after payload: SafeAppPayload) -> [SafeAppRequest] {
        guard self == .collectibles, case .collectibles(let items) = payload else { return [] }
        return items.map { .image($0.image) }
    }

    /// The content shown once every answer the screen needs has arrived, or nil before.
    func content(for safe: String, from answers: [SafeAppRequest: SafeAppPayload]) -> SafeData? {
        switch self {
        case .assets:
            guard case .balances(let balances)? = answers[.balances(safe: safe)] else { return nil }
            return .balances(balances)
        case .collectibles:
            guard case .collectibles(let items)? = answers[.collectibles(safe: safe)] else { return nil }
            return .collectibles(items)
        case .transactions:
            guard case .transactions(let list)? = answers[.transactions(safe: safe)],
                  case .transaction(let creation)? = answers[.creationTransaction(safe: safe)] else { return nil }
            return .transactions(list + [creation])
        case .transactionDetails(let id):
            guard case .transaction(let transaction)? = answers[.transaction(safe: safe, id: id)] else { return nil }
            return .transaction(transaction)
        case .settings:
            guard case .requiredConfirmations(let required)? = answers[.requiredConfirmations(safe: safe)],
                  case .owners(let owners)? = answers[.owners(safe: safe)],
                  case .masterCopy(let masterCopy)? = answers[.masterCopy(safe: safe)],
                  case .modules(let modules)? = answers[.modules(safe: safe)] else { return nil }
            return .settings(SafeSettings(
                requiredConfirmations: required, owners: owners, masterCopy: masterCopy, modules: modules))
        case .addOwner:
            return nil
        }
    }
}
