import SpecrunKit

/// `specrun explore --exhaustive --depth K`: every scenario of up to K steps over the exploration's
/// vocabulary (scenes first, then at least one action; every value each parameter lists, each
/// standing for its class, and the system's thresholds), shortest first, a bounded proof that the
/// algorithms agree on all of them, or the behaviours where they do not.
///
/// A scenario is extended by one more step unless it does not apply on the reference (a step did
/// not pass: neither does any longer one), it already shows a difference (a longer one shows that
/// first), or both algorithms are in a state an earlier scenario reached: the same scenes, the
/// same views, requests and times on each algorithm (counted back from its last step), and the
/// same steps after which nothing showed or was asked on either (a step may change what nothing
/// shows yet, such as the server's revisions). Such scenarios are merged: what follows one
/// follows the other.
///
/// The scenarios fall into partitions by their first step (none of the scenes, or one of them):
/// two scenarios of different partitions never share a state, so `--shard i/n` runs every n-th
/// partition on its own (`.run(shard:)`, its outcomes kept in an `ExhaustiveShare`), and the merge
/// (`.merge`) walks every level again in the same order, reading each scenario's outcome from the
/// shares instead of running it: it numbers and files them as the unsharded search does, so it
/// writes the same files.
struct ExhaustiveSearch {
    let explorer: Explorer
    let depth: Int
    /// Where each scenario's outcome comes from.
    var source = Source.run(shard: nil)

    enum Source {
        /// Run here: every scenario, or those of one shard's partitions (then none is filed: the
        /// outcomes go in the share).
        case run(shard: Shard?)
        /// Read from the shares of a sharded search, all of them.
        case merge(ExhaustiveShare.Merged)
    }

    /// Scenarios run at a time, on the threads.
    static let batchSize = 256

    /// What makes two scenarios one state (see the type's comment).
    struct State: Hashable {
        let scenes: [GeneratedStep]
        let quiet: [GeneratedStep]
        let runs: [[Observation.Stretch]]
    }

    /// What one scenario came to: the differences it showed, each with its signature and the steps
    /// that show it, and whether the search goes on from it (no difference, and a state no earlier
    /// scenario reached).
    struct Outcome: Hashable, Sendable {
        struct Difference: Hashable, Sendable {
            let signature: DivergenceSignature
            /// The steps that show it; nil in a share when an earlier instance of its signature was
            /// as short or shorter: the search never shrinks such an instance (`Search.file` shrinks
            /// only one shorter than the smallest so far), it only counts it.
            var steps: [GeneratedStep]?
        }

        var differences: [Difference] = []
        var continues = false

        /// Neither: what a scenario absent from the shares came to.
        static let none = Outcome()
    }

    /// Runs the search: its figures, and with a shard what its scenarios came to (its share's
    /// outcomes; nothing is filed then).
    func run(into search: inout Search,
             progress: (ExploreProgress) -> Void) throws(ExploreAlgorithmError) -> (figures: ExhaustiveFigures, share: ShareOutcomes) {
        let space = explorer.space
        let every = { (templates: [Int]) in
            templates.flatMap { template in space.templates[template].allChoices.map { GeneratedStep(template: template, choice: $0) } }
        }
        let (scenes, actions) = (every(space.scenes), every(space.actions))
        let shard: Shard? = if case .run(let shard) = source { shard } else { nil }
        // A scenario's partition: 0 when it opens with an action, else 1 + its first scene's place.
        let owned = { (steps: [GeneratedStep]) -> Bool in
            guard let shard else { return true }
            return shard.includes(steps.first.flatMap { scenes.firstIndex(of: $0).map { $0 + 1 } } ?? 0)
        }
        var frontier: [[GeneratedStep]] = [[]]
        var states: Set<State> = []
        var share = ShareOutcomes()
        var complete = true
        for level in 1...depth {
            var next: [[GeneratedStep]] = []
            var candidates: [[GeneratedStep]] = []
            for prefix in frontier {
                let acted = prefix.contains { space.templates[$0.template].role == .action }
                if !acted { next += scenes.map { prefix + [$0] }.filter(owned) }
                candidates += actions.map { prefix + [$0] }.filter(owned)
            }
            var start = 0
            while start < candidates.count {
                if search.clock.isOver {
                    complete = false
                    break
                }
                let batch = Array(candidates[start..<min(start + Self.batchSize, candidates.count)])
                let outcomes = try self.outcomes(of: batch, level: level, states: &states, search: search)
                for (offset, outcome) in outcomes.enumerated() {
                    if shard != nil {
                        share.keep(outcome, of: batch[offset])
                    } else {
                        for difference in outcome.differences {
                            try search.file(difference.steps, number: search.tried + offset + 1, under: difference.signature)
                        }
                    }
                    if outcome.continues { next.append(batch[offset]) }
                }
                search.tried += outcomes.count
                start += outcomes.count
                progress(search.progress)
                if outcomes.count < batch.count { break }
            }
            guard complete else { break }
            frontier = next
        }
        let reached = if case .merge(let merged) = source { merged.states } else { states.count }
        return (ExhaustiveFigures(depth: depth, scenarios: search.tried, states: reached, complete: complete), share)
    }

