import Expressions
import Testing

/// The example of the README's "Step expressions and tag expressions" section, kept true.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleWorksAsItSays() throws {
        var parameterTypes = ParameterTypeRegistry()
        try parameterTypes.define(ParameterType(
            name: "revision", regexp: #"r\d+"#, typeName: "Int") { Int($0[0]!.dropFirst()) })

        let step = try CucumberExpression("the article {string} is cached at {revision}( again)",
                                          parameterTypes: parameterTypes)
        #expect(try step.match("the article is cached") == nil)
        let arguments = try step.match(#"the article "Swift" is cached at r1042"#)
        #expect(try arguments?[1].value() as? Int == 1042)

        let regex = try RegularExpression(#"^(\d+) articles?$"#, parameterTypes: parameterTypes)
        #expect(try regex.match("3 articles")?[0].value() as? Int == 3)

        let generated = CucumberExpressionGenerator(parameterTypes: parameterTypes)
            .generateExpressions(for: #"I have 42 cukes in my "big" belly"#)[0]
        #expect(generated.source == "I have {int} cukes in my {string} belly")
        #expect(generated.parameterNames == ["int", "string"])
        #expect(generated.parameterTypeNames == ["Int", "String"])

        #expect(try TagExpression("@smoke and not (@slow or @wip)").evaluate(["@smoke"]))
    }
}
