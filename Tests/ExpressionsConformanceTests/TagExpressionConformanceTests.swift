import Expressions
import Testing

/// The official Tag Expressions cases, one test result per entry.
@Suite struct TagExpressionConformanceTests {
    struct Parsing: Decodable, Sendable {
        let expression: String
        let formatted: String
    }

    struct Evaluation: Decodable, Sendable {
        struct Check: Decodable, Sendable {
            let variables: [String]
            let result: Bool
        }

        let expression: String
        let tests: [Check]
    }

    struct Failure: Decodable, Sendable {
        let expression: String
        let error: String
    }

    @Test func theDataIsThere() throws {
        _ = try #require(ConformanceData.tagExpressions, "tag-expressions-testdata is in neither $SPECRUN_TESTDATA nor testdata/")
        #expect(try ConformanceData.tagExpressionEntries(of: "parsing.yml", as: Parsing.self).count > 10)
    }

    @Test(arguments: try ConformanceData.tagExpressionEntries(of: "parsing.yml", as: Parsing.self))
    func parsing(_ entry: Numbered<Parsing>) throws {
        #expect(try TagExpression(entry.entry.expression).description == entry.entry.formatted)
    }

    @Test(arguments: try ConformanceData.tagExpressionEntries(of: "evaluations.yml", as: Evaluation.self))
    func evaluation(_ entry: Numbered<Evaluation>) throws {
        let expression = try TagExpression(entry.entry.expression)
        for check in entry.entry.tests {
            #expect(expression.evaluate(check.variables) == check.result, "tags \(check.variables)")
        }
    }

    @Test(arguments: try ConformanceData.tagExpressionEntries(of: "errors.yml", as: Failure.self))
    func errors(_ entry: Numbered<Failure>) throws {
        let error = try #require(throws: TagExpressionError.self) { try TagExpression(entry.entry.expression) }
        #expect(error.message == entry.entry.error)
    }

    @Test func everyFileHasEntries() throws {
        #expect(try !ConformanceData.tagExpressionEntries(of: "parsing.yml", as: Parsing.self).isEmpty)
        #expect(try !ConformanceData.tagExpressionEntries(of: "evaluations.yml", as: Evaluation.self).isEmpty)
        #expect(try !ConformanceData.tagExpressionEntries(of: "errors.yml", as: Failure.self).isEmpty)
    }
}
