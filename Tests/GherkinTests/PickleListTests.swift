import Foundation
import GherkinTestSupport
import Testing
@testable import Gherkin

/// A `PickleList` compiled when read must give what compiling the whole document gives: the same
/// pickles in the same order with the same ids, and leave the generator where compiling leaves it.
@Suite struct PickleListTests {
    @Test(arguments: ConformanceData.cases(in: "good"))
    func officialCaseGivesTheCompiledPickles(_ name: String) throws {
        let data = try Data(contentsOf: ConformanceData.url("good", name))
        guard case .success(let source) = SourceText.decode(data, uri: name) else { return }
        var ids = IdGenerator(startingAt: 3)
        guard case .success(let document) = GherkinParser(syntax: GherkinParser.Syntax(path: name))
            .parse(source, uri: name, ids: &ids) else { return }
        var compiledIds = ids, listedIds = ids
        let compiled = PickleCompiler().compile(document, ids: &compiledIds)
        let listed = PickleCompiler().pickles(of: document, ids: &listedIds)
        #expect(Array(listed) == compiled)
        #expect(listed.indices.map { listed.name(at: $0) } == compiled.map(\.name))
        #expect(listedIds.newId() == compiledIds.newId())
        // Read out of order, a pickle is still itself.
        #expect(listed.indices.reversed().map { listed[$0] } == compiled.reversed())
        // Each step's source is the step its first AST id names: its keyword and line.
        let written = Dictionary(Self.steps(of: document).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, pickle) in compiled.enumerated() {
            for (offset, step) in pickle.steps.enumerated() {
                let source = listed.source(ofStep: offset, inPickleAt: position)
                let expected = written[step.astNodeIds[0]]
                #expect(source?.keyword == expected?.keyword && source?.line == expected?.location.line,
                        "\(name): pickle \(position), step \(offset)")
            }
        }
    }

    /// Every step of the document: its backgrounds' and scenarios', its rules' too.
    private static func steps(of document: GherkinDocument) -> [Step] {
        func steps(of child: RuleChild) -> [Step] {
            switch child {
            case .background(let background): background.steps
            case .scenario(let scenario): scenario.steps
            }
        }
        return (document.feature?.children ?? []).flatMap { child -> [Step] in
            switch child {
            case .background(let background): background.steps
            case .scenario(let scenario): scenario.steps
            case .rule(let rule): rule.children.flatMap(steps(of:))
            }
        }
    }

    @Test func anOutlineOfManyRowsIsCompiledRowByRow() throws {
        let rows = (1...500).map { "      | \($0) | r\($0) |" }.joined(separator: "\n")
        let source = "Feature: f\n  Scenario: first\n    Given a\n  Scenario Outline: o <n>\n    Given <v> and <n>\n"
            + "    Examples:\n      | n | v |\n\(rows)\n    Examples: none\n      | n | v |\n  Scenario: last\n    Then z\n"
        var ids = IdGenerator()
        let document = try GherkinParser().parse(source, uri: "f.feature", ids: &ids).get()
        var compiledIds = ids
        let compiled = PickleCompiler().compile(document, ids: &compiledIds)
        let listed = PickleCompiler().pickles(of: document, ids: &ids)
        #expect(listed.count == 502)
        #expect(listed[0] == compiled[0] && listed[501] == compiled[501])
        #expect(listed[250].steps.map(\.text) == ["r250 and 250"])
        #expect(listed.name(at: 250) == "o 250")
        #expect(ids.newId() == compiledIds.newId())
    }

    @Test func madePicklesAreKeptAsGiven() {
        let made = pickles("Feature: f\n  Scenario: s\n    Given x\n")
        let list = PickleList(made)
        #expect(Array(list) == made)
        #expect(list.name(at: 0) == "s")
        // Where made pickles' steps are written, the list does not know: the plan looks them up.
        #expect(list.source(ofStep: 0, inPickleAt: 0) == nil)
    }
}
