import Foundation
import Gherkin
import SpecrunKit

/// Runs generated scenarios against algorithms of one system, without Gherkin text: each step line
/// is matched once (and remembered, as generated scenarios repeat their lines), the scenario is
/// planned as a pickle and run in a fresh world per algorithm.
final class ScenarioRunner: @unchecked Sendable {
    let space: ExplorationSpace
    let options: RunOptions
    private let lock = NSLock()
    private var matches: [String: StepMatch] = [:]
    /// Runs made so far, for the figures.
    private(set) var runs = 0

    init(space: ExplorationSpace, options: RunOptions) {
        self.space = space
        self.options = options
    }

    /// Runs `steps` against `algorithm`; nil when a step is not a known step of the system. An
    /// algorithm that stopped working in the run (`RunOutcome.appFailure`) is an `ExploreFault`:
    /// its steps' statuses say nothing about its behaviour.
    func run(_ steps: [GeneratedStep], algorithm: String) throws(ExploreFault) -> (steps: [StepResult], outcome: RunOutcome?)? {
        guard let pickle = plan(steps) else { return nil }
        lock.lock()
        runs += 1
        lock.unlock()
        let result = space.system.run(pickle, algorithm: algorithm, options: options)
        if let failure = result.outcome?.appFailure {
            throw ExploreFault(system: space.system.name, algorithm: algorithm, scenario: space.lines(of: steps), fault: failure)
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

    private func match(_ text: String) -> StepMatch {
        lock.lock()
        if let known = matches[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = space.system.matcher.match(text)
        lock.lock()
        matches[text] = found
        lock.unlock()
        return found
    }
}
