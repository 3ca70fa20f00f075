import Expressions
import Gherkin

/// Runs one planned pickle against one algorithm of a system, as Cucumber does: each attempt in a
/// fresh world, the `Before` hooks, the steps, then the `After` hooks whatever happened. Once a step
/// or hook does not pass, the steps after it are skipped (undefined and ambiguous ones still say
/// so); a step or `Before` hook that skips skips everything after it but the `After` hooks. A failed
/// attempt runs again while `--retry` allows.
///
/// One executor serves every run of its system: what the runs share (the step registry, the step
/// hooks) is read from the system once, when the executor is made. It is inlinable (as
/// `AnySystem.init` is), so that it is specialized for each system's world where the system is
/// made: a run then looks up no generic type at run time.
@usableFromInline
struct CaseExecutor<System: SystemUnderTest>: Sendable {
    @usableFromInline let system: System
    /// The system's step definitions and hooks, resolved once.
    @usableFromInline let steps: ResolvedSteps<System.World>
    /// The system's algorithms, its own and the external ones (a few: found by name faster than hashed).
    @usableFromInline let algorithms: [Algorithm<System.Environment, System.App>]
    /// The `BeforeStep` and `AfterStep` hooks, in registration order (usually none).
    @usableFromInline let stepHooks: [Hook<System.World>]
    /// The spec each of `algorithms` is held to, at its place: its own name, or the algorithm whose
    /// spec it follows (a port follows the algorithm it ports). Found with the algorithm, once a run.
    @usableFromInline let specs: [String]
    @inlinable
    init(system: System, steps: ResolvedSteps<System.World>, algorithms: [Algorithm<System.Environment, System.App>],
         follows: [String: String] = [:]) {
        self.system = system
        self.steps = steps
        self.algorithms = algorithms
        specs = algorithms.map { follows[$0.name] ?? $0.name }
        stepHooks = steps.hooks.filter { $0.summary.kind == .beforeStep || $0.summary.kind == .afterStep }
    }
    @inlinable
    func run(_ pickle: PlannedPickle, algorithm: String, options: SuiteOptions, clock: WallClock) -> CaseResult {
        let start = clock.tick()
        // The algorithm's place, found once for all its attempts; an unknown name fails each attempt.
        let place = algorithms.firstIndex { $0.name == algorithm }
        let spec = place.map { specs[$0] } ?? algorithm
        // A departure from another algorithm's spec is no failure: it is not retried.
        let retries = pickle.intent.isSpec(ofAnotherThan: spec) ? 0 : options.retry
        let context = Context(options: options, clock: clock, settings: options.settings(window: system.observationWindow))
        // The first attempts and the last are kept; those between are only counted, so memory does
        // not grow with --retry. A run that is not retried keeps its one attempt and makes no list.
        var earlier: [CaseAttempt] = []
        var leftOut = 0
        var number = 0
        while true {
            var (attempt, outcome) = runAttempt(number, pickle, algorithm: algorithm, at: place, context: context)
            attempt.willBeRetried = attempt.status == .failed && number < retries
            guard attempt.willBeRetried else {
                return CaseResult(id: "", pickle: pickle, algorithm: algorithm,
                                  status: pickle.intent.status(of: attempt.status, onAlgorithmFollowing: spec), steps: attempt.steps,
                                  outcome: outcome, startedAt: earlier.first?.startedAt ?? attempt.startedAt,
                                  durationNanoseconds: clock.nanoseconds(since: start), earlierAttempts: earlier, lastAttempt: attempt,
                                  attemptsLeftOut: leftOut)
            }
            if earlier.count < CaseResult.keptAttempts { earlier.append(attempt) } else { leftOut += 1 }
            number += 1
        }
    }

