import Expressions
import Spelling

/// The step texts of a system as a step writer types them: each definition's pattern read as text
/// (`ExpressionPiece`), its parameters filled with example values; and, for a step that matches no
/// definition, the nearest of them ("did you mean"). One place for the editor's diagnostics and
/// quick fixes and the console's undefined steps.
///
/// ```swift
/// let texts = StepTexts(system)
/// texts.nearest(to: "my conection is offline")   // ["my connection is offline"]
/// texts.entries[0].example                       // "my connection is online"
/// ```
package struct StepTexts: Sendable {
    /// One definition's reading.
    package struct Entry: Sendable {
        package let definition: StepDefinitionSummary
        package let pieces: [ExpressionPiece]
        /// The pieces with each parameter given its type's first example value.
        package let example: String
    }

    package let entries: [Entry]
    private let parameterTypes: ParameterTypeRegistry
    private let match: @Sendable (String) -> StepMatch

    package init(_ system: SystemMatcher) {
        self.init(definitions: system.description.stepDefinitions, parameterTypes: system.parameterTypes, match: system.match)
    }

    package init(definitions: [StepDefinitionSummary], parameterTypes: ParameterTypeRegistry,
                 match: @escaping @Sendable (String) -> StepMatch) {
        self.parameterTypes = parameterTypes
        self.match = match
        entries = definitions.compactMap { definition in
            guard let pieces = Self.pieces(of: definition.pattern, parameterTypes: parameterTypes) else { return nil }
            let example = pieces.map { piece in
                switch piece {
                case .text(let text): text
                case .alternation(let alternatives): alternatives.first ?? ""
                case .parameter(let name): parameterTypes.parameterType(named: name).map(Self.example) ?? "…"
                }
            }.joined()
            return Entry(definition: definition, pieces: pieces, example: example)
        }
    }

    /// Up to `count` step texts nearest to `text`, nearest first: each close pattern filled with the
    /// text's own words where they match it, else with example values. Empty when none is close.
    package func nearest(to text: String, count: Int = 3) -> [String] {
        let words = Self.words(text)
        var scored: [(cost: Int, order: Int, text: String)] = []
        for (order, entry) in entries.enumerated() {
            let tokens = Self.tokens(entry.pieces)
            let literals = tokens.count { if case .word = $0 { true } else { false } }
            guard literals > 0 else { continue }
            let alignment = StepTextAlignment(words: words, tokens: tokens)
            // Costs count half-words: a typo is 1, a missing, extra or other word 2.
            guard alignment.cost <= max(2, literals), alignment.cost < 2 * literals else { continue }
            let filled = alignment.filled
            let suggestion = filled != text && isMatched(filled) ? filled : entry.example
            guard suggestion != text else { continue }
            scored.append((alignment.cost, order, suggestion))
        }
        var seen = Set<String>()
        return scored.sorted { ($0.cost, $0.order) < ($1.cost, $1.order) }.map(\.text)
            .filter { seen.insert($0).inserted }.prefix(count).map { $0 }
    }

    private func isMatched(_ text: String) -> Bool {
        if case .matched = match(text) { return true }
        return false
    }

    /// The values a step writer may type for `type`, when it has a known few: a vocabulary's
    /// phrases (its examples), or the words of a regexp that is only alternatives of literal words
    /// (`online|offline|failing`). Empty for open-ended types (`{int}`, `{string}`).
    package static func values(of type: ParameterType) -> [String] {
        if !type.examples.isEmpty { return type.examples }
        var values: [String] = []
        for regexp in type.regexps {
            var body = Substring(regexp)
            if body.hasPrefix("(?:") && body.hasSuffix(")") { body = body.dropFirst(3).dropLast() }
            let words = body.split(separator: "|", omittingEmptySubsequences: false)
            guard words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "'" } })
            else { return [] }
            values += words.map(String.init)
        }
        return values
    }

    /// A value that `type` matches, for an example step text.
    package static func example(of type: ParameterType) -> String {
        if let first = values(of: type).first { return first }
        switch type.name {
        case "int", "byte", "short", "long", "biginteger": return "1"
        case "float", "double", "bigdecimal": return "1.5"
        case "string": return "\"text\""
        case "word": return "word"
        default: return "…"
        }
    }

    /// A pattern's reading; a regular expression only when it is plain text between its anchors.
    private static func pieces(of pattern: StepPattern, parameterTypes: ParameterTypeRegistry) -> [ExpressionPiece]? {
        switch pattern.kind {
        case .cucumberExpression:
            return (try? CucumberExpression(pattern.source, parameterTypes: parameterTypes))?.pieces
        case .regularExpression:
            var source = Substring(pattern.source)
            if source.hasPrefix("^") { source = source.dropFirst() }
            if source.hasSuffix("$") { source = source.dropLast() }
            guard !source.contains(where: { "\\[](){}.*+?|^$".contains($0) }) else { return nil }
            return [.text(String(source))]
        }
    }

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func tokens(_ pieces: [ExpressionPiece]) -> [StepTextAlignment.Token] {
        pieces.flatMap { piece -> [StepTextAlignment.Token] in
            switch piece {
            case .text(let text): words(text).map { .word([$0]) }
            case .alternation(let alternatives):
                alternatives.allSatisfy { words($0).count == 1 } ? [.word(alternatives)] : words(alternatives.first ?? "").map { .word([$0]) }
            case .parameter(let name): [.parameter(name)]
            }
        }
    }
}

