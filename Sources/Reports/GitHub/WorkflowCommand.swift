import Foundation

/// A GitHub Actions workflow command, such as the annotation
/// `::error file=features/a.feature,line=12,title=Offline [legacy]::expected …`, with GitHub's
/// escaping: in the message `%`, CR and LF become `%25`, `%0D` and `%0A`; in property values `:`
/// and `,` also become `%3A` and `%2C` (as the Actions toolkit's `issueCommand` writes them). Every
/// other control character (an ESC sequence, a backspace, a C1 control) is written as the console
/// reports write it (`MessageText.escapingControls`: `\u{1B}`), so that the log GitHub shows, a
/// terminal too, gets none.
struct WorkflowCommand: CustomStringConvertible {
    let name: String
    let properties: [(key: String, value: String)]
    let message: String

    /// The command as one line of standard output, without its line feed.
    var description: String {
        let list = properties.map { "\($0.key)=\(Self.escapeProperty($0.value))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(Self.escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        // Foundation replaces in UTF-16 units, so the CR of a CRLF (one Character) is found too.
        let kept = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        return MessageText.escapingControls(kept).replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
