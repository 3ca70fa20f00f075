import SpecrunKit
import Dispatch
import Foundation
import Supervision
import Synchronization

/// Runs a plan: each planned run in a fresh world of its system, serially or on `jobs` threads, and
/// hands the events to the reporters in plan order, so the reports of a parallel run are the same
/// as a serial one's. The features are taken from the plan one at a time, so a suite of any size
/// runs in the memory of its largest feature.
///
/// ```swift
/// let runner = Runner(systems: systems, options: SuiteOptions(jobs: 4, failFast: true))
/// let end = try runner.run(plan, reporters: [reporter])
/// if !end.succeeded { exit(1) }
/// ```
package struct Runner: Sendable {
    package var systems: [AnySystem]
    package var options: SuiteOptions
    /// The real clock, for timestamps and durations (a fixed one makes reports repeat).
    package var clock: WallClock

    package init(systems: [AnySystem], options: SuiteOptions = SuiteOptions(), clock: WallClock = .system) {
        self.systems = systems
        self.options = options
        self.clock = clock
    }

    /// Runs the plan to the end, or until `--fail-fast` meets a failure, or until `isCancelled`
    /// says so. Returns the end of the run, which was also reported.
    ///
    /// Cancelled (SIGINT or SIGTERM), the run starts nothing more, whatever it was doing: planning
    /// stops before the next feature (the plan's problems are then not thrown: it is incomplete),
    /// the `BeforeAll` hooks and the cases do not start, and a run that finishes once the run is
    /// cancelled is not reported (an external algorithm's child was ended under it). The run still
    /// reports `started` and `finished`, marked interrupted, so every report holds what finished.
    ///
    /// Halted (`haltReason` gives why: a limit of the machine, such as a child that cannot start
    /// for want of descriptors, keeps the run from going on as asked), the run stops as a cancelled
    /// one does, then throws `HaltError` before its end is reported: no report holds a run that
    /// is not the one asked for.
    ///
    /// Every feature is announced first (`SuiteEvent.planned`), then the plan's problems, if any, are
    /// thrown before anything runs. Before any case, each system with runs in the plan is prepared
    /// (an error there aborts the run, reported as its exception) and its `BeforeAll` hooks run; if one
    /// fails, no case runs. The `AfterAll` hooks run last, in reverse registration order.
    @discardableResult
    package func run(_ plan: some PlanSource, baseline: Baseline? = nil, reporters: [any Reporter],
                    isCancelled cancellation: @escaping @Sendable () -> Bool = { false },
                    haltReason: @escaping @Sendable () -> String? = { nil }) throws -> SuiteEnd {
        let isCancelled: @Sendable () -> Bool = { cancellation() || haltReason() != nil }
        let startTick = clock.tick()
        let startedAt = clock.now()
        let sink = EventSink(reporters: reporters, systems: systems.map(\.description), strict: options.strict, baseline: baseline,
                             failFast: options.failFast, isCancelled: isCancelled)
        var outline = PlanOutline(order: plan.order, shard: plan.shard)
        var withRuns: [Int] = []
        // Whether a cancellation kept work from starting: planning, or the hooks and cases.
        var cancelled = false
        for position in 0..<plan.featureCount {
            if isCancelled() {
                cancelled = true
                withRuns.removeAll()
                break
            }
            let feature = try plan.feature(at: position)
            outline.add(feature)
            if !feature.runs.isEmpty { withRuns.append(position) }
            try sink.emit(.planned(feature))
        }
        if !cancelled { try plan.finishPlanning() }
        outline.arrange(withRuns: withRuns)
        try sink.emit(.started(SuiteStart(startedAt: startedAt, outline: outline, systems: systems.map(\.description),
                                        options: options, baseline: baseline)))
        var context = options
        context.recordsTrace = context.recordsTrace && reporters.contains { $0.readsTraces }
        let involved = systems.filter { outline.algorithms[$0.name] != nil }
        // Each algorithm that runs can start (a dry run starts nothing); one that cannot is the
        // project's error, thrown before any case. A check an interruption cut short is no one's fault.
        if !options.dryRun, !cancelled {
            do {
                try Self.check(involved.flatMap { $0.checks(running: outline.algorithms[$0.name] ?? []) })
            } catch {
                guard isCancelled() else { throw error }
                cancelled = true
            }
        }
        let exception = prepare(involved)
        var failedRunHooks = 0
        var casesRan = false
        var reporterError: (any Error)?
        if exception == nil, !cancelled, isCancelled() { cancelled = true }
        if exception == nil, !cancelled {
            failedRunHooks = try runHooks(.beforeAll, of: involved, context: context, sink: sink)
            if failedRunHooks == 0 {
                casesRan = true
                do {
                    try runCases(plan, outline: outline, context: context, sink: sink, isCancelled: isCancelled)
                } catch {
                    // A reporter that failed stopped the run; the others still get its end (a reader
                    // of standard output that went away leaves every file report written).
                    guard sink.reporterFailed else { throw error }
                    reporterError = error
                    try? sink.closeFeature()
                }
            }
            failedRunHooks += try runHooks(.afterAll, of: involved, context: context, sink: sink)
        }
        if let reason = haltReason() { throw HaltError(reason: reason) }
        // Cases that a failed start or BeforeAll hook kept from running were not cut short.
        let planned = casesRan ? outline.runs : 0
        var end = sink.end(at: clock.now(), duration: clock.nanoseconds(since: startTick), planned: planned)
        end.interrupted = end.interrupted || cancelled
        end.exception = exception
        end.failedRunHooks = failedRunHooks
        end.parseErrors = outline.parseErrors
        do {
            try sink.emit(.finished(end))
        } catch {
            throw reporterError ?? error
        }
        if let reporterError { throw reporterError }
        return end
    }

    /// Runs the algorithms' checks all at once (a child's start is mostly its interpreter starting,
    /// which several do side by side); throws the first failure in their order.
    private static func check(_ checks: [AlgorithmCheck]) throws(AlgorithmStartError) {
        let outcomes = Parallel.map(checks.count) { index -> AlgorithmStartError? in
            do throws(AlgorithmStartError) {
                try checks[index]()
                return nil
            } catch {
                return error
            }
        }
        if let failure = outcomes.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Prepares each system; the first error is the run's exception.
    private func prepare(_ systems: [AnySystem]) -> StepException? {
        for system in systems {
            do {
                try system.prepare(options: options)
            } catch {
                return StepException(type: "\(type(of: error))", message: "\(error)")
            }
        }
        return nil
    }

    /// Runs the `BeforeAll` hooks in registration order, or the `AfterAll` hooks in reverse, and
    /// reports each; returns how many failed.
    private func runHooks(_ kind: HookKind, of systems: [AnySystem], context: SuiteOptions, sink: EventSink) throws -> Int {
        let reversed = kind == .afterAll
        var failures = 0
        for system in reversed ? systems.reversed() : systems {
            let hooks = system.hooks.filter { $0.kind == kind }
            for hook in reversed ? hooks.reversed() : hooks {
                let result = system.run(runHook: hook.index, options: context, clock: clock)
                if result.result.status == .failed { failures += 1 }
                try sink.emit(.runHookFinished(result))
            }
        }
        return failures
    }

    /// The most runs taken from the plan at once: whole features are gathered until they have this
    /// many (times the threads), so that threads stay busy across small features while memory holds
    /// only a few.
    private static let batchRuns = 256

    /// Runs the features with runs in the order they go, a batch of whole features at a time.
    private func runCases(_ plan: some PlanSource, outline: PlanOutline, context: SuiteOptions, sink: EventSink,
                          isCancelled: @escaping @Sendable () -> Bool) throws {
        let workers = max(1, options.jobs)
        var batch: [PlannedFeature] = []
        var batchRuns = 0
        for position in outline.runOrder {
            if sink.isStopped || isCancelled() { break }
            let feature = try plan.feature(at: position)
            batch.append(feature)
            batchRuns += feature.runs.count
            if batchRuns >= Self.batchRuns * workers {
                try run(RunBatch(batch), workers: workers, context: context, sink: sink, isCancelled: isCancelled)
                batch.removeAll()
                batchRuns = 0
            }
        }
        if !batch.isEmpty { try run(RunBatch(batch), workers: workers, context: context, sink: sink, isCancelled: isCancelled) }
        try sink.closeFeature()
    }

    private func run(_ batch: RunBatch, workers: Int, context: SuiteOptions, sink: EventSink,
                     isCancelled: @escaping @Sendable () -> Bool) throws {
        let runnerByFeature = batch.features.map { feature in systems.first { $0.name == feature.system }?.caseRunner }
        // A worker takes the runs of one pickle together, and makes the pickle once for them. The
        // features are read where they lie, not copied: copying retains what the workers share, and
        // every thread's retains of the same objects contend. So a group takes its system's runner
        // alone, one object, not a copy of the system (every part of its description).
        let work: @Sendable (Int) throws -> Void = { group in
            let runs = batch.groups[group]
            let (featureIndex, firstRun) = batch.locate(runs.lowerBound)
            let pickle = batch.features[featureIndex].pickles[batch.features[featureIndex].runs[firstRun].pickleIndex]
            let runCase = runnerByFeature[featureIndex]!
            for index in runs {
                if sink.isStopped || isCancelled() { return }
                let run = batch.features[featureIndex].runs[firstRun + index - runs.lowerBound]
                var result = runCase(pickle, run.algorithm, context, clock)
                // Cut short by the cancellation (its child ended), or finished after it: not reported.
                if isCancelled() { return }
                result.id = run.id
                try sink.deliver(result, at: index)
            }
        }
        sink.begin(batch)
        let queue = WorkQueue(count: batch.groups.count)
        let threads = min(workers, batch.groups.count)
        if threads <= 1 {
            while !sink.isStopped, !isCancelled(), let group = queue.next() { try work(group) }
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while !sink.isStopped, !isCancelled(), let group = queue.next() { try? work(group) }
            }
            try sink.rethrowReporterError()
        }
    }
}

