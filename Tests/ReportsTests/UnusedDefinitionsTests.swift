import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The step definitions no step uses are listed by `specrun --list-steps --unused` (`DefinitionUse`),
/// not in every run's summary.
@Suite struct UnusedDefinitionsTests {
    static let feature = "@viewer\nFeature: Small\n  Scenario: Opening\n    When the user opens the article\n"

    @Test func theDefinitionsNoStepUsesAreListedPerSystem() throws {
        var harness = ReportHarness()
        harness.features = [("features/small.feature", Self.feature)]
        var use = DefinitionUse()
        for feature in try harness.plan().features {
            for pickle in feature.runningPickles { use.note(pickle) }
        }
        let listed = use.unused(in: harness.systems.map(\.description))
        #expect(listed.map(\.system.name) == ["viewer"])
        let patterns = listed[0].definitions.map(\.pattern.description)
        #expect(patterns.contains("the article {string} is cached"))
        #expect(!patterns.contains("the user opens the article"))
    }

    @Test func theSummaryListsNone() throws {
        var harness = ReportHarness()
        harness.features = [("features/small.feature", Self.feature)]
        for format in ["summary", "progress", "pretty"] {
            #expect(!(try harness.render([format])[format]!.contains("no step used")))
        }
    }
}
