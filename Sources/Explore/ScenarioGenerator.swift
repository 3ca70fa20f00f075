import SpecrunKit

/// Draws the scenarios of a random exploration from a seeded generator, so that bugs that take two
/// visits or an exact wait are reached every time, not by luck:
///
/// - **Swarm**: each fresh scenario draws from a random part of the vocabulary (each scene, action
///   and value kept with even odds), so the few it keeps come back often: the same article opened
///   twice, the same screen revisited. Most begin with two scenes, every two in turn (all pairs),
///   so that each combination of conditions (cached and offline, started and failing) comes early.
/// - **Revisits**: an action may repeat one the scenario already made, exactly.
/// - **Thresholds**: time passes by the durations the system names, one unit less and more (they
///   are among `{duration}`'s values, see `ExplorationSpace`).
/// - **Feedback**: a scenario in which an action led an algorithm somewhere it had not been led
///   before (a new observable state: the action and the kind before it, what showed before it,
///   what showed after, how many requests) is kept, and three scenarios in four are mutations of
///   kept ones, those that reached the rarest states more often: an action or a revisit added at
///   the end, a run of actions made again, a wait inserted, a value changed, a step removed or
///   replaced, a scene added.
///
/// Scenarios are drawn a batch at a time and `learn(from:_:)` hears the batch's results in order,
/// so what is drawn depends on the seed alone, whatever the threads.
struct ScenarioGenerator {
    let space: ExplorationSpace
    let maxSteps: Int
    private var random: SplitMix64
    /// Scenarios that reached a new observable state, in the order found.
    private(set) var corpus: [GeneratedScenario] = []
    /// The states each kept scenario reached, by its index in `corpus`.
    private var corpusStates: [[Int]] = []
    /// Each state reached, numbered in the order reached.
    private var numbers: [State: Int] = [:]
    /// How many scenarios reached each state, by its number.
    private var hits: [Int] = []

    /// Every two scenes of different templates, in the vocabulary's order, shuffled: fresh scenarios
    /// begin with them in turn, so that each combination of conditions is met early.
    private var scenePairs: [[GeneratedStep]]
    private var nextPair = 0

    init(space: ExplorationSpace, maxSteps: Int, seed: UInt64) {
        self.space = space
        self.maxSteps = maxSteps
        random = SplitMix64(seed: seed)
        let variants = space.scenes.map { template in space.templates[template].allChoices.map { GeneratedStep(template: template, choice: $0) } }
        var pairs: [[GeneratedStep]] = []
        for (first, firsts) in variants.enumerated() {
            for seconds in variants.dropFirst(first + 1) {
                for a in firsts { for b in seconds { pairs.append([a, b]) } }
            }
        }
        if maxSteps > 2 { pairs.shuffle(using: &random) } else { pairs = [] }
        scenePairs = pairs
    }

    /// The next scenario: three times in four once there are some, a mutation of a kept scenario,
    /// the one of four drawn whose rarest state fewest scenarios reached (the frontier); else a
    /// fresh swarm scenario.
    mutating func next() -> GeneratedScenario {
        guard !corpus.isEmpty, Int.random(in: 0..<4, using: &random) > 0 else { return swarmScenario() }
        var parent = Int.random(in: 0..<corpus.count, using: &random)
        for _ in 1..<4 {
            let rival = Int.random(in: 0..<corpus.count, using: &random)
            if rarity(of: rival) < rarity(of: parent) { parent = rival }
        }
        return mutation(of: corpus[parent])
    }

    /// How many scenarios reached the rarest state kept scenario `index` reached.
    private func rarity(of index: Int) -> Int {
        corpusStates[index].lazy.map { hits[$0] }.min() ?? .max
    }

    /// Keeps `scenario` when one of its runs (the reference's first, then each other's; nil for a
    /// run that did not apply) reached a state no earlier scenario did. Returns whether it did.
    @discardableResult
    mutating func learn(from scenario: GeneratedScenario, _ observations: [Observation?]) -> Bool {
        let actions = scenario.steps.filter { space.templates[$0.template].role == .action }
        // A run reaches a handful of states: a list finds one sooner than a set hashes it.
        var reached: [Int] = []
        var isNew = false
        for (index, observation) in observations.enumerated() {
            guard let observation else { continue }
            Self.forEachState(of: observation, algorithm: index, actions: actions) { state in
                let number: Int
                if let known = numbers[state] {
                    number = known
                } else {
                    number = hits.count
                    numbers[state] = number
                    hits.append(0)
                    isNew = true
                }
                if !reached.contains(number) { reached.append(number) }
            }
        }
        for number in reached { hits[number] += 1 }
        if isNew {
            corpus.append(scenario)
            corpusStates.append(reached)
        }
        return isNew
    }

