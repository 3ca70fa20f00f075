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
    (
        Screen(.feed, content: .edition(world6), spinner: true, banners: [Screen.Banner(.offline), Screen.Banner(.warning, "Stale")],
               refreshPrompt: "Refresh"),
        "edition 6 of World with a spinner, a refresh prompt “Refresh”, an offline banner and a warning banner “Stale”"
    ),
])
func screensDescribeThemselvesInPlainWords(screen: Screen, expected: String) {
    #expect(screen.description == expected)
}

/// A list in plain words, whether its items are known at once or written one by one.
@Test func listsJoinTheirLastItemWithAnd() {
    #expect(PlainWords.list([]) == "")
    #expect(PlainWords.list(["a"]) == "a")
    #expect(PlainWords.list(["a", "b"]) == "a and b")
    #expect(PlainWords.list(["a, b", "c", "d"]) == "a, b, c and d")  // an item's own comma stays
    #expect(PlainWords.list(["café", "naïve", "über"]) == "café, naïve and über")
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

/// A screen is a value though it holds its parts by reference: a change to a copy leaves the
/// original as it was, each property on its own; screens that show the same are equal and hash
/// alike whether they share their parts or not.
@Test func aChangedCopyLeavesTheScreenItCameFrom() {
    let original = Screen(.feed, content: .edition(world6), banners: [Screen.Banner(.offline)], refreshPrompt: "New stories")
    var copy = original
    #expect(copy == original)
    copy.banners.append(Screen.Banner(.warning, "Couldn't check"))
    copy.showsSpinner = true
    copy.refreshPrompt = nil
    copy.content = .edition(world7)
    #expect(original.banners == [Screen.Banner(.offline)] && !original.showsSpinner)
    #expect(original.refreshPrompt == "New stories" && original.content == .edition(world6))
    #expect(copy.banners.count == 2 && copy.showsSpinner && copy.refreshPrompt == nil && copy.content == .edition(world7))
    #expect(copy != original)

    var changed = Screen(.feed)
    changed.showsProgressBar = true
    let madeEqual = Screen(.feed, progressBar: true)
    #expect(changed == madeEqual && changed.hashValue == madeEqual.hashValue)
    #expect(Set([changed, madeEqual, original, copy]).count == 3)
}
