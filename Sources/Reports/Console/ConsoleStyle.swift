import Runner
import SpecrunKit

/// ANSI colours for the console formats, or none: every piece of coloured text goes through one
/// style, so `--no-color`, `NO_COLOR` and output that is not a terminal turn all of it off at once.
struct ConsoleStyle: Sendable {
    enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case magenta = "35"
        case cyan = "36"
        case gray = "90"
        case bold = "1"
    }

    let enabled: Bool

    /// Text from a feature file, a step's message or a system, as the console shows it: control
    /// characters escaped (`MessageText.escapingControls`), line feeds kept, so that only the
    /// style's own ESC sequences reach the terminal.
    func text(_ text: String) -> String { MessageText.escapingControls(text) }

    func paint(_ text: String, _ color: Color) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
    }

    /// The status's word in its colour.
    func word(_ status: Status) -> String { paint(status.rawValue, status.color) }

    /// The status's one-character mark (pretty's columns) in its colour.
    func symbol(_ status: Status) -> String { paint(status.symbol, status.color) }

    /// Cucumber's progress character for the status, in its colour.
    func progressMark(_ status: Status) -> String { paint(status.progressCharacter, status.color) }
}

extension Status {
    /// Cucumber's colours: green passes, red failures, yellow what is unfinished, cyan what was skipped.
    var color: ConsoleStyle.Color {
        switch self {
        case .passed: .green
        case .failed: .red
        case .ambiguous: .magenta
        case .undefined, .pending: .yellow
        case .skipped: .cyan
        }
    }

    /// The status's mark in matrices and step columns.
    var symbol: String {
        switch self {
        case .passed: "✓"
        case .failed: "✗"
        case .ambiguous: "!"
        case .undefined: "?"
        case .pending: "…"
        case .skipped: "-"
        }
    }

    var progressCharacter: String {
        switch self {
        case .passed: "."
        case .failed: "F"
        case .ambiguous: "A"
        case .undefined: "U"
        case .pending: "P"
        case .skipped: "-"
        }
    }
}
