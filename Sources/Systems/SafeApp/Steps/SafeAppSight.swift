import SpecrunKit

/// What the wallet's steps can ask the user to see, as the `{sight}` parameter type reads it
/// from a step; `SafeAppWorld.sight(_:)` makes it a `Sight` for the safe shown.
///
/// ```swift
/// let snackbar = try world.sight(.snackbar("No internet connection"))
/// try world.session.observe(snackbar, .eventually)
/// try world.session.observe(try world.sight(.data(.balances)), .never)
/// ```
package enum SafeAppSight: Hashable, Sendable {
    /// The safe's data of this kind: "the balances", "the transactions", "the settings".
    case data(SafeAppDataWord)
    case balancesOf(safe: String)
    case ethBalance(String)
    case contractVersion(String)
    /// A transaction of this value in the list: "the transaction of "1.0 ETH"".
    case transaction(value: String)
    case noData
    case spinner
    case noSpinner
    case progressBar
    case emptyScreenWithProgressBar(SafeAppScreenWord)
    /// A snackbar, with this text if given.
    case snackbar(String?)
    case noSnackbar
    /// An error label on the address field, with this text if given.
    case addressError(String?)

    /// The phrases of `{sight}`, in the document's words.
    static let vocabulary: Vocabulary<SafeAppSight> = {
        var words = Vocabulary<SafeAppSight>()
        let data = SafeAppDataWord.allCases.map(\.rawValue).joined(separator: "|")
        words.add("the (?:\(data))") { text in .data(SafeAppDataWord(rawValue: String(text.dropFirst(4))) ?? .balances) }
        words.add(#"the balances of "[^"]*""#) { .balancesOf(safe: quoted($0)) }
        words.add(#"an ETH balance of "[^"]*""#) { .ethBalance(quoted($0)) }
        words.add(#"the contract version "[^"]*""#) { .contractVersion(quoted($0)) }
        words.add(#"the transaction of "[^"]*""#) { .transaction(value: quoted($0)) }
        words.add(#"the "No data" view|"No data""#, .noData)
        words.add("a spinner|the spinner", .spinner)
        words.add("no spinner", .noSpinner)
        words.add("a progress bar", .progressBar)
        words.add("an empty (?:Assets|Collectibles|Transactions|Transaction details|Settings) screen with a progress bar") { text in
            let title = text.dropFirst("an empty ".count).dropLast(" screen with a progress bar".count)
            return .emptyScreenWithProgressBar(SafeAppScreenWord.titled(String(title)) ?? .assets)
        }
        words.add("a snackbar|the snackbar", .snackbar(nil))
        words.add("no snackbar", .noSnackbar)
        words.add(#"a snackbar "[^"]*""#) { .snackbar(quoted($0)) }
        words.add("(?:the|an) error below the address field", .addressError(nil))
        words.add(#"the error "[^"]*" below the address field"#) { .addressError(quoted($0)) }
        return words
    }()

    /// The text between the first pair of double quotes.
    private static func quoted(_ text: Substring) -> String {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : ""
    }
}
