import Testing
@testable import Runner
import SpecrunKit

/// The summary counts each scenario's runs and each algorithm's tallies whatever order the runs
/// come in: a run hands them on scenario by scenario, and `specrun report --from` adds the runs of
/// shards one shard after another, a scenario's runs apart.
@Suite struct SummaryBuilderTests {
    func cases() throws -> [CaseResult] {
        let recorder = EventRecorder()
        try Runner(systems: systems, options: SuiteOptions(jobs: 1, strict: false)).run(try planCounter(), reporters: [recorder])
        return recorder.cases
    }

    func summary(of cases: [CaseResult], closingEach closes: Bool) -> SuiteSummary {
        var builder = SummaryBuilder(systems: systems.map(\.description), strict: false)
        for result in cases {
            builder.add(result)
            if closes { builder.closeScenarios() }
        }
        return builder.summary()
    }

    @Test func theSummaryIsTheSameWhateverOrderTheRunsComeIn() throws {
        let cases = try cases()
        let inOrder = summary(of: cases, closingEach: false)
        #expect(inOrder.scenarios == ScenarioTally(passOnAll: 0, passOnSome: 3, passOnNone: 3))
        // Each algorithm's runs together, as two shards split by algorithm would be merged.
        let byAlgorithm = cases.filter { $0.algorithm == "exact" } + cases.filter { $0.algorithm == "sloppy" }
        #expect(byAlgorithm.map(\.pickle.pickle.id) != cases.map(\.pickle.pickle.id))
        #expect(summary(of: byAlgorithm, closingEach: false) == inOrder)
        #expect(summary(of: cases.reversed(), closingEach: false) == inOrder)
    }

    @Test func aScenarioClosedAfterEachRunCountsEachRunAlone() throws {
        // Closing after every run puts each run in a bucket of its own: 12 runs, 6 pass or not.
        let summary = summary(of: try cases(), closingEach: true)
        #expect(summary.scenarios.total == 12)
        #expect(summary.scenarios.passOnAll == 3)
    }
}
