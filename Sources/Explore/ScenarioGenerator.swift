import SpecrunKit

/// Draws the scenarios of a random exploration from a seeded generator, so that bugs that take two
/// visits or an exact wait are reached every time, not by luck:
///
/// - **Swarm**: each fresh scenario draws from a random part of the vocabulary (each scene, action
///   and value kept with even odds), so the few it keeps come back often: the same article opened
///   twice, the same screen revisited.
/// - **Revisits**: an action may repeat one the scenario already made, exactly.
/// - **Thresholds**: time passes by the durations the system names, one unit less and more (they
///   are among `{duration}`'s values, see `ExplorationSpace`).
/// - **Feedback**: a scenario after which an algorithm showed something it had not shown before
///   in that situation (a new observable state) is kept, and half the scenarios are mutations of
///   kept ones: a step repeated later, a step or a wait inserted, a value changed, a step removed.
///
/// Scenarios are drawn a batch at a time and `learn(from:_:)` hears the batch's results in order,
/// so what is drawn depends on the seed alone, whatever the threads.
struct ScenarioGenerator {
    let space: ExplorationSpace
    let maxSteps: Int
    private var random: SplitMix64
    /// Scenarios that reached a new observable state, in the order found.
    private(set) var corpus: [GeneratedScenario] = []
    /// The observable states reached so far (see `states(of:algorithm:)`).
    private var reached: Set<State> = []

    init(space: ExplorationSpace, maxSteps: Int, seed: UInt64) {
        self.space = space
        self.maxSteps = maxSteps
        random = SplitMix64(seed: seed)
    }

    /// The next scenario: a mutation of a kept one half the time once there are some, else a
    /// fresh swarm scenario.
    mutating func next() -> GeneratedScenario {
        if !corpus.isEmpty, Bool.random(using: &random) {
            let parent = corpus[Int.random(in: 0..<corpus.count, using: &random)]
            return mutation(of: parent)
        }
        return swarmScenario()
    }

    /// Keeps `scenario` when one of its runs (the reference's first, then each other's; nil for a
    /// run that did not apply) reached a state no earlier scenario did. Returns whether it did.
    @discardableResult
    mutating func learn(from scenario: GeneratedScenario, _ observations: [Observation?]) -> Bool {
        var isNew = false
        for (index, observation) in observations.enumerated() {
            guard let observation else { continue }
            for state in Self.states(of: observation, algorithm: index) where reached.insert(state).inserted { isNew = true }
        }
        if isNew { corpus.append(scenario) }
        return isNew
    }

    /// An observable state of one algorithm: what the screen had settled on before a stretch, the
    /// views it went through in the stretch and how many requests it made.
    struct State: Hashable {
        let algorithm: Int
        let before: Observation.View
        let views: [Observation.View]
        let requests: Int
    }

    /// The observable states of a run, stretch by stretch.
    static func states(of observation: Observation, algorithm: Int) -> [State] {
        var before = Observation.View()
        return observation.stretches.map { stretch in
            defer { before = stretch.settled }
            return State(algorithm: algorithm, before: before, views: stretch.views, requests: stretch.requests.count)
        }
    }

    // MARK: Fresh scenarios

    /// A scenario of 1 to `maxSteps` steps (up to three scenes, then actions) drawn from a random
    /// part of the vocabulary, an action repeating an earlier one a quarter of the time.
    mutating func swarmScenario() -> GeneratedScenario {
        let scenes = part(of: space.scenes), actions = part(of: space.actions)
        var kept: [String: [Int]] = [:]
        for template in scenes + actions {
            for (slot, name) in space.templates[template].parameters.enumerated() where kept[name] == nil {
                kept[name] = part(of: Array(space.templates[template].values[slot].indices))
            }
        }
        let count = Int.random(in: 1...maxSteps, using: &random)
        let sceneCount = scenes.isEmpty ? 0 : Int.random(in: 0...min(3, count - 1), using: &random)
        var steps: [GeneratedStep] = []
        for index in 0..<count {
            if index > sceneCount, Int.random(in: 0..<4, using: &random) == 0 {
                steps.append(steps[Int.random(in: sceneCount..<index, using: &random)])
                continue
            }
            let pool = index < sceneCount ? scenes : actions
            let template = pool[Int.random(in: 0..<pool.count, using: &random)]
            let choice = space.templates[template].parameters.map { name in
                kept[name].map { $0[Int.random(in: 0..<$0.count, using: &random)] } ?? 0
            }
            steps.append(GeneratedStep(template: template, choice: choice))
        }
        return GeneratedScenario(steps: steps)
    }

    /// Each of `items` with even odds, at least one (none of none).
    private mutating func part(of items: [Int]) -> [Int] {
        guard !items.isEmpty else { return [] }
        let kept = items.filter { _ in Bool.random(using: &random) }
        return kept.isEmpty ? [items[Int.random(in: 0..<items.count, using: &random)]] : kept
    }

    /// A step of `template` with random values.
    private mutating func step(_ template: Int) -> GeneratedStep {
        GeneratedStep(template: template, choice: space.templates[template].values.map { Int.random(in: 0..<$0.count, using: &random) })
    }

    // MARK: Mutations

    /// `parent` changed one to three times.
    mutating func mutation(of parent: GeneratedScenario) -> GeneratedScenario {
        var steps = parent.steps
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            steps = mutate(steps)
        }
        return GeneratedScenario(steps: steps)
    }

    private mutating func mutate(_ steps: [GeneratedStep]) -> [GeneratedStep] {
        var steps = steps
        let firstAction = steps.firstIndex { space.templates[$0.template].role == .action } ?? steps.count
        let actions = Array(firstAction..<steps.count)
        let roomForMore = steps.count < maxSteps
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where roomForMore && !actions.isEmpty:
            // A revisit: an action made again, later.
            let repeated = actions[Int.random(in: 0..<actions.count, using: &random)]
            steps.insert(steps[repeated], at: Int.random(in: (repeated + 1)...steps.count, using: &random))
        case 1 where roomForMore:
            steps.insert(step(space.actions[Int.random(in: 0..<space.actions.count, using: &random)]),
                         at: Int.random(in: firstAction...steps.count, using: &random))
        case 2 where roomForMore:
            let waits = space.actions.filter { space.templates[$0].isTimePassing }
            guard !waits.isEmpty else { break }
            steps.insert(step(waits[Int.random(in: 0..<waits.count, using: &random)]),
                         at: Int.random(in: firstAction...steps.count, using: &random))
        case 3:
            let valued = steps.indices.filter { !steps[$0].choice.isEmpty }
            guard !valued.isEmpty else { break }
            let index = valued[Int.random(in: 0..<valued.count, using: &random)]
            let slot = Int.random(in: 0..<steps[index].choice.count, using: &random)
            steps[index].choice[slot] = Int.random(in: 0..<space.templates[steps[index].template].values[slot].count, using: &random)
        case 4 where steps.count > 1:
            let index = Int.random(in: 0..<steps.count, using: &random)
            if space.templates[steps[index].template].role != .action || actions.count > 1 { steps.remove(at: index) }
        case 5 where roomForMore && firstAction < 3 && !space.scenes.isEmpty:
            steps.insert(step(space.scenes[Int.random(in: 0..<space.scenes.count, using: &random)]),
                         at: Int.random(in: 0...firstAction, using: &random))
        default:
            // Replaces an action with a fresh one.
            guard !actions.isEmpty else { break }
            steps[actions[Int.random(in: 0..<actions.count, using: &random)]] =
                step(space.actions[Int.random(in: 0..<space.actions.count, using: &random)])
        }
        return steps
    }
}
