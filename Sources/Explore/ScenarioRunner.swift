import Foundation
import Gherkin
import SpecrunKit
import Synchronization

/// Runs generated scenarios against algorithms of one system, without Gherkin text: each step line
/// is matched once (and remembered, as generated scenarios repeat their lines), the scenario is
/// planned as a pickle and run in a fresh world per algorithm.
final class ScenarioRunner: Sendable {
    let space: ExplorationSpace
    let options: SuiteOptions
    /// Each generated step planned once, its line matched and its arguments' values made
    /// (generated scenarios repeat their steps); nil for a line the system does not match.
    private let plannedSteps = Mutex<[GeneratedStep: PlannedStep?]>([:])
    private let runCount = Atomic(0)

    /// The feature every generated scenario is planned in.
    private let header: FeatureHeader
    /// A step's id in its scenario, its place, made once for the places a scenario has (kept by
    /// the runner: a static is a call to check it is made at each read, on Linux).
    private let stepIds = (0..<32).map { String($0) }

    init(space: ExplorationSpace, options: SuiteOptions) {
        self.space = space
        // An exploration compares what the user saw and the requests made, never the metrics.
        var options = options
        options.measuresMetrics = false
        self.options = options
        header = FeatureHeader(uri: "explored.feature", keyword: "Feature", name: "explored", line: 1, tags: ["@" + space.system.name])
    }

    /// Runs `steps` against `algorithm`; nil when a step is not a known step of the system.
    func run(_ steps: [GeneratedStep], algorithm: String) throws(ExploreAlgorithmError) -> (steps: [StepResult], outcome: RunOutcome?)? {
        guard let scenario = plan(steps) else { return nil }
        return try run(scenario, algorithm: algorithm)
    }

    /// Runs a scenario `plan(_:)` made against `algorithm`, so that a scenario run against
    /// several algorithms is planned once. An algorithm that stopped working in the run
    /// (`RunOutcome.appFailure`) is an `ExploreAlgorithmError`: its steps' statuses say nothing
    /// about its behaviour.
    func run(_ scenario: PlannedScenario, algorithm: String) throws(ExploreAlgorithmError) -> (steps: [StepResult], outcome: RunOutcome?) {
        runCount.add(1, ordering: .relaxed)
        let result = space.system.run(scenario.pickle, algorithm: algorithm, options: options)
        if let failure = result.outcome?.appFailure {
            throw ExploreAlgorithmError(system: space.system.name, algorithm: algorithm, scenario: space.lines(of: scenario.steps), fault: failure)
        }
        return (result.steps, result.outcome)
    }

    /// `steps` as a pickle of the system; nil when a step is not a known step of it.
    func plan(_ steps: [GeneratedStep]) -> PlannedScenario? {
        var planned: [PlannedStep] = []
        planned.reserveCapacity(steps.count)
        var pickleSteps: [PickleStep] = []
        pickleSteps.reserveCapacity(steps.count)
        for (index, step) in steps.enumerated() {
            guard let plannedStep = plannedStep(step) else { return nil }
            // Placed in the scenario where it is kept, not in a copy.
            planned.append(plannedStep)
            planned[index].pickleStep.id = index < stepIds.count ? stepIds[index] : String(index)
            planned[index].line = index + 1
            pickleSteps.append(planned[index].pickleStep)
        }
        let pickle = Pickle(id: "explored", uri: "explored.feature", location: Location(line: 1, column: 1), name: "explored",
                            language: "en", tags: [], steps: pickleSteps, astNodeIds: AstNodeIds())
        return PlannedScenario(steps: steps, pickle: PlannedPickle(pickle: pickle, feature: header, system: space.system.name, steps: planned))
    }


    /// Runs made so far, for the figures.
    var runs: Int { runCount.load(ordering: .relaxed) }

    /// `step` planned, its place in a scenario set by `plan(_:)`; nil when the system does not match it.
    private func plannedStep(_ step: GeneratedStep) -> PlannedStep? {
        if let known = plannedSteps.withLock({ $0[step] }) { return known }
        let text = space.templates[step.template].text(step.choice)
        let match = space.system.matcher.match(text)
        var planned: PlannedStep?
        if case .matched = match {
            planned = PlannedStep(pickleStep: PickleStep(id: "", text: text, type: nil, astNodeIds: AstNodeIds(), argument: nil),
                                  keyword: space.templates[step.template].role.rawValue + " ", line: 0, match: match, snippet: nil)
        }
        plannedSteps.withLock { $0[step] = planned }
        return planned
    }
}

/// A generated scenario and the pickle it is run as.
struct PlannedScenario: Sendable {
    let steps: [GeneratedStep]
    let pickle: PlannedPickle
}
