import Testing
@testable import Explore
import SpecrunKit

/// The generator draws the same scenarios for the same seed, revisits what a scenario did, begins
/// with every two scenes, and lets time pass by the system's thresholds.
@Suite struct ScenarioGeneratorTests {
    static let space = try! ExplorationSpace(system: ExploreTests.articleView)

    static func draw(_ count: Int, seed: UInt64) -> [GeneratedScenario] {
        var generator = ScenarioGenerator(space: space, maxSteps: 6, seed: seed)
        return (0..<count).map { _ in generator.next() }
    }

    /// A state's hash folds its fields by hand: equal states hash alike, and a state that differs
    /// in any one field is another state.
    @Test func statesHashByEveryField() {
        typealias View = Observation.View
        func state(algorithm: Int = 0, previous: Int? = 1, action: GeneratedStep? = GeneratedStep(template: 2, choice: [0, 1]),
                   before: View = View(shown: ["a progress bar"]), views: [View] = [View(content: "Tokyo")], requests: Int = 1)
            -> ScenarioGenerator.State {
            ScenarioGenerator.State(algorithm: algorithm, previous: previous, action: action, before: before, views: views,
                                    requests: requests)
        }
        #expect(state() == state() && state().hashValue == state().hashValue)
        let others = [state(algorithm: 1), state(previous: nil), state(action: nil), state(action: GeneratedStep(template: 2, choice: [1, 0])),
                      state(before: .nothing), state(views: []), state(views: [View(content: "Tokyo"), .nothing]), state(requests: 2)]
        #expect(Set(others + [state()]).count == others.count + 1)
        #expect(others.allSatisfy { $0.hashValue != state().hashValue })
    }

    @Test func theSameSeedDrawsTheSameScenarios() {
        #expect(Self.draw(300, seed: 4) == Self.draw(300, seed: 4))
        #expect(Self.draw(300, seed: 4) != Self.draw(300, seed: 5))
    }

    @Test func scenariosRevisitAndBeginWithEveryTwoScenes() {
        let scenarios = Self.draw(400, seed: 1)
        let revisits = scenarios.filter { scenario in
            let actions = scenario.steps.filter { Self.space.templates[$0.template].role == .action }
            return Set(actions).count < actions.count
        }
        #expect(revisits.count > 40, "\(revisits.count) of 400 revisit")
        let lines = scenarios.map { Self.space.lines(of: $0.steps) }
        #expect(lines.contains { $0.starts(with: ["Given $article is cached", "And my connection is timing out"]) })
        #expect(lines.contains { $0.starts(with: ["Given revision 1041 of $article is cached", "And my connection is offline"]) })
        #expect(scenarios.allSatisfy { scenario in
            let roles = scenario.steps.map { Self.space.templates[$0.template].role }
            return roles.contains(.action) && roles.count <= 6 && !roles.drop { $0 == .scene }.contains(.scene)
        })
    }

    @Test func timePassesByTheThresholds() {
        let wait = Self.space.actions.first { Self.space.templates[$0].isTimePassing }!
        #expect(Self.space.templates[wait].values[0] == ["2 seconds", "10 seconds", "29 seconds", "30 seconds", "31 seconds", "10 minutes"])
    }
}
