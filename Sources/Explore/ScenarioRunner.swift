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
    /// Each step line's match, once matched.
    private let matches = Mutex<[String: StepMatch]>([:])
    private let runCount = Atomic(0)

    init(space: ExplorationSpace, options: SuiteOptions) {
        self.space = space
        self.options = options
    }

    /// Runs `steps` against `algorithm`; nil when a step is not a known step of the system. An
    /// algorithm that stopped working in the run (`RunOutcome.appFailure`) is an `ExploreAlgorithmError`:
    /// its steps' statuses say nothing about its behaviour.
    func run(_ steps: [GeneratedStep], algorithm: String) throws(ExploreAlgorithmError) -> (steps: [StepResult], outcome: RunOutcome?)? {
        guard let pickle = plan(steps) else { return nil }
        runCount.add(1, ordering: .relaxed)
        let result = space.system.run(pickle, algorithm: algorithm, options: options)
        if let failure = result.outcome?.appFailure {
            throw ExploreAlgorithmError(system: space.system.name, algorithm: algorithm, scenario: space.lines(of: steps), fault: failure)
        }
        return (result.steps, result.outcome)
    }

    private func plan(_ steps: [GeneratedStep]) -> PlannedPickle? {
        var planned: [PlannedStep] = []
        planned.reserveCapacity(steps.count)
        for (index, step) in steps.enumerated() {
            let template = space.templates[step.template]
            let text = template.text(step.choice)
            let match = match(text)
            if case .matched = match {} else { return nil }
            let pickleStep = PickleStep(id: "\(index)", text: text, type: nil, astNodeIds: [], argument: nil)
            planned.append(PlannedStep(pickleStep: pickleStep, keyword: template.role.rawValue + " ", line: index + 1,
                                       match: match, snippet: nil))
        }
        let pickle = Pickle(id: "explored", uri: "explored.feature", location: Location(line: 1, column: 1), name: "explored",
                            language: "en", tags: [], steps: planned.map(\.pickleStep), astNodeIds: [])
        let header = FeatureHeader(uri: "explored.feature", keyword: "Feature", name: "explored", line: 1, tags: ["@" + space.system.name])
        return PlannedPickle(pickle: pickle, feature: header, system: space.system.name, steps: planned)
    }

    /// Runs made so far, for the figures.
    var runs: Int { runCount.load(ordering: .relaxed) }

    private func match(_ text: String) -> StepMatch {
        if let known = matches.withLock({ $0[text] }) { return known }
        let found = space.system.matcher.match(text)
        matches.withLock { $0[text] = found }
        return found
    }
}
