import Gherkin
import Testing
@testable import Runner
import SpecrunKit

@Suite struct BaselineTests {
    func results() throws -> [CaseResult] {
        let plan = try planCounter()
        let recorder = EventRecorder()
        try Runner(systems: systems).run(plan, reporters: [recorder])
        return recorder.cases
    }

    @Test func aRecordedBaselineMatchesTheSameRun() throws {
        var baseline = Baseline()
        let cases = try results()
        cases.forEach { baseline.record($0) }
        var comparison = BaselineComparison()
        cases.forEach { comparison.compare($0, with: baseline) }
        #expect(comparison.matches)
        #expect(comparison.knownDivergences == 9)
    }

    @Test func changesAreSortedIntoRegressionsFixesAndOthers() throws {
        let cases = try results()
        var baseline = Baseline()
        cases.forEach { baseline.record($0) }
        let adding = BaselineKey(uri: "test.feature", scenario: "Adding", algorithm: "exact")
        let sloppy = BaselineKey(uri: "test.feature", scenario: "Adding", algorithm: "sloppy")
        let reporting = BaselineKey(uri: "test.feature", scenario: "Reporting", algorithm: "exact")
        baseline.expectations[adding] = .failed       // now passes: a fix
        baseline.expectations[sloppy] = .passed       // now fails: a regression
        baseline.expectations[reporting] = .undefined // now pending: another change
        var comparison = BaselineComparison()
        cases.forEach { comparison.compare($0, with: baseline) }
        #expect(comparison.fixes.map(\.key) == [adding])
        #expect(comparison.regressions.map(\.key) == [sloppy])
        #expect(comparison.regressions.first?.message == "expected 3, saw 4")
        #expect(comparison.otherChanges.map(\.key) == [reporting])
        #expect(!comparison.matches)
    }

    @Test func runsTheBaselineDoesNotKnowAreExpectedToPass() throws {
        var comparison = BaselineComparison()
        try results().forEach { comparison.compare($0, with: Baseline()) }
        // Failed and ambiguous ones, and undefined and pending ones too, strict or not.
        #expect(comparison.regressions.count == 9)
        #expect(Set(comparison.regressions.map(\.actual)) == [.failed, .ambiguous, .undefined, .pending])
        #expect(comparison.fixes.isEmpty)
    }
}
