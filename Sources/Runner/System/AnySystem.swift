import Expressions
import Gherkin

/// A system under test with its world type erased, so the runner can hold the article view and the
/// wallet app side by side.
public struct AnySystem: Sendable {
    public let name: String
    public let summary: String
    public let algorithms: [AlgorithmDescription]
    public let metrics: [Metric]
    public let exploration: Exploration?
    public let stepDefinitions: [StepDefinitionSummary]
    public let parameterTypes: ParameterTypeRegistry
    public let registrationProblems: [RegistrationProblem]
    private let matchText: @Sendable (String) -> StepMatch
    private let execute: @Sendable (PlannedPickle, String, RunContext) -> (steps: [StepResult], outcome: RunOutcome?)

    public init<S: SystemUnderTest>(_ system: S) {
        name = system.name
        summary = system.summary
        algorithms = system.algorithms
        metrics = system.metrics
        exploration = system.exploration
        stepDefinitions = system.steps.definitions.map(\.summary)
        parameterTypes = system.steps.parameterTypes
        registrationProblems = system.steps.problems
        matchText = { system.steps.match($0) }
        execute = { CaseExecutor(system: system).run($0, algorithm: $1, context: $2) }
    }

    public var algorithmNames: [String] { algorithms.map(\.name) }

    public func match(_ text: String) -> StepMatch { matchText(text) }

    /// Runs one planned pickle against one algorithm in a fresh world, outside a `Runner`: for tools
    /// that make their own scenarios (`specrun explore`). Step durations are not measured.
    public func run(_ pickle: PlannedPickle, algorithm: String, settings: RunSettings) -> (steps: [StepResult], outcome: RunOutcome?) {
        run(pickle, algorithm: algorithm, context: RunContext(settings: settings, clock: .fixed(at: WallTime(nanosecondsSinceEpoch: 0)),
                                                              dryRun: false))
    }

    /// Runs one planned pickle against one algorithm in a fresh world.
    func run(_ pickle: PlannedPickle, algorithm: String, context: RunContext) -> (steps: [StepResult], outcome: RunOutcome?) {
        execute(pickle, algorithm, context)
    }
}

/// What every run of one invocation shares: world settings, the clock for durations, and modes.
struct RunContext: Sendable {
    var settings: RunSettings
    var clock: WallClock
    var dryRun: Bool
}
