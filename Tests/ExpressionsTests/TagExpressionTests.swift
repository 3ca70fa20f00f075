@testable import Expressions
import Foundation
import Testing

@Suite struct TagExpressionTests {
    @Test func evaluatesWithPrecedence() throws {
        let expression = try TagExpression("@a or @b and not @c")
        #expect(expression.description == "( @a or ( @b and not ( @c ) ) )")
        #expect(expression.evaluate(["@a", "@c"]))
        #expect(expression.evaluate(["@b"]))
        #expect(!expression.evaluate(["@b", "@c"]))
        #expect(!expression.evaluate([String]()))
    }

    @Test func theEmptyExpressionSelectsEverything() throws {
        let expression = try TagExpression("   ")
        #expect(expression.evaluate([String]()))
        #expect(expression.description == "")
    }

    @Test func escapesMakeSymbolsPartOfATag() throws {
        let expression = try TagExpression(#"@a\(1\) and @b\ c and @d\\"#)
        #expect(expression.evaluate(["@a(1)", "@b c", #"@d\"#]))
        #expect(expression.description == #"( ( @a\(1\) and @b\ c ) and @d\\ )"#)
    }

    @Test func parenthesesGroup() throws {
        let expression = try TagExpression("not (@a or @b) and @c")
        #expect(expression.description == "( not ( @a or @b ) and @c )")
        #expect(expression.evaluate(["@c"]))
        #expect(!expression.evaluate(["@a", "@c"]))
    }

    @Test(arguments: [
        ("@a and", TagExpressionError.Problem.expectedOperand, 7),
        ("@a @b", .expectedOperator, 4),
        ("@a (", .expectedOperator, 4),
        ("@a )", .unmatchedClosingParenthesis, 4),
        ("(@a))", .unmatchedClosingParenthesis, 5),
        ("@x and (@a", .unmatchedOpeningParenthesis, 8),
        (#"@a\b"#, .illegalEscape("b"), 4),
        ("@a,@b", .comma, 3),
    ])
    func pointsAtTheProblem(expression: String, problem: TagExpressionError.Problem, column: Int) throws {
        let error = try #require(throws: TagExpressionError.self) { try TagExpression(expression) }
        #expect(error.problem == problem)
        #expect(error.column == column)
    }

    @Test func theMessageIsUpstreamsAndTheAnnotationShowsWhere() throws {
        let error = try #require(throws: TagExpressionError.self) { try TagExpression("@a and or") }
        #expect(error.message == #"Tag expression "@a and or" could not be parsed because of syntax error: Expected operand."#)
        #expect(error.annotatedMessage == """
            Tag expression "@a and or" could not be parsed because of syntax error: Expected operand.

            @a and or
                   ^
            A tag, 'not' or '(' must come here, as in '@fast and not (@slow or @flaky)'.
            """)
    }
}

@Suite struct ErrorDescriptionTests {
    @Test func localizedDescriptionsAreTheMessages() throws {
        let tagError = try #require(throws: TagExpressionError.self) { try TagExpression("a b") }
        #expect(tagError.localizedDescription == tagError.message)
        let expressionError = try #require(throws: CucumberExpressionError.self) {
            try CucumberExpression("{", parameterTypes: ParameterTypeRegistry())
        }
        #expect(expressionError.localizedDescription == expressionError.message)
    }
}
