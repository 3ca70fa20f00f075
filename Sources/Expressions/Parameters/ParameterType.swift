import Foundation

/// A named kind of step argument, `{int}` or a custom `{airport}`: the regexps its text must match, how
/// the matched text becomes a value, the Swift type name used in generated snippets, and whether it is
/// offered in snippets and preferred when a regular expression's capture group could mean several types.
///
/// ```swift
/// let airport = try ParameterType(name: "airport", regexp: "[A-Z]{3}", typeName: "String") { $0[0]?.lowercased() }
/// var registry = ParameterTypeRegistry()
/// try registry.define(airport)
/// let expression = try CucumberExpression("I fly from {airport}", parameterTypes: registry)
/// try expression.match("I fly from LHR")?[0].value() as? String  // "lhr"
/// ```
package struct ParameterType: Sendable {
    /// Turns the texts of a match into a value. It receives the values of the parameter's capture groups:
    /// the groups inside its regexp when it has any (`nil` for a group that did not take part), otherwise
    /// the whole matched text.
    package typealias Transformer = @Sendable ([String?]) throws -> (any Sendable)?

    /// The name used inside braces, `int` for `{int}`; empty for the anonymous `{}`.
    package let name: String
    /// The regular expressions (ICU syntax, without anchors) that a matching text satisfies.
    package let regexps: [String]
    /// The Swift type the transformer produces, as written in a generated snippet (`Int`, `String`).
    package let typeName: String
    /// Whether the snippet generator suggests this type for undefined steps.
    package let useForSnippets: Bool
    /// Whether this type wins when a regular expression's capture group fits several types.
    package let preferForRegexpMatch: Bool
    package let transformer: Transformer
    /// What a step writer may write for this type, in words (`online`, `"Tokyo"`), for glossaries;
    /// empty where the regexps say it best.
    package var examples: [String] = []

    /// Breaks ties in the snippet generator between types matching the same text (upstream prefers `{int}`).
    let snippetWeight: Int
    /// Each regexp as one capture group, for the snippet generator.
    let compiledRegexps: [DeferredRegex]
    /// Whether the transformer receives the whole group's text even when the group has groups inside.
    let transformsWholeGroup: Bool

    /// Makes a parameter type, checking its name and that each regexp compiles.
    package init(name: String, regexps: [String], typeName: String, useForSnippets: Bool = true,
                preferForRegexpMatch: Bool = false,
                transformer: @escaping Transformer = { $0.first ?? nil }) throws(CucumberExpressionError) {
        try self.init(name: name, regexps: regexps, typeName: typeName, useForSnippets: useForSnippets,
                      preferForRegexpMatch: preferForRegexpMatch, snippetWeight: 0, transformer: transformer)
    }

    /// Makes a parameter type with one regexp.
    package init(name: String, regexp: String, typeName: String, useForSnippets: Bool = true,
                preferForRegexpMatch: Bool = false,
                transformer: @escaping Transformer = { $0.first ?? nil }) throws(CucumberExpressionError) {
        try self.init(name: name, regexps: [regexp], typeName: typeName, useForSnippets: useForSnippets,
                      preferForRegexpMatch: preferForRegexpMatch, transformer: transformer)
    }

    /// The type of a regular expression's capture group that no registered type claims: its value is
    /// the group's whole text, nested groups or not. Its regexp is a piece of a valid pattern, so it is not compiled on its own.
    init(anonymousFor regexp: String) {
        self.name = ""
        self.regexps = [regexp]
        self.typeName = "String"
        self.useForSnippets = false
        self.preferForRegexpMatch = false
        self.snippetWeight = 0
        self.compiledRegexps = []
        self.transformsWholeGroup = true
        self.transformer = { $0.first ?? nil }
    }

    /// Makes a parameter type, checking its name and, unless they are `knownValid` (constants), that
    /// each regexp compiles; known-valid regexps are compiled when the snippet generator first uses them.
    init(name: String, regexps: [String], typeName: String, useForSnippets: Bool, preferForRegexpMatch: Bool,
         snippetWeight: Int, knownValid: Bool = false, transformer: @escaping Transformer) throws(CucumberExpressionError) {
        try Self.checkName(name)
        guard !regexps.isEmpty else {
            throw CucumberExpressionError(
                reason: .invalidParameterType,
                message: "ParameterType {\(name)} has no regexp. Give it at least one regular expression its text must match")
        }
        var compiled: [DeferredRegex] = []
        for regexp in regexps {
            do {
                compiled.append(knownValid ? DeferredRegex("(" + regexp + ")") : try DeferredRegex(compiling: "(" + regexp + ")"))
            } catch {
                throw CucumberExpressionError(
                    reason: .invalidParameterType,
                    message: "ParameterType {\(name)} has an invalid regexp /\(regexp)/. Fix the regular expression (ICU syntax)")
            }
        }
        self.name = name
        self.regexps = regexps
        self.typeName = typeName
        self.useForSnippets = useForSnippets
        self.preferForRegexpMatch = preferForRegexpMatch
        self.snippetWeight = snippetWeight
        self.compiledRegexps = compiled
        self.transformsWholeGroup = false
        self.transformer = transformer
    }

    /// Runs the transformer on the values of a match, reporting any failure as upstream words it.
    package func transform(_ groupValues: [String?]) throws(CucumberExpressionError) -> (any Sendable)? {
        do {
            return try transformer(groupValues)
        } catch let error as CucumberExpressionError {
            throw error
        } catch {
            let values = "[" + groupValues.map { $0 ?? "null" }.joined(separator: ", ") + "]"
            throw CucumberExpressionError(
                reason: .transformFailed,
                message: "ParameterType {\(name)} failed to transform \(values) to \(typeName)\n\(error)")
        }
    }

    /// Whether `self` comes before `other` when several types share a regexp: preferred types first, then by name.
    func precedes(_ other: ParameterType) -> Bool {
        if preferForRegexpMatch != other.preferForRegexpMatch { return preferForRegexpMatch }
        return name < other.name
    }

    /// Upstream accepts names whose regex specials are escaped (`\.`), and rejects `{ } ( ) \ /`.
    private static func checkName(_ name: String) throws(CucumberExpressionError) {
        var unescaped = String.UnicodeScalarView()
        var scalars = name.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\\", let next = scalars.next() {
                if !"[$.|?*+]".unicodeScalars.contains(next) { unescaped.append(scalar) }
                unescaped.append(next)
            } else {
                unescaped.append(scalar)
            }
        }
        guard !unescaped.contains(where: CucumberExpressionTokenizer.reservedCharacters.contains) else {
            throw CucumberExpressionError(
                reason: .invalidParameterType,
                message: #"Illegal character in parameter name {\#(name)}. Parameter names may not contain '{', '}', '(', ')', '\' or '/'"#)
        }
    }
}