/// Whole features taken from the plan to run together, their runs numbered one after another, and
/// grouped: the runs of one pickle (its algorithms) come one after another.
private struct RunBatch: Sendable {
    let features: [PlannedFeature]
    /// Where each feature's runs start in the batch's numbering.
    let starts: [Int]
    /// The batch's runs, a range for each run of runs of the same pickle.
    let groups: [Range<Int>]

    init(_ features: [PlannedFeature]) {
        self.features = features
        var starts: [Int] = []
        var groups: [Range<Int>] = []
        var count = 0
        for feature in features {
            starts.append(count)
            var first = 0
            for index in feature.runs.indices where index + 1 == feature.runs.count
                || feature.runs[index + 1].pickleIndex != feature.runs[first].pickleIndex {
                groups.append(count + first..<count + index + 1)
                first = index + 1
            }
            count += feature.runs.count
        }
        self.starts = starts
        self.groups = groups
    }

    /// The feature (by its index in the batch) and the run within it of the batch's run `index`.
    func locate(_ index: Int) -> (feature: Int, run: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }
}

/// Hands out indexes (of groups of runs), in order, to any number of workers.
private final class WorkQueue: Sendable {
    private let nextIndex = Atomic(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        let index = nextIndex.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }
}

/// Puts finished cases back in plan order and passes them to the reporters, the summary and the
/// baseline comparison, one at a time, each feature's between its start and its finish. Once
/// fail-fast stops the run, later cases are dropped even if a parallel worker finished them, so the
/// output does not depend on timing.
///
/// What hands cases on (the reporters, the summary, the comparison: `Delivery`) is held by one
/// thread at a time: the thread that finds the next case in order takes it out of the lock, hands
/// on every case that is ready without the lock, and puts it back. So the reporters, which are not
/// `Sendable`, are shared by threads one holder at a time: the reason this class is `@unchecked`.
private final class EventSink: @unchecked Sendable {
    private struct State {
        /// Nil while a thread hands cases on.
        var delivery: Delivery?
        /// Finished cases waiting for their turn, by their number in the batch.
        var pending: [Int: CaseResult] = [:]
        /// The next of the batch's runs to hand on.
        var nextInBatch = 0
        var reporterError: (any Error)?
    }

