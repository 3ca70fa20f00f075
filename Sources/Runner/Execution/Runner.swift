import Dispatch
import Foundation

/// Runs a plan: each planned run in a fresh world of its system, serially or on `jobs` threads, and
/// hands the events to the reporters in plan order, so the reports of a parallel run are the same
/// as a serial one's.
///
/// ```swift
/// let runner = Runner(systems: systems, options: RunnerOptions(jobs: 4, failFast: true))
/// let end = try runner.run(plan, reporters: [reporter])
/// if !end.succeeded { exit(1) }
/// ```
public struct Runner: Sendable {
    public var systems: [AnySystem]
    public var options: RunnerOptions

    public init(systems: [AnySystem], options: RunnerOptions = RunnerOptions()) {
        self.systems = systems
        self.options = options
    }

    /// Runs the plan to the end, or until `--fail-fast` meets a failure, or until `isCancelled`
    /// says so (checked before each run). Returns the end of the run, which was also reported.
    ///
    /// Before any case, each system with runs in the plan is prepared (an error there aborts the
    /// run, reported as its exception) and its `BeforeAll` hooks run; if one fails, no case runs. The
    /// `AfterAll` hooks run last, in reverse registration order.
    @discardableResult
    public func run(_ plan: RunPlan, baseline: Baseline? = nil, reporters: [any Reporter],
                    isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> RunEnd {
        let clock = options.clock
        let startTick = clock.tick()
        let sink = EventSink(reporters: reporters, systems: systems, mode: options.mode, baseline: baseline,
                             failFast: options.failFast)
        try sink.emit(.started(RunStart(startedAt: clock.now(), plan: plan, systems: systems, mode: options.mode)))
        var settings = options.settings
        settings.recordsTrace = settings.recordsTrace && reporters.contains { $0.readsTraces }
        let context = RunContext(settings: settings, clock: clock, dryRun: options.mode.dryRun, retry: options.retry)
        let running = Set(plan.runs.map { plan.pickles[$0.pickleIndex].system })
        let involved = systems.filter { running.contains($0.name) }
        let exception = prepare(involved)
        var failedRunHooks = 0
        var casesRan = false
        if exception == nil {
            failedRunHooks = try runHooks(.beforeAll, of: involved, context: context, sink: sink)
            if failedRunHooks == 0 {
                casesRan = true
                try runCases(plan, context: context, sink: sink, isCancelled: isCancelled)
            }
            failedRunHooks += try runHooks(.afterAll, of: involved, context: context, sink: sink)
        }
        // Cases that a failed start or BeforeAll hook kept from running were not cut short.
        let planned = casesRan ? plan.runs.count : 0
        var end = sink.end(at: clock.now(), duration: clock.nanoseconds(since: startTick), planned: planned)
        end.exception = exception
        end.failedRunHooks = failedRunHooks
        end.parseErrors = plan.features.reduce(0) { $0 + $1.parsed.parseErrors.count }
        try sink.emit(.finished(end))
        return end
    }

    /// Prepares each system; the first error is the run's exception.
    private func prepare(_ systems: [AnySystem]) -> StepException? {
        for system in systems {
            do {
                try system.prepare(settings: options.settings)
            } catch {
                return StepException(type: "\(type(of: error))", message: "\(error)")
            }
        }
        return nil
    }

    /// Runs the `BeforeAll` hooks in registration order, or the `AfterAll` hooks in reverse, and
    /// reports each; returns how many failed.
    private func runHooks(_ kind: HookKind, of systems: [AnySystem], context: RunContext, sink: EventSink) throws -> Int {
        let reversed = kind == .afterAll
        var failures = 0
        for system in reversed ? systems.reversed() : systems {
            let hooks = system.hooks.filter { $0.kind == kind }
            for hook in reversed ? hooks.reversed() : hooks {
                let result = system.run(runHook: hook.index, context: context)
                if result.result.status == .failed { failures += 1 }
                try sink.emit(.runHookFinished(result))
            }
        }
        return failures
    }

    private func runCases(_ plan: RunPlan, context: RunContext, sink: EventSink,
                          isCancelled: @escaping @Sendable () -> Bool) throws {
        let execute: @Sendable (Int) -> CaseResult = { [systems] index in
            let run = plan.runs[index]
            let pickle = plan.pickles[run.pickleIndex]
            let system = systems.first { $0.name == pickle.system }!
            var result = system.run(pickle, algorithm: run.algorithm, context: context)
            result.id = run.id
            return result
        }
        let queue = WorkQueue(count: plan.runs.count)
        let workers = max(1, min(options.jobs, plan.runs.count))
        if workers == 1 {
            while !sink.isStopped, !isCancelled(), let index = queue.next() {
                try sink.deliver(execute(index), at: index, pickleIndex: plan.runs[index].pickleIndex)
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while !sink.isStopped, !isCancelled(), let index = queue.next() {
                    try? sink.deliver(execute(index), at: index, pickleIndex: plan.runs[index].pickleIndex)
                }
            }
            try sink.rethrowReporterError()
        }
    }
}

/// How the runner runs: threads, early stop, retries, modes, world settings and the real clock.
///
/// ```swift
/// let options = RunnerOptions(jobs: 4, retry: 2, clock: .ticking())
/// ```
public struct RunnerOptions: Sendable {
    public var jobs: Int
    public var failFast: Bool
    public var mode: RunMode
    public var settings: RunSettings
    public var clock: WallClock
    /// How many more times a failed case runs (`--retry N`); its last attempt decides its status.
    public var retry: Int

