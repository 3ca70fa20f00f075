import Foundation

/// A problem with a Cucumber Expression, a regular expression used as a step pattern, or a parameter type,
/// with the message worded as the official Cucumber implementations word it.
///
/// Problems found at a place in an expression carry a message that shows the expression with a caret
/// marker under that place, says what is wrong and how to fix it; `column` names the place as well.
///
/// ```swift
/// do {
///     _ = try CucumberExpression("I have {color} cukes", parameterTypes: ParameterTypeRegistry())
/// } catch {
///     error.reason  // .undefinedParameterType(name: "color")
///     error.column  // 8
///     print(error.message)  // "This Cucumber Expression has a problem at column 8: …"
/// }
/// ```
package struct CucumberExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is, for callers that react differently to, say, an undefined parameter type.
    package enum Reason: Sendable, Equatable {
        /// The expression does not follow the grammar.
        case syntax
        /// The expression uses `{name}` but no parameter type has that name.
        case undefinedParameterType(name: String)
        /// A capture group of a regular expression fits several parameter types and none is preferred.
        case ambiguousParameterType
        /// A parameter type is malformed (bad name, bad regexp) or clashes with one already defined.
        case invalidParameterType
        /// A parameter type's transformer could not turn the matched text into a value.
        case transformFailed
    }

    package let reason: Reason
    /// The full message, exactly as upstream words it.
    package let message: String
    /// The 1-based column (in Unicode code points) of the problem in the expression, when there is one place.
    package let column: Int?

    package var description: String { message }

    init(reason: Reason = .syntax, message: String, column: Int? = nil) {
        self.reason = reason
        self.message = message
        self.column = column
    }

    /// An error at one place (or span) of an expression, laid out as upstream does: the column, a blank
    /// line, the expression, a marker under the span, the problem (with a period) and the advice.
    init(reason: Reason = .syntax, in expression: String, start: Int, end: Int, problem: String, advice: String) {
        let marker = String(repeating: " ", count: start) + "^"
            + (end - start > 1 ? String(repeating: "-", count: end - start - 2) + "^" : "")
        self.init(
            reason: reason,
            message: """
                This Cucumber Expression has a problem at column \(start + 1):

                \(expression)
                \(marker)
                \(problem).
                \(advice)
                """,
            column: start + 1)
    }
}

extension CucumberExpressionError: LocalizedError {
    package var errorDescription: String? { message }
}

// MARK: - The problems, worded as upstream words them

extension CucumberExpressionError {
    private init(reason: Reason = .syntax, in expression: String, at node: Node, problem: String, advice: String) {
        self.init(reason: reason, in: expression, start: node.start, end: node.end, problem: problem, advice: advice)
    }

    private init(in expression: String, at token: Token, problem: String, advice: String) {
        self.init(in: expression, start: token.start, end: token.end, problem: problem, advice: advice)
    }

    static func endOfLineCannotBeEscaped(in expression: String, at index: Int) -> Self {
        Self(in: expression, start: index, end: index + 1,
             problem: "The end of line can not be escaped",
             advice: #"You can use '\\' to escape the '\'"#)
    }

    static func cannotEscape(in expression: String, at index: Int) -> Self {
        Self(in: expression, start: index, end: index + 1,
             problem: #"Only the characters '{', '}', '(', ')', '\', '/' and whitespace can be escaped"#,
             advice: #"If you did mean to use an '\' you can use '\\' to escape it"#)
    }

    static func missingEndToken(in expression: String, begin: Token.Kind, end: Token.Kind, at token: Token) -> Self {
        Self(in: expression, at: token,
             problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
             advice: "If you did not intend to use \(begin.purpose) you can use '\\\(begin.symbol)' to escape the \(begin.purpose)")
    }

    static func alternationNotAllowedInOptional(in expression: String, at token: Token) -> Self {
        Self(in: expression, at: token,
             problem: "An alternation can not be used inside an optional",
             advice: #"If you did not mean to use an alternation you can use '\/' to escape the '/'. Otherwise rephrase your expression or consider using a regular expression instead."#)
    }

    static func invalidParameterName(in expression: String, start: Int, end: Int) -> Self {
        Self(in: expression, start: start, end: end,
             problem: #"Parameter names may not contain '{', '}', '(', ')', '\' or '/'"#,
             advice: "Did you mean to use a regular expression?")
    }

    static func alternativeMayNotBeEmpty(in expression: String, at node: Node) -> Self {
        Self(in: expression, at: node,
             problem: "Alternative may not be empty",
             advice: #"If you did not mean to use an alternative you can use '\/' to escape the '/'"#)
    }

    static func alternativeMayNotExclusivelyContainOptionals(in expression: String, at node: Node) -> Self {
        Self(in: expression, at: node,
             problem: "An alternative may not exclusively contain optionals",
             advice: #"If you did not mean to use an optional you can use '\(' to escape the '('"#)
    }

    static func parameterNotAllowedInOptional(in expression: String, at node: Node) -> Self {
        Self(in: expression, at: node,
             problem: "An optional may not contain a parameter type",
             advice: #"If you did not mean to use an parameter type you can use '\{' to escape the '{'"#)
    }

    static func optionalNotAllowedInOptional(in expression: String, at node: Node) -> Self {
        Self(in: expression, at: node,
             problem: "An optional may not contain an other optional",
             advice: #"If you did not mean to use an optional type you can use '\(' to escape the '('. For more complicated expressions consider using a regular expression instead."#)
    }

    static func optionalMayNotBeEmpty(in expression: String, at node: Node) -> Self {
        Self(in: expression, at: node,
             problem: "An optional must contain some text",
             advice: #"If you did not mean to use an optional you can use '\(' to escape the '('"#)
    }

    static func undefinedParameterType(_ name: String, in expression: String, at node: Node) -> Self {
        Self(reason: .undefinedParameterType(name: name), in: expression, at: node,
             problem: "Undefined parameter type '\(name)'",
             advice: "Please register a ParameterType for '\(name)'")
    }
}
