import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// With a fixed clock (`SOURCE_DATE_EPOCH`), the same inputs give byte-identical reports: run after
/// run, in a shuffled order with the same seed, and with any number of threads.
@Suite(.tags(.slow)) struct DeterminismTests {
    static let formats = ["json", "junit", "message", "html", "cucumber-json", "markdown", "pretty", "progress"]

    static func harness(jobs: Int = 1, order: ScenarioOrder = .random(seed: 42)) -> ReportHarness {
        var harness = ReportHarness()
        harness.features.append(("features/hostile.feature", ViewerFeatures.hostile))
        harness.options.jobs = jobs
        harness.order = order
        return harness
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let first = try Self.harness().render(Self.formats)
        let second = try Self.harness().render(Self.formats)
        for format in Self.formats { #expect(first[format] == second[format], "\(format)") }
    }

    @Test func threadsDoNotChangeTheReports() throws {
        let serial = try Self.harness(jobs: 1).render(Self.formats)
        let parallel = try Self.harness(jobs: 4).render(Self.formats)
        for format in Self.formats { #expect(serial[format] == parallel[format], "\(format)") }
    }

    @Test func theOrderChangesOnlyTheOrderOfRuns() throws {
        let defined = try Self.harness(order: .defined).render(["html", "junit", "cucumber-json"])
        let shuffled = try Self.harness(order: .random(seed: 7)).render(["html", "junit", "cucumber-json"])
        // These formats list scenarios as the files do, whatever order the runs went in.
        #expect(defined["junit"] == shuffled["junit"])
        #expect(defined["cucumber-json"] == shuffled["cucumber-json"])
        #expect(defined["html"]?.replacingOccurrences(of: " · random order, seed 7", with: "") == shuffled["html"]?.replacingOccurrences(of: " · random order, seed 7", with: ""))
    }
}
