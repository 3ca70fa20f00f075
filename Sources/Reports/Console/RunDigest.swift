import Runner

/// What the console formats gather while a run goes, for the text that ends them: the runs that did
/// not pass, the snippets for undefined steps (each once), the console's scenario × algorithm
/// matrix, the mode and the order's seed.
struct RunDigest {
    private(set) var problems: [CaseResult] = []
    private(set) var snippets: [String] = []
    private var seenSnippets: Set<String> = []
    private(set) var mode = RunMode()
    private(set) var orderNote: String?
    private(set) var matrix = ComparisonMatrix()

    mutating func note(_ event: RunEvent) {
        switch event {
        case .started(let start):
            mode = start.mode
            matrix.start(systems: start.systems)
            if case .random(let seed) = start.plan.order { orderNote = "Randomized with seed \(seed)" }
        case .runHookFinished:
            break
        case .caseFinished(let result):
            matrix.add(result)
            guard result.status != .passed, result.status != .skipped else { return }
            var problem = result
            problem.outcome = nil  // only the steps are printed; a large failing run need not keep its traces
            problems.append(problem)
            for step in result.steps {
                if let snippet = step.snippet, seenSnippets.insert(snippet).inserted { snippets.append(snippet) }
            }
        case .finished:
            break
        }
    }
}
