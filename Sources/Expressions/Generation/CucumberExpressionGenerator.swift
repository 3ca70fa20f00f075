import Foundation

/// Suggests Cucumber Expressions for the text of an undefined step, as upstream does:
/// `I have 42 cukes in my "big" belly` gives `I have {int} cukes in my {string} belly`. Only parameter
/// types marked `useForSnippets` are suggested; where several fit the same words, every combination is
/// offered (at most 256), preferred types first. A text longer than 1,000 UTF-16 code units is
/// offered as it is, escaped: finding parameters costs time that grows with the square of the length
/// (upstream's `{float}` regexp looks ahead to the end of the text from every position).
///
/// ```swift
/// let generator = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
/// let suggestions = generator.generateExpressions(for: #"I have 42 cukes in my "big" belly"#)
/// suggestions.map(\.source)  // ["I have {int} cukes in my {string} belly", "I have {float} cukes in my {string} belly"]
/// ```
package struct CucumberExpressionGenerator: Sendable {
    /// Upstream's bound on the number of combinations offered.
    static let maximumExpressions = 256
    /// The longest text (in UTF-16 code units) searched for parameters.
    static let maximumSearchedLength = 1_000

    package let parameterTypes: ParameterTypeRegistry

    package init(parameterTypes: ParameterTypeRegistry) {
        self.parameterTypes = parameterTypes
    }

    /// The expressions that match `text`, the most likely first.
    package func generateExpressions(for text: String) -> [GeneratedExpression] {
        let matchers = parameterTypes.parameterTypes
            .filter(\.useForSnippets)
            // A type's regexps compiled when it was made, or are built-in constants: none fails here.
            .flatMap { type in type.compiledRegexps.compactMap { try? ParameterTypeMatcher(parameterType: type, regex: $0.regex()) } }
        let nsText = text as NSString
        let length = nsText.length
        guard length <= Self.maximumSearchedLength else {
            return [GeneratedExpression(textParts: [Self.escape(text)], parameterTypes: [])]
        }

        var textParts: [String] = []
        var choices: [[ParameterType]] = []
        var position = 0
        while position < length {
            let candidates = matchers.compactMap { $0.firstCandidate(in: text, at: position, length: length) }
            guard let best = candidates.min(by: { $0.isBetter(than: $1) }) else { break }
            var types: [ParameterType] = []
            for candidate in candidates where candidate.ties(with: best) {
                if !types.contains(where: { $0.name == candidate.parameterType.name }) {
                    types.append(candidate.parameterType)
                }
            }
            choices.append(types.sorted { $0.precedes($1) })
            textParts.append(Self.escape(nsText.substring(with: NSRange(location: position, length: best.start - position))))
            position = best.start + best.length
        }
        textParts.append(Self.escape(nsText.substring(from: position)))

        var expressions: [GeneratedExpression] = []
        var chosen: [ParameterType] = []
        func combine() {
            guard expressions.count < Self.maximumExpressions else { return }
            guard chosen.count < choices.count else {
                expressions.append(GeneratedExpression(textParts: textParts, parameterTypes: chosen))
                return
            }
            for type in choices[chosen.count] {
                chosen.append(type)
                combine()
                chosen.removeLast()
            }
        }
        combine()
        return expressions
    }

    /// Escapes the characters that would otherwise start Cucumber Expression syntax. (Upstream leaves `\`
    /// alone, which makes an invalid expression of a text with a backslash; we escape it too.)
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            if "\\({/".unicodeScalars.contains(character) { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(character)
        }
        return escaped
    }
}
