import Runner

/// What the console formats gather while a run goes, for the text that ends them: the runs that did
/// not pass, the snippets for undefined steps (each once), the mode and the order's seed.
struct RunDigest {
    private(set) var problems: [CaseResult] = []
    private(set) var snippets: [String] = []
    private var seenSnippets: Set<String> = []
    private(set) var mode = RunMode()
    private(set) var orderNote: String?

    mutating func note(_ event: RunEvent) {
        switch event {
        case .started(let start):
            mode = start.mode
            if case .random(let seed) = start.plan.order { orderNote = "Randomized with seed \(seed)" }
        case .caseFinished(let result):
            guard result.status != .passed, result.status != .skipped else { return }
            problems.append(result)
            for step in result.steps {
                if let snippet = step.snippet, seenSnippets.insert(snippet).inserted { snippets.append(snippet) }
            }
        case .finished:
            break
        }
    }
}
