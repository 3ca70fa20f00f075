/// What happens during a run, in order: it starts (with the whole plan), the `BeforeAll` hooks
/// finish, each case finishes (one pickle against one algorithm, with all its attempts), the
/// `AfterAll` hooks finish, and it ends (with the summary). Every report is made from this stream
/// and nothing else. Cases arrive in plan order even when they ran in parallel, so the stream is the
/// same for any `--jobs`. When a `BeforeAll` hook fails, no case runs.
///
/// ```swift
/// switch event {
/// case .started(let start): print("\(start.plan.runs.count) runs")
/// case .runHookFinished(let hook): print(hook.hook.location, hook.result.status)
/// case .caseFinished(let result): print(result.pickle.name, result.algorithm, result.status)
/// case .finished(let end): print(end.succeeded ? "ok" : "failed")
/// }
/// ```
public enum RunEvent: Sendable {
    case started(RunStart)
    case runHookFinished(RunHookResult)
    case caseFinished(CaseResult)
    case finished(RunEnd)
}

/// The start of a run: when, the plan, and the systems with their step definitions.
///
/// ```swift
/// if case .started(let start) = event {
///     print("started \(start.startedAt.iso8601): \(start.plan.runs.count) runs on \(start.systems.map(\.name))")
/// }
/// ```
public struct RunStart: Sendable {
    public var startedAt: WallTime
    public var plan: RunPlan
    public var systems: [AnySystem]
    public var mode: RunMode

    public init(startedAt: WallTime, plan: RunPlan, systems: [AnySystem], mode: RunMode) {
        self.startedAt = startedAt
        self.plan = plan
        self.systems = systems
        self.mode = mode
    }
}

/// The end of a run: when, how long it took, the tallies, and whether it was cut short.
///
/// ```swift
/// let end = try Runner(systems: systems).run(plan, reporters: reporters)
/// print("\(end.summary.runs) runs in \(end.durationNanoseconds / 1_000_000) ms", end.interrupted ? "(interrupted)" : "")
/// exit(end.succeeded ? 0 : 1)
/// ```
public struct RunEnd: Sendable {
    public var finishedAt: WallTime
    public var durationNanoseconds: UInt64
    public var summary: RunSummary
    /// Set when the run was stopped (Ctrl-C) before every planned case ran.
    public var interrupted: Bool
    /// Set when `--fail-fast` stopped the run at its first failure.
    public var stoppedEarly: Bool
    public var baseline: BaselineComparison?
    /// The error that aborted the run outside any step or hook (a system that could not start).
    public var exception: StepException?
    /// How many `BeforeAll` and `AfterAll` hooks failed.
    public var failedRunHooks: Int = 0
    /// How many parse errors the plan's features have (those files did not run).
    public var parseErrors: Int = 0

    public init(finishedAt: WallTime, durationNanoseconds: UInt64, summary: RunSummary, interrupted: Bool,
                stoppedEarly: Bool, baseline: BaselineComparison?) {
        self.finishedAt = finishedAt
        self.durationNanoseconds = durationNanoseconds
        self.summary = summary
        self.interrupted = interrupted
        self.stoppedEarly = stoppedEarly
        self.baseline = baseline
    }

    /// Whether every run went as expected: as the baseline says when there is one, else without a
    /// failure. An interrupted or aborted run, one whose `BeforeAll`/`AfterAll` hooks failed, or one
    /// with a file that did not parse never succeeds.
    public var succeeded: Bool {
        guard !interrupted, exception == nil, failedRunHooks == 0, parseErrors == 0 else { return false }
        if let baseline { return baseline.matches }
        return summary.failures == 0
    }
}

/// The modes that change what statuses mean: `--strict` and `--dry-run`.
///
/// ```swift
/// let options = RunnerOptions(mode: RunMode(strict: true))        // undefined and pending steps fail
/// let dryRun = RunnerOptions(mode: RunMode(dryRun: true))         // match the steps, run none
/// ```
public struct RunMode: Hashable, Sendable {
    public var strict: Bool
    public var dryRun: Bool

    public init(strict: Bool = false, dryRun: Bool = false) {
        self.strict = strict
        self.dryRun = dryRun
    }
}
