@testable import Expressions
import Testing

@Suite struct CucumberExpressionGeneratorTests {
    private func sources(_ text: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) -> [String] {
        CucumberExpressionGenerator(parameterTypes: registry).generateExpressions(for: text).map(\.source)
    }

    @Test func suggestsIntAndString() throws {
        let generated = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
            .generateExpressions(for: #"I have 42 cukes in my "big" belly"#)
        let first = try #require(generated.first)
        // "42" fits {int} and {float}: both are offered, the preferred {int} first (as upstream does).
        #expect(generated.map(\.source) == ["I have {int} cukes in my {string} belly", "I have {float} cukes in my {string} belly"])
        #expect(first.source == "I have {int} cukes in my {string} belly")
        #expect(first.parameterNames == ["int", "string"])
        #expect(first.parameterTypeNames == ["Int", "String"])
    }

    @Test func suggestsFloatForDecimals() {
        #expect(sources("I pay 1.5 euros and -3 cents") == ["I pay {float} euros and {int} cents", "I pay {float} euros and {float} cents"])
    }

    @Test func numbersMustStandAsWholeWords() {
        #expect(sources("I see a11y and i18n") == ["I see a11y and i18n"])
        #expect(sources("it costs $5, or 6!").first == "it costs ${int}, or {int}!")
    }

    @Test func repeatedTypesGetNumberedNames() throws {
        let generated = CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
            .generateExpressions(for: "from 1 to 2 by 'x'")
        #expect(generated.first?.parameterNames == ["int", "int2", "string"])
    }

    @Test func escapesCucumberExpressionSyntax() throws {
        let text = #"a (b) {c} d/e f\g"#
        let generated = sources(text)
        #expect(generated == [#"a \(b) \{c} d\/e f\\g"#])
        // The suggestion matches the text it was made from.
        #expect(try CucumberExpression(generated[0], parameterTypes: ParameterTypeRegistry()).match(text) != nil)
    }

    @Test func offersEveryCombinationOfEquallyGoodTypes() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regexp: "red|blue", typeName: "Color"))
        try registry.define(ParameterType(name: "team", regexp: "red|blue", typeName: "Team", preferForRegexpMatch: true))
        #expect(sources("red beats blue", registry: registry) == [
            "{team} beats {team}", "{team} beats {color}", "{color} beats {team}", "{color} beats {color}",
        ])
    }

    @Test func stopsAtTwoHundredFiftySixExpressions() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "a", regexp: "x", typeName: "String"))
        try registry.define(ParameterType(name: "b", regexp: "x", typeName: "String"))
        let text = Array(repeating: "x", count: 10).joined(separator: " ")
        #expect(sources(text, registry: registry).count == 256)
    }

    @Test(arguments: [("airport code", "airportCode"), ("ISO date", "isoDate"), ("", "arg"), ("3d", "_3d"), ("in", "in")])
    func parameterNamesAreSwiftIdentifiers(name: String, identifier: String) {
        #expect(GeneratedExpression.identifier(for: name) == identifier)
    }

    @Test func keywordsGetTheirCount() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "in", regexp: "inside|outside", typeName: "Place"))
        let generated = CucumberExpressionGenerator(parameterTypes: registry).generateExpressions(for: "go inside")
        #expect(generated.first?.parameterNames == ["in1"])
    }
}