/// The cheapest way to read a step's words as a pattern's words and parameters, a parameter taking
/// any run of the step's words: the edits needed (typos, missing and extra words) and the step
/// text the pattern gives with the step's own words in its parameters.
struct StepTextAlignment {
    enum Token {
        /// A word of the pattern, or its alternatives.
        case word([String])
        case parameter(String)
    }

    let cost: Int
    let filled: String

    init(words: [String], tokens: [Token]) {
        let n = words.count, m = tokens.count
        let unreachable = Int.max / 4
        // cost[i][j]: the first i words read as the first j tokens; a parameter must take a word.
        var cost = Array(repeating: Array(repeating: unreachable, count: m + 1), count: n + 1)
        var step = Array(repeating: Array(repeating: UInt8(0), count: m + 1), count: n + 1)
        cost[0][0] = 0
        for i in 0...n {
            for j in 0...m where !(i == 0 && j == 0) {
                var best = unreachable, move: UInt8 = 0
                func consider(_ value: Int, _ kind: UInt8) {
                    if value < best { best = value; move = kind }
                }
                if j > 0 {
                    switch tokens[j - 1] {
                    case .word(let alternatives):
                        if i > 0 { consider(cost[i - 1][j - 1] + Self.substitution(words[i - 1], alternatives), 1) }
                        consider(cost[i][j - 1] + 2, 2)  // a word of the pattern missing
                    case .parameter:
                        if i > 0 {
                            consider(cost[i - 1][j - 1], 3)  // the parameter's first word
                            consider(cost[i - 1][j], 4)      // one more word for it
                        }
                        consider(cost[i][j - 1] + 2, 2)
                    }
                }
                if i > 0, j == 0 || !Self.isParameter(tokens[j - 1]) { consider(cost[i - 1][j] + 2, 5) }  // an extra word
                cost[i][j] = best
                step[i][j] = move
            }
        }
        self.cost = cost[n][m]
        // Back from the end: the pattern's words, and the step's words where a parameter took them.
        var output: [String] = []
        var i = n, j = m
        var taken: [String] = []
        while i > 0 || j > 0 {
            switch step[i][j] {
            case 1:
                if case .word(let alternatives) = tokens[j - 1] { output.append(Self.closest(words[i - 1], alternatives)) }
                i -= 1; j -= 1
            case 2:
                if case .word(let alternatives) = tokens[j - 1] { output.append(alternatives[0]) } else { output.append("…") }
                j -= 1
            case 3:
                taken.append(words[i - 1])
                output.append(taken.reversed().joined(separator: " "))
                taken = []
                i -= 1; j -= 1
            case 4: taken.append(words[i - 1]); i -= 1
            default: i -= 1
            }
        }
        filled = output.reversed().joined(separator: " ")
    }

    private static func isParameter(_ token: Token) -> Bool {
        if case .parameter = token { return true }
        return false
    }

    /// 0 for the same word (case aside) as one of the alternatives, 1 for a likely typo of one, 2 for another word.
    private static func substitution(_ typed: String, _ alternatives: [String]) -> Int {
        if alternatives.contains(where: { $0.lowercased() == typed.lowercased() }) { return 0 }
        return Suggestion.closest(to: typed, among: alternatives) != nil ? 1 : 2
    }

    /// The alternative the typed word stands for (the first when none is close).
    private static func closest(_ typed: String, _ alternatives: [String]) -> String {
        alternatives.first { $0.lowercased() == typed.lowercased() } ?? Suggestion.closest(to: typed, among: alternatives) ?? alternatives[0]
    }
}
