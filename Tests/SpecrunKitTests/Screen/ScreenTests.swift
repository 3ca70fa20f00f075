import SpecrunTestSupport
import Testing
@testable import SpecrunKit

private let world6 = TestFixtures.world6
private let world7 = TestFixtures.world7

@Test(arguments: [
    (Screen.nothing, "nothing"),
    (Screen(.feed, progressBar: true), "blank view with a progress bar"),
    (Screen(.feed, content: .edition(world7)), "edition 7 of World"),
    (
        Screen(.feed, content: .edition(world6), banners: [Screen.Banner(.warning, "Couldn't check for new stories")]),
        "edition 6 of World with a warning banner “Couldn't check for new stories”"
    ),
    (
        Screen(.feed, content: .edition(world6), refreshPrompt: "New stories are available"),
        "edition 6 of World with a refresh prompt “New stories are available”"
    ),
    (Screen(.feed, content: .edition(world6), banners: [Screen.Banner(.offline)]), "edition 6 of World with an offline banner"),
    (
        Screen(.feed, noData: true, banners: [Screen.Banner(.error, "The feed could not be loaded")]),
        "“No data” in the feed with an error banner “The feed could not be loaded”"
    ),
    (Screen("Saved", spinner: true), "empty Saved screen with a spinner"),
    (
        Screen("Saved", noData: true, snackbar: Screen.Snackbar("No internet connection", expires: .start + .seconds(4))),
        "“No data” on the Saved screen with a snackbar “No internet connection” until 4 s"
    ),
    (
        Screen("Saved", content: .edition(world7), spinner: true, snackbar: Screen.Snackbar("Couldn't refresh", expires: .start + .seconds(8))),
        "Saved screen showing edition 7 of World with a spinner and a snackbar “Couldn't refresh” until 8 s"
    ),
    (
        Screen("Saved", content: .edition(world7), progressBar: true, banners: [Screen.Banner("maintenance", "Back at 6 pm")]),
        "Saved screen showing edition 7 of World with a progress bar and a maintenance banner “Back at 6 pm”"
    ),
    (
        Screen("Add feed", errorLabels: [Screen.ErrorLabel(field: "Address", message: "Invalid address")]),
        "empty Add feed screen with an error label “Invalid address” on Address"
    ),
])
func screensDescribeThemselvesInPlainWords(screen: Screen, expected: String) {
    #expect(screen.description == expected)
}

@Test func screensAnswerTheQuestionsStepsAsk() {
    let screen = Screen(.feed, content: .edition(world6), banners: [Screen.Banner(.warning, "Couldn't check")])
    #expect(screen.content.value(as: FeedEdition.self) == world6)
    #expect(screen.content.value(as: String.self) == nil)
    #expect(Screen(.feed).content.value(as: FeedEdition.self) == nil)
    #expect(screen.showsBanner(.warning))
    #expect(!screen.showsBanner(.offline))
    #expect(screen != Screen(.feed, content: .edition(world6)))
    #expect(Screen.Content(world6) == .edition(world6))
    #expect(Screen.Content(world6) != Screen.Content(world6.description), "contents of different types differ")
}
