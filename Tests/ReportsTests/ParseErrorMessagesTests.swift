import Foundation
import Gherkin
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// A file that does not parse is in the `message` stream as its `source` and `parseError`s, and the
/// run does not succeed; the other files still run.
@Suite struct ParseErrorMessagesTests {
    @Test func aFileThatDoesNotParseGivesParseErrorEnvelopes() throws {
        var ids = IdGenerator()
        let text = "Feature: Bad\n  Scenario: A\n    Given x\n      | a |\n      | a | b |\n"
        guard case .failure(let errors) = GherkinParser().parse(text, uri: "features/bad.feature", ids: &ids) else {
            Issue.record("the feature parsed")
            return
        }
        var bad = ParsedFeature(uri: "features/bad.feature", source: text,
                                document: GherkinDocument(uri: "features/bad.feature", feature: nil, comments: []), pickles: [])
        bad.parseErrors = errors.errors
        let harness = ReportHarness()
        var plan = try harness.plan()
        plan.features.insert(PlannedFeature(parsed: bad, system: nil), at: 0)
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reporter = try ReportCatalog.makeReporter(FormatRequest(name: "message", path: "\(folder)/m"), context: ReportHarness.context)
        let end = try harness.runner.run(plan, reporters: [reporter])
        let envelopes = try String(contentsOfFile: "\(folder)/m", encoding: .utf8).split(separator: "\n")
            .map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(envelopes.prefix(3).map { $0.keys.first! } == ["meta", "source", "parseError"])
        let parseError = try #require(envelopes[2]["parseError"] as? [String: Any])
        #expect(parseError["message"] as? String == "(5:7): inconsistent cell count within the table")
        #expect((parseError["source"] as? [String: Any])?["uri"] as? String == "features/bad.feature")
        #expect(envelopes.contains { $0["testCase"] != nil })
        #expect(!end.succeeded)
        #expect((envelopes.last?["testRunFinished"] as? [String: Any])?["success"] as? Bool == false)
    }
}
