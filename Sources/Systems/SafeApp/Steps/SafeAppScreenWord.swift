import SpecrunKit

/// A screen of the wallet app as steps name it: "Assets", "the transaction list", "Settings".
///
/// ```swift
/// let screen = try world.screen(.transactionDetails)   // the newest transaction's details
/// try world.act { app in app.open(screen) }
/// ```
package enum SafeAppScreenWord: Hashable, Sendable {
    case assets, collectibles, transactions, transactionDetails, settings, addOwner

    /// The phrases of `{screen}`.
    static let vocabulary: Vocabulary<SafeAppScreenWord> = {
        var words = Vocabulary<SafeAppScreenWord>(name: "screen")
        words.add("[Aa]ssets", .assets)
        words.add("[Cc]ollectibles", .collectibles)
        words.add("[Tt]ransactions|transaction list", .transactions)
        words.add("[Tt]ransaction details", .transactionDetails)
        words.add("[Ss]ettings", .settings)
        words.add("[Aa]dd owner", .addOwner)
        return words
    }()

    /// Whether `screen` is the screen this word names (any transaction's details).
    func names(_ screen: SafeAppScreen) -> Bool {
        switch (self, screen) {
        case (.assets, .assets), (.collectibles, .collectibles), (.transactions, .transactions),
             (.transactionDetails, .transactionDetails), (.settings, .settings), (.addOwner, .addOwner):
            true
        default:
            false
        }
    }
}

extension SafeAppScreenWord {
    /// The word for a screen's title, as `Screen.Name` writes it.
    static func titled(_ title: String) -> SafeAppScreenWord? {
        [Screen.Name.assets: .assets, .collectibles: .collectibles, .transactions: .transactions,
         .transactionDetails: .transactionDetails, .settings: .settings, .addOwner: .addOwner][Screen.Name(title)]
    }
}
