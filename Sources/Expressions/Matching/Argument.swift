import Foundation
import Synchronization

/// One argument a step expression found in a step's text: the matched text, where it is, and the
/// parameter type that turns it into a typed value.
///
/// ```swift
/// let expression = try CucumberExpression("I wait {int} seconds", parameterTypes: ParameterTypeRegistry())
/// if let argument = try expression.match("I wait 4 seconds")?.first {
///     argument.text                 // "4"
///     argument.start                // 7
///     argument.parameterTypeName    // "int"
///     try argument.value() as? Int  // 4
/// }
/// ```
@usableFromInline
package struct Argument: Sendable {
    /// The capture group of the argument, with the groups nested in it (Cucumber messages report these).
    package let group: MatchedGroup
    package let parameterType: ParameterType
    /// The typed value once made, shared by every copy of the argument.
    private let made = MadeValue()

    /// The matched text; `nil` when the group did not take part in the match (an optional group).
    @usableFromInline package var text: String? { group.value }
    /// Where the argument starts in the step text, in Unicode code points; -1 when `text` is `nil`.
    @usableFromInline package var start: Int { group.start ?? -1 }
    /// Where the argument ends (exclusive), in Unicode code points; -1 when `text` is `nil`.
    @usableFromInline package var end: Int { group.end ?? -1 }
    /// The name of the parameter type: `int` for `{int}`, empty for `{}` and for a regular expression's
    /// capture group that no parameter type claims.
    @usableFromInline package var parameterTypeName: String { parameterType.name }

    /// The typed value: an `Int` for `{int}`, the unquoted text for `{string}`, whatever a custom type's
    /// transformer makes. Throws when the transformer fails (a number too large for its type, say).
    ///
    /// The transformer runs the first time the value is asked for; later calls, on this argument or
    /// a copy of it, give the same value (or error). So a planned step that runs once per algorithm
    /// transforms its text once.
    @usableFromInline package func value() throws(CucumberExpressionError) -> (any Sendable)? {
        try made.value(of: self)
    }

    /// The transformer's value of the matched text, made anew.
    fileprivate func transformed() throws(CucumberExpressionError) -> (any Sendable)? {
        try parameterType.transform(parameterType.transformsWholeGroup ? [group.value] : group.values)
    }

    /// Pairs the top-level groups of a match with the parameter types of the expression, in order.
    static func arguments(of match: MatchedGroup, types: [ParameterType]) -> [Argument] {
        zip(match.children, types).map { Argument(group: $0, parameterType: $1) }
    }
}

/// An argument's value, made once: the transformer's result, or the error it threw.
private final class MadeValue: Sendable {
    /// Nil until it is made (the runs of a step may go on several threads: one makes it).
    private let result = Mutex<Result<(any Sendable)?, CucumberExpressionError>?>(nil)

    func value(of argument: Argument) throws(CucumberExpressionError) -> (any Sendable)? {
        try result.withLock { result throws(CucumberExpressionError) in
            if let result { return try result.get() }
            let made = Result { () throws(CucumberExpressionError) in try argument.transformed() }
            result = made
            return try made.get()
        }
    }
}
