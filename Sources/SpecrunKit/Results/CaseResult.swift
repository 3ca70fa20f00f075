import Gherkin

/// The result of one run: one pickle against one algorithm, in its own world (with `--retry`, the
/// last of its attempts).
///
/// ```swift
/// if case .caseFinished(let result) = event, result.attemptCount > 1 { print("\(result.pickle.name) was retried") }
/// ```
@usableFromInline
package struct CaseResult: Sendable {
    /// The run's id, unique within the run (Cucumber's test case id).
    @usableFromInline package var id: String
    @usableFromInline package var pickle: PlannedPickle
    @usableFromInline package var algorithm: String
    @usableFromInline package var status: Status
    @usableFromInline package var steps: [StepResult]
    /// Nil for a dry run or a run whose world could not be made.
    @usableFromInline package var outcome: Optional<RunOutcome>
    @usableFromInline package var startedAt: WallTime
    @usableFromInline package var durationNanoseconds: UInt64
    /// The attempts kept for the reports before the last: the first `keptAttempts` of a retried run
    /// (none for most runs, so a run's result holds no list of them). With `--retry N` a failing case
    /// runs N + 1 times, and keeping every attempt would make memory grow with N.
    @usableFromInline package var earlierAttempts: [CaseAttempt]
    /// The last attempt, the one `status` and `steps` describe (its steps are `steps`); nil in results
    /// read back from a file for a run neither retried nor hooked, whose attempts the file does not keep.
    @usableFromInline package var lastAttempt: Optional<CaseAttempt>
    /// How many attempts ran between the kept ones and the last without being kept.
    @usableFromInline package var attemptsLeftOut: Int

    /// How many of a case's first attempts are kept (the last is kept too): enough for any ordinary
    /// `--retry`, whose reports then show every attempt.
    @usableFromInline package static let keptAttempts = 10

    /// The attempts kept for the reports, in the order they ran: the earlier ones, then the last.
    package var attempts: [CaseAttempt] {
        get {
            guard case .some(let last) = lastAttempt else { return earlierAttempts }
            return earlierAttempts + CollectionOfOne(last)
        }
        set {
            lastAttempt = newValue.last
            earlierAttempts = Array(newValue.dropLast())
        }
    }

    /// How many attempts the run took (1 for a run that was not retried, or read back from a file).
    @usableFromInline package var attemptCount: Int {
        let last = if case .some = lastAttempt { 1 } else { 0 }
        return max(1, earlierAttempts.count + last + attemptsLeftOut)
    }

    @inlinable package init(id: String, pickle: PlannedPickle, algorithm: String, status: Status, steps: [StepResult],
                outcome: RunOutcome?, startedAt: WallTime, durationNanoseconds: UInt64, earlierAttempts: [CaseAttempt] = [],
                lastAttempt: CaseAttempt? = nil, attemptsLeftOut: Int = 0) {
        self.earlierAttempts = earlierAttempts
        self.lastAttempt = lastAttempt
        self.attemptsLeftOut = attemptsLeftOut
        self.id = id
        self.pickle = pickle
        self.algorithm = algorithm
        self.status = status
        self.steps = steps
        self.outcome = outcome
        self.startedAt = startedAt
        self.durationNanoseconds = durationNanoseconds
    }

    /// The first step (or scenario hook) that did not pass or skip, whose message explains the
    /// run's status.
    @usableFromInline package var decisiveStep: StepResult? {
        // The first in the order they ran, among the steps (the last attempt's) and its hooks: a
        // hook runs before the steps after its place. Each status read where its result lies:
        // `firstIndex(where:)` copied every result it passed, retaining its texts.
        func decides(_ status: Status) -> Bool { status != .passed && status != .skipped }
        let step = steps.withUnsafeBufferPointer { steps in steps.indices.first { decides(steps[$0].status) } }
        if case .some(let last) = lastAttempt {
            let hook = last.hooks.withUnsafeBufferPointer { hooks in
                hooks.indices.first { decides(hooks[$0].result.status) && hooks[$0].stepsBefore <= step ?? .max }
            }
            if let hook { return last.hooks[hook].result }
        }
        return step.map { steps[$0] }
    }
}
