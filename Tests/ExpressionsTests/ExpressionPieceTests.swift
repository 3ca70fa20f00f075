import Expressions
import Testing

/// `CucumberExpression.pieces`: an expression as a step writer types it.
@Suite struct ExpressionPieceTests {
    @Test func optionalTextIsLeftOutAndAlternativesKept() throws {
        let expression = try CucumberExpression("I tap/press (on )the {word} button(s)", parameterTypes: ParameterTypeRegistry())
        #expect(expression.pieces == [.text("I "), .alternation(["tap", "press"]), .text(" the "), .parameter("word"), .text(" button")])
    }

    @Test func escapesAreResolved() throws {
        let expression = try CucumberExpression(#"a \{literal\} and \(text\) {int}"#, parameterTypes: ParameterTypeRegistry())
        #expect(expression.pieces == [.text("a {literal} and (text) "), .parameter("int")])
    }
}
