import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The pieces the HTML report writes its words with: estimated text widths and lines, and an
/// outline row's own words.
@Suite struct HTMLPiecesTests {
    @Test func linesNeverGrowWiderThanAsked() {
        let text = "revision 1042 of Tokyo with an offline banner “The Internet connection appears to be offline”"
        let lines = TextWidth.lines(text, width: 80, size: 8.5)
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.allSatisfy { TextWidth.of($0, size: 8.5) <= 80 })
        // A word wider than a line is broken, never dropped.
        let broken = TextWidth.lines("legacy-android-js-with-a-very-long-name", width: 40, size: 11)
        #expect(broken.joined() == "legacy-android-js-with-a-very-long-name")
        #expect(broken.allSatisfy { TextWidth.of($0, size: 11) <= 40 })
        #expect(TextWidth.of("mmm", size: 10) > TextWidth.of("iii", size: 10))
    }

    @Test func anOutlineRowsWordsAreWhatItPutIntoTheName() {
        #expect(OutlineRowWords.value(of: "Offline, opened via link", in: "Offline, opened <route>") == "via link")
        #expect(OutlineRowWords.value(of: "Last revision, timing out, opened via link", in: "Last revision, <connection>, opened <route>")
            == "timing out, via link")
        #expect(OutlineRowWords.value(of: "Something else", in: "Offline, opened <route>") == nil)
    }
}
