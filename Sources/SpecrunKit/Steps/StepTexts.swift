import Expressions
import Spelling

/// The step texts of a system as a step writer types them, and "did you mean" for a step that
/// matches none: one place for the editor's completions, diagnostics and quick fixes, and the
/// reports' undefined steps.
///
/// Each definition's pattern is written out (`Entry.writings`): each alternative of the
/// expression, each parameter with the texts its type takes (`values(of:)`: a vocabulary's
/// phrases, a regexp's alternatives, or a hole for a number or a quoted text). "Did you mean"
/// measures the step against every such text, character by character (`StepTextDistance`), a hole
/// taking what the writer typed there; the nearest is first, and a second is offered only when it
/// is as near (a value typed closer to one text never suggests another).
///
/// ```swift
/// let texts = StepTexts(system)
/// texts.nearest(to: "my internet conection is ofline")   // ["my internet connection is offline"]
/// texts.entries[0].example                               // "my connection is online"
/// ```
package struct StepTexts: Sendable {
    /// One definition's writings.
    package struct Entry: Sendable {
        package let definition: StepDefinitionSummary
        /// The ways to write the pattern, optional text left out: texts and parameters, no alternation.
        package let writings: [[ExpressionPiece]]
        /// The first writing, each parameter given its type's first value.
        package let example: String
    }

    package let entries: [Entry]
    private let values: [String: [StepText]]
    private let candidates: [Candidate]
    private let match: @Sendable (String) -> StepMatch

    /// A text "did you mean" measures a step against, and the definition it writes.
    private struct Candidate: Sendable {
        let entry: Int
        let text: StepText
        let units: StepTextDistance.Units
        /// How many characters of it are words, not holes.
        let literals: Int
    }

    package init(_ system: SystemMatcher) {
        self.init(definitions: system.description.stepDefinitions, parameterTypes: system.parameterTypes, match: system.match)
    }

    package init(definitions: [StepDefinitionSummary], parameterTypes: ParameterTypeRegistry,
                 match: @escaping @Sendable (String) -> StepMatch) {
        self.match = match
        var values: [String: [StepText]] = [:]
        var allValues: [String: [StepText]] = [:]
        for type in parameterTypes.parameterTypes {
            values[type.name] = Self.values(of: type, optionals: .omitted)
            allValues[type.name] = Self.values(of: type, optionals: .both)
        }
        self.values = values
        var entries: [Entry] = []
        var candidates: [Candidate] = []
        for definition in definitions {
            guard let expression = Self.expression(of: definition.pattern, parameterTypes: parameterTypes) else { continue }
            let writings = expression.writings(optionalText: false)
            let index = entries.count
            let example = Self.texts(of: writings[0], values: values, limit: 1).first?.example ?? ""
            entries.append(Entry(definition: definition, writings: writings, example: example))
            for writing in expression.writings(optionalText: true) {
                for text in Self.texts(of: writing, values: allValues, limit: 4_000) {
                    let units = StepTextDistance.units(of: text)
                    let literals = units.count - units.holes
                    guard literals > 0 else { continue }
                    candidates.append(Candidate(entry: index, text: text, units: units, literals: literals))
                }
            }
        }
        self.entries = entries
        self.candidates = candidates
    }

    /// Every text "did you mean" measures a step against: each writing of each definition, optional
    /// text both left out and written, each parameter with each of its values.
    package var measuredTexts: [(text: StepText, definition: StepDefinitionSummary)] {
        candidates.map { ($0.text, entries[$0.entry].definition) }
    }

    /// The texts a parameter of type `name` takes, optional parts left out; one hole for an open type.
    package func values(of name: String) -> [StepText] {
        values[name] ?? [StepText(parts: [.hole(.any)])]
    }

    /// The step texts nearest to `text`, nearest first: at most two, the second only when it is as
    /// near as the first; each with the step's own words in its holes, and defined. Empty when none
    /// is close enough to be a likely slip.
    package func nearest(to text: String) -> [String] {
        let typed = StepTextDistance.units(ofTyped: text)
        var measure = StepTextDistance()
        // Nearest bound first: once a bound passes the nearest distance found, no text is nearer.
        let bounds = candidates.indices.map { (bound: StepTextDistance.lowerBound(typed, candidates[$0].units), index: $0) }
            .sorted { ($0.bound, $0.index) < ($1.bound, $1.index) }
        var best: [(distance: Int, index: Int)] = []
        var nearest = Int.max
        for (bound, index) in bounds {
            let candidate = candidates[index]
            // Slips cost at most a fifth of a text's letters in halves, and two slips are always allowed.
            let allowed = max(2 * StepTextDistance.slip, candidate.literals * 2 / 5)
            let limit = min(allowed, nearest)
            guard bound <= limit else {
                if bound > nearest { break }
                continue
            }
            guard let distance = measure.distance(typed, candidate.units, within: limit) else { continue }
            if distance < nearest { best.removeAll() }
            best.append((distance, index))
            nearest = distance
        }
        best.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        var suggestions: [String] = []
        for (distance, index) in best where distance == nearest {
            let candidate = candidates[index]
            let filled = measure.filled(typed: text, candidate.text)
            let fits = filled != text && isMatched(filled)
            let suggestion = fits ? filled : candidate.text.example
            guard suggestion != text, !suggestions.contains(suggestion), fits || isMatched(suggestion) else { continue }
            suggestions.append(suggestion)
            if suggestions.count == 2 { break }
        }
        return suggestions
    }

    private func isMatched(_ text: String) -> Bool {
        if case .matched = match(text) { return true }
        return false
    }

    /// The texts of one writing: each parameter takes each of its values, at most `limit` texts.
    private static func texts(of writing: [ExpressionPiece], values: [String: [StepText]], limit: Int) -> [StepText] {
        var results: [[StepText.Part]] = [[]]
        for piece in writing {
            switch piece {
            case .text(let text): results = results.map { $0 + [.text(text)] }
            case .alternation(let alternatives): results = results.map { $0 + [.text(alternatives.first ?? "")] }
            case .parameter(let name):
                let taken = values[name] ?? [StepText(parts: [.hole(.any)])]
                results = Array(results.lazy.flatMap { prefix in taken.lazy.map { prefix + $0.parts } }.prefix(limit))
            }
        }
        return results.map { StepText(parts: $0) }
    }

    /// The texts a parameter type takes: a vocabulary's phrases or a regexp's words, optional parts
    /// as asked; a hole for the built-in types and for a regexp with no text to type.
    package static func values(of type: ParameterType, optionals: PhraseReading.Optionals) -> [StepText] {
        switch type.name {
        case "int", "byte", "short", "long", "biginteger": return [StepText(parts: [.hole(.number)])]
        case "float", "double", "bigdecimal": return [StepText(parts: [.hole(.decimal)])]
        case "string": return [StepText(parts: [.text("\""), .hole(.text), .text("\"")])]
        case "word": return [StepText(parts: [.hole(.word)])]
        default: break
        }
        var texts: [StepText] = []
        for regexp in type.regexps {
            guard let variants = PhraseReading.variants(of: regexp, optionals: optionals) else {
                return [StepText(parts: [.hole(.any)])]
            }
            texts += variants.filter { !texts.contains($0) }
        }
        return texts.isEmpty ? [StepText(parts: [.hole(.any)])] : texts
    }

    /// A pattern as a Cucumber Expression: a regular expression only when it is plain text between its anchors.
    private static func expression(of pattern: StepPattern, parameterTypes: ParameterTypeRegistry) -> CucumberExpression? {
        switch pattern.kind {
        case .cucumberExpression:
            return try? CucumberExpression(pattern.source, parameterTypes: parameterTypes)
        case .regularExpression:
            var source = Substring(pattern.source)
            if source.hasPrefix("^") { source = source.dropFirst() }
            if source.hasSuffix("$") { source = source.dropLast() }
            guard !source.contains(where: { "\\[](){}.*+?|^$/".contains($0) }) else { return nil }
            return try? CucumberExpression(String(source), parameterTypes: parameterTypes)
        }
    }
}

