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
struct ExhaustiveSearch {
    let explorer: Explorer
    let depth: Int

    /// Scenarios run at a time, on the threads.
    static let batchSize = 256

    /// What makes two scenarios one state (see the type's comment).
    struct State: Hashable {
        let scenes: [GeneratedStep]
        let quiet: [GeneratedStep]
        let runs: [[Observation.Stretch]]
    }

    func run(into search: inout Search, progress: (ExploreProgress) -> Void) throws(ExploreAlgorithmError) -> ExhaustiveFigures {
        let space = explorer.space
        let every = { (templates: [Int]) in
            templates.flatMap { template in space.templates[template].allChoices.map { GeneratedStep(template: template, choice: $0) } }
        }
        let (scenes, actions) = (every(space.scenes), every(space.actions))
        var frontier: [[GeneratedStep]] = [[]]
        var states: Set<State> = []
        var complete = true
        for level in 1...depth {
            var next: [[GeneratedStep]] = []
            var candidates: [[GeneratedStep]] = []
            for prefix in frontier {
                let acted = prefix.contains { space.templates[$0.template].role == .action }
                if !acted { next += scenes.map { prefix + [$0] } }
                candidates += actions.map { prefix + [$0] }
            }
            var start = 0
            while start < candidates.count {
                if search.clock.isOver {
                    complete = false
                    break
                }
                let batch = Array(candidates[start..<min(start + Self.batchSize, candidates.count)])
                let found = try explorer.findings(of: batch, runner: search.runner, clock: search.clock)
                for (offset, findings) in found.enumerated() {
                    let number = search.tried + offset + 1
                    for (signature, steps) in findings.differences {
                        try search.file(steps, number: number, under: signature)
                    }
                    guard findings.differences.isEmpty, level < depth,
                          let state = state(of: batch[offset], findings.observations) else { continue }
                    if states.insert(state).inserted { next.append(batch[offset]) }
                }
                search.tried += found.count
                start += found.count
                progress(search.progress)
                if found.count < batch.count { break }
            }
            guard complete else { break }
            frontier = next
        }
        return ExhaustiveFigures(depth: depth, scenarios: search.tried, states: states.count, complete: complete)
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