    /// What the attempts of one run share: the run's options, the real clock, and the settings of
    /// its first attempt's world.
    @usableFromInline
    struct Context {
        @usableFromInline let options: SuiteOptions
        @usableFromInline let clock: WallClock
        @usableFromInline let settings: RunSettings
        @inlinable
        init(options: SuiteOptions, clock: WallClock, settings: RunSettings) {
            self.options = options
            self.clock = clock
            self.settings = settings
        }

        @inlinable
        var dryRun: Bool { options.dryRun }
    }

    /// Where an attempt has got to: still running its steps, past a step that did not pass, or
    /// skipping the rest.
    @usableFromInline
    enum Progress {
        case running
        case stopped
        case skipping
    }

    /// One attempt in a fresh world: the attempt and the run's outcome.
    @inlinable
    func runAttempt(_ number: Int, _ pickle: PlannedPickle, algorithm: String, at place: Int?,
                            context: Context) -> (CaseAttempt, RunOutcome?) {
        let tags = pickle.tags  // the names, made from the pickle's tags once for the attempt
        let scenario = StepContext.Scenario(name: pickle.name, uri: pickle.uri, line: pickle.line, tags: tags)
        let startedAt = context.clock.now()
        var world: System.World?
        // Whether `world` was made, known once: testing a generic optional for nil copies it.
        var hasWorld = false
        var setupFailure: String?
        if !context.dryRun {
            do {
                guard let place else {
                    throw StepError.failed("no \(System.name) algorithm \"\(algorithm)\"; known: "
                        + system.algorithms.map(\.name).joined(separator: ", "))
                }
                world = try system.makeWorld(running: algorithms[place], settings: context.settings.forAttempt(number))
                hasWorld = true
            } catch {
                setupFailure = "could not set up a world for \(algorithm): \(error)"
            }
        }
        var progress = Progress.running
        var hooks: [CaseAttempt.Hook] = []  // most runs have none: no list made
        var steps: [StepResult] = []
        steps.reserveCapacity(pickle.steps.count)
        let stepHooks = stepHooks.isEmpty ? [] : stepHooks.filter { $0.applies(to: tags) }
        // One context for the attempt's steps and hooks: each takes what was attached while it ran.
        let stepContext = StepContext(scenario: scenario, attempt: number, clock: context.clock)
        for index in pickle.beforeHooks {
            let runs = progress == .running && hasWorld
            let result = scenarioHook(index, runs: runs, on: &world, stepContext, context: context)
            progress = next(progress, after: result.status, ran: runs)
            hooks.append(CaseAttempt.Hook(index: index, stepsBefore: 0, result: result))
        }
        pickle.steps.withUnsafeBufferPointer { pickleSteps in
            guard let first = pickleSteps.baseAddress else { return }
            for position in pickleSteps.indices {
                let (result, ran) = pickleStep(first + position, progress: progress, setupFailure: setupFailure, on: &world, hasWorld,
                                               stepContext, stepHooks: stepHooks, context: context)
                progress = next(progress, after: result.status, ran: ran)
                steps.append(result)
            }
        }
        for index in pickle.afterHooks {
            let result = scenarioHook(index, runs: hasWorld, on: &world, stepContext, context: context)
            hooks.append(CaseAttempt.Hook(index: index, stepsBefore: steps.count, result: result))
        }
        let outcome = hasWorld ? system.outcome(of: &world!) : nil
        let status = min(steps.lazy.map(\.status).min() ?? .passed, hooks.lazy.map(\.result.status).min() ?? .passed)
        let attempt = CaseAttempt(number: number, startedAt: startedAt, finishedAt: context.clock.now(), steps: steps, hooks: hooks,
                                  status: status, willBeRetried: false)
        return (attempt, outcome)
    }