    public init(jobs: Int = 1, failFast: Bool = false, mode: RunMode = RunMode(), settings: RunSettings = RunSettings(),
                clock: WallClock = .system, retry: Int = 0) {
        self.jobs = jobs
        self.failFast = failFast
        self.mode = mode
        self.settings = settings
        self.clock = clock
        self.retry = retry
    }
}

/// Hands out run indexes, in order, to any number of workers.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }
}

/// Puts finished cases back in plan order and passes them to the reporters, the summary and the
/// baseline comparison, one at a time. Once fail-fast stops the run, later cases are dropped even
/// if a parallel worker finished them, so the output does not depend on timing.
private final class EventSink: @unchecked Sendable {
    private let lock = NSLock()
    private let reporters: [any Reporter]
    private let mode: RunMode
    private let baseline: Baseline?
    private let failFast: Bool
    private var pending: [Int: (CaseResult, Int)] = [:]
    private var summary: SummaryBuilder
    private var comparison = BaselineComparison()
    private var reporterError: (any Error)?
    private(set) var delivered = 0
    private var stopped = false

    init(reporters: [any Reporter], systems: [AnySystem], mode: RunMode, baseline: Baseline?, failFast: Bool) {
        self.reporters = reporters
        self.mode = mode
        self.baseline = baseline
        self.failFast = failFast
        summary = SummaryBuilder(systems: systems, strict: mode.strict)
    }

    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func emit(_ event: RunEvent) throws {
        for reporter in reporters { try reporter.handle(event) }
    }

    func deliver(_ result: CaseResult, at index: Int, pickleIndex: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        pending[index] = (result, pickleIndex)
        while !stopped, let (next, pickle) = pending.removeValue(forKey: delivered) {
            delivered += 1
            summary.add(next, pickleIndex: pickle)
            if let baseline { comparison.compare(next, with: baseline) }
            do {
                try emit(.caseFinished(next))
            } catch {
                reporterError = reporterError ?? error
                stopped = true
                throw error
            }
            if failFast, next.status.isFailure(strict: mode.strict) { stopped = true }
        }
    }

    func rethrowReporterError() throws {
        if let reporterError { throw reporterError }
    }

    /// The end of the run. Cases left unrun without a fail-fast stop mean it was interrupted.
    func end(at instant: WallTime, duration: UInt64, planned: Int) -> RunEnd {
        lock.lock()
        defer { lock.unlock() }
        let cutShort = delivered < planned
        return RunEnd(finishedAt: instant, durationNanoseconds: duration, summary: summary.summary(),
                      interrupted: cutShort && !stopped, stoppedEarly: cutShort && stopped && reporterError == nil,
                      baseline: baseline == nil ? nil : comparison)
    }
}
