@testable import Expressions
import Testing

@Suite struct ParameterTypeRegistryTests {
    @Test func holdsTheBuiltInTypes() {
        let names = ParameterTypeRegistry().parameterTypes.map(\.name)
        #expect(names == ["int", "float", "double", "byte", "short", "long", "biginteger", "bigdecimal", "word", "string", ""])
    }

    @Test func looksUpByRegexpPreferredFirst() {
        let types = ParameterTypeRegistry().parameterTypes(forRegexp: #"\d+"#).map(\.name)
        #expect(types == ["int", "biginteger", "byte", "long", "short"])
    }

    @Test func definesCustomTypes() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regexp: "red|blue", typeName: "Color"))
        #expect(registry.parameterType(named: "color")?.typeName == "Color")
        #expect(registry.parameterTypes(forRegexp: "red|blue").map(\.name) == ["color"])
    }

    @Test func rejectsADuplicateName() throws {
        var registry = ParameterTypeRegistry()
        #expect(throws: CucumberExpressionError(reason: .invalidParameterType, message: "There is already a parameter type with name int")) {
            try registry.define(ParameterType(name: "int", regexp: "x", typeName: "String"))
        }
        #expect(throws: CucumberExpressionError(reason: .invalidParameterType, message: "The anonymous parameter type has already been defined")) {
            try registry.define(ParameterType(name: "", regexp: "x", typeName: "String"))
        }
    }

    @Test func rejectsASecondPreferredTypeForARegexpAndStaysUnchanged() throws {
        var registry = ParameterTypeRegistry()
        let second = try ParameterType(name: "count", regexps: ["x", #"-?\d+"#], typeName: "Int", preferForRegexpMatch: true)
        #expect(throws: CucumberExpressionError(reason: .invalidParameterType, message: """
            There can only be one preferential parameter type per regexp.
            The regexp /-?\\d+/ is used for two preferential parameter types, {int} and {count}
            """)) {
            try registry.define(second)
        }
        #expect(registry.parameterType(named: "count") == nil)
        #expect(registry.parameterTypes(forRegexp: "x").isEmpty)
    }

    @Test func rejectsIllegalNamesAndInvalidRegexps() {
        #expect(throws: CucumberExpressionError(reason: .invalidParameterType, message: #"Illegal character in parameter name {a(b}. Parameter names may not contain '{', '}', '(', ')', '\' or '/'"#)) {
            try ParameterType(name: "a(b", regexp: "x", typeName: "String")
        }
        #expect(throws: CucumberExpressionError.self) {
            try ParameterType(name: "broken", regexp: "(x", typeName: "String")
        }
        // Escaped regex specials are allowed in names, as upstream allows them.
        #expect(throws: Never.self) { try ParameterType(name: #"a\.b"#, regexp: "x", typeName: "String") }
    }

    @Test func aFailingTransformerIsReportedWithTheValues() throws {
        struct Unknown: Error, CustomStringConvertible { var description: String { "no such airport" } }
        let airport = try ParameterType(name: "airport", regexp: "[A-Z]{3}", typeName: "Airport") { _ in throw Unknown() }
        let error = try #require(throws: CucumberExpressionError.self) { try airport.transform(["XXX"]) }
        #expect(error.reason == .transformFailed)
        #expect(error.message == "ParameterType {airport} failed to transform [XXX] to Airport\nno such airport")
    }
}
