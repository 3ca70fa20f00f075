@testable import Expressions
import Testing
import YAML

/// The official Cucumber Expressions acceptance cases, one test result per case file.
@Suite struct CucumberExpressionConformanceTests {
    private let registry = ParameterTypeRegistry()

    @Test func everyCaseFileBelongsToAnOperation() throws {
        let root = try #require(ConformanceData.cucumberExpressions)
        let all = ConformanceData.yamlFiles(under: root).count
        let covered = ["tokenizer", "parser", "transformation", "matching"]
            .map { ConformanceData.cucumberExpressionCases(in: "cucumber-expression/\($0)").count }
            + [ConformanceData.cucumberExpressionCases(in: "regular-expression/matching").count]
        #expect(covered.allSatisfy { $0 > 0 })
        #expect(covered.reduce(0, +) == all)
    }

    @Test(arguments: ConformanceData.cucumberExpressionCases(in: "cucumber-expression/tokenizer"))
    func tokenizer(_ file: CaseFile) throws {
        let testCase = try file.decode(TokenizerCase.self)
        try expect(testCase.expected_tokens, orError: testCase.exception) {
            try CucumberExpressionTokenizer().tokenize(testCase.expression).map(TokenRecord.init)
        }
    }

    @Test(arguments: ConformanceData.cucumberExpressionCases(in: "cucumber-expression/parser"))
    func parser(_ file: CaseFile) throws {
        let testCase = try file.decode(ParserCase.self)
        try expect(testCase.expected_ast, orError: testCase.exception) {
            NodeRecord(try CucumberExpressionParser.parse(testCase.expression))
        }
    }

    @Test(arguments: ConformanceData.cucumberExpressionCases(in: "cucumber-expression/transformation"))
    func transformation(_ file: CaseFile) throws {
        let testCase = try file.decode(TransformationCase.self)
        #expect(try CucumberExpression(testCase.expression, parameterTypes: registry).regex == testCase.expected_regex)
    }

    @Test(arguments: ConformanceData.cucumberExpressionCases(in: "cucumber-expression/matching"))
    func cucumberExpressionMatching(_ file: CaseFile) throws {
        let testCase = try file.decode(MatchingCase.self)
        try check(testCase) { try CucumberExpression(testCase.expression, parameterTypes: registry) }
    }

    @Test(arguments: ConformanceData.cucumberExpressionCases(in: "regular-expression/matching"))
    func regularExpressionMatching(_ file: CaseFile) throws {
        let testCase = try file.decode(MatchingCase.self)
        try check(testCase) { try RegularExpression(testCase.expression, parameterTypes: registry) }
    }

    /// Builds the expression and matches the text, comparing the arguments' values or the error.
    private func check(_ testCase: MatchingCase, making expression: @escaping () throws -> any StepExpression) throws {
        let matchText = { () throws -> [Argument]? in try expression().match(testCase.text ?? "") }
        guard let expected = testCase.expected_args else {
            // The error may come when the expression is built or when it is matched.
            try expectError(testCase.exception, from: matchText)
            return
        }
        let arguments = try matchText()
        if expected.isNull {
            #expect(arguments == nil, "expected no match")
            return
        }
        let expectedValues = try #require(expected.sequence, "expected_args is neither null nor a list")
        let actual = try #require(arguments, "expected a match")
        #expect(actual.count == expectedValues.count)
        for (argument, expectedValue) in zip(actual, expectedValues) {
            let value = try argument.value()
            #expect(Self.value(value, equals: expectedValue),
                    "argument '\(argument.text ?? "nil")' of {\(argument.parameterTypeName)} gave \(String(describing: value)), expected \(expectedValue)")
        }
    }

    /// Integers and strings exactly, floats to 1e-4 (as upstream's Java suite, `{float}` is 32-bit), null as nil.
    private static func value(_ value: (any Sendable)?, equals expected: YAMLNode) -> Bool {
        if expected.isNull { return value == nil }
        if let integer = expected.int {
            switch value {
            case let value as Int: return value == integer
            case let value as Int8: return Int(value) == integer
            case let value as Int16: return Int(value) == integer
            case let value as Int64: return Int(value) == integer
            default: return false
            }
        }
        if let number = expected.double {
            switch value {
            case let value as Double: return abs(value - number) <= 1e-4
            case let value as Float: return abs(Double(value) - number) <= 1e-4
            default: return false
            }
        }
        return (value as? String) == expected.string
    }

    /// Expects `body` to give `expected` when the case has it, else to fail with the message `exception`.
    private func expect<T: Equatable>(_ expected: T?, orError exception: String?, from body: () throws -> T) throws {
        if let expected {
            #expect(try body() == expected)
        } else {
            try expectError(exception, from: body)
        }
    }

    /// Expects `body` to fail with a `CucumberExpressionError` whose message is exactly `message`.
    private func expectError<T>(_ message: String?, from body: () throws -> T) throws {
        let message = try #require(message, "the case gives neither a result nor an exception")
        let error = try #require(throws: CucumberExpressionError.self) { try body() }
        #expect(error.message == message)
    }
}