    /// An observable state of one algorithm: the action that began a stretch and the kind of action
    /// before it (when each action began a stretch), what the screen had settled on before it, the
    /// views it went through and how many requests it made.
    struct State: Hashable {
        let algorithm: Int
        let previous: Int?
        let action: GeneratedStep?
        let before: Observation.View
        let views: [Observation.View]
        let requests: Int

        /// Every field folded into one number (the views by the hashes they keep), hashed once: a
        /// state is looked up for each stretch of each run, and a `Hasher` call per field cost
        /// more than the look-up.
        func hash(into hasher: inout Hasher) {
            var fold = NumberFold()
            fold.add(algorithm)
            fold.add(previous ?? -1)
            fold.add(requests)
            if let action { action.fold(into: &fold) } else { fold.add(-1) }
            fold.add(before.hash)
            for view in views { fold.add(view.hash) }
            hasher.combine(fold.value)
        }
    }

    /// Each observable state of a run, stretch by stretch, handed to `body` as it is made.
    static func forEachState(of observation: Observation, algorithm: Int, actions: [GeneratedStep], _ body: (State) -> Void) {
        let stretches = observation.stretches
        let known = actions.count == stretches.count
        for index in stretches.indices {
            body(State(algorithm: algorithm, previous: known && index > 0 ? actions[index - 1].template : nil,
                       action: known ? actions[index] : nil, before: index > 0 ? stretches[index - 1].settled : .nothing,
                       views: stretches[index].views, requests: stretches[index].requests.count))
        }
    }

    // MARK: Fresh scenarios

    /// A scenario of 1 to `maxSteps` steps (up to three scenes, then at least one action) drawn from
    /// a random part of the vocabulary, two times in three beginning with the next two scenes of
    /// `scenePairs`, an action repeating an earlier one a quarter of the time.
    mutating func swarmScenario() -> GeneratedScenario {
        let scenes = part(of: space.scenes), actions = part(of: space.actions)
        var kept: [String: [Int]] = [:]
        for template in scenes + actions {
            for (slot, name) in space.templates[template].parameters.enumerated() where kept[name] == nil {
                kept[name] = part(of: Array(space.templates[template].values[slot].indices))
            }
        }
        var steps: [GeneratedStep] = []
        if !scenePairs.isEmpty, Int.random(in: 0..<3, using: &random) > 0 {
            steps = scenePairs[nextPair % scenePairs.count]
            nextPair += 1
        }
        let sceneCount = steps.count + (scenes.isEmpty ? 0 : Int.random(in: 0...min(3 - steps.count, maxSteps - 1 - steps.count), using: &random))
        let count = sceneCount + Int.random(in: 1...(maxSteps - sceneCount), using: &random)
        for index in steps.count..<count {
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
        let room = maxSteps - steps.count
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where room > 0:
            // One more action at the end.
            steps.append(step(space.actions[Int.random(in: 0..<space.actions.count, using: &random)]))
        case 1 where room > 0 && !actions.isEmpty:
            // A revisit at the end: an action made again.
            steps.append(steps[actions[Int.random(in: 0..<actions.count, using: &random)]])
        case 2 where room > 0 && !actions.isEmpty:
            // A revisit of a path: a run of actions made again right after itself.
            let start = actions[Int.random(in: 0..<actions.count, using: &random)]
            let length = Int.random(in: 1...min(3, room, steps.count - start), using: &random)
            steps.insert(contentsOf: steps[start..<(start + length)], at: start + length)
        case 3 where room > 0:
            // A wait, of one of the durations (the thresholds among them).
            let waits = space.actions.filter { space.templates[$0].isTimePassing }
            guard !waits.isEmpty else { break }
            steps.insert(step(waits[Int.random(in: 0..<waits.count, using: &random)]),
                         at: Int.random(in: min(firstAction + 1, steps.count)...steps.count, using: &random))
        case 4:
            let valued = steps.indices.filter { !steps[$0].choice.isEmpty }
            guard !valued.isEmpty else { break }
            let index = valued[Int.random(in: 0..<valued.count, using: &random)]
            let slot = Int.random(in: 0..<steps[index].choice.count, using: &random)
            steps[index].choice[slot] = Int.random(in: 0..<space.templates[steps[index].template].values[slot].count, using: &random)
        case 5 where steps.count > 1:
            let index = Int.random(in: 0..<steps.count, using: &random)
            if space.templates[steps[index].template].role != .action || actions.count > 1 { steps.remove(at: index) }
        case 6 where room > 0 && firstAction < 3 && !space.scenes.isEmpty:
            steps.insert(step(space.scenes[Int.random(in: 0..<space.scenes.count, using: &random)]),
                         at: Int.random(in: 0...firstAction, using: &random))
        default:
            // An action replaced with a fresh one.
            guard !actions.isEmpty else { break }
            steps[actions[Int.random(in: 0..<actions.count, using: &random)]] =
                step(space.actions[Int.random(in: 0..<space.actions.count, using: &random)])
        }
        return steps
    }
}