    private let state: ConditionLock<State>
    private let stopped = Atomic(false)
    private let strict: Bool
    private let failFast: Bool
    /// Whether the run was cancelled: from then on no case is handed on, whichever thread finished
    /// it and whenever (two workers may both finish a case before either sees the cancellation).
    private let isCancelled: @Sendable () -> Bool

    init(reporters: [any Reporter], systems: [SystemDescription], strict: Bool, baseline: Baseline?, failFast: Bool,
         isCancelled: @escaping @Sendable () -> Bool) {
        self.strict = strict
        self.failFast = failFast
        self.isCancelled = isCancelled
        state = ConditionLock(State(delivery: Delivery(reporters: reporters, systems: systems, strict: strict, baseline: baseline)))
    }

    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Whether finished cases are still handed on: the run neither stopped nor was cancelled.
    private var handsOn: Bool { !isStopped && !isCancelled() }

    /// Runs `body` with what hands cases on, when no worker is handing cases on (before and after
    /// the batches).
    private func withDelivery<Result>(_ body: (Delivery) throws -> Result) rethrows -> Result {
        let delivery = state.withLock { $0.delivery.take()! }
        defer { state.withLock { $0.delivery = delivery } }
        return try body(delivery)
    }

    func emit(_ event: SuiteEvent) throws {
        try withDelivery { try $0.emit(event) }
    }

