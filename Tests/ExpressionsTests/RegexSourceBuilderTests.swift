@testable import Expressions
import Testing

@Suite struct RegexSourceBuilderTests {
    private let registry = ParameterTypeRegistry()

    private func build(_ expression: String) throws -> RegexSourceBuilder.Output {
        try RegexSourceBuilder(expression: expression, registry: registry).build(CucumberExpressionParser.parse(expression))
    }

    @Test func escapesRegexSpecialsInText() throws {
        #expect(try build(#"a.b*c\(d\)"#).source == #"^a\.b\*c\(d\)$"#)
    }

    @Test func wrapsOptionalsAlternationsAndParameters() throws {
        #expect(try build("{word} cuke(s)/gherkin(s)").source == #"^([^\s]+) (?:cuke(?:s)?|gherkin(?:s)?)$"#)
        #expect(try build("{string}").source
            == #"^((?:"([^"\\]*(\\.[^"\\]*)*)")|(?:'([^'\\]*(\\.[^'\\]*)*)'))$"#)
    }

    @Test func collectsParameterTypesInOrder() throws {
        #expect(try build("{int} and {string} and {int}").parameterTypes.map(\.name) == ["int", "string", "int"])
    }

    @Test func findsTheLiteralTextAroundTheFirstAndLastParameters() throws {
        let output = try build("I have {int} cuke(s) in my belly")
        #expect(output.literalPrefix == "I have ")
        #expect(output.literalSuffix == " in my belly")
        #expect(try build("(a)b {int}").literalPrefix == "")
        let text = try build("all text")
        #expect([text.literalPrefix, text.literalSuffix] == ["all text", ""])
    }

    @Test(arguments: [
        ("three (brown)/black mice", 7, "An alternative may not exclusively contain optionals."),
        ("a//b", 3, "Alternative may not be empty."),
        ("a ({int})", 4, "An optional may not contain a parameter type."),
        ("a ((b))", 4, "An optional may not contain an other optional."),
        ("a () b", 3, "An optional must contain some text."),
        ("a {color}", 3, "Undefined parameter type 'color'."),
        (#"a {c\/d}"#, 3, #"Parameter names may not contain '{', '}', '(', ')', '\' or '/'."#),
    ])
    func rejectsWhatTheGrammarAllowsButTheRulesDoNot(expression: String, column: Int, problem: String) throws {
        let error = try #require(throws: CucumberExpressionError.self) { try build(expression) }
        #expect(error.column == column)
        #expect(error.message.contains("\n" + problem + "\n"))
    }

    @Test func anUndefinedParameterTypeIsNamedInTheReason() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try build("a {color}") }
        #expect(error.reason == .undefinedParameterType(name: "color"))
        #expect(error.message == """
            This Cucumber Expression has a problem at column 3:

            a {color}
              ^-----^
            Undefined parameter type 'color'.
            Please register a ParameterType for 'color'
            """)
    }
}
