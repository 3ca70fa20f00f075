import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit

private let tokyo1041 = ArticleRevision(title: "Tokyo", id: 1041, bytes: 212_480)
private let tokyo1042 = ArticleRevision(title: "Tokyo", id: 1042, bytes: 213_120)

/// The systems' screens and contents in words (how any screen is put into words is SpecrunKit's,
/// tested in SpecrunKitTests).
@Test(arguments: [
    (Screen(.articleView, content: .article(tokyo1042)), "revision 1042 of Tokyo"),
    (
        Screen(.articleView, noData: true, banners: [Screen.Banner(.error, "The article could not be loaded")]),
        "“No data” in the article view with an error banner “The article could not be loaded”"
    ),
    (Screen(.assets, spinner: true), "empty Assets screen with a spinner"),
    (
        Screen(.assets, content: .safe(SafeContent(safe: "Main", data: .balances(Sample.main.balances))), spinner: true,
               snackbar: Screen.Snackbar("Couldn't refresh", expires: .start + .seconds(8))),
        "Assets screen showing the balances of Main (12.5 ETH, 1250.00 DAI, 300.00 USDC) "
            + "with a spinner and a snackbar “Couldn't refresh” until 8 s"
    ),
    (
        Screen(.transactions, content: .safe(SafeContent(safe: "Main", data: .transactions(Sample.main.transactions)))),
        "Transactions screen showing 2 transactions of Main"
    ),
    (
        Screen(.transactionDetails, content: .safe(SafeContent(safe: "Main", data: .transaction(Sample.main.transactions[0])))),
        "Transaction details screen showing transaction 0x5c1e of Main (outgoing 0.5 ETH, pending)"
    ),
    (
        Screen(.settings, content: .safe(SafeContent(safe: "Team", data: .settings(Sample.team.settings)))),
        "Settings screen showing the settings of Team (3 of 4 owners, version 1.0.0, 1 module)"
    ),
    (
        Screen(.collectibles, content: .safe(SafeContent(safe: "Team", data: .collectibles([])))),
        "Collectibles screen showing no collectibles of Team"
    ),
    (
        Screen(.addOwner, errorLabels: [Screen.ErrorLabel(field: "Address", message: "Invalid address")]),
        "empty Add owner screen with an error label “Invalid address” on Address"
    ),
])
func theSystemsScreensDescribeThemselvesInPlainWords(screen: Screen, expected: String) {
    #expect(screen.description == expected)
}

@Test func screensAnswerTheQuestionsTheSystemsStepsAsk() {
    let article = Screen(.articleView, content: .article(tokyo1041), banners: [Screen.Banner(.warning, "Couldn't check")])
    #expect(article.article == tokyo1041)
    #expect(article.safeContent == nil)
    let assets = Screen(.assets, content: .safe(SafeContent(safe: "Main", data: .balances(Sample.main.balances))))
    #expect(assets.safeContent?.safe == "Main")
    #expect(assets.article == nil)
}
