/// Escapes text for XML and HTML, the one place where text from feature files (names, steps,
/// messages) enters markup: `&`, `<`, `>`, quotes become entities, so `<script>` shows as text, and
/// characters XML 1.0 cannot hold (control characters other than tab and newlines) become U+FFFD,
/// and so do the C1 controls (U+0080…U+009F: HTML calls them errors, and a terminal reads U+009B as
/// an escape sequence when a Markdown report holding HTML is shown in one).
enum MarkupText {
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        if !text.utf8.contains(where: { needsEscaping($0, inAttribute: inAttribute) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a UTF-8 byte may start something to escape (0xC2 leads the C1 controls, 0xEF U+FFFE
    /// and U+FFFF).
    private static func needsEscaping(_ byte: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xC2, 0xEF: true
        case UInt8(ascii: "\n"): inAttribute
        case UInt8(ascii: "\t"): false
        default: byte < 0x20
        }
    }
}
