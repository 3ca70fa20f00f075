import Gherkin

/// The result of one run: one pickle against one algorithm, in its own world.
public struct CaseResult: Sendable {
    /// The run's id, unique within the run (Cucumber's test case id).
    public var id: String
    public var pickle: PlannedPickle
    public var algorithm: String
    public var status: Status
    public var steps: [StepResult]
    /// Nil for a dry run or a run whose world could not be made.
    public var outcome: RunOutcome?
    public var startedAt: WallTime
    public var durationNanoseconds: UInt64
    /// Every attempt, the last one being the one `status` and `steps` describe; empty in results read
    /// back from a file.
    public var attempts: [CaseAttempt] = []

    public init(id: String, pickle: PlannedPickle, algorithm: String, status: Status, steps: [StepResult],
                outcome: RunOutcome?, startedAt: WallTime, durationNanoseconds: UInt64) {
        self.id = id
        self.pickle = pickle
        self.algorithm = algorithm
        self.status = status
        self.steps = steps
        self.outcome = outcome
        self.startedAt = startedAt
        self.durationNanoseconds = durationNanoseconds
    }

    /// The first step that did not pass or skip, whose message explains the run's status.
    public var decisiveStep: StepResult? {
        steps.first { $0.status != .passed && $0.status != .skipped }
    }
}
