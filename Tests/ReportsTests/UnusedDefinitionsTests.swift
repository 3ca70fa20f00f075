import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The console summary lists the step definitions no step used, for a run of whole features.
@Suite struct UnusedDefinitionsTests {
    static let feature = "@viewer\nFeature: Small\n  Scenario: Opening\n    When the user opens the article\n"

    @Test func theSummaryListsTheDefinitionsNoStepUsed() throws {
        var harness = ReportHarness()
        harness.features = [("features/small.feature", Self.feature)]
        let summary = try harness.render(["summary"])["summary"]!
        #expect(summary.contains("Step definitions no step used:\n  @viewer the article {string} is cached (ViewerSteps.swift:12)\n"))
        #expect(!summary.contains("the user opens the article (ViewerSteps.swift"))
    }

    @Test func aShardListsNone() throws {
        var harness = ReportHarness()
        harness.features = [("features/small.feature", Self.feature)]
        harness.shard = Shard(index: 1, count: 2)
        #expect(!(try harness.render(["summary"])["summary"]!.contains("no step used")))
    }
}
