/// Turns a vocabulary phrase, written as a regular expression, into the words a step writer would
/// type, for glossaries: `the latest (?:version|revision) of "[^"]*"` reads
/// `the latest version/revision of "…"`. It understands what phrases use (literal text and escapes,
/// non-capturing groups with alternatives, `?` after a character or group, a letter class such as
/// `[Aa]`, a quoted `"[^"]*"`, digits `[0-9]{1,9}`), writing optional parts in parentheses and
/// alternatives with slashes, as Cucumber Expressions do. Top-level alternatives are separate readings.
///
/// ```swift
/// PhraseReading.readings(of: #"the latest (?:version|revision) of "[^"]*""#)
/// // ["the latest version/revision of \"…\""]
/// ```
package enum PhraseReading {
    package static func readings(of pattern: String) -> [String] {
        var reader = Reader(Array(pattern))
        return reader.alternatives(until: nil)
    }

    private struct Reader {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var current: Character? { index < characters.count ? characters[index] : nil }

        /// Alternatives up to `end` (a group's `)`), each read as a sequence.
        mutating func alternatives(until end: Character?) -> [String] {
            var result = [sequence(until: end)]
            while current == "|" {
                index += 1
                result.append(sequence(until: end))
            }
            return result
        }

        /// Pieces up to `|` or `end`, each followed by an optional `?`.
        mutating func sequence(until end: Character?) -> String {
            var text = ""
            while let character = current, character != "|", character != end {
                let piece = self.piece()
                if current == "?" {
                    index += 1
                    text += "(\(piece))"
                } else {
                    text += piece
                }
            }
            return text
        }

        mutating func piece() -> String {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                defer { index += 1 }
                return current.map(String.init) ?? ""
            case "(":
                if characters[index...].starts(with: ["?", ":"]) { index += 2 }
                let inner = alternatives(until: ")")
                index += 1
                return inner.joined(separator: "/")
            case "[":
                let start = index
                while let next = current, next != "]" { index += (next == "\\" ? 2 : 1) }
                let set = String(characters[start..<min(index, characters.count)])
                index += 1
                skipQuantifier()
                if set.hasPrefix("^") { return "…" }
                if set == "0-9" { return "N" }
                return set.first.map(String.init) ?? ""
            default:
                return String(character)
            }
        }

        /// `*`, `+` or `{m,n}` after a class: its reading stands for any count.
        mutating func skipQuantifier() {
            if current == "*" || current == "+" {
                index += 1
            } else if current == "{" {
                while let next = current, next != "}" { index += 1 }
                index += 1
            }
        }
    }
}
