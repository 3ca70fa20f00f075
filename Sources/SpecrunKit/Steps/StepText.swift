/// A step text as a writer types it: its words, and the holes the writer fills (a number, a quoted
/// text, a word). One text of a pattern: `my connection is offline`, `{int} seconds pass` or
/// `the article "…" content` (`StepTexts`).
///
/// ```swift
/// let text = StepText(parts: [.hole(.number), .text(" seconds pass")])
/// text.example          // "1 seconds pass"
/// text.snippet(from: 1) // ("${1:1} seconds pass", 1)
/// ```
package struct StepText: Hashable, Sendable {
    package enum Part: Hashable, Sendable {
        case text(String)
        case hole(Hole)
    }

    /// What a hole takes.
    package enum Hole: Hashable, Sendable, CaseIterable {
        /// Digits (`{int}`, `[0-9]{1,9}`).
        case number
        /// A decimal number (`{float}`).
        case decimal
        /// Text without a double quote, between quotes the pattern writes (`"[^"]*"`).
        case text
        /// One word (`{word}`, `[a-z]+`, `\w+`).
        case word
        /// A capitalised word, as a name is written (`[A-Z][a-z]+`).
        case name
        /// Anything (`{}`, or a parameter whose regular expression has no text to type).
        case any

        /// The value an example fills it with.
        package var example: String {
            switch self {
            case .number: "1"
            case .decimal: "1.5"
            case .text: "text"
            case .word: "word"
            case .name: "Name"
            case .any: "…"
            }
        }

        /// How a glossary writes it.
        package var reading: String {
            switch self {
            case .number, .decimal: "N"
            case .text, .word, .name, .any: "…"
            }
        }

        /// Whether `character` may be part of what it takes.
        package func takes(_ character: Unicode.Scalar) -> Bool {
            switch self {
            case .number: ("0"..."9").contains(character)
            case .decimal: ("0"..."9").contains(character) || character == "." || character == "-"
            case .text: character != "\""
            case .word: !character.properties.isWhitespace
            case .name: character.properties.isAlphabetic
            case .any: true
            }
        }
    }

    package var parts: [Part]

    package init(parts: [Part]) {
        var joined: [Part] = []
        for part in parts {
            if case .text(let text) = part, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + text)
            } else if case .text("") = part {
                continue
            } else {
                joined.append(part)
            }
        }
        self.parts = joined
    }

    /// The text with each hole filled by its example value.
    package var example: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .hole(let hole): hole.example
            }
        }.joined()
    }

    package var hasHoles: Bool {
        parts.contains { if case .hole = $0 { true } else { false } }
    }

    /// The text as an LSP snippet, each hole a placeholder numbered from `first` with its example
    /// value; and the next free number.
    package func snippet(from first: Int) -> (text: String, next: Int) {
        var text = ""
        var number = first
        for part in parts {
            switch part {
            case .text(let literal): text += Self.escaped(literal)
            case .hole(let hole):
                text += "${\(number):\(Self.escaped(hole.example))}"
                number += 1
            }
        }
        return (text, number)
    }

    /// Text in a snippet: `$`, `}` and `\` escaped.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "$}\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
