/// Which screen of an app is showing: the article view, or one of the wallet's screens. New
/// screens need no change here: `ScreenName("Address book")`.
public struct ScreenName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as people say it: "Assets", "Transaction details".
    public let title: String

    public init(_ title: String) {
        self.title = title
    }

    public init(stringLiteral title: String) {
        self.title = title
    }

    public var description: String { title }

    /// Nothing of the app is on screen yet.
    public static let nothing = ScreenName("nothing")
    public static let articleView = ScreenName("article view")
    public static let assets = ScreenName("Assets")
    public static let collectibles = ScreenName("Collectibles")
    public static let transactions = ScreenName("Transactions")
    public static let transactionDetails = ScreenName("Transaction details")
    public static let settings = ScreenName("Settings")
    public static let owners = ScreenName("Owners")
    public static let addOwner = ScreenName("Add owner")
}