    /// A `Before` or `After` hook: run when `runs` (never without a world), else skipped.
    @inlinable
    func scenarioHook(_ index: Int, runs: Bool, on world: inout System.World?, _ stepContext: StepContext,
                              context: Context) -> StepResult {
        var result = hookResult(index, line: stepContext.scenario?.line ?? 0)
        let start = context.clock.read()
        if runs {
            perform(&result) { try runScenarioHook(index, on: &world!, stepContext) }
            stepContext.moveAttached(to: &result)
        }
        time(&result, from: start, ran: runs, clock: context.clock)
        return result
    }

    /// A step of the pickle, given how far the attempt has got and whether it has a world; whether
    /// its body ran. The step is read where the plan stores it: a copy would retain and release
    /// each of its texts and arguments, on every run.
    @inlinable
    func pickleStep(_ step: UnsafePointer<PlannedStep>, progress: Progress, setupFailure: String?, on world: inout System.World?,
                            _ hasWorld: Bool, _ stepContext: StepContext, stepHooks: [Hook<System.World>],
                            context: Context) -> (StepResult, ran: Bool) {
        var result = StepResult(keyword: step.pointee.keyword, text: step.pointee.text, line: step.pointee.line, status: .skipped)
        var ran = false
        let start = context.clock.read()
        switch (step.pointee.matchedDefinition, progress) {
        case (let index?, .running):
            if let setupFailure {
                result.status = .failed
                result.message = setupFailure
            } else if hasWorld {
                perform(&result) {
                    try runStep(index, step, on: &world!, stepHooks: stepHooks, stepContext)
                }
                stepContext.moveAttached(to: &result)
                ran = true
            }
        case (nil, _):
            unmatched(step, progress: progress, into: &result)
        case (_?, _):
            break  // matched, after a step that did not pass: skipped
        }
        time(&result, from: start, ran: ran, clock: context.clock)
        return (result, ran)
    }

    /// What an undefined, ambiguous or unmatchable step says, given how far the attempt has got.
    @inlinable
    func unmatched(_ step: UnsafePointer<PlannedStep>, progress: Progress, into result: inout StepResult) {
        switch step.pointee.match {
        case .undefined where progress != .skipping:
            let snippet = step.pointee.snippet, snippets = step.pointee.snippets
            result.status = .undefined
            result.snippet = snippet
            result.snippets = snippets.isEmpty ? snippet.map { [$0] } ?? [] : snippets
            result.message = "Undefined step. Define it with:\n\(snippet ?? "")"
        case .ambiguous(let indexes, _) where progress != .skipping:
            result.status = .ambiguous
            result.message = ambiguityMessage(step.pointee.text, indexes)
        case .unmatchable(_, let reason) where progress == .running:
            result.status = .failed
            result.message = reason
        default:
            break
        }
    }

    /// A body that skips makes the rest skip; a step that was not run because of what came before
    /// changes nothing.
    @inlinable
    func next(_ progress: Progress, after status: Status, ran: Bool) -> Progress {
        switch (progress, status) {
        case (.skipping, _), (_, .passed): progress
        case (.running, .skipped): ran ? .skipping : progress
        case (_, .skipped): progress
        default: .stopped
        }
    }

    /// A `BeforeAll` or `AfterAll` hook, outside any world.
    @inlinable
    func runRunHook(_ index: Int, options: SuiteOptions, clock: WallClock) -> RunHookResult {
        let context = Context(options: options, clock: clock, settings: options.settings(window: system.observationWindow))
        let hook = steps.hooks[index]
        var result = hookResult(index, line: hook.summary.location.line)
        let start = context.clock.read()
        var ran = false
        if !context.dryRun, case .run(let body) = hook.body {
            let stepContext = StepContext(scenario: nil, clock: context.clock)
            perform(&result) { try body(stepContext) }
            result.attachments = stepContext.attached
            ran = true
        }
        time(&result, from: start, ran: ran, clock: context.clock)
        return RunHookResult(system: System.name, hook: hook.summary, startedAt: start.instant, result: result)
    }

