import SpecrunKit
/// Reads a `--name` regular expression into a `NameRegex.Node` tree: the syntax of ICU (and
/// `NSRegularExpression`) that a name search needs (literals, `.`, classes, `\d \w \s \b`, anchors,
/// groups, alternation, greedy and lazy quantifiers, the flag `(?i)`), and nothing that cannot be
/// matched in time proportional to the name (backreferences, lookaround, atomic groups and
/// possessive quantifiers are refused, saying so). Every error names the column it is at.
struct NameRegexParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var ignoresCase = false
    private var depth = 0

    /// Groups inside one another, at most.
    static let depthLimit = 1_000
    /// The largest count of a `{m,n}` quantifier.
    static let repetitionLimit = 1_000

    static func parse(_ source: String) throws(NameRegexError) -> NameRegex.Node {
        var parser = NameRegexParser(scalars: Array(source.unicodeScalars))
        let node = try parser.alternation()
        if parser.index < parser.scalars.count {
            throw parser.error("this ')' closes no group", hint: "remove it, or escape it as \\)")
        }
        return node
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String, at offset: Int? = nil, hint: String) -> NameRegexError {
        NameRegexError(message: message, offset: offset ?? index, hint: hint)
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        index += 1
        return true
    }

    private mutating func take(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    private mutating func alternation() throws(NameRegexError) -> NameRegex.Node {
        let flags = ignoresCase
        defer { ignoresCase = flags }   // `(?i)` holds to the end of its group
        var branches = [try concatenation()]
        while take("|") { branches.append(try concatenation()) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation() throws(NameRegexError) -> NameRegex.Node {
        var items: [NameRegex.Node] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            let start = index
            guard let atom = try atom() else { continue }
            items.append(try quantified(atom, from: start))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// One atom, or nil for what matches nothing and takes no place (`(?i)`).
    private mutating func atom() throws(NameRegexError) -> NameRegex.Node? {
        let start = index
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case ".": return .set(ScalarSet(items: [.range("\n", "\n")], negated: true, ignoresCase: false))
        case "^": return .start
        case "$": return .end
        case "[": return .set(try characterClass(openedAt: start))
        case "(": return try group(openedAt: start)
        case "*", "+", "?":
            throw error("'\(scalar)' follows nothing it could repeat", at: start, hint: "escape it as \\\(scalar), or put what it repeats before it")
        case "{" where quantifierFollows(from: start):
            throw error("'{' follows nothing it could repeat", at: start, hint: "escape it as \\{, or put what it repeats before it")
        case "\\": return try escape(at: start)
        default: return literal(scalar)
        }
    }

    private func literal(_ scalar: Unicode.Scalar) -> NameRegex.Node {
        .set(ScalarSet(items: [.range(scalar, scalar)], negated: false, ignoresCase: ignoresCase))
    }

    private mutating func group(openedAt start: Int) throws(NameRegexError) -> NameRegex.Node? {
        if take("?") {
            if take("=") || take("!") || take("<=") || take("<!") {
                throw error("lookahead and lookbehind are not supported", at: start,
                            hint: "--name matches in time proportional to the name, which they would not allow; search without them")
            }
            if take(">") {
                throw error("atomic groups are not supported", at: start, hint: "write a plain group (?:…)")
            }
            if take("i)") {
                ignoresCase = true
                return nil
            }
            if take("-i)") {
                ignoresCase = false
                return nil
            }
            let flags = ignoresCase
            if take("i:") {
                ignoresCase = true
            } else if take("-i:") {
                ignoresCase = false
            } else if take("<") || take("P<") {
                while let scalar = next, scalar != ">" { guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { break }; index += 1 }
                guard take(">") else { throw error("a group's name must end with '>'", hint: "write (?<name>…)") }
            } else if !take(":") {
                throw error("unknown group syntax '(?\(next.map(String.init) ?? "")'", at: start,
                            hint: "write (…), (?:…), (?<name>…), (?i) or (?i:…)")
            }
            defer { ignoresCase = flags }
            return try groupBody(openedAt: start)
        }
        return try groupBody(openedAt: start)
    }

    private mutating func groupBody(openedAt start: Int) throws(NameRegexError) -> NameRegex.Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw error("groups are nested more than \(Self.depthLimit) deep", at: start, hint: "nest fewer groups")
        }
        let body = try alternation()
        guard take(")") else { throw error("this '(' is never closed", at: start, hint: "close it with ')', or escape it as \\(") }
        return body
    }

    /// After an atom: `*`, `+`, `?`, `{m}`, `{m,}` or `{m,n}`, each maybe lazy (`?` after it).
    private mutating func quantified(_ atom: NameRegex.Node, from start: Int) throws(NameRegexError) -> NameRegex.Node {
        var node = atom
        var quantifiedHere = false
        while let scalar = next {
            let at = index
            var minimum = 0, maximum: Int?
            switch scalar {
            case "*": index += 1
            case "+": index += 1; minimum = 1
            case "?": index += 1; maximum = 1
            case "{" where quantifierFollows(from: index):
                index += 1
                minimum = try count()
                maximum = minimum
                if take(",") { maximum = next == "}" ? nil : try count() }
                _ = take("}")
                if let maximum, maximum < minimum {
                    throw error("{\(minimum),\(maximum)} repeats at least more times than at most", at: at, hint: "write the smaller number first")
                }
            default: return node
            }
            if take("+") {
                throw error("possessive quantifiers are not supported", at: at, hint: "drop the '+' after the quantifier")
            }
            _ = take("?")   // lazy: the same names match
            if quantifiedHere {
                throw error("a quantifier follows another", at: at, hint: "put the repeated part in a group, e.g. (?:a+)*, or drop one")
            }
            quantifiedHere = true
            node = .repeated(node, minimum: minimum, maximum: maximum)
        }
        return node
    }

    private mutating func count() throws(NameRegexError) -> Int {
        let start = index
        var value = 0
        while let scalar = next, ("0"..."9").contains(scalar) {
            value = min(value * 10 + Int(scalar.value - 48), Self.repetitionLimit + 1)
            index += 1
        }
        guard value <= Self.repetitionLimit else {
            throw error("a count over \(Self.repetitionLimit)", at: start, hint: "repeat at most \(Self.repetitionLimit) times")
        }
        return value
    }

    /// Whether `{` at `offset` starts `{m}`, `{m,}` or `{m,n}`.
    private func quantifierFollows(from offset: Int) -> Bool {
        var position = offset + 1
        func digits() -> Bool {
            let from = position
            while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
            return position > from
        }
        guard digits() else { return false }
        if position < scalars.count, scalars[position] == "," {
            position += 1
            _ = digits()
        }
        return position < scalars.count && scalars[position] == "}"
    }

    private mutating func characterClass(openedAt start: Int) throws(NameRegexError) -> ScalarSet {
        let negated = take("^")
        var items: [ScalarSet.Item] = []
        var first = true
        while true {
            guard let scalar = next else { throw error("this '[' is never closed", at: start, hint: "close it with ']', or escape it as \\[") }
            if scalar == "]", !first {
                index += 1
                return ScalarSet(items: items, negated: negated, ignoresCase: ignoresCase)
            }
            first = false
            if scalar == "[" {
                throw error("a '[' inside a class (a nested class, or [:alpha:])", hint: "escape it as \\[, or list the characters")
            }
            let itemStart = index
            index += 1
            var low = scalar
            if scalar == "\\" {
                switch try classEscape(at: itemStart) {
                case .scalar(let escaped): low = escaped
                case .item(let item):
                    items.append(item)
                    continue
                }
            }
            if next == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let highStart = index
                var high = scalars[index]
                index += 1
                if high == "\\" {
                    guard case .scalar(let escaped) = try classEscape(at: highStart) else {
                        throw error("a range ends in a class such as \\d", at: highStart, hint: "end it with one character")
                    }
                    high = escaped
                }
                guard low <= high else {
                    throw error("the range \(low)-\(high) is backwards", at: itemStart, hint: "write the smaller character first")
                }
                items.append(.range(low, high))
            } else {
                items.append(.range(low, low))
            }
        }
    }

    private enum ClassEscape {
        case scalar(Unicode.Scalar)
        case item(ScalarSet.Item)
    }

    private mutating func classEscape(at start: Int) throws(NameRegexError) -> ClassEscape {
        switch try escape(at: start) {
        case .set(let set) where set.items.count == 1 && !set.negated:
            if case .range(let low, let high) = set.items[0], low == high { return .scalar(low) }
            return .item(set.items[0])
        case .set(let set): return .item(.nested(set))
        default: throw error("\\\(scalars[start + 1]) is not a character", at: start, hint: "write it outside the class")
        }
    }

    /// After `\`: a class (`\d`), an assertion (`\b`), or one character.
    private mutating func escape(at start: Int) throws(NameRegexError) -> NameRegex.Node {
        guard let scalar = next else { throw error("the pattern ends with '\\'", at: start, hint: "escape it as \\\\") }
        index += 1
        func set(_ kind: ScalarSet.Kind, negated: Bool) -> NameRegex.Node {
            .set(ScalarSet(items: [.kind(kind)], negated: negated, ignoresCase: false))
        }
        switch scalar {
        case "d", "D": return set(.digit, negated: scalar == "D")
        case "w", "W": return set(.word, negated: scalar == "W")
        case "s", "S": return set(.space, negated: scalar == "S")
        case "b", "B": return .wordBoundary(scalar == "b")
        case "A": return .start
        case "z", "Z": return .end
        case "t": return literal("\t")
        case "n": return literal("\n")
        case "r": return literal("\r")
        case "f": return literal("\u{0C}")
        case "v": return literal("\u{0B}")
        case "e": return literal("\u{1B}")
        case "a": return literal("\u{07}")
        case "x", "u", "U": return literal(try hexadecimal(after: scalar, at: start))
        case "Q":
            var items: [NameRegex.Node] = []
            while index < scalars.count, !take("\\E") {
                items.append(literal(scalars[index]))
                index += 1
            }
            return .sequence(items)
        case "1"..."9", "k":
            throw error("backreferences are not supported", at: start,
                        hint: "--name matches in time proportional to the name, which they would not allow; search without them")
        case "p", "P":
            throw error("Unicode property classes (\\p{…}) are not supported", at: start, hint: "list the characters in a class, e.g. [A-Za-z]")
        case _ where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar):
            throw error("unknown escape \\\(scalar)", at: start, hint: "write the character without '\\', or escape only punctuation")
        default:
            return literal(scalar)
        }
    }

    /// `\xHH`, `\x{H…}`, `\uHHHH` or `\UHHHHHHHH`.
    private mutating func hexadecimal(after letter: Unicode.Scalar, at start: Int) throws(NameRegexError) -> Unicode.Scalar {
        let braced = letter == "x" && take("{")
        let digits = braced ? 8 : letter == "x" ? 2 : letter == "u" ? 4 : 8
        var value: UInt32 = 0, count = 0
        while count < digits, let scalar = next, let digit = Int(String(scalar), radix: 16) {
            value = value &* 16 &+ UInt32(digit)
            count += 1
            index += 1
        }
        let closed = !braced || take("}")
        guard count > 0, braced || count == digits, closed, let scalar = Unicode.Scalar(value) else {
            throw error("\\\(letter) needs hexadecimal digits of a character", at: start,
                        hint: letter == "x" ? "write \\xHH or \\x{HHHH}" : letter == "u" ? "write \\uHHHH" : "write \\UHHHHHHHH")
        }
        return scalar
    }
}

/// Why a `--name` pattern was refused: what, at which character (from 0), and how to fix it.
package struct NameRegexError: Error, Hashable, Sendable {
    package var message: String
    /// The Unicode scalar of the pattern the problem is at (its count, for the end).
    package var offset: Int
    package var hint: String
}
