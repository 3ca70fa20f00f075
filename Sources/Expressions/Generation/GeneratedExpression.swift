/// A Cucumber Expression suggested for an undefined step, with the parameter types it uses and names for
/// the parameters of a step definition's closure, ready to print as a snippet.
///
/// ```swift
/// let generator = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
/// let generated = generator.generateExpressions(for: "I wait 4 seconds")[0]
/// generated.source              // "I wait {int} seconds"
/// generated.parameterNames      // ["int"]
/// generated.parameterTypeNames  // ["Int"]
/// ```
package struct GeneratedExpression: Sendable {
    /// The expression, `I have {int} cukes in my {string} belly`.
    package let source: String
    /// The parameter types of its parameters, in order.
    package let parameterTypes: [ParameterType]

    /// The escaped text around the parameters: one more part than there are parameters.
    init(textParts: [String], parameterTypes: [ParameterType]) {
        var source = textParts[0]
        for (type, text) in zip(parameterTypes, textParts.dropFirst()) {
            source += "{\(type.name)}" + text
        }
        self.source = source
        self.parameterTypes = parameterTypes
    }

    /// Swift identifiers for the parameters, named after their types: `int`, `string`, then `int2`,
    /// `string2` when a type comes again. A name that is a Swift keyword gets its count (`in1`).
    package var parameterNames: [String] {
        var usage: [String: Int] = [:]
        return parameterTypes.map { type in
            let base = Self.identifier(for: type.name)
            let count = usage[base, default: 0] + 1
            usage[base] = count
            return count == 1 && !Self.swiftKeywords.contains(base) ? base : base + String(count)
        }
    }

    /// The Swift types of the parameters, as written in a snippet: `Int`, `String`.
    package var parameterTypeNames: [String] {
        parameterTypes.map(\.typeName)
    }

    /// A lower-camel-case identifier from a parameter type's name: `airport code` gives `airportCode`.
    static func identifier(for name: String) -> String {
        let words = name.unicodeScalars
            .split { !($0.properties.isAlphabetic || $0.properties.numericType == .decimal || $0 == "_") }
            .map { String(String.UnicodeScalarView($0)) }
        guard let first = words.first else { return "arg" }
        let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let identifier = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self",
    ]
}