    /// A hook's result before it runs, named as reports show it (`Before hook "Log in"`) at `line`
    /// (the scenario's, for a scenario hook).
    @inlinable
    func hookResult(_ index: Int, line: Int) -> StepResult {
        let hook = steps.hooks[index].summary
        let text = "\(hook.kind.displayName) hook" + (hook.name.map { " \"\($0)\"" } ?? " (\(hook.location))")
        return StepResult(keyword: "", text: text, line: line, status: .skipped)
    }
    @inlinable
    func runScenarioHook(_ index: Int, on world: inout System.World, _ context: StepContext) throws {
        if case .scenario(let body) = steps.hooks[index].body { try body(&world, context) }
    }

    /// A matched step: its `BeforeStep` hooks, its body (unless a hook failed), its `AfterStep` hooks
    /// (`stepHooks`: those of the scenario's tags).
    @inlinable
    func runStep(_ index: Int, _ step: UnsafePointer<PlannedStep>, on world: inout System.World,
                         stepHooks: [Hook<System.World>], _ context: StepContext) throws {
        for hook in stepHooks where hook.summary.kind == .beforeStep { try runScenarioHook(hook.summary.index, on: &world, context) }
        // The step's doc string or table, mostly none: not the whole step, and nothing copied when
        // there is none (a copy of the optional went through its generic copy, every step).
        let argument: PickleStepArgument? = if case .none = step.pointee.pickleStep.argument { nil } else { step.pointee.pickleStep.argument }
        // The values converted when the step was planned, mostly; else the match's arguments,
        // read from the match only then (the caller reads only the definition's index, which
        // copies nothing).
        let stepArguments = try step.pointee.values.map { StepArguments(values: $0, argument: argument, context: context) }
            ?? StepArguments(matched: step.pointee.matchedArguments, argument: argument, context: context)
        try steps.run(index, on: &world, with: stepArguments)
        if let unread = stepArguments.unreadArgument() {
            let definition = steps.definitions[index]
            throw StepError.failed("\(context.scenario?.uri ?? "the feature"):\(step.pointee.line): the step is written with \(unread), "
                + "but its definition \"\(definition.pattern)\" (\(definition.location)) does not take one; "
                + "read arguments.\(unread == "a data table" ? "dataTable" : "docString") in it, or remove it from the step")
        }
        for hook in stepHooks.reversed() where hook.summary.kind == .afterStep {
            try runScenarioHook(hook.summary.index, on: &world, context)
        }
    }

    /// A step's or hook's start and finish, from `start` to a reading taken now, and its duration
    /// between the two when its body `ran` (one read of the clock at each end, not two).
    @inlinable
    func time(_ result: inout StepResult, from start: WallClock.Reading, ran: Bool, clock: WallClock) {
        let end = clock.read()
        result.startedAt = start.instant
        result.finishedAt = end.instant
        if ran { result.durationNanoseconds = clock.nanoseconds(from: start, to: end) }
    }

    /// Runs a body and turns what it threw into the result's status and message.
    @inlinable
    func perform(_ result: inout StepResult, _ body: () throws -> Void) {
        do {
            try body()
            result.status = .passed
        } catch let error as StepError {
            switch error {
            case .failed: result.status = .failed
            case .pending: result.status = .pending
            case .skipped: result.status = .skipped
            }
            result.explain(message: error.message, observed: error.observed,
                           exception: error.message.map { StepException(type: "StepError", message: $0) })
        } catch {
            result.status = .failed
            let message = "\(error)"
            result.explain(message: message, exception: StepException(type: "\(type(of: error))", message: message))
        }
    }
    @inlinable
    func ambiguityMessage(_ text: String, _ indexes: [Int]) -> String {
        let lines = indexes.map { index -> String in
            let definition = steps.definitions[index]
            return "  \(definition.pattern) (\(definition.location))"
        }
        return "Ambiguous step \"\(text)\" matches \(indexes.count) definitions:\n" + lines.joined(separator: "\n")
    }
}