    /// What a shard keeps of its scenarios for its share: each that showed a difference or goes on.
    /// A difference keeps its steps only when no earlier scenario of the shard showed its signature
    /// with as few: the search shrinks only an instance shorter than the smallest so far, and only
    /// counts the others (`Outcome.Difference.steps`).
    struct ShareOutcomes {
        private(set) var outcomes: [[GeneratedStep]: Outcome] = [:]
        /// The fewest steps each signature has shown so far, in the search's order.
        private var shortest: [DivergenceSignature: Int] = [:]

        mutating func keep(_ outcome: Outcome, of steps: [GeneratedStep]) {
            var outcome = outcome
            for index in outcome.differences.indices {
                let difference = outcome.differences[index], length = difference.steps?.count ?? 0
                if length < shortest[difference.signature, default: .max] {
                    shortest[difference.signature] = length
                } else {
                    outcome.differences[index].steps = nil
                }
            }
            if outcome != .none { outcomes[steps] = outcome }
        }
    }

    /// What each scenario of `batch`, at `level`, comes to: run (fewer than the batch when the
    /// search was stopped), or read from the shares.
    private func outcomes(of batch: [[GeneratedStep]], level: Int, states: inout Set<State>,
                          search: Search) throws(ExploreAlgorithmError) -> [Outcome] {
        if case .merge(let merged) = source {
            return batch.map { merged.outcomes[$0] ?? .none }
        }
        let found = try explorer.findings(of: batch, runner: search.runner, clock: search.clock)
        return found.enumerated().map { offset, findings in
            var outcome = Outcome(differences: findings.differences.map { Outcome.Difference(signature: $0.signature, steps: $0.steps) })
            if findings.differences.isEmpty, level < depth, let state = state(of: batch[offset], findings.observations) {
                outcome.continues = states.insert(state).inserted
            }
            return outcome
        }
    }

    /// The state both algorithms are in after `steps`; nil when it does not apply on one of them.
    private func state(of steps: [GeneratedStep], _ observations: [Observation?]) -> State? {
        let runs = observations.compactMap { $0 }
        guard runs.count == observations.count else { return nil }
        let templates = explorer.space.templates
        let scenes = steps.filter { templates[$0.template].role == .scene }
        let actions = steps.filter { templates[$0.template].role == .action }
        // Each action marks a stretch; if one did not, which stretch is whose is unknown, and every
        // action counts as one after which nothing showed.
        let stretches = runs.map(\.stretches)
        var quiet = actions
        if stretches.allSatisfy({ $0.count == actions.count }) {
            quiet = actions.indices.filter { index in stretches.allSatisfy { Self.isQuiet($0, at: index) } }.map { actions[$0] }
        }
        let relative = stretches.map { run in
            run.map { stretch in
                var stretch = stretch
                stretch.start -= run.last?.start ?? 0
                return stretch
            }
        }
        return State(scenes: scenes, quiet: quiet, runs: relative)
    }

    /// Whether nothing showed or was asked in stretch `index`: it sent no request, and stayed on
    /// what the screen had settled on before it (or, with nothing before it to go by, showed one
    /// view only).
    private static func isQuiet(_ stretches: [Observation.Stretch], at index: Int) -> Bool {
        guard stretches[index].requests.isEmpty else { return false }
        let views = stretches[index].views
        guard let before = stretches[..<index].last(where: { !$0.views.isEmpty })?.settled else { return views.count <= 1 }
        return views.allSatisfy { $0 == before }
    }
}
