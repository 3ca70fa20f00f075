import Foundation

/// Why a tag expression could not be parsed, worded exactly as the official implementations word it,
/// and where: `annotatedMessage` adds the expression with a caret under the column and how to fix it.
///
/// ```swift
/// do {
///     _ = try TagExpression("@smoke and")
/// } catch {
///     error.problem  // .expectedOperand
///     error.column   // 11, one past the end
///     print(error.annotatedMessage)
/// }
/// ```
package struct TagExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems a tag expression can have.
    package enum Problem: Sendable, Equatable {
        case expectedOperand
        case expectedOperator
        case unmatchedClosingParenthesis
        case unmatchedOpeningParenthesis
        /// A backslash before a character that cannot be escaped.
        case illegalEscape(Character)
        /// Tags combined with a comma, the syntax of old Cucumber versions.
        case comma
        /// More operators inside one another (a chain of `and` counts each) than specrun evaluates.
        case nestedTooDeeply(limit: Int)
    }

    /// The expression as given.
    package let expression: String
    package let problem: Problem
    /// The 1-based column (in Unicode code points) of the problem; one past the end when the expression
    /// stopped too early.
    package let column: Int

    /// The message exactly as upstream words it:
    /// `Tag expression "a and" could not be parsed because of syntax error: Expected operand.`
    package var message: String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)"
    }

    package var description: String { message }

    /// The message, then the expression with a caret under the problem, then how to fix it: for a
    /// command line or a report.
    package var annotatedMessage: String {
        """
        \(message)

        \(expression)
        \(String(repeating: " ", count: column - 1))^
        \(advice)
        """
    }

    private var reason: String {
        switch problem {
        case .expectedOperand: "Expected operand."
        case .expectedOperator: "Expected operator."
        case .unmatchedClosingParenthesis: "Unmatched )."
        case .unmatchedOpeningParenthesis: "Unmatched (."
        case .illegalEscape(let character): "Illegal escape before \"\(character)\"."
        case .comma:
            "An invalid tag combination operator was detected. The use of a comma (',') to combine tags is not supported. Please replace it with either the 'or' or 'and' operators for tag combinations. For example, use '@tag1 or @tag2' or '@tag1 and @tag2'"
        case .nestedTooDeeply(let limit): "Operators are nested more than \(limit) deep."
        }
    }

    private var advice: String {
        switch problem {
        case .expectedOperand:
            "A tag, 'not' or '(' must come here, as in '@fast and not (@slow or @flaky)'."
        case .expectedOperator:
            #"'and' or 'or' must come between two tags, as in '@a and @b'; to put a space in a tag name, write '\ '."#
        case .unmatchedClosingParenthesis:
            "Remove this ')' or open it with a '(' before it."
        case .unmatchedOpeningParenthesis:
            "Close this '(' with a ')' or remove it."
        case .illegalEscape:
            #"Only '(', ')', '\' and whitespace can be escaped; write '\\' for a backslash."#
        case .comma:
            "Replace the comma with 'or' (either tag) or 'and' (both tags)."
        case .nestedTooDeeply:
            "Simplify the expression: fewer operators inside one another (each 'and' or 'or' of a chain counts)."
        }
    }
}

extension TagExpressionError: LocalizedError {
    package var errorDescription: String? { message }
}
