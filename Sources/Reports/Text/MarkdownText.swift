/// Escapes text for GitHub-flavoured Markdown: text from feature files can hold `|`, `*`, `<script>`
/// or backticks, and must show as written, inside table cells too.
enum MarkdownText {
    /// Inline text: Markdown's punctuation backslash-escaped, `<`, `>` and `&` as entities, newlines
    /// as spaces (a table row is one line), control characters written as escapes
    /// (`MessageText.escapingControls`: Markdown reaches terminals too, `-f matrix`).
    static func inline(_ text: String) -> String {
        var result = ""
        for character in MessageText.escapingControls(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "{", "}": result += "\\\(character)"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A fenced code block whose fence is longer than any run of backticks inside it; control
    /// characters written as escapes, as everywhere else.
    static func codeBlock(_ text: String, language: String = "text") -> String {
        let text = MessageText.escapingControls(text)
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(text)\n\(fence)"
    }
}
