/// A step pattern written as a regular expression (ICU syntax), `^I have (\d+) cukes$`. It must match a
/// step's whole text. Each top-level capture group takes the parameter type registered with the same
/// regexp (`(\d+)` gives an `{int}`, so an `Int` value); a group no type claims gives its text.
///
/// ```swift
/// let expression = try RegularExpression(#"^I have (\d+) cukes in my (\w+) belly$"#, parameterTypes: ParameterTypeRegistry())
/// let arguments = try expression.match("I have 42 cukes in my big belly")
/// try arguments?[0].value() as? Int     // 42: `\d+` is a regexp of {int}
/// try arguments?[1].value() as? String  // "big": no type claims `\w+`
/// ```
package struct RegularExpression: StepExpression, CustomStringConvertible {
    package let source: String
    private let pattern: CompiledPattern
    private let registry: ParameterTypeRegistry

    /// Compiles `pattern`; throws when it is not a valid regular expression, or when its capture
    /// groups cannot be told apart.
    package init(_ pattern: String, parameterTypes registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
        let (groups, hasTopLevelAlternation) = CaptureGroupTree.read(pattern)
        _ = try DeferredRegex(compiling: pattern, captureGroups: groups.captureGroupCount)
        // Wrapped so that it must match the whole text; the group adds no capture.
        self.pattern = CompiledPattern(#"\A(?:"# + pattern + #")\z"#,
                                       literalPrefix: hasTopLevelAlternation ? "" : Self.literalPrefix(of: pattern),
                                       groups: groups)
        self.source = pattern
        self.registry = registry
    }

    package func match(_ text: String) throws(CucumberExpressionError) -> [Argument]? {
        guard let match = try pattern.match(text) else { return nil }
        var types: [ParameterType] = []
        for group in pattern.groups.children {
            let registered = try registry.parameterType(forRegexp: group.source, inPattern: source, text: text)
            types.append(registered ?? ParameterType(anonymousFor: group.source))
        }
        return Argument.arguments(of: match, types: types)
    }

    package var description: String { source }

    /// The plain characters the pattern starts with (after an optional `^`), which every match starts
    /// with too. Stops at the first character with a meaning, and leaves out a character a quantifier
    /// applies to.
    static func literalPrefix(of pattern: String) -> String {
        var scalars = Substring(pattern).unicodeScalars
        if scalars.first == "^" { scalars.removeFirst() }
        let specials = Set(#"\^$.|?*+()[]{}"#.unicodeScalars)
        var prefix = String.UnicodeScalarView()
        for scalar in scalars {
            if specials.contains(scalar) {
                if "?*+{".unicodeScalars.contains(scalar), !prefix.isEmpty { prefix.removeLast() }
                break
            }
            prefix.append(scalar)
        }
        return String(prefix)
    }
}
