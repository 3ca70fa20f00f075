import Foundation
import Gherkin
import GherkinTestSupport
import JSON
import Testing

/// Runs every case of the official Gherkin conformance data through the library and compares
/// tokens (as text), AST, pickles and source (as NDJSON) of the good cases and the parse errors
/// of the bad ones with what the reference parsers produce.
@Suite struct GherkinConformanceTests {
    static let goodCases = ConformanceData.cases(in: "good")
    static let badCases = ConformanceData.cases(in: "bad")

    @Test func theDataHoldsBothKindsOfCase() {
        #expect(ConformanceData.folder != nil, "gherkin-testdata is in neither $SPECRUN_TESTDATA nor testdata/")
        #expect(Self.goodCases.count >= 40)
        #expect(Self.badCases.count >= 10)
        #expect(Self.goodCases.contains { $0.hasSuffix(".feature.md") }, "the Markdown cases are part of the run")
    }

    @Test(arguments: goodCases)
    func goodCaseMatchesTokens(_ name: String) throws {
        let source = try Self.source("good", name)
        let tokens = try GherkinParser(syntax: .init(path: name)).tokens(of: source).get()
        #expect(tokens == (try ConformanceData.expected("good", name, ".tokens")))
    }

    @Test(arguments: goodCases)
    func goodCaseMatchesASTAndPickles(_ name: String) throws {
        let source = try Self.source("good", name)
        let uri = "../testdata/good/\(name)"
        var ids = IdGenerator()
        let document = try GherkinParser(syntax: .init(path: name)).parse(source, uri: uri, ids: &ids).get()
        var ast = JSONWriter()
        GherkinMessages.write(document, to: &ast)
        #expect(try ConformanceData.canonicalLines(ast.text)
                == ConformanceData.canonicalLines(ConformanceData.expected("good", name, ".ast.ndjson")))

        var pickles = JSONWriter()
        var afterReserving = ids
        _ = afterReserving.reserve(PickleCompiler().idCount(of: document))
        let compiled = PickleCompiler().compile(document, ids: &ids)
        var afterCompiling = ids
        #expect(afterCompiling.newId() == afterReserving.newId(), "idCount(of:) counts the ids compiling takes")
        for pickle in compiled {
            GherkinMessages.write(pickle, to: &pickles)
            pickles.raw(0x0A)
        }
        let expectedPickles = try ConformanceData.canonicalLines(ConformanceData.expected("good", name, ".pickles.ndjson"))
        #expect(try ConformanceData.canonicalLines(pickles.text) == expectedPickles)
    }

    @Test(arguments: goodCases)
    func goodCaseMatchesSource(_ name: String) throws {
        var json = JSONWriter()
        GherkinMessages.writeSource(try Self.source("good", name), uri: "../testdata/good/\(name)",
                                    mediaType: GherkinParser.Syntax(path: name).mediaType, to: &json)
        #expect(try ConformanceData.canonicalLines(json.text)
                == ConformanceData.canonicalLines(ConformanceData.expected("good", name, ".source.ndjson")))
    }

    @Test(arguments: badCases)
    func badCaseReportsTheOfficialErrors(_ name: String) throws {
        var ids = IdGenerator()
        let result = GherkinParser(syntax: .init(path: name))
            .parse(try Self.source("bad", name), uri: "../testdata/bad/\(name)", ids: &ids)
        guard case .failure(let problems) = result else {
            Issue.record("\(name) parsed without errors")
            return
        }
        var json = JSONWriter()
        for problem in problems.errors {
            GherkinMessages.write(problem, to: &json)
            json.raw(0x0A)
        }
        #expect(try ConformanceData.canonicalLines(json.text)
                == ConformanceData.canonicalLines(ConformanceData.expected("bad", name, ".errors.ndjson")))
    }

    private static func source(_ kind: String, _ name: String) throws -> String {
        let data = try Data(contentsOf: ConformanceData.url(kind, name))
        return try SourceText.decode(data, uri: name).get()
    }
}
