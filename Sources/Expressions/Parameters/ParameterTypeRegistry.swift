/// The parameter types a set of step definitions can use: the built-in ones (`{int}`, `{float}`, `{word}`,
/// `{string}`, `{}`, …) plus any defined by the project, found by name or by regexp.
///
/// ```swift
/// var registry = ParameterTypeRegistry()  // {int}, {float}, {word}, {string}, {} and the other built-ins
/// try registry.define(ParameterType(name: "condition", regexp: "online|offline", typeName: "String"))
/// registry.parameterType(named: "int")?.typeName                    // "Int"
/// registry.parameterTypes(forRegexp: #"\d+"#).first?.name           // "int": the preferred one first
/// let expression = try CucumberExpression("the device is {condition}", parameterTypes: registry)
/// ```
package struct ParameterTypeRegistry: Sendable {
    private var typesByName: [String: ParameterType] = [:]
    private var namesInDefinitionOrder: [String] = []
    /// For each regexp, the types using it, preferred first, then by name.
    private var typesByRegexp: [String: [ParameterType]] = [:]

    /// A registry holding the built-in parameter types.
    package init() {
        for parameterType in ParameterType.builtIns {
            // The built-ins are consistent with each other; defining them cannot fail.
            try! define(parameterType)
        }
    }

    /// Adds a parameter type. Its name must be new, and a regexp can have only one preferred type.
    package mutating func define(_ parameterType: ParameterType) throws(CucumberExpressionError) {
        if typesByName[parameterType.name] != nil {
            throw CucumberExpressionError(
                reason: .invalidParameterType,
                message: parameterType.name.isEmpty
                    ? "The anonymous parameter type has already been defined"
                    : "There is already a parameter type with name \(parameterType.name)")
        }
        for regexp in parameterType.regexps {
            if parameterType.preferForRegexpMatch,
               let preferred = typesByRegexp[regexp]?.first, preferred.preferForRegexpMatch {
                throw CucumberExpressionError(
                    reason: .invalidParameterType,
                    message: """
                        There can only be one preferential parameter type per regexp.
                        The regexp /\(regexp)/ is used for two preferential parameter types, {\(preferred.name)} and {\(parameterType.name)}
                        """)
            }
        }
        typesByName[parameterType.name] = parameterType
        namesInDefinitionOrder.append(parameterType.name)
        for regexp in Set(parameterType.regexps) {
            var types = typesByRegexp[regexp, default: []]
            types.insert(parameterType, at: types.firstIndex { parameterType.precedes($0) } ?? types.endIndex)
            typesByRegexp[regexp] = types
        }
    }

    /// The parameter type called `name` (`""` for the anonymous `{}`), if there is one.
    package func parameterType(named name: String) -> ParameterType? {
        typesByName[name]
    }

    /// Every parameter type, in the order they were defined (built-ins first).
    package var parameterTypes: [ParameterType] {
        namesInDefinitionOrder.compactMap { typesByName[$0] }
    }

    /// The parameter types whose regexps include exactly `regexp`, the preferred one first.
    package func parameterTypes(forRegexp regexp: String) -> [ParameterType] {
        typesByRegexp[regexp] ?? []
    }

    /// The type for a regular expression's capture group `regexp`: `nil` when no type uses that regexp,
    /// an error when several do and none is preferred (the error suggests Cucumber Expressions for `text`).
    func parameterType(forRegexp regexp: String, inPattern pattern: String,
                       text: String) throws(CucumberExpressionError) -> ParameterType? {
        let candidates = parameterTypes(forRegexp: regexp)
        guard let first = candidates.first else { return nil }
        guard candidates.count == 1 || first.preferForRegexpMatch else {
            let suggestions = CucumberExpressionGenerator(parameterTypes: self).generateExpressions(for: text)
            throw CucumberExpressionError(
                reason: .ambiguousParameterType,
                message: """
                    Your Regular Expression /\(pattern)/
                    matches multiple parameter types with regexp /\(regexp)/:
                       \(candidates.map { "{\($0.name)}" }.joined(separator: "\n   "))

                    I couldn't decide which one to use. You have two options:

                    1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
                       \(suggestions.map(\.source).joined(separator: "\n   "))

                    2) Make one of the parameter types preferential and continue to use a Regular Expression.


                    """)
        }
        return first
    }
}
