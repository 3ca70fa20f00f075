/// The random exploration: batches of scenarios from a `ScenarioGenerator` seeded with `--seed`,
/// run on the threads, then heard in order (each difference filed, each new state fed back), until
/// the budget or the time is spent. What it finds depends on the seed and the budget alone.
struct RandomSearch {
    let explorer: Explorer

    /// Scenarios drawn at a time: the generator learns from a batch before drawing the next.
    static let batchSize = 64

    func run(into search: inout Search, progress: (ExploreProgress) -> Void) throws(ExploreAlgorithmError) {
        let options = explorer.options
        var generator = ScenarioGenerator(space: explorer.space, maxSteps: options.maxSteps, seed: options.seed)
        while search.tried < options.budget, !search.clock.isOver {
            let count = min(Self.batchSize, options.budget - search.tried)
            let scenarios = (0..<count).map { _ in generator.next() }
            let found = try explorer.findings(of: scenarios.map(\.steps), runner: search.runner, clock: search.clock)
            for (offset, findings) in found.enumerated() {
                generator.learn(from: scenarios[offset], findings.observations)
                for (signature, steps) in findings.differences {
                    try search.file(steps, number: search.tried + offset + 1, under: signature)
                }
            }
            search.tried += found.count
            progress(search.progress)
        }
    }
}
