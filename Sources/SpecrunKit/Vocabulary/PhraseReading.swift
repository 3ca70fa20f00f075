/// Turns a vocabulary phrase, written as a regular expression, into the words a step writer would
/// type, for glossaries, in two forms. `readings(of:)` keeps every variation in the notation of
/// Cucumber Expressions (optional parts in parentheses, alternatives with slashes):
/// `the latest (?:version|revision) of "[^"]*"` reads `the latest version/revision of "…"`.
/// `phrases(of:)` reads it out in words for a product owner: optional parts left out, a choice
/// between single words as "version or revision", a choice between longer texts as its first:
/// `the latest version or revision of "…"`. Both understand what phrases use (literal text and
/// escapes, groups with alternatives, `?` after a character or group, a letter class such as
/// `[Aa]`, a quoted `"[^"]*"`, digits `[0-9]{1,9}`). Top-level alternatives are separate readings.
///
/// ```swift
/// PhraseReading.readings(of: #"the latest (?:version|revision) of "[^"]*""#)
/// // ["the latest version/revision of \"…\""]
/// PhraseReading.phrases(of: #"an? "?(?:offline|warning)"? banner"#)
/// // ["an offline or warning banner"]
/// ```
package enum PhraseReading {
    package static func readings(of pattern: String) -> [String] {
        var parser = Parser(Array(pattern))
        return parser.alternatives(until: nil).map(notation)
    }

    /// `choosingFirst`: a choice between single words reads as its first too (a phrase to type, not
    /// to read: "the latest version of $article").
    package static func phrases(of pattern: String, choosingFirst: Bool = false) -> [String] {
        var parser = Parser(Array(pattern))
        return parser.alternatives(until: nil).flatMap { phrases($0, choosingFirst: choosingFirst) }
            .map { $0.split(separator: " ").joined(separator: " ") }
    }

    /// Every text the phrase matches as a step writer would type it, each a `StepText`: each
    /// alternative of a choice, an optional part left out (`.omitted`, for completions) or both with
    /// and without it (`.both`, for "did you mean"), "a" or "an" as the next word asks, a quoted
    /// `"[^"]*"`, digits (`[0-9]{1,9}`, `\\d+`), a word (`[a-z]+`, `\\w+`) or a name (`[A-Z][a-z]+`) as a
    /// hole. Nil when the pattern uses what has no such text (another range of letters, `.`, a
    /// repeated character): the parameter is then a hole itself.
    /// At most `limit` texts: past it, optional parts are left out.
    ///
    /// ```swift
    /// PhraseReading.variants(of: "any banners?|a banner", optionals: .both).map(\.example)
    /// // ["any banner", "any banners", "a banner"]
    /// ```
    package static func variants(of pattern: String, optionals: Optionals, limit: Int = 48) -> [StepText]? {
        var parser = Parser(Array(pattern))
        let alternatives = parser.alternatives(until: nil)
        guard !parser.unsupported, parser.index == parser.characters.count else { return nil }
        func expand(_ optionals: Optionals) -> [StepText] {
            var seen = Set<StepText>()
            return alternatives.flatMap { texts($0, optionals: optionals) }.filter { seen.insert($0).inserted }
        }
        let expanded = expand(optionals)
        return expanded.count > limit && optionals == .both ? expand(.omitted) : expanded
    }

    /// Whether `variants(of:optionals:)` leaves optional parts out or takes them both ways.
    package enum Optionals: Sendable { case omitted, both }

    private static func texts(_ sequence: [Piece], optionals: Optionals) -> [StepText] {
        var results: [[StepText.Part]] = [[]]
        for (index, piece) in sequence.enumerated() {
            switch piece {
            case .optional(.text("n")) where results.allSatisfy({ StepText(parts: $0).example.hasSuffix("a") }):
                // `an?`: "an" before a vowel, as each text that follows begins.
                let rest = texts(Array(sequence[(index + 1)...]), optionals: optionals)
                return results.flatMap { prefix in
                    rest.map { suffix in
                        let next = suffix.example.drop { $0 == " " || $0 == "\"" }
                        return StepText(parts: prefix + (PlainWords.article(for: next) == "an" ? [.text("n")] : []) + suffix.parts)
                    }
                }
            case .optional(let inner):
                // A part with a hole in it is a remark (`(?: \([^()]*\))?`), not a writer's words.
                guard optionals == .both, !inner.hasHole else { continue }
                let inner = texts([inner], optionals: optionals)
                results = results.flatMap { prefix in [prefix] + inner.map { prefix + $0.parts } }
            case .text(let literal):
                results = results.map { $0 + [.text(literal)] }
            case .hole(let hole):
                results = results.map { $0 + [.hole(hole)] }
            case .choice(let alternatives):
                let inner = alternatives.flatMap { texts($0, optionals: optionals) }
                results = results.flatMap { prefix in inner.map { prefix + $0.parts } }
            }
        }
        return results.map { StepText(parts: $0) }
    }

    /// A piece of a phrase.
    private indirect enum Piece {
        case text(String)
        case hole(StepText.Hole)
        case choice([[Piece]])
        case optional(Piece)

        var hasHole: Bool {
            switch self {
            case .text: false
            case .hole: true
            case .choice(let alternatives): alternatives.contains { $0.contains(where: \.hasHole) }
            case .optional(let inner): inner.hasHole
            }
        }
    }

    private static func notation(_ sequence: [Piece]) -> String {
        sequence.map { piece in
            switch piece {
            case .text(let text): text
            case .hole(let hole): hole.reading
            case .choice(let alternatives): alternatives.map(notation).joined(separator: "/")
            case .optional(let inner): "(\(notation([inner])))"
            }
        }.joined()
    }

    /// The phrases of a sequence: one that is only a choice (and optional parts) is that choice's
    /// phrases; any other is one phrase.
    private static func phrases(_ sequence: [Piece], choosingFirst: Bool) -> [String] {
        let required = sequence.filter { if case .optional = $0 { false } else { true } }
        if required.count == 1, case .choice(let alternatives) = required[0] {
            return alternatives.flatMap { phrases($0, choosingFirst: choosingFirst) }
        }
        return [words(sequence, choosingFirst: choosingFirst)]
    }

    private static func words(_ sequence: [Piece], choosingFirst: Bool) -> String {
        var text = ""
        for (index, piece) in sequence.enumerated() {
            switch piece {
            case .text(let literal): text += literal
            case .hole(let hole): text += hole.reading
            case .optional(.text("n")) where text.hasSuffix("a"):
                // `an?`: "an" before a vowel.
                let next = words(Array(sequence[(index + 1)...]), choosingFirst: true).drop { $0 == " " || $0 == "\"" }
                if PlainWords.article(for: next) == "an" { text += "n" }
            case .optional: break
            case .choice(let alternatives):
                let readings = alternatives.map { words($0, choosingFirst: choosingFirst) }
                if !choosingFirst, readings.count > 1, readings.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) {
                    text += readings.dropLast().joined(separator: ", ") + " or " + readings.last!
                } else {
                    text += readings.first ?? ""
                }
            }
        }
        return text
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        /// Whether the pattern uses what no text a writer types stands for (`.`, a range of letters
        /// that is no word or name).
        var unsupported = false

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var current: Character? { index < characters.count ? characters[index] : nil }

        /// Alternatives up to `end` (a group's `)`), each read as a sequence.
        mutating func alternatives(until end: Character?) -> [[Piece]] {
            var result = [sequence(until: end)]
            while current == "|" {
                index += 1
                result.append(sequence(until: end))
            }
            return result
        }

        /// Pieces up to `|` or `end`, each followed by an optional `?`.
        mutating func sequence(until end: Character?) -> [Piece] {
            var pieces: [Piece] = []
            while let character = current, character != "|", character != end {
                let piece = self.piece()
                if current == "?" {
                    index += 1
                    pieces.append(.optional(piece))
                } else {
                    pieces.append(piece)
                }
            }
            return pieces
        }

        mutating func piece() -> Piece {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                let escaped = current
                index += 1
                // A digit class is a number; a run of word characters a word.
                if escaped == "d" {
                    skipQuantifier()
                    return .hole(.number)
                }
                if escaped == "w", skipQuantifier() { return .hole(.word) }
                if let escaped, escaped.isLetter || escaped.isNumber { unsupported = true }
                return .text(escaped.map(String.init) ?? "")
            case "(":
                if characters[index...].starts(with: ["?", ":"]) { index += 2 }
                let inner = alternatives(until: ")")
                index += 1
                return .choice(inner)
            case "[":
                let start = index
                while let next = current, next != "]" { index += (next == "\\" ? 2 : 1) }
                let set = String(characters[start..<min(index, characters.count)])
                index += 1
                let repeated = skipQuantifier()
                if set.hasPrefix("^") { return .hole(.text) }
                if set == "0-9" { return .hole(.number) }
                // A capital and a run of small letters is a name; a run of letters a word.
                if set == "A-Z", !repeated, characters[index...].starts(with: Array("[a-z]")) {
                    index += 5
                    if skipQuantifier() { return .hole(.name) }
                    unsupported = true
                }
                if ["a-z", "A-Za-z", "a-zA-Z"].contains(set), repeated { return .hole(.word) }
                if set.contains("-") || set.contains("\\") { unsupported = true }
                return .text(set.first.map(String.init) ?? "")
            case ".", "*", "+", "{", "^", "$":
                unsupported = true
                return .text(String(character))
            default:
                return .text(String(character))
            }
        }

        /// `*`, `+` or `{m,n}` after a class: its reading stands for any count. Whether there was one.
        @discardableResult
        mutating func skipQuantifier() -> Bool {
            if current == "*" || current == "+" {
                index += 1
            } else if current == "{" {
                while let next = current, next != "}" { index += 1 }
                index += 1
            } else {
                return false
            }
            return true
        }
    }
}
