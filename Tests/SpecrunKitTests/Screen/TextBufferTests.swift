import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Test func anInterpolationWritesInstantsDurationsTextsAndNumbersInWords() {
    let at = VirtualInstant.start + .milliseconds(1_500)
    let message: TextBuffer = "saw “\("Tokyo")” at \(at) after \(VirtualDuration.milliseconds(90_000)), \(3) times"
    #expect(message.string == "saw “Tokyo” at 1.5 s after 1 min 30 s, 3 times")
}

@Test func aListEndsWithAndWhateverItsItemsHold() {
    #expect(PlainWords.list([]) == "")
    #expect(PlainWords.list(["a spinner"]) == "a spinner")
    #expect(PlainWords.list(["a “No data”", "a banner"]) == "a “No data” and a banner")
    #expect(PlainWords.list(["a, b", "c", "d"]) == "a, b, c and d")
}

@Test(arguments: [0, 7, -7, 10, 999, 1_000, -120_000, Int.max, Int.min])
func aNumberIsWrittenAsItsStringIs(_ value: Int) {
    var text: TextBuffer = "n="
    text.appendDecimal(value)
    text += ", a piece longer than eight bytes, and"
    text += " short"
    #expect(text.string == "n=\(value), a piece longer than eight bytes, and short")
}

@Test func aTimelineInWordsListsEachScreenAtItsInstant() {
    let screens = [Screen(.feed, content: .edition(FeedEdition(feed: "World", number: 7, bytes: 24_000)), banners: [Screen.Banner(.warning)]),
                   Screen(.nothing)]
    let entries = screens.enumerated().map { Timeline.Entry(instant: .start + .milliseconds(420 * $0.offset), screen: $0.element) }
    #expect(TimelineWords.describe(entries) == "\(screens[0]) at 0 ms, then \(screens[1]) at 420 ms")
}
