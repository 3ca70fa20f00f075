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

    @Test func aByteThatMayStartAControlIsFoundWhereverItStands() {
        // Seventeen bytes: two words looked at together, then one byte alone; each suspect byte
        // (C0, DEL, the lead of C1) at each place, and none among the bytes around it (0x20, 0x7E,
        // 0x80, 0xC3 are no such byte).
        for suspect: UInt8 in [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0xC2] {
            for place in 0..<17 {
                var bytes = [UInt8](repeating: 0x20, count: 17)
                bytes[(place + 5) % 17] = [0x7E, 0x80, 0xC3][place % 3]
                bytes[place] = suspect
                #expect(bytes.withUnsafeBufferPointer(MessageText.mayHoldControls), "\(suspect) at \(place)")
            }
        }
        let clean = Array("a line of text, “quoted”, café: ~".utf8)
        #expect(!clean.withUnsafeBufferPointer(MessageText.mayHoldControls))
        #expect(![UInt8]().withUnsafeBufferPointer(MessageText.mayHoldControls))
    }
}
