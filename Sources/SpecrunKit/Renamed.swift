// SpecrunKit's names that 2.0 replaced, each declared unavailable for this release so that a team's
// build says what to write instead (scripts/check-api refuses a removal without one). The simulated
// device's are in Simulation/SimulationRenamed.swift.

@available(*, unavailable, renamed: "NetworkFixture.ConditionDefaults")
public typealias ConditionDefaults = NetworkFixture.ConditionDefaults
@available(*, unavailable, renamed: "StepContext.Scenario")
public typealias ScenarioInfo = StepContext.Scenario
@available(*, unavailable, renamed: "ExplorationVocabulary")
public typealias Exploration = ExplorationVocabulary
@available(*, unavailable, renamed: "Metric", message: "the standard metrics are Metric's: Metric.requests, Metric.standard(adding:)")
public typealias SimulatedMetrics = Metric

/// Renamed in 2.0: a failing check throws `StepError.failed(_:observed:)`.
@available(*, unavailable, message: "a failing check throws StepError.failed(message) or StepError.failed(message, observed:)")
public typealias StepFailure = StepError

/// Renamed in 2.0: a step not implemented yet throws `StepError.pending(_:)`.
@available(*, unavailable, message: "a step not implemented yet throws StepError.pending(reason)")
public typealias PendingStep = StepError

/// Renamed in 2.0: a scenario that does not apply throws `StepError.skipped(_:)`.
@available(*, unavailable, message: "a scenario that does not apply throws StepError.skipped(reason)")
public typealias SkippedStep = StepError
