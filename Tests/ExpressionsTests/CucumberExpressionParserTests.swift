@testable import Expressions
import Testing

@Suite struct CucumberExpressionParserTests {
    /// A compact rendering of a tree: text nodes as their text, others as `kind[children]`.
    private func outline(_ node: Node) -> String {
        switch node.kind {
        case .text: "'\(node.text)'"
        case .expression: node.nodes.map(outline).joined(separator: " ")
        case .optional: "opt[" + node.nodes.map(outline).joined(separator: " ") + "]"
        case .parameter: "param[" + node.nodes.map(outline).joined(separator: " ") + "]"
        case .alternation: "alt[" + node.nodes.map(outline).joined(separator: " | ") + "]"
        case .alternative: node.nodes.map(outline).joined(separator: " ")
        }
    }

    private func parse(_ expression: String) throws -> String {
        outline(try CucumberExpressionParser.parse(expression))
    }

    @Test func parsesTextOptionalsAndParameters() throws {
        #expect(try parse("I have {int} cuke(s)") == "'I' ' ' 'have' ' ' param['int'] ' ' 'cuke' opt['s']")
    }

    @Test func alternationRunsBetweenBoundaries() throws {
        #expect(try parse("the {int}st/nd/rd day") == "'the' ' ' param['int'] alt['st' | 'nd' | 'rd'] ' ' 'day'")
        #expect(try parse("a/i{int}n/y") == "alt['a' | 'i'] param['int'] alt['n' | 'y']")
    }

    @Test func alternativesCoverTheTextBetweenSeparators() throws {
        let tree = try CucumberExpressionParser.parse("x mice/rats")
        let alternation = tree.nodes[2]
        #expect(alternation.kind == .alternation)
        #expect(alternation.nodes.map { [$0.start, $0.end] } == [[2, 6], [7, 11]])
    }

    @Test func closingSymbolsAloneAreText() throws {
        #expect(try parse("a) b}") == "'a' ')' ' ' 'b' '}'")
    }

    @Test func nestedOptionalsParse() throws {
        // The regex builder, not the parser, rejects them.
        #expect(try parse("((a))") == "opt[opt['a']]")
    }

    @Test func reportsAnUnclosedParameterAtItsBrace() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try CucumberExpressionParser.parse("a {int") }
        #expect(error.message == """
            This Cucumber Expression has a problem at column 3:

            a {int
              ^
            The '{' does not have a matching '}'.
            If you did not intend to use a parameter you can use '\\{' to escape the a parameter
            """)
    }

    @Test func rejectsAnAlternationInsideAnOptional() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try CucumberExpressionParser.parse("(a/b)") }
        #expect(error.column == 3)
        #expect(error.message.contains("An alternation can not be used inside an optional."))
    }

    @Test func rejectsSymbolsInParameterNames() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try CucumberExpressionParser.parse("{a/b}") }
        #expect(error.column == 3)
        #expect(error.message.hasSuffix("Did you mean to use a regular expression?"))
    }
}