    /// Takes the next batch; the previous one was handed on whole (or the run stopped).
    func begin(_ next: RunBatch) {
        state.withLock { state in
            state.delivery!.batch = next
            state.pending.removeAll()
            state.nextInBatch = 0
        }
    }

    /// Takes a finished case. The thread that finds the next case in order hands on every case that is
    /// ready, outside the lock; the others leave theirs and go back to running, so no worker waits on
    /// the reporters, unless the cases waiting their turn are already `waitingLimit`: then a worker
    /// waits for the reporters to catch up (with the next case in order, it never waits), so that
    /// slow reporters do not make a whole feature's results wait in memory.
    func deliver(_ result: CaseResult, at index: Int) throws {
        // The next case in order, with no thread handing cases on, is handed on from here, not
        // copied in and out of the waiting cases.
        let first = state.withLock(waitingUntil: { state in
            state.delivery != nil || state.pending.count < Self.waitingLimit || index == state.nextInBatch
        }) { state -> Turn? in
            if index == state.nextInBatch, handsOn, let delivery = state.delivery.take() {
                state.nextInBatch += 1
                return .own(delivery)
            }
            state.pending[index] = result
            return takeNext(&state).map(Turn.waiting)
        }
        var holding: Delivery
        switch first {
        case nil:
            return
        case .own(let delivery)?:
            holding = delivery
            try handOn(result, at: index, with: delivery)
        case .waiting(let next)?:
            holding = next.delivery
            try handOn(next.result, at: next.index, with: next.delivery)
        }
        while let next = state.withLock({ state in
            state.delivery = holding
            return takeNext(&state)
        }) {
            holding = next.delivery
            try handOn(next.result, at: next.index, with: holding)
        }
    }

    /// What a thread takes to hand cases on first: the delivery, for the case it brought, or a
    /// waiting case with it. Named types, not tuples: a tuple holding an optional was copied and
    /// destroyed through the runtime's generic value witnesses, every case.
    private enum Turn {
        case own(Delivery)
        case waiting(Waiting)
    }

    /// A case that waited for its turn, taken out with the delivery that hands it on.
    private struct Waiting {
        let result: CaseResult
        let index: Int
        let delivery: Delivery
    }

    /// Hands one case on with `delivery`, which this thread holds; a reporter's error stops the
    /// run, and gives `delivery` back.
    private func handOn(_ result: CaseResult, at index: Int, with delivery: Delivery) throws {
        do {
            try delivery.handOn(result, at: index)
        } catch {
            stopped.store(true, ordering: .releasing)
            state.withLock { state in
                state.delivery = delivery
                state.reporterError = state.reporterError ?? error
            }
            throw error
        }
        if failFast, result.status.isFailure(strict: strict) { stopped.store(true, ordering: .releasing) }
    }

    /// The next case in order and what hands it on, both taken out of `state`, when the case is
    /// there, the run goes on and no other thread hands cases on.
    private func takeNext(_ state: inout State) -> Waiting? {
        // Mostly none waits (always, on one worker): the empty dictionary is not searched.
        guard handsOn, state.delivery != nil, !state.pending.isEmpty,
              let next = state.pending.removeValue(forKey: state.nextInBatch) else { return nil }
        defer { state.nextInBatch += 1 }
        return Waiting(result: next, index: state.nextInBatch, delivery: state.delivery.take()!)
    }

