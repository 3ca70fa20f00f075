@testable import Reports
import Testing

/// Error text as the terminal gets it: long lines cut, carets kept under their fault, control
/// characters escaped.
@Suite struct MessageTextTests {
    @Test func shortTextIsUnchanged() {
        #expect(MessageText.forTerminal("specrun: a.yml:1:2: bad\n  @a and\n        ^\n") == "specrun: a.yml:1:2: bad\n  @a and\n        ^\n")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(MessageText.forTerminal("got 'a\rb\u{1B}[31mc\u{7F}\td'\n") == "got 'a\\rb\\u{1B}[31mc\\u{7F}\td'\n")
    }

    @Test func aLongLineIsCutInTheMiddle() {
        let line = String(repeating: "a", count: 150) + String(repeating: "b", count: 1_000) + String(repeating: "c", count: 150)
        #expect(MessageText.forTerminal(line) == String(repeating: "a", count: 150) + "…(1000 characters left out)…"
            + String(repeating: "c", count: 150))
    }

    @Test func aLongLineWithACaretIsCutAroundTheCaret() {
        let line = String(repeating: "a", count: 1_000) + "!" + String(repeating: "b", count: 1_000)
        let caret = String(repeating: " ", count: 1_000) + "^"
        #expect(MessageText.forTerminal(line + "\n" + caret) == "…" + String(repeating: "a", count: 150) + "!"
            + String(repeating: "b", count: 149) + "…\n " + String(repeating: " ", count: 150) + "^")
    }
}
