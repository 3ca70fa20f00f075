import SpecrunKit

/// Data of the wallet as steps name it ("the balances", "the settings", "the images"): the
/// endpoints it is asked for on, and how a screen shows it.
///
/// ```swift
/// let word = SafeAppDataWord(rawValue: "required confirmations")!
/// print(word.endpoints)   // ["required confirmations"]
/// ```
package enum SafeAppDataWord: String, Hashable, Sendable, CaseIterable {
    case balances, collectibles, transactions
    /// The transaction list screen's two requests: the transactions and the creation transaction.
    case transactionList = "transaction list"
    case creationTransaction = "creation transaction"
    case transactionDetails = "transaction details"
    /// The Settings screen's four requests.
    case settings
    case requiredConfirmations = "required confirmations"
    case owners
    case masterCopy = "master copy"
    case modules
    case images
    case pushRegistration = "push registration"

    /// The phrases of `{data}`.
    static let vocabulary: Vocabulary<SafeAppDataWord> = {
        var words = Vocabulary<SafeAppDataWord>(name: "data")
        for word in allCases { words.add(word.rawValue, word) }
        return words
    }()

    /// The endpoints this data is asked for on, by name.
    package var endpoints: [String] {
        typealias Endpoints = SafeAppServer.Endpoints
        return switch self {
        case .balances: [Endpoints.balances.name]
        case .collectibles: [Endpoints.collectibles.name]
        case .transactions: [Endpoints.transactions.name]
        case .transactionList: [Endpoints.transactions.name, Endpoints.creationTransaction.name]
        case .creationTransaction: [Endpoints.creationTransaction.name]
        case .transactionDetails: [Endpoints.transactionDetails.name]
        case .settings:
            [Endpoints.requiredConfirmations.name, Endpoints.owners.name, Endpoints.masterCopy.name, Endpoints.modules.name]
        case .requiredConfirmations: [Endpoints.requiredConfirmations.name]
        case .owners: [Endpoints.owners.name]
        case .masterCopy: [Endpoints.masterCopy.name]
        case .modules: [Endpoints.modules.name]
        case .images: [Endpoints.image.name]
        case .pushRegistration: [Endpoints.pushRegistration.name]
        }
    }

    /// Whether some screen shows this data (the push registration is shown nowhere).
    var isShownOnAScreen: Bool { self != .pushRegistration }

    /// Whether a screen showing `data` shows this data.
    func isShown(in data: SafeData) -> Bool {
        switch (self, data) {
        case (.balances, .balances), (.collectibles, .collectibles), (.images, .collectibles),
             (.transactions, .transactions), (.transactionList, .transactions), (.transactionDetails, .transaction):
            true
        case (.creationTransaction, .transactions(let list)):
            list.contains { $0.kind == .creation }
        case (.creationTransaction, .transaction(let transaction)):
            transaction.kind == .creation
        case (.settings, .settings), (.requiredConfirmations, .settings), (.owners, .settings),
             (.masterCopy, .settings), (.modules, .settings):
            true
        default:
            false
        }
    }
}
