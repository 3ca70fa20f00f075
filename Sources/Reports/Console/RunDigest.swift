import Runner

/// What the console formats gather while a run goes, for the text that ends them: the runs that did
/// not pass, the snippets for undefined steps (each once), the step definitions no step used, the
/// `BeforeAll`/`AfterAll` hooks that failed, the console's scenario × algorithm matrix, the mode and
/// the order's seed.
struct RunDigest {
    private(set) var problems: [CaseResult] = []
    /// Per system that ran, its definitions that no planned step matched (as `@system pattern (file:line)`).
    private(set) var unusedDefinitions: [String] = []
    private(set) var failedRunHooks: [RunHookResult] = []
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
            unusedDefinitions = Self.unusedDefinitions(in: start)
        case .runHookFinished(let result):
            if result.result.status == .failed { failedRunHooks.append(result) }
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

    /// The definitions of the systems that ran which no step of the plan matched, ambiguously or not;
    /// none when the run took only some of its features' scenarios (tags, names, lines, a shard),
    /// where the others' steps would be missing.
    private static func unusedDefinitions(in start: RunStart) -> [String] {
        let plan = start.plan
        guard plan.shard == nil, plan.pickles.count == plan.features.reduce(0, { $0 + $1.parsed.pickles.count }) else { return [] }
        var used: [String: Set<Int>] = [:]
        for pickle in start.plan.pickles {
            for step in pickle.steps {
                switch step.match {
                case .matched(let index, _), .unmatchable(let index, _): used[pickle.system, default: []].insert(index)
                case .ambiguous(let indexes, _): used[pickle.system, default: []].formUnion(indexes)
                case .undefined: break
                }
            }
        }
        return start.systems.filter { used[$0.name] != nil }.flatMap { system in
            system.stepDefinitions.filter { !used[system.name]!.contains($0.index) }
                .map { "@\(system.name) \($0.pattern) (\($0.location))" }
        }
    }
}
