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
