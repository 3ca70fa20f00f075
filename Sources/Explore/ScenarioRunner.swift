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
    /// Each generated step's line and its match, once matched (generated scenarios repeat their steps).
    private let lines = Mutex<[GeneratedStep: (text: String, match: StepMatch)]>([:])
    private let runCount = Atomic(0)

    init(space: ExplorationSpace, options: SuiteOptions) {
        self.space = space
        self.options = options
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
        for (index, step) in steps.enumerated() {
            let (text, match) = line(of: step)
            if case .matched = match {} else { return nil }
            let pickleStep = PickleStep(id: "\(index)", text: text, type: nil, astNodeIds: [], argument: nil)
            planned.append(PlannedStep(pickleStep: pickleStep, keyword: space.templates[step.template].role.rawValue + " ", line: index + 1,
                                       match: match, snippet: nil))
        }
        let pickle = Pickle(id: "explored", uri: "explored.feature", location: Location(line: 1, column: 1), name: "explored",
                            language: "en", tags: [], steps: planned.map(\.pickleStep), astNodeIds: [])
        let header = FeatureHeader(uri: "explored.feature", keyword: "Feature", name: "explored", line: 1, tags: ["@" + space.system.name])
        return PlannedScenario(steps: steps, pickle: PlannedPickle(pickle: pickle, feature: header, system: space.system.name, steps: planned))
    }

    /// Runs made so far, for the figures.
    var runs: Int { runCount.load(ordering: .relaxed) }

    private func line(of step: GeneratedStep) -> (text: String, match: StepMatch) {
        if let known = lines.withLock({ $0[step] }) { return known }
        let text = space.templates[step.template].text(step.choice)
        let found = (text: text, match: space.system.matcher.match(text))
        lines.withLock { $0[step] = found }
        return found
    }
}

/// A generated scenario and the pickle it is run as.
struct PlannedScenario: Sendable {
    let steps: [GeneratedStep]
    let pickle: PlannedPickle
}
