/// A step pattern in Cucumber Expression syntax, `I have {int} cukes in my {string} belly`: text, `{type}`
/// parameters, `(optional)` text, `a/b` alternatives and `\` escapes, compiled once to an anchored regex.
///
/// ```swift
/// let expression = try CucumberExpression("I have {int} cukes in my {string} belly", parameterTypes: ParameterTypeRegistry())
/// let arguments = try expression.match(#"I have 42 cukes in my "big" belly"#)
/// try arguments?[0].value() as? Int     // 42
/// try arguments?[1].value() as? String  // "big"
/// try expression.match("I have no cukes")  // nil
/// ```
package struct CucumberExpression: StepExpression, CustomStringConvertible {
    package let source: String
    /// The regular expression the expression compiles to, `^I have ((?:-?\d+)|(?:\d+)) cukes…$`.
    package let regex: String
    /// The parameter types of the expression's parameters, in order.
    package let parameterTypes: [ParameterType]
    private let pattern: CompiledPattern

    /// Parses and compiles `source` against the types in `parameterTypes`; throws a
    /// `CucumberExpressionError` that points at the problem when the expression is malformed or uses an
    /// undefined parameter type.
    package init(_ source: String, parameterTypes registry: ParameterTypeRegistry) throws(CucumberExpressionError) {
        let tree = try CucumberExpressionParser.parse(source)
        let output = try RegexSourceBuilder(expression: source, registry: registry).build(tree)
        self.source = source
        self.regex = output.source
        self.parameterTypes = output.parameterTypes
        // Made of escaped text and the parameter types' regexps, each compiled when its type was made:
        // compiled at its first match.
        self.pattern = CompiledPattern(output.source, literalPrefix: output.literalPrefix,
                                       literalSuffix: output.literalSuffix,
                                       groups: CaptureGroupTree.read(output.source).tree)
    }

    package func match(_ text: String) throws(CucumberExpressionError) -> [Argument]? {
        guard let match = try pattern.match(text) else { return nil }
        return Argument.arguments(of: match, types: parameterTypes)
    }

    package var description: String { source }
}
