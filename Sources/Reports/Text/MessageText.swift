import JSON

/// Text as it reaches the terminal: whatever a message quotes (a 50 MB tag expression, a line of a
/// file with CR-only line endings), it shows at most a few hundred characters of a line and no raw
/// control character. The one place every error message goes through, so no message needs to
/// shorten the values it quotes itself; and the one escaping of the console reports (`pretty`,
/// `progress`, `summary`, `github`), which show a scenario's name, steps and messages with
/// `escapingControls(_:)`, so a name holding an ESC sequence (an OSC 52 clipboard write, a title
/// change), a CR, a backspace or a C1 control cannot act on the terminal.
///
/// ```swift
/// MessageText.escapingControls("Offline\u{1B}]52;c;ZXZpbA==\u{7}")   // "Offline\\u{1B}]52;c;ZXZpbA==\\u{7}"
/// ```
package enum MessageText {
    /// Characters of a line shown whole; a longer one is cut in the middle.
    static let lineLimit = 400
    /// Characters kept on each side of the cut, or of a caret under a long line.
    static let keptAround = 150

    /// `text` with control characters escaped (`\r`, `\u{1B}`) and each over-long line cut in the
    /// middle, saying how much was left out; a line with a caret line (`   ^`) under it is cut
    /// around the caret, both lines alike, so the caret still points at the fault.
    package static func forTerminal(_ text: String) -> String {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let length = scalarCount(line)
            if index + 1 < lines.count, let caret = caretColumn(of: lines[index + 1]), length > lineLimit || caret > lineLimit {
                let start = max(0, caret - keptAround)
                result.append(window(line, from: start, marked: true))
                result.append(window(lines[index + 1], from: start, marked: false))
                index += 2
                continue
            }
            if length > lineLimit {
                let scalars = line.unicodeScalars
                result.append(escaped(Substring(scalars.prefix(keptAround))) + "…(\(length - 2 * keptAround) characters left out)…"
                    + escaped(Substring(scalars.suffix(keptAround))))
            } else {
                result.append(escaped(line))
            }
            index += 1
        }
        return result.joined(separator: "\n")
    }

    /// Unicode scalars in `line`, counted on its UTF-8 bytes (every byte but a continuation byte).
    private static func scalarCount(_ line: Substring) -> Int {
        line.utf8.withContiguousStorageIfAvailable { bytes in bytes.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } }
            ?? line.unicodeScalars.count
    }

    /// The scalars of `line` from `start`, `2 × keptAround` of them; `marked` puts `…` where the
    /// line was cut (else a space, for a caret line, so the caret keeps its column).
    private static func window(_ line: Substring, from start: Int, marked: Bool) -> String {
        let scalars = line.unicodeScalars
        let from = scalars.index(scalars.startIndex, offsetBy: start, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let to = scalars.index(from, offsetBy: 2 * keptAround, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let before = start > 0 ? (marked ? "…" : " ") : ""
        let after = to < scalars.endIndex && marked ? "…" : ""
        return before + escaped(Substring(scalars[from..<to])) + after
    }

    /// Where the `^` of a caret line (spaces, then `^` or `~`) is; nil for any other line.
    private static func caretColumn(of line: Substring) -> Int? {
        let bytes = line.utf8
        guard let caret = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
              bytes[caret...].allSatisfy({ $0 == UInt8(ascii: "^") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: " ") })
        else { return nil }
        return bytes.distance(from: bytes.startIndex, to: caret)
    }

    /// `text` with every control character but tab and line feed written as an escape (`\r`,
    /// `\u{1B}`, `\u{8}`, `\u{9B}`): C0 controls, DEL and C1 controls. Text without one (nearly all)
    /// comes back as it is, found by a scan of its bytes.
    package static func escapingControls(_ text: String) -> String {
        holdsControls(Substring(text), keepingLineFeeds: true) ? escapingEach(Substring(text), keepingLineFeeds: true) : text
    }

    /// `text` in quotes, every control character in it (line feeds too) an escape: a name shown
    /// on one line whatever it holds (`"a\u{A}b.feature"`).
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(Substring(text)) + "\""
    }

    /// The text with C0 controls (but tab, and line feed when `keepingLineFeeds`), DEL and C1
    /// controls written as escapes.
    private static func escaped(_ text: Substring, keepingLineFeeds: Bool = false) -> String {
        holdsControls(text, keepingLineFeeds: keepingLineFeeds) ? escapingEach(text, keepingLineFeeds: keepingLineFeeds) : String(text)
    }

    /// The text with each control character written as an escape, looked for scalar by scalar
    /// (once `holdsControls` has found one).
    private static func escapingEach(_ text: Substring, keepingLineFeeds: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineFeeds: result.unicodeScalars.append(scalar)
            case "\r": result += "\\r"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds a control character to escape. Most texts hold none: their bytes are
    /// looked at in place, and the scalars only when a byte may start one.
    private static func holdsControls(_ text: Substring, keepingLineFeeds: Bool) -> Bool {
        (text.utf8.withContiguousStorageIfAvailable(mayHoldControls) ?? text.utf8.contains(where: mayStartControl))
            && text.unicodeScalars.contains(where: { isControl($0) && !(keepingLineFeeds && $0 == "\n") })
    }

    /// Whether UTF-8 `bytes` may hold a control character: false means they hold none, as they are.
    /// Eight bytes are looked at together, then the last few one by one.
    static func mayHoldControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            if mayStartControl(inWord: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return true }
            index += 8
        }
        return bytes[index...].contains(where: mayStartControl)
    }

    /// Whether one of a word's eight bytes may start a control character (`mayStartControl`), all
    /// tested at once.
    private static func mayStartControl(inWord word: UInt64) -> Bool {
        WordBytes.below(0x20, in: word) | WordBytes.equal(to: 0x7F, in: word) | WordBytes.equal(to: 0xC2, in: word) != 0
    }

    /// Whether a control character may start at `byte`. C1 controls are U+0080…U+009F, which UTF-8
    /// writes as 0xC2 0x80…0x9F.
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
