@testable import Expressions
import Testing

@Suite struct CucumberExpressionTokenizerTests {
    private func kinds(_ expression: String) throws -> [Token.Kind] {
        try CucumberExpressionTokenizer().tokenize(expression).map(\.kind)
    }

    @Test func mergesRunsOfTextAndWhitespaceButNotSymbols() throws {
        #expect(try kinds("a  b((") == [.startOfLine, .text, .whiteSpace, .text, .beginOptional, .beginOptional, .endOfLine])
        let tokens = try CucumberExpressionTokenizer().tokenize("a  b")
        #expect(tokens[2] == Token(kind: .whiteSpace, text: "  ", start: 1, end: 3))
    }

    @Test func escapedSymbolsAreTextCoveringTheBackslash() throws {
        let tokens = try CucumberExpressionTokenizer().tokenize(#"x\{y\}"#)
        #expect(tokens.map(\.kind) == [.startOfLine, .text, .endOfLine])
        #expect(tokens[1] == Token(kind: .text, text: "x{y}", start: 0, end: 6))
    }

    @Test func escapedWhitespaceJoinsTheText() throws {
        let tokens = try CucumberExpressionTokenizer().tokenize(#"a\ b"#)
        #expect(tokens[1] == Token(kind: .text, text: "a b", start: 0, end: 4))
    }

    @Test func offsetsCountCodePoints() throws {
        let tokens = try CucumberExpressionTokenizer().tokenize("é😀 {int}")
        #expect(tokens[1] == Token(kind: .text, text: "é😀", start: 0, end: 2))
        #expect(tokens[3].start == 3)
    }

    @Test func rejectsAnEscapeOfAnOrdinaryCharacter() {
        #expect(throws: CucumberExpressionError.cannotEscape(in: #"ab\c"#, at: 3)) {
            try CucumberExpressionTokenizer().tokenize(#"ab\c"#)
        }
    }

    @Test func rejectsABackslashAtTheEnd() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try CucumberExpressionTokenizer().tokenize(#"ab\"#) }
        #expect(error.column == 3)
        #expect(error.message.contains("The end of line can not be escaped."))
    }
}
