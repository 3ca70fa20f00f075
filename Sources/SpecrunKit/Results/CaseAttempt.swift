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
    /// The results of the pickle's steps, in order: the case result shares the last attempt's.
    @usableFromInline package var steps: [StepResult]
    /// The scenario hooks' results, in the order they ran, each with how many of the pickle's
    /// steps came before it. Empty for a run without hooks, as most are: the test steps are not
    /// kept as a second list of the steps' results.
    @usableFromInline package var hooks: [Hook]
    @usableFromInline package var status: Status
    /// Whether another attempt follows this one.
    @usableFromInline package var willBeRetried: Bool

    /// A scenario hook's result in an attempt.
    @usableFromInline
    package struct Hook: Sendable {
        /// The hook's index among the system's hooks.
        @usableFromInline package var index: Int
        /// How many of the pickle's steps ran before it: none for a `Before` hook, all for an `After` hook.
        @usableFromInline package var stepsBefore: Int
        @usableFromInline package var result: StepResult

        @usableFromInline package init(index: Int, stepsBefore: Int, result: StepResult) {
            self.index = index
            self.stepsBefore = stepsBefore
            self.result = result
        }
    }

    @usableFromInline package init(number: Int, startedAt: WallTime, finishedAt: WallTime, steps: [StepResult], hooks: [Hook] = [],
                                   status: Status, willBeRetried: Bool) {
        self.number = number
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.steps = steps
        self.hooks = hooks
        self.status = status
        self.willBeRetried = willBeRetried
    }

    /// Every test step in the order it ran: the hooks and the pickle's steps, each with its result.
    @usableFromInline package var testSteps: [TestStepResult] {
        var all: [TestStepResult] = []
        all.reserveCapacity(steps.count + hooks.count)
        var next = 0  // the next pickle step to list
        func listSteps(upTo end: Int) {
            while next < min(end, steps.count) {
                all.append(TestStepResult(source: .pickleStep(next), result: steps[next]))
                next += 1
            }
        }
        for hook in hooks {
            listSteps(upTo: hook.stepsBefore)
            all.append(TestStepResult(source: .hook(hook.index), result: hook.result))
        }
        listSteps(upTo: steps.count)
        return all
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
