import Foundation
import Gherkin
import Testing
@testable import Runner
import SpecrunKit

/// Hooks, skipping, retries, attachments and the data-table check, on a system that records what ran.
@Suite struct HookTests {
    struct World {
        var log: [String] = []
        var attempt: Int
        var seed: UInt64
    }

    /// A system whose hooks and steps are given by each test.
    struct Recording: SystemUnderTest {
        static let name = "recording"
        static let summary = "records what ran"
        let algorithms = [Algorithm<Void, Void>(name: "only", summary: "the only one") {}]
        let steps: StepRegistry<World>
        var failsToStart = false

        func prepare(settings: RunSettings) throws {
            if failsToStart { throw StepError.failed("no device") }
        }

        func makeWorld(running algorithm: Algorithm<Void, Void>, settings: RunSettings) throws -> World {
            World(attempt: settings.attempt, seed: settings.seed)
        }

        func outcome(of world: inout World) -> RunOutcome { RunOutcome() }
    }

    func run(_ feature: String, _ system: Recording, retry: Int = 0, clock: WallClock = .fixed(at: WallTime(secondsSinceEpoch: 0)))
        throws -> (EventRecorder, SuiteEnd) {
        var ids = IdGenerator()
        let parsed = parseFeature(feature, ids: &ids)
        let systems = [try AnySystem(system)]
        let plan = try SuitePlanner(systems: systems.map(\.matcher)).plan([parsed], ids: &ids)
        let recorder = EventRecorder()
        let end = try Runner(systems: systems, options: SuiteOptions(retry: retry, strict: false), clock: clock).run(plan, reporters: [recorder])
        return (recorder, end)
    }

    func statuses(_ result: CaseResult) -> [String] {
        result.attempts.last!.testSteps.map { step in
            switch step.source {
            case .hook(let index): "hook \(index): \(step.result.status.rawValue)"
            case .pickleStep: "\(step.result.text): \(step.result.status.rawValue)"
            }
        }
    }

    @Test func beforeHooksRunInOrderAndAfterHooksInReverseForTheTagsTheyName() throws {
        var steps = StepRegistry<World>()
        steps.before { _, _ in }
        steps.before(tags: "@slow") { _, _ in }
        steps.given("a step") { _, _ in }
        steps.after { _, _ in }
        steps.after(tags: "not @slow", name: "quick cleanup") { _, _ in }
        let (recorder, _) = try run("Feature: F\n  @slow\n  Scenario: A\n    Given a step\n  Scenario: B\n    Given a step\n",
                                    Recording(steps: steps))
        #expect(statuses(recorder.cases[0]) == ["hook 0: passed", "hook 1: passed", "a step: passed", "hook 2: passed"])
        #expect(statuses(recorder.cases[1]) == ["hook 0: passed", "a step: passed", "hook 3: passed", "hook 2: passed"])
        #expect(Recording(steps: steps).steps.resolved().hookSummaries[3].name == "quick cleanup")
    }

    @Test func skippingFromABeforeHookSkipsTheStepsButNotTheAfterHooks() throws {
        var steps = StepRegistry<World>()
        steps.before { _, _ in throw StepError.skipped() }
        steps.given("a step") { _, _ in Issue.record("a skipped scenario's step ran") }
        steps.after { _, _ in }
        let (recorder, end) = try run("Feature: F\n  Scenario: A\n    Given a step\n    And an undefined step\n", Recording(steps: steps))
        #expect(statuses(recorder.cases[0]) == ["hook 0: skipped", "a step: skipped", "an undefined step: skipped", "hook 1: passed"])
        #expect(recorder.cases[0].status == .skipped)
        #expect(end.succeeded)
    }

    @Test func aFailingBeforeHookExplainsTheCaseAndTheAfterHooksStillRun() throws {
        var steps = StepRegistry<World>()
        steps.before(name: "Log in") { _, _ in throw StepError.failed("no account") }
        steps.given("a step") { _, _ in }
        steps.after { _, _ in }
        let (recorder, _) = try run("Feature: F\n  Scenario: A\n    Given a step\n", Recording(steps: steps))
        let result = recorder.cases[0]
        #expect(statuses(result) == ["hook 0: failed", "a step: skipped", "hook 1: passed"])
        #expect(result.decisiveStep?.text == "Before hook \"Log in\"")
        #expect(result.decisiveStep?.line == 2 && result.decisiveStep?.message == "no account")
    }

