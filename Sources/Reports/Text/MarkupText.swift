/// Escapes text for XML and HTML, the one place where text from feature files (names, steps,
/// messages) enters markup: `&`, `<`, `>`, quotes become entities, so `<script>` shows as text, and
/// characters XML 1.0 cannot hold (control characters other than tab and newlines) become U+FFFD.
enum MarkupText {
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
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
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