    /// The most finished cases kept waiting for their turn before workers wait.
    private static let waitingLimit = 256

    /// Finishes the feature whose cases were being handed on, if any (the run stopped inside it).
    func closeFeature() throws {
        try withDelivery { try $0.closeOpenFeature() }
    }

    /// Whether a reporter failed while cases were handed on (the run then stopped).
    var reporterFailed: Bool { state.withLock { $0.reporterError != nil } }

    func rethrowReporterError() throws {
        if let reporterError = state.withLock({ $0.reporterError }) { throw reporterError }
    }

    /// The end of the run. Cases left unrun without a fail-fast stop mean it was interrupted.
    func end(at instant: WallTime, duration: UInt64, planned: Int) -> SuiteEnd {
        let reporterFailed = state.withLock { $0.reporterError != nil }
        return withDelivery { delivery in
            let cutShort = delivery.delivered < planned
            return SuiteEnd(finishedAt: instant, durationNanoseconds: duration, summary: delivery.summary.summary(),
                          // A reporter that failed stopped the run as a signal does: what ran is not the whole.
                          interrupted: cutShort && (!isStopped || reporterFailed), stoppedEarly: cutShort && isStopped && !reporterFailed,
                          baseline: delivery.baseline == nil ? nil : delivery.comparison)
        }
    }
}

/// What hands finished cases on in order: the reporters, the summary, the baseline comparison, and
/// where the handing stands in the batch. One thread at a time holds it (`EventSink`), and nothing
/// it calls (the reporters) reaches back into it: its state opts out of Swift's run-time
/// exclusivity checks, about a dozen a run.
private final class Delivery {
    let reporters: [any Reporter]
    let baseline: Baseline?
    @exclusivity(unchecked) var batch = RunBatch([])
    /// The feature (by its index in the batch) whose cases are being handed on, once started.
    @exclusivity(unchecked) private var openFeature: Int?
    @exclusivity(unchecked) private(set) var summary: SummaryBuilder
    @exclusivity(unchecked) private var lastPickleId = ""
    @exclusivity(unchecked) private(set) var comparison = BaselineComparison()
    @exclusivity(unchecked) private(set) var delivered = 0

    init(reporters: [any Reporter], systems: [SystemDescription], strict: Bool, baseline: Baseline?) {
        self.reporters = reporters
        self.baseline = baseline
        summary = SummaryBuilder(systems: systems, strict: strict)
    }

    /// The reporters that failed (a full disk, a reader of standard output gone), by index: they hear
    /// nothing more, the others hear everything to the end.
    @exclusivity(unchecked) private var failed: Set<Int> = []

    /// Hands `event` to every reporter that has not failed; the first that fails on it is thrown,
    /// once all the others have had it.
    func emit(_ event: SuiteEvent) throws {
        var failure: (any Error)?
        for (index, reporter) in reporters.enumerated() where failed.isEmpty || !failed.contains(index) {
            do {
                try reporter.handle(event)
            } catch {
                failed.insert(index)
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// Hands the batch's case `index` on to the reporters, the summary and the baseline comparison,
    /// opening and closing its feature around it.
    func handOn(_ next: CaseResult, at index: Int) throws {
        let (feature, _) = batch.locate(index)
        if openFeature != feature {
            try closeOpenFeature()
            openFeature = feature
            try emit(.featureStarted(batch.features[feature]))
        }
        delivered += 1
        // A scenario's runs come one after another: the one before is complete.
        if next.pickle.pickle.id != lastPickleId {
            summary.closeScenarios()
            lastPickleId = next.pickle.pickle.id
        }
        summary.add(next)
        if let baseline { comparison.compare(next, with: baseline) }
        try emit(.caseFinished(next))
        if index + 1 == batch.starts[feature] + batch.features[feature].runs.count { try closeOpenFeature() }
    }

    /// Finishes the feature whose cases were being handed on, if any.
    func closeOpenFeature() throws {
        guard let feature = openFeature else { return }
        openFeature = nil
        summary.closeScenarios()
        try emit(.featureFinished(batch.features[feature]))
    }
}

/// A run that stopped because a limit of the machine kept it from going on as asked: no report is
/// written, and the command exits 2 with `reason`.
package struct HaltError: Error, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
}
