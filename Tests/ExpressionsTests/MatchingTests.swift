@testable import Expressions
import Testing

@Suite struct MatchingTests {
    private let registry = ParameterTypeRegistry()

    private func values(_ expression: String, _ text: String) throws -> [String]? {
        try CucumberExpression(expression, parameterTypes: registry).match(text)?.map { argument in
            try argument.value().map { "\($0)" } ?? "nil"
        }
    }

    @Test func producesTypedValues() throws {
        let arguments = try #require(try CucumberExpression("I have {int} cukes in my {string} belly", parameterTypes: registry)
            .match(#"I have 42 cukes in my "big" belly"#))
        #expect(try arguments[0].value() as? Int == 42)
        #expect(try arguments[1].value() as? String == "big")
        #expect(arguments.map(\.parameterTypeName) == ["int", "string"])
        #expect(arguments.map(\.text) == ["42", #""big""#])
        #expect(arguments.map { [$0.start, $0.end] } == [[7, 9], [22, 27]])
    }

    @Test func eachBuiltInHasItsSwiftType() throws {
        let expression = try CucumberExpression("{float} {double} {byte} {short} {long} {biginteger} {bigdecimal} {word} {}",
                                                parameterTypes: registry)
        let arguments = try #require(try expression.match("1.5 .25 -8 300 9000000000 123456789012345678901234567890 0.1 w x y"))
        let values = try arguments.map { try $0.value() }
        #expect(values[0] as? Float == 1.5)
        #expect(values[1] as? Double == 0.25)
        #expect(values[2] as? Int8 == -8)
        #expect(values[3] as? Int16 == 300)
        #expect(values[4] as? Int64 == 9_000_000_000)
        #expect(values[5] as? String == "123456789012345678901234567890")
        #expect(values[6] as? String == "0.1")
        #expect(values[7] as? String == "w")
        #expect(values[8] as? String == "x y")
    }

    @Test func aNumberTooLargeForItsTypeFailsWhenItsValueIsAsked() throws {
        let arguments = try #require(try CucumberExpression("{byte}", parameterTypes: registry).match("300"))
        let error = try #require(throws: CucumberExpressionError.self) { try arguments[0].value() }
        #expect(error.reason == .transformFailed)
        #expect(error.message.hasPrefix("ParameterType {byte} failed to transform [300] to Int8\n"))
    }

    @Test func stringsLoseTheirQuotesAndEscapes() throws {
        #expect(try values("say {string}", #"say 'it\'s'"#) == ["it's"])
        #expect(try values("say {string}", #"say "a \"b\"""#) == [#"a "b""#])
        #expect(try values("say {string}", #"say """#) == [""])
    }

    @Test func optionalsAndAlternativesMatch() throws {
        #expect(try values("{int} cuke(s)/gherkin(s)", "1 cuke") == ["1"])
        #expect(try values("{int} cuke(s)/gherkin(s)", "2 gherkins") == ["2"])
        #expect(try values("{int} cuke(s)/gherkin(s)", "2 apples") == nil)
    }

    @Test func matchesOnlyTheWholeText() throws {
        #expect(try values("a {int}", "a 1 b") == nil)
        #expect(try values("a {int}", "x a 1") == nil)
        #expect(try values("a {int}", "a 1\n") == nil)
    }

    @Test func reportsPositionsInCodePoints() throws {
        let arguments = try #require(try CucumberExpression("😀 é {word}", parameterTypes: registry).match("😀 é naïve"))
        #expect(arguments[0].start == 4)
        #expect(arguments[0].end == 9)
        #expect(arguments[0].text == "naïve")
    }

    @Test func customTypesTransformTheirGroups() throws {
        struct Point: Sendable, Equatable { let x: Int, y: Int }
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "point", regexp: #"\((\d+),(\d+)\)"#, typeName: "Point") { values in
            Point(x: Int(values[0]!)!, y: Int(values[1]!)!)
        })
        let arguments = try #require(try CucumberExpression("go to {point}", parameterTypes: registry).match("go to (3,4)"))
        #expect(try arguments[0].value() as? Point == Point(x: 3, y: 4))
        #expect(arguments[0].group.children.map(\.value) == ["3", "4"])
    }

    @Test func regularExpressionsTypeTheirGroupsByRegexp() throws {
        let expression = try RegularExpression(#"^I have (\d+) cukes? in my (\w+) belly$"#, parameterTypes: registry)
        let arguments = try #require(try expression.match("I have 42 cukes in my big belly"))
        #expect(try arguments[0].value() as? Int == 42)
        #expect(arguments[0].parameterTypeName == "int")
        #expect(try arguments[1].value() as? String == "big")
        #expect(arguments[1].parameterTypeName == "")
        #expect(try expression.match("I have 42 cukes in my big belly!") == nil)
    }

    @Test func regularExpressionsMustMatchTheWholeText() throws {
        let expression = try RegularExpression("a|ab", parameterTypes: registry)
        #expect(try expression.match("ab") != nil)
        #expect(try expression.match("abc") == nil)
    }

    @Test func anUnclaimedGroupGivesItsWholeText() throws {
        let expression = try RegularExpression(#"^(\d+ (cukes|gherkins))$"#, parameterTypes: registry)
        let arguments = try #require(try expression.match("3 cukes"))
        #expect(arguments.count == 1)
        #expect(try arguments[0].value() as? String == "3 cukes")
    }

    @Test func anAmbiguousGroupSuggestsCucumberExpressions() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regexp: "red|blue", typeName: "String"))
        try registry.define(ParameterType(name: "mood", regexp: "red|blue", typeName: "String"))
        let expression = try RegularExpression("^a (red|blue) ball$", parameterTypes: registry)
        let error = try #require(throws: CucumberExpressionError.self) { try expression.match("a red ball") }
        #expect(error.reason == .ambiguousParameterType)
        #expect(error.message == """
            Your Regular Expression /^a (red|blue) ball$/
            matches multiple parameter types with regexp /red|blue/:
               {color}
               {mood}

            I couldn't decide which one to use. You have two options:

            1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
               a {color} ball
               a {mood} ball

            2) Make one of the parameter types preferential and continue to use a Regular Expression.


            """)
    }

    @Test func anInvalidRegularExpressionIsReported() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try RegularExpression("^a (b$", parameterTypes: registry) }
        #expect(error.message.hasPrefix("The regular expression /^a (b$/ is not valid"))
    }

    /// A Cucumber expression's regex is compiled at its first match; made of parts that compile alone,
    /// it may still not compile whole (one named group twice), and then each match says why.
    @Test func anExpressionWhoseRegexCannotCompileSaysSoWhenMatched() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "named", regexp: "(?<x>a)", typeName: "String"))
        let expression = try CucumberExpression("{named} and {named}", parameterTypes: registry)
        for _ in 1...2 {
            let error = try #require(throws: CucumberExpressionError.self) { try expression.match("a and a") }
            #expect(error.message.hasPrefix("The regular expression /\(expression.regex)/ is not valid"))
        }
    }

    @Test func theFactoryTellsRegularExpressionsFromCucumberExpressions() throws {
        let factory = ExpressionFactory(parameterTypes: registry)
        #expect(try factory.createExpression("^a$") is RegularExpression)
        #expect(try factory.createExpression("a$") is RegularExpression)
        #expect(try factory.createExpression("/a (b)/").match("a b")?.count == 1)
        #expect(try factory.createExpression("a (b)") is CucumberExpression)
    }

    @Test(arguments: [
        (#"^I have (\d+) cukes$"#, "I have "),
        (#"I have \d+"#, "I have "),
        ("^abc?d", "ab"),
        ("^ab{2}", "a"),
        ("(?i)abc", ""),
        ("^$", ""),
    ])
    func regularExpressionsKnowTheirLiteralPrefix(pattern: String, prefix: String) {
        #expect(RegularExpression.literalPrefix(of: pattern) == prefix)
    }
}

@Suite struct ConcurrentMatchingTests {
    @Test func oneExpressionMatchesCorrectlyFromManyTasksAtOnce() async throws {
        let expression = try CucumberExpression("task {int} saw {string}", parameterTypes: ParameterTypeRegistry())
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<2_000 {
                        let number = task * 10_000 + round
                        let arguments = try expression.match(#"task \#(number) saw "w\#(round)""#)
                        if try arguments?[0].value() as? Int != number { mismatches += 1 }
                        if try arguments?[1].value() as? String != "w\(round)" { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
