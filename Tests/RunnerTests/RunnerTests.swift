import Gherkin
import Testing
@testable import Runner
import SpecrunKit

@Suite struct RunnerTests {

    func plan(_ text: String = counterFeature, selection: Selection = Selection(), order: ScenarioOrder = .defined,
              shard: Shard? = nil) throws -> SuitePlan {
        try planCounter(text, selection: selection, order: order, shard: shard)
    }

    func run(_ plan: SuitePlan, options: SuiteOptions = SuiteOptions(jobs: 1, strict: false), baseline: Baseline? = nil) throws -> (EventRecorder, SuiteEnd) {
        let recorder = EventRecorder()
        let end = try Runner(systems: systems, options: options, clock: .fixed(at: WallTime(secondsSinceEpoch: 0)))
            .run(plan, baseline: baseline, reporters: [recorder])
        return (recorder, end)
    }

    @Test func eachPickleRunsOncePerAlgorithm() throws {
        let plan = try plan()
        #expect(plan.pickles.count == 6)
        #expect(plan.runs.count == 12)
        #expect(plan.runs.prefix(2).map(\.algorithm) == ["exact", "sloppy"])
    }

    @Test func statusesFollowCucumber() throws {
        let (recorder, end) = try run(try plan())
        let statuses = recorder.cases.map { "\($0.pickle.name)/\($0.algorithm)=\($0.status.rawValue)" }
        #expect(statuses == [
            "Adding/exact=passed", "Adding/sloppy=failed",
            "Adding many/exact=passed", "Adding many/sloppy=failed",
            "Adding many/exact=passed", "Adding many/sloppy=failed",
            "Reporting/exact=pending", "Reporting/sloppy=pending",
            "Undefined/exact=undefined", "Undefined/sloppy=undefined",
            "Ambiguous/exact=ambiguous", "Ambiguous/sloppy=ambiguous",
        ])
        #expect(end.summary.failures == 5)
        #expect(end.summary.scenarios == ScenarioTally(passOnAll: 0, passOnSome: 3, passOnNone: 3))
        #expect(!end.succeeded)
    }

    @Test func aFailedStepSkipsTheRestAndSaysWhy() throws {
        let (recorder, _) = try run(try plan())
        let sloppy = recorder.cases[1]
        #expect(sloppy.steps.map(\.status) == [.passed, .passed, .failed])
        #expect(sloppy.steps[2].message == "expected 3, saw 4")
        let undefined = recorder.cases[8]
        #expect(undefined.steps.map(\.status) == [.passed, .undefined, .skipped])
        #expect(undefined.steps[1].snippet?.contains("steps.when(\"I multiply by {int}\")") == true)
        let ambiguous = recorder.cases[10]
        #expect(ambiguous.steps[0].message?.contains("matches 2 definitions") == true)
    }

    @Test func metricsComeFromTheWorld() throws {
        let (recorder, end) = try run(try plan())
        #expect(recorder.cases[0].outcome?.metrics.requestsByEndpoint["add"] == 1)
        #expect(end.summary.algorithms.map(\.algorithm) == ["exact", "sloppy"])
        #expect(end.summary.algorithms[0][.passed] == 3)
    }

    @Test func aDryRunMatchesWithoutRunning() throws {
        let options = SuiteOptions(jobs: 1, strict: false, dryRun: true)
        let (recorder, end) = try run(try plan(), options: options)
        #expect(recorder.cases[0].steps.map(\.status) == [.skipped, .skipped, .skipped])
        #expect(recorder.cases[0].outcome == nil)
        #expect(recorder.cases[8].status == .undefined)
        #expect(end.summary.failures == 2)
    }

    @Test func strictCountsUndefinedAndPendingAsFailures() throws {
        let options = SuiteOptions(strict: true)
        let (_, end) = try run(try plan(), options: options)
        #expect(end.summary.failures == 9)
    }

    @Test func failFastStopsAtTheFirstFailure() throws {
        let options = SuiteOptions(failFast: true)
        let (recorder, end) = try run(try plan(), options: options)
        #expect(recorder.cases.count == 2)
        #expect(end.stoppedEarly)
        #expect(!end.interrupted)
    }

    @Test(arguments: [2, 3, 8]) func parallelRunsReportLikeASerialOne(jobs: Int) throws {
        let serial = try run(try plan()).0.cases
        let options = SuiteOptions(jobs: jobs)
        let parallel = try run(try plan(), options: options).0.cases
        #expect(parallel.map(\.id) == serial.map(\.id))
        #expect(parallel.map(\.status) == serial.map(\.status))
        #expect(parallel.map(\.steps) == serial.map(\.steps))
    }

    @Test func aFixedClockMakesEveryDurationZero() throws {
        let (recorder, end) = try run(try plan())
        #expect(recorder.cases.allSatisfy { $0.durationNanoseconds == 0 && $0.startedAt == WallTime(secondsSinceEpoch: 0) })
        #expect(end.durationNanoseconds == 0)
    }

    @Test func cancellationStopsBeforeTheNextRun() throws {
        let recorder = EventRecorder()
        let end = try Runner(systems: systems).run(try plan(), reporters: [recorder]) { recorder.cases.count >= 3 }
        #expect(recorder.cases.count == 3)
        #expect(end.interrupted)
        #expect(!end.succeeded)
    }
}
