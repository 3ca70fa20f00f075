import Runner
import SpecrunKit

/// ANSI colours for the console formats, or none: every piece of coloured text goes through one
/// style, so `--no-color`, `NO_COLOR` and output that is not a terminal turn all of it off at once.
struct ConsoleStyle: Sendable {
    enum Color: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case cyan = "36"
        case gray = "90"
        case bold = "1"
    }

    let enabled: Bool
    /// The terminal's width in columns, which long lines are wrapped to; nil: not a terminal.
    var width: Int? = nil

    /// Appends `line` (UTF-8 without a line feed) to `bytes` escaped, wrapped and painted as
    /// `paint(text(wrapped(line)))` would give it; a line that none of them changes (no colour, no
    /// terminal width, no byte that may start a control character) is copied as it is, no string made.
    func append(_ line: UnsafeBufferPointer<UInt8>, indent: String, color: Color, to bytes: inout [UInt8]) {
        if !enabled, width == nil, !MessageText.mayHoldControls(line) {
            bytes.append(contentsOf: line)
        } else {
            bytes.append(contentsOf: paint(text(wrapped(String(decoding: line, as: UTF8.self), indent: indent)), color).utf8)
        }
    }

    /// `text` wrapped at spaces to the terminal's width, each line after the first indented by
    /// `indent`; as it is when the output is no terminal. Widths are counted in characters.
    func wrapped(_ text: String, indent: String = "  ") -> String {
        guard let width, width > indent.count + 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                let limit = lines.isEmpty ? width : width - indent.count
                if !current.isEmpty, current.count + 1 + word.count > limit {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current)
            return lines.joined(separator: "\n" + indent)
        }.joined(separator: "\n")
    }

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

    /// The mark of a run's step; the step a known divergence stops at is a grey `x`, never red.
    func symbol(_ status: Status, known: Bool) -> String { known && status != .passed ? knownMark : symbol(status) }

    /// The mark of a known divergence, in pretty's columns and in progress alike.
    private var knownMark: String { paint("x", .gray) }

    /// Cucumber's progress character for the status, in its colour; a failure the baseline expects
    /// (a known divergence) is a grey `x`, never a red `F`.
    func progressMark(_ status: Status, known: Bool = false) -> String {
        known && status != .passed ? knownMark : paint(status.progressCharacter, status.color)
    }
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
        case .departed: .blue
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
        case .departed: "~"
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
        case .departed: "~"
        }
    }
}