/// How far a typed step is from a step text, as the slips of a hand cost (in halves): a letter
/// inserted, deleted, changed or swapped with its neighbour 2, a letter doubled or a double letter
/// made single 1, a whole word left out or added 3 (however long the word), case aside.
/// A hole takes any run of what it allows for nothing (left empty it costs 2); the quotes around a
/// quoted hole must be typed, so a hole never swallows words the step has no quotes for.
package struct StepTextDistance {
    /// A text as the distance reads it: each unit a lowercased scalar, a quote that must be typed,
    /// or a hole; and where each word, with a space beside it, starts.
    struct Units {
        var codes: [UInt32] = []
        /// For each unit index that ends a word and its space, where that starts; -1 elsewhere.
        var wordStarts: [Int] = []
        /// The letters of the longest words, longest first, added up: what leaving out k words can save.
        var longestWords: [Int] = []
        /// Scalars per letter class, a hole's aside: what the text asks the typed step to have.
        var counts = [Int](repeating: 0, count: 29)
        var holes = 0
        var count: Int { codes.count }
    }

    static let holeBase: UInt32 = 0x20_0000
    static let delimiterBase: UInt32 = 0x40_0000
    static let word = 3, slip = 2, doubling = 1

    /// The kinds of hole, by their code's offset from `holeBase` (made once: `allCases` makes an
    /// array at each call, and `takes` runs in the distance's inner loop).
    private static let holes = StepText.Hole.allCases

    private static func holeCode(_ hole: StepText.Hole) -> UInt32 {
        holeBase + UInt32(holes.firstIndex(of: hole)!)
    }

    /// Whether the hole a code stands for takes the typed scalar (`StepText.Hole.takes`).
    private static func takes(_ code: UInt32, _ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar).map(holes[Int(code - holeBase)].takes) ?? false
    }

    static func bucket(_ scalar: UInt32) -> Int {
        if scalar >= 0x61 && scalar <= 0x7A { return Int(scalar - 0x61) }
        if scalar == 0x20 { return 26 }
        if scalar >= 0x30 && scalar <= 0x39 { return 27 }
        return 28
    }

    static func units(of stepText: StepText) -> Units {
        var units = Units()
        let parts = stepText.parts
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let text):
                var scalars = Array(text.lowercased().unicodeScalars.map(\.value))
                // A quote next to a quoted hole is the hole's delimiter.
                if index + 1 < parts.count, case .hole(.text) = parts[index + 1], scalars.last == 0x22 {
                    scalars[scalars.count - 1] = delimiterBase | 0x22
                }
                if index > 0, case .hole(.text) = parts[index - 1], scalars.first == 0x22 {
                    scalars[0] = delimiterBase | 0x22
                }
                units.codes += scalars
            case .hole(let hole):
                units.codes.append(holeCode(hole))
                units.holes += 1
            }
        }
        for code in units.codes where code < holeBase { units.counts[bucket(code)] += 1 }
        (units.wordStarts, units.longestWords) = words(units.codes)
        return units
    }

    static func units(ofTyped text: String) -> Units {
        var units = Units()
        units.codes = text.lowercased().unicodeScalars.map(\.value)
        for code in units.codes { units.counts[bucket(code)] += 1 }
        (units.wordStarts, units.longestWords) = words(units.codes)
        return units
    }

    /// Each word with the space after it (the last word: the space before it), by where it ends;
    /// and the longest words' lengths added up.
    private static func words(_ codes: [UInt32]) -> (starts: [Int], longest: [Int]) {
        var starts = [Int](repeating: -1, count: codes.count + 1)
        var lengths: [Int] = []
        var index = 0
        while index < codes.count {
            if codes[index] == 0x20 { index += 1; continue }
            let start = index
            while index < codes.count, codes[index] != 0x20 { index += 1 }
            lengths.append(index - start + 1)
            if index < codes.count {
                starts[index + 1] = start
            } else if start > 0 {
                starts[index] = start - 1
            }
        }
        var total = 0
        return (starts, lengths.sorted(by: >).map { total += $0; return total })
    }

    /// A bound below the distance, from the letters the text has that the typed step lacks (and,
    /// for a text without holes, the other way round): each needs a slip, or a word left out.
    static func lowerBound(_ typed: Units, _ text: Units) -> Int {
        var lacking = 0, extra = 0
        for bucket in 0..<29 {
            let difference = text.counts[bucket] - typed.counts[bucket]
            if difference > 0 { lacking += difference } else { extra -= difference }
        }
        let lackingCost = cost(of: lacking, leavingOut: text.longestWords)
        if text.holes > 0 { return lackingCost }
        return max(lackingCost, cost(of: extra, leavingOut: typed.longestWords))
    }

    /// The least `letters` letters can cost: one slip (at least a doubling) each, or words left
    /// out (the longest first).
    private static func cost(of letters: Int, leavingOut longest: [Int]) -> Int {
        guard letters > 0 else { return 0 }
        let words = (longest.firstIndex { $0 >= letters } ?? longest.count) + 1
        return min(letters * doubling, words * word)
    }

    private var cost: [Int] = []
    private var move: [UInt8] = []

    package init() {}

    /// The distance, or nil when it is more than `limit`; `taken(_:_:)` then reads what each hole took.
    mutating func distance(_ typed: Units, _ text: Units, within limit: Int) -> Int? {
        let n = typed.count, m = text.count
        let width = m + 1
        let far = Int.max / 4
        if cost.count < (n + 1) * width {
            cost = [Int](repeating: far, count: (n + 1) * width)
            move = [UInt8](repeating: 0, count: (n + 1) * width)
        }
        let t = typed.codes, u = text.codes
        // A row all past the limit ends the measure, unless a typed word left out could still
        // reach back past it to a row within the limit less a word's cost.
        let reach = typed.longestWords.first ?? 0
        var lastNear = 0
        let abandoned: Bool = cost.withUnsafeMutableBufferPointer { cost in
            move.withUnsafeMutableBufferPointer { move in
                for i in 0...n {
                    let row = i * width
                    var smallest = far
                    for j in 0...m {
                        var best = far, how: UInt8 = 0
                        if i == 0 && j == 0 { best = 0 }
                        if j > 0 {
                            let unit = u[j - 1]
                            if unit >= Self.delimiterBase {
                                if i > 0, t[i - 1] == unit & 0xFFFF, cost[row - width + j - 1] < best { best = cost[row - width + j - 1]; how = 1 }
                            } else if unit >= Self.holeBase {
                                if cost[row + j - 1] + Self.slip < best { best = cost[row + j - 1] + Self.slip; how = 2 }  // left empty
                                if i > 0, Self.takes(unit, t[i - 1]) {
                                    if cost[row - width + j - 1] < best { best = cost[row - width + j - 1]; how = 3 }  // its first
                                    if cost[row - width + j] < best { best = cost[row - width + j]; how = 4 }  // one more
                                }
                            } else {
                                // A letter of the text not typed: a double letter made single costs less.
                                let missing = j > 1 && u[j - 2] == unit || j < m && u[j] == unit ? Self.doubling : Self.slip
                                if cost[row + j - 1] + missing < best { best = cost[row + j - 1] + missing; how = 2 }
                                if i > 0 {
                                    let same = t[i - 1] == unit
                                    let value = cost[row - width + j - 1] + (same ? 0 : Self.slip)
                                    if value < best { best = value; how = 1 }
                                    if i > 1, j > 1, !same, t[i - 1] == u[j - 2], t[i - 2] == unit,
                                       cost[row - 2 * width + j - 2] + Self.slip < best {
                                        best = cost[row - 2 * width + j - 2] + Self.slip; how = 5
                                    }
                                }
                            }
                            if case let start = text.wordStarts[j], start >= 0, cost[row + start] + Self.word < best {
                                best = cost[row + start] + Self.word; how = 6  // a word of the text not typed
                            }
                        }
                        if i > 0 {
                            // A typed letter the text has not: a doubled letter costs less.
                            let doubled = i > 1 && t[i - 2] == t[i - 1] || i < n && t[i] == t[i - 1]
                            let value = cost[row - width + j] + (doubled ? Self.doubling : Self.slip)
                            if value < best { best = value; how = 7 }
                        }
                        if i > 0, case let start = typed.wordStarts[i], start >= 0, cost[start * width + j] + Self.word < best {
                            best = cost[start * width + j] + Self.word; how = 8  // a typed word the text has not
                        }
                        cost[row + j] = best
                        move[row + j] = how
                        smallest = min(smallest, best)
                    }
                    if smallest <= limit - Self.word { lastNear = i }
                    if smallest > limit, i - lastNear > reach { return true }
                }
                return false
            }
        }
        if abandoned { return nil }
        let result = cost[n * width + m]
        return result <= limit ? result : nil
    }

    /// What each hole of the text took of the typed step, after `distance` measured them.
    func taken(_ typed: Units, _ text: Units) -> [Int: Range<Int>] {
        let width = text.count + 1
        var taken: [Int: Range<Int>] = [:]
        var i = typed.count, j = text.count
        while i > 0 || j > 0 {
            switch move[i * width + j] {
            case 1: i -= 1; j -= 1
            case 2: j -= 1
            case 3:
                taken[j - 1] = (i - 1)..<(taken[j - 1]?.upperBound ?? i)
                i -= 1; j -= 1
            case 4:
                taken[j - 1] = (i - 1)..<(taken[j - 1]?.upperBound ?? i)
                i -= 1
            case 5: i -= 2; j -= 2
            case 6: j = text.wordStarts[j]
            case 7: i -= 1
            case 8: i = typed.wordStarts[i]
            default: return taken
            }
        }
        return taken
    }

    /// The text with each hole filled by what the typed step has there (its example value when
    /// nothing fits).
    mutating func filled(typed text: String, _ stepText: StepText) -> String {
        guard stepText.hasHoles else { return stepText.example }
        let typed = Self.units(ofTyped: text)
        let units = Self.units(of: stepText)
        let original = Array(text.unicodeScalars)
        guard original.count == typed.count, distance(typed, units, within: .max / 8) != nil else { return stepText.example }
        let taken = taken(typed, units)
        var result = ""
        var unit = 0
        for part in stepText.parts {
            switch part {
            case .text(let literal):
                result += literal
                unit += literal.lowercased().unicodeScalars.count
            case .hole(let hole):
                var scalars = String.UnicodeScalarView()
                if let range = taken[unit] { scalars.append(contentsOf: original[range]) }
                let value = String(scalars)
                result += value.isEmpty ? hole.example : value
                unit += 1
            }
        }
        return result
    }
}
