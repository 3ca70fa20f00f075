/// One attempt at a run (with `--retry N` a failed case runs again, up to N more times): each of its
/// test steps (the `Before` hooks, the pickle's steps, the `After` hooks) with its result.
///
/// ```swift
/// for attempt in result.attempts where attempt.willBeRetried { print("attempt \(attempt.number) failed") }
/// ```
@usableFromInline
package struct CaseAttempt: Sendable {
    /// 0 for the first attempt.
    @usableFromInline package var number: Int
    @usableFromInline package var startedAt: WallTime
    @usableFromInline package var finishedAt: WallTime
    @usableFromInline package var testSteps: [TestStepResult]
    @usableFromInline package var status: Status
    /// Whether another attempt follows this one.
    @usableFromInline package var willBeRetried: Bool

    @usableFromInline package init(number: Int, startedAt: WallTime, finishedAt: WallTime, testSteps: [TestStepResult], status: Status,
                willBeRetried: Bool) {
        self.number = number
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.testSteps = testSteps
        self.status = status
        self.willBeRetried = willBeRetried
    }

    /// The results of the pickle's steps, without the hooks.
    @usableFromInline package var pickleSteps: [StepResult] {
        testSteps.compactMap { if case .pickleStep = $0.source { $0.result } else { nil } }
    }
}

/// One test step of an attempt: a scenario hook or a pickle step, and how it went.
///
/// ```swift
/// let hookFailures = attempt.testSteps.filter { if case .hook = $0.source { $0.result.status == .failed } else { false } }
/// ```
@usableFromInline
package struct TestStepResult: Sendable {
    /// Which test step of the attempt a result belongs to.
    @usableFromInline
    package enum Source: Hashable, Sendable {
        /// A `Before` or `After` hook, by its index among the system's hooks.
        case hook(Int)
        /// A step of the pickle, by its position in the pickle.
        case pickleStep(Int)
    }

    @usableFromInline package var source: Source
    @usableFromInline package var result: StepResult

    /// Whether it is a scenario hook's, not a pickle step's.
    @usableFromInline package var isHook: Bool {
        if case .hook = source { true } else { false }
    }

    @usableFromInline package init(source: Source, result: StepResult) {
        self.source = source
        self.result = result
    }
}

/// How a `BeforeAll` or `AfterAll` hook went, as the `runHookFinished` event carries it.
///
/// ```swift
/// if case .runHookFinished(let hook) = event, hook.result.status == .failed { print(hook.hook.location) }
/// ```
@usableFromInline
package struct RunHookResult: Sendable {
    @usableFromInline package var system: String
    @usableFromInline package var hook: HookSummary
    @usableFromInline package var startedAt: WallTime
    @usableFromInline package var result: StepResult

    @usableFromInline package init(system: String, hook: HookSummary, startedAt: WallTime, result: StepResult) {
        self.system = system
        self.hook = hook
        self.startedAt = startedAt
        self.result = result
    }
}