    /// What explains a case is the first test step that did not pass, in the order they ran: a
    /// failing `After` hook when the steps passed, the failed step before it when one failed.
    @Test func aFailingAfterHookExplainsTheCaseOnlyAfterStepsThatPassed() throws {
        var steps = StepRegistry<World>()
        steps.before(name: "Open") { _, _ in }
        steps.given("a step") { _, _ in }
        steps.given("a failing step") { _, _ in throw StepError.failed("the step failed") }
        steps.after(name: "Close") { _, _ in throw StepError.failed("could not close") }
        let feature = "Feature: F\n  Scenario: A\n    Given a step\n  Scenario: B\n    Given a step\n    And a failing step\n"
        let (recorder, _) = try run(feature, Recording(steps: steps))
        #expect(statuses(recorder.cases[0]) == ["hook 0: passed", "a step: passed", "hook 1: failed"])
        #expect(recorder.cases[0].decisiveStep?.message == "could not close")
        #expect(statuses(recorder.cases[1]) == ["hook 0: passed", "a step: passed", "a failing step: failed", "hook 1: failed"])
        #expect(recorder.cases[1].decisiveStep?.message == "the step failed")
    }

    @Test func stepHooksRunAroundEachStepAndFailTheStepTheyFailIn() throws {
        var steps = StepRegistry<World>()
        steps.beforeStep { world, context in
            world.log.append("before")
            context.log("about to run")
        }
        steps.afterStep(tags: "@strict") { world, _ in
            if world.log.count > 2 { throw StepError.failed("too many steps") }
        }
        steps.given("a step") { world, _ in world.log.append("step") }
        let (recorder, _) = try run("Feature: F\n  @strict\n  Scenario: A\n    Given a step\n    And a step\n    And a step\n",
                                    Recording(steps: steps))
        let result = recorder.cases[0]
        #expect(result.steps.map(\.status) == [.passed, .failed, .skipped])
        #expect(result.steps[1].message == "too many steps")
        #expect(result.steps[0].attachments.map(\.body) == ["about to run"])
        #expect(Recording(steps: steps).steps.resolved().hookSummaries.map(\.kind) == [.beforeStep, .afterStep])
    }

    @Test func hooksThatNeedOnlyTheWorldOrNothing() throws {
        var steps = StepRegistry<World>()
        steps.beforeAll { }
        steps.before(tags: "@a", name: "A named hook") { world in world.log.append("before") }
        steps.given("the log says {string}") { world, arguments in
            if world.log != [try arguments[0] as String] { throw StepError.failed("the log says \(world.log)") }
        }
        steps.after { world in world.log.removeAll() }
        steps.afterAll { throw StepError.failed("stopped badly") }
        let (recorder, end) = try run("Feature: F\n  @a\n  Scenario: A\n    Given the log says \"before\"\n", Recording(steps: steps))
        #expect(recorder.cases[0].status == .passed)
        #expect(end.failedRunHooks == 1)
    }

    @Test func aFailedCaseRunsAgainWithANewSeedUntilItPasses() throws {
        var steps = StepRegistry<World>()
        steps.given("a step that passes the third time") { world, _ in
            if world.attempt < 2 { throw StepError.failed("attempt \(world.attempt)") }
        }
        let (recorder, end) = try run("Feature: F\n  Scenario: A\n    Given a step that passes the third time\n",
                                      Recording(steps: steps), retry: 3)
        let result = recorder.cases[0]
        #expect(result.attempts.map(\.status) == [.failed, .failed, .passed])
        #expect(result.attempts.map(\.willBeRetried) == [true, true, false])
        #expect(result.status == .passed)
        #expect(end.succeeded)
        #expect(Set((0...2).map { RunSettings(seed: 7).forAttempt($0).seed }).count == 3)
        #expect(RunSettings(seed: 7).forAttempt(0).seed == 7)
    }

    /// `--retry 200000` on a case that always fails once kept all 200,001 attempts (800 MB): the
    /// first ones and the last are kept, those between only counted.
    @Test func aCaseRetriedManyTimesKeepsItsFirstAttemptsAndItsLast() throws {
        var steps = StepRegistry<World>()
        steps.given("a step that always fails") { world, _ in throw StepError.failed("attempt \(world.attempt)") }
        let retries = 1_000
        let (recorder, _) = try run("Feature: F\n  Scenario: A\n    Given a step that always fails\n",
                                    Recording(steps: steps), retry: retries)
        let result = recorder.cases[0]
        let kept = CaseResult.keptAttempts
        #expect(result.attempts.map(\.number) == Array(0..<kept) + [retries])
        #expect(result.attemptsLeftOut == retries + 1 - kept - 1)
        #expect(result.attemptCount == retries + 1)
        #expect(result.attempts.last?.willBeRetried == false && result.attempts.dropLast().allSatisfy(\.willBeRetried))
        #expect(result.steps.first?.message == "attempt \(retries)")
        // An ordinary retry keeps every attempt.
        let (few, _) = try run("Feature: F\n  Scenario: A\n    Given a step that always fails\n", Recording(steps: steps), retry: kept)
        #expect(few.cases[0].attempts.map(\.number) == Array(0...kept))
        #expect(few.cases[0].attemptsLeftOut == 0)
    }

