import Expressions
import Gherkin

/// Writes the Swift definition an undefined step is missing, ready to paste into a step library:
/// the pattern suggested by the Cucumber Expression generator, its parameters already read with
/// their types, and a pending body.
///
/// ```swift
/// let writer = SnippetWriter(parameterTypes: system.parameterTypes)
/// print(writer.snippet(for: "I wait 3 seconds", type: .action))
/// // steps.when("I wait {int} seconds") { world, arguments in
/// //     let int: Int = try arguments[0]
/// //     throw StepError.pending()
/// // }
/// ```
package struct SnippetWriter: Sendable {
    package let parameterTypes: ParameterTypeRegistry

    package init(parameterTypes: ParameterTypeRegistry) {
        self.parameterTypes = parameterTypes
    }

    /// One definition per expression the generator suggests, the best first (never none).
    package func snippets(for text: String, type: PickleStepType?) -> [String] {
        let keyword = Self.keyword(for: type)
        let generator = CucumberExpressionGenerator(parameterTypes: parameterTypes)
        let suggestions = generator.generateExpressions(for: text)
        guard !suggestions.isEmpty else { return [definition(keyword, pattern: escaped(text), reads: [])] }
        return suggestions.map { suggestion in
            let reads = zip(suggestion.parameterNames, suggestion.parameterTypes).enumerated().map { index, pair in
                "    let \(pair.0): \(pair.1.typeName) = try arguments[\(index)]"
            }
            return definition(keyword, pattern: escaped(suggestion.source), reads: reads)
        }
    }

    private static func keyword(for type: PickleStepType?) -> String {
        switch type {
        case .action: "when"
        case .outcome: "then"
        default: "given"
        }
    }

    package func snippet(for text: String, type: PickleStepType?) -> String {
        let generator = CucumberExpressionGenerator(parameterTypes: parameterTypes)
        let keyword = switch type {
        case .action: "when"
        case .outcome: "then"
        default: "given"
        }
        guard let suggestion = generator.generateExpressions(for: text).first else {
            return definition(keyword, pattern: escaped(text), reads: [])
        }
        let reads = zip(suggestion.parameterNames, suggestion.parameterTypes).enumerated().map { index, pair in
            "    let \(pair.0): \(pair.1.typeName) = try arguments[\(index)]"
        }
        return definition(keyword, pattern: escaped(suggestion.source), reads: reads)
    }

    private func definition(_ keyword: String, pattern: String, reads: [String]) -> String {
        (["steps.\(keyword)(\"\(pattern)\") { world, arguments in"] + reads
            + ["    throw StepError.pending()", "}"]).joined(separator: "\n")
    }

    /// The pattern as a Swift string literal's contents.
    private func escaped(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
