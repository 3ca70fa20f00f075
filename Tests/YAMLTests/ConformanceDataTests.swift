import Foundation
import Testing
import YAML

/// The official Cucumber Expressions and Tag Expressions data (vendored in `testdata/`) read with
/// plain `Decodable` structs and strict unknown keys, the way the expressions module reads it. Like
/// the conformance suites, it reads `$SPECRUN_TESTDATA` when set, else `testdata/`, and fails where
/// neither holds the data.
@Suite struct ConformanceDataTests {
    static let shared = SharedTestdata.root

    static var expressionCases: [String] {
        let root = shared.appendingPathComponent("cucumber-expressions-testdata")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted().map { root.appendingPathComponent($0).path }
    }

    struct Token: Decodable { var type: String, start: Int, end: Int, text: String }

    struct ASTNode: Decodable {
        var type: String, start: Int, end: Int
        var token: String?
        var nodes: [ASTNode]?
    }

    struct ExpressionCase: Decodable {
        var expression: String
        var text: String?
        var expected_tokens: [Token]?
        var expected_ast: ASTNode?
        var expected_regex: String?
        var expected_args: YAMLNode?
        var exception: String?
    }

    @Test(arguments: expressionCases)
    func everyCucumberExpressionCaseDecodes(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let testCase = try YAMLDecoder().decode(ExpressionCase.self, from: data, file: path)
        let outcomes: [Any?] = [testCase.expected_tokens, testCase.expected_ast, testCase.expected_regex, testCase.exception]
        let hasArgs = testCase.expected_args != nil
        #expect(outcomes.compactMap { $0 }.count + (hasArgs ? 1 : 0) == 1, "one outcome per case")
        if let exception = testCase.exception {
            #expect(exception.hasPrefix("This Cucumber Expression has a problem") || exception.contains("parameter type"))
            #expect(!exception.hasSuffix("\n"))
        }
    }

    @Test func theCaseCountsMatchTheReadme() {
        #expect(Self.expressionCases.count == 98)
    }

    @Test func argumentsKeepTheirTypes() throws {
        let root = Self.shared.appendingPathComponent("cucumber-expressions-testdata/cucumber-expression/matching")
        var sawInt = false, sawFloat = false, sawString = false, sawNoMatch = false
        for file in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            let args = try YAMLDecoder().decode(ExpressionCase.self, from: data, file: file).expected_args
            if args?.isNull == true { sawNoMatch = true }
            for arg in args?.sequence ?? [] {
                switch arg.scalar?.value {
                case .int: sawInt = true
                case .double: sawFloat = true
                case .string: sawString = true
                default: break
                }
            }
        }
        #expect(sawInt && sawFloat && sawString && sawNoMatch)
    }

    struct TagEvaluation: Decodable {
        struct Test: Decodable { var variables: [String], result: Bool }
        var expression: String
        var tests: [Test]
    }

    struct TagParsing: Decodable { var expression: String, formatted: String }
    struct TagError: Decodable { var expression: String, error: String }

    @Test func tagExpressionDataDecodes() throws {
        let root = Self.shared.appendingPathComponent("tag-expressions-testdata")
        let decoder = YAMLDecoder()
        func read<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
            try decoder.decode(type, from: Data(contentsOf: root.appendingPathComponent(name)), file: name)
        }
        let evaluations = try read([TagEvaluation].self, "evaluations.yml")
        let parsing = try read([TagParsing].self, "parsing.yml")
        let errors = try read([TagError].self, "errors.yml")
        #expect(evaluations.first?.expression == "")
        #expect(evaluations.first?.tests.first?.variables == [])
        #expect(parsing.contains { $0.expression == "a\\\\ and b" && $0.formatted == "( a\\\\ and b )" })
        #expect(errors.allSatisfy { $0.error.hasPrefix("Tag expression \"\($0.expression)\" could not be parsed") })
    }
}

/// Where the conformance data is: `$SPECRUN_TESTDATA` when set (and not empty), else the copy
/// vendored in the repository, `testdata/`.
enum SharedTestdata {
    static let root = ProcessInfo.processInfo.environment["SPECRUN_TESTDATA"].flatMap { $0.isEmpty ? nil : $0 }
        .map(URL.init(fileURLWithPath:))
        ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("testdata")
}