    @Test func aStepWithADataTableItsDefinitionDoesNotReadFails() throws {
        var steps = StepRegistry<World>()
        steps.given("these articles:") { _, _ in }
        steps.given("those articles:") { _, arguments in _ = arguments.dataTable }
        let (recorder, _) = try run("Feature: F\n  Scenario: A\n    Given those articles:\n      | a |\n    Given these articles:\n      | a |\n",
                                    Recording(steps: steps))
        let steps2 = recorder.cases[0].steps
        #expect(steps2.map(\.status) == [.passed, .failed])
        #expect(steps2[1].message?.hasPrefix("test.feature:5: the step is written with a data table, but its definition") == true)
    }

    @Test func attachmentsAreKeptWithTheStepAndTheTickingClockAdvancesAtEveryReading() throws {
        var steps = StepRegistry<World>()
        steps.given("a step") { _, arguments in
            arguments.log("hello")
            arguments.attach([0, 1, 2], mediaType: "application/octet-stream", fileName: "bytes.bin")
        }
        let (recorder, _) = try run("Feature: F\n  Scenario: A\n    Given a step\n", Recording(steps: steps), clock: .ticking())
        let step = recorder.cases[0].steps[0]
        #expect(step.attachments.map(\.mediaType) == [Attachment.logMediaType, "application/octet-stream"])
        #expect(step.attachments[1].body == "AAEC" && step.attachments[1].encoding == .base64)
        #expect(step.startedAt?.nanosecondsSinceEpoch == 2_000_000)
        #expect(step.attachments.map(\.timestamp.nanosecondsSinceEpoch) == [3_000_000, 4_000_000])
        #expect(step.finishedAt?.nanosecondsSinceEpoch == 5_000_000)
        #expect(step.durationNanoseconds == 1_000_000)
    }

    /// On the system clock a step reads the clock once at each end: its instants follow one
    /// another and the wall clock, its duration fits between them, and a step that did not run
    /// has none.
    @Test func theSystemClocksInstantsAndDurationsAgree() throws {
        var steps = StepRegistry<World>()
        steps.given("a step") { _, _ in
            var spin = 0
            for value in 0..<200_000 { spin &+= value }
            if spin == 1 { throw StepError.failed("never") }
        }
        steps.then("it fails") { _, _ in throw StepError.failed("no") }
        let before = UInt64(Date().timeIntervalSince1970 * 1e9)
        let (recorder, _) = try run("Feature: F\n  Scenario: A\n    Given a step\n    And a step\n    Then it fails\n    And a step\n",
                                    Recording(steps: steps), clock: .system)
        let after = UInt64(Date().timeIntervalSince1970 * 1e9)
        let results = recorder.cases[0].steps
        #expect(results.map(\.status) == [.passed, .passed, .failed, .skipped])
        var last = before &- 1_000_000
        for step in results {
            let start = try #require(step.startedAt?.nanosecondsSinceEpoch), end = try #require(step.finishedAt?.nanosecondsSinceEpoch)
            #expect(last <= start && start <= end && end <= after &+ 1_000_000)
            #expect(step.durationNanoseconds <= end - start)
            last = end
        }
        #expect(results[0].durationNanoseconds > 0 && results[3].durationNanoseconds == 0)
    }

    @Test func aFailingBeforeAllHookRunsNoCaseButTheAfterAllHooks() throws {
        var steps = StepRegistry<World>()
        steps.beforeAll { _ in throw StepError.failed("no server") }
        steps.given("a step") { _, _ in }
        steps.afterAll { context in context.log("cleaned up") }
        let (recorder, end) = try run("Feature: F\n  Scenario: A\n    Given a step\n", Recording(steps: steps))
        #expect(recorder.cases.isEmpty)
        let hooks = recorder.events.compactMap { if case .runHookFinished(let hook) = $0 { hook } else { nil } }
        #expect(hooks.map(\.result.status) == [.failed, .passed])
        #expect(hooks[1].result.attachments.map(\.body) == ["cleaned up"])
        #expect(!end.succeeded && end.failedRunHooks == 1)
    }

    @Test func aSystemThatCannotStartAbortsTheRun() throws {
        var steps = StepRegistry<World>()
        steps.beforeAll { _ in Issue.record("a hook ran after the system failed to start") }
        steps.given("a step") { _, _ in }
        let (recorder, end) = try run("Feature: F\n  Scenario: A\n    Given a step\n", Recording(steps: steps, failsToStart: true))
        #expect(recorder.cases.isEmpty)
        #expect(end.exception?.message == "no device")
        #expect(!end.succeeded && !end.interrupted)
    }

    @Test func aDefinitionWithAnUndefinedParameterTypeIsLeftOutAndReported() throws {
        var steps = StepRegistry<World>()
        steps.given("{airport} is closed") { _, _ in }
        let resolved = steps.resolved()
        #expect(resolved.definitions.isEmpty && resolved.problems.isEmpty)
        #expect(resolved.supportCode == [.undefinedParameterType(name: "airport", expression: "{airport} is closed")])
    }
}
