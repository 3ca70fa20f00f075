import Expressions
import Foundation
import Testing

/// Inputs found by the fuzzers in `Fuzz/` (`scripts/fuzz`) and by the hostile-input tests, kept so
/// that what they found stays fixed.
@Suite struct FuzzRegressionTests {
    /// A `not` chain a million deep overflowed the stack when the tree was evaluated or freed; the
    /// parser now refuses a tree deeper than 1,000 at the operator that would go deeper.
    @Test func aTagExpressionNestedTooDeeplyIsRefused() throws {
        let refused = String(repeating: "not ", count: 1_000_000) + "@a"
        let error = #expect(throws: TagExpressionError.self) { try TagExpression(refused) }
        #expect(error?.problem == .nestedTooDeeply(limit: 1_000))
        #expect(error?.column == (1_000_000 - 1_000) * 4 + 1)
        #expect(error?.message.hasSuffix("syntax error: Operators are nested more than 1000 deep.") == true)
        let deepest = try TagExpression(String(repeating: "not ", count: 999) + "@a")
        #expect(!deepest.evaluate(["@a"]))
        // A chain of one operator is not nesting (a generated quarantine list is a flat chain of
        // thousands of `or`s): it is one node, read and printed as upstream chains it, to the left.
        let chain = (1...10_000).map { "@t\($0)" }
        #expect(try TagExpression(chain.joined(separator: " and ")).evaluate(chain))
        let quarantine = try TagExpression(chain.joined(separator: " or "))
        #expect(quarantine.evaluate(["@t9999"]) && !quarantine.evaluate(["@other"]))
        #expect(try TagExpression("@a or @b or @c").description == "( ( @a or @b ) or @c )")
        #expect(try TagExpression("@a or (@b or @c)").description == "( @a or ( @b or @c ) )")
        #expect(try TagExpression("@a and @b or @c and @d").description == "( ( @a and @b ) or ( @c and @d ) )")
        // Parentheses that group a chain's right operand nest: a thousand of them are too deep.
        #expect(throws: TagExpressionError.self) {
            try TagExpression(String(repeating: "@a and (", count: 1_001) + "@b" + String(repeating: ")", count: 1_001))
        }
        // Parentheses alone do not nest the tree.
        #expect(try TagExpression(String(repeating: "(", count: 100_000) + "@a" + String(repeating: ")", count: 100_000))
            .evaluate(["@a"]))
    }

    /// The fuzzer's input `\n''''''''''` (no pattern; a text of ten quotes): the expression suggested
    /// for the text compiles and matches it. (Compiling it was where AddressSanitizer first saw
    /// Foundation lose the copy of a pattern longer than 256 UTF-16 units: a leak in
    /// swift-corelibs-foundation, suppressed in `scripts/fuzz`.)
    @Test func fiveAdjacentQuotedStringsAreSuggestedAndMatch() throws {
        let text = String(repeating: "'", count: 10)
        let registry = ParameterTypeRegistry()
        let suggested = try #require(CucumberExpressionGenerator(parameterTypes: registry).generateExpressions(for: text).first)
        #expect(suggested.source == "{string}{string}{string}{string}{string}")
        let expression = try CucumberExpression(suggested.source, parameterTypes: registry)
        #expect(expression.regex.utf16.count > 256)
        #expect(try expression.match(text)?.map { try $0.value() as? String } == ["", "", "", "", ""])
    }

    /// A step of 5 MB took hours: finding parameters costs time that grows with the square of the
    /// text's length. Longer than 1,000 characters, the text is suggested as it is.
    @Test func aLongTextIsSuggestedAsItIs() throws {
        let text = "I wait " + String(repeating: "7 (or so) ", count: 500_000)
        let start = Date()
        let suggestions = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry()).generateExpressions(for: text)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(suggestions.map(\.source) == ["I wait " + String(repeating: #"7 \(or so) "#, count: 500_000)])
        let short = "I wait " + String(repeating: "7 ", count: 496)
        #expect(short.utf16.count == 999)
        #expect(CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry()).generateExpressions(for: short).first?
            .parameterTypes.count == 496)
    }
}
