/// The main content a screen shows: nothing yet, an article at a revision, or a safe's data.
public enum ScreenContent: Hashable, Sendable, CustomStringConvertible {
    case blank
    case article(ArticleRevision)
    case safe(SafeContent)

    /// "revision 1042 of Tokyo", "the balances of Main (12.5 ETH)", "blank".
    public var description: String {
        switch self {
        case .blank: "blank"
        case .article(let revision): revision.description
        case .safe(let content): content.description
        }
    }
}

/// Data of one safe that a wallet screen shows, as loaded from the server.
public struct SafeContent: Hashable, Sendable, CustomStringConvertible {
    /// The safe's name, e.g. "Main".
    public var safe: String
    public var data: SafeData

    public init(safe: String, data: SafeData) {
        self.safe = safe
        self.data = data
    }

    public var description: String {
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
public enum SafeData: Hashable, Sendable {
    case balances(SafeBalances)
    case collectibles([Collectible])
    case transactions([SafeTransaction])
    case transaction(SafeTransaction)
    case settings(SafeSettings)
}
