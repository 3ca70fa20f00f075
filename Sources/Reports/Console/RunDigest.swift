import Runner
import SpecrunKit

/// What the console formats gather while a run goes, for the text that ends them: the runs that did
/// not pass, the snippets for undefined steps (each once), the step definitions no step used, the
/// `BeforeAll`/`AfterAll` hooks that failed, the console's scenario × algorithm matrix, the options and
/// the order's seed.
///
/// The runs that did not pass are described as they come, into a spool, when the digest lists
/// them; the others keep only counts and the first rows of the matrix, so a run of any size ends in
/// the same memory.
struct RunDigest {
    /// How many runs did not pass (nor skip).
    private(set) var problemCount = 0
    /// Each run that did not pass, described and numbered, when the digest lists them.
    let problems: ReportSpool?
    private let describer: SummaryText?
    /// Per system that ran, its definitions that no step matched (as `@system pattern (file:line)`).
    private(set) var unusedDefinitions: [String] = []
    /// The definitions the steps of the runs so far matched, ambiguously or not, by system.
    private var usedDefinitions: [String: Set<Int>] = [:]
    private var start: RunStart?
    private(set) var failedRunHooks: [RunHookResult] = []
    private(set) var snippets: [String] = []
    private var seenSnippets: Set<String> = []
    private(set) var options = RunOptions()
    private(set) var orderNote: String?
    private(set) var matrix = ComparisonMatrix()
    private var lastPickleId = ""

    /// `listingProblemsIn` describes each run that did not pass in that style.
    init(listingProblemsIn style: ConsoleStyle? = nil) {
        problems = style.map { _ in ReportSpool() }
        describer = style.map { SummaryText(style: $0) }
    }

    mutating func note(_ event: RunEvent) {
        switch event {
        case .planned:
            break
        case .started(let start):
            options = start.options
            matrix.start(systems: start.systems)
            if case .random(let seed) = start.outline.order { orderNote = "Randomized with seed \(seed)" }
            self.start = start
        case .runHookFinished(let result):
            if result.result.status == .failed { failedRunHooks.append(result) }
        case .caseFinished(let result):
            // A scenario's runs come one after another: the one before is complete.
            if result.pickle.pickle.id != lastPickleId {
                matrix.closeScenarios()
                lastPickleId = result.pickle.pickle.id
                noteDefinitions(usedBy: result.pickle)
            }
            matrix.add(result)
            guard result.status != .passed, result.status != .skipped else { return }
            problemCount += 1
            if let problems, let describer {
                problems.write((problemCount > 1 ? "\n\n" : "") + describer.describe(result, number: problemCount))
            }
            for step in result.steps {
                if let snippet = step.snippet, seenSnippets.insert(snippet).inserted { snippets.append(snippet) }
            }
        case .featureFinished:
            matrix.closeScenarios()
        case .finished(let end):
            if let start, !end.interrupted, !end.stoppedEarly { unusedDefinitions = unusedDefinitions(in: start) }
        case .featureStarted:
            break
        }
    }

    /// Notes the definitions that the steps of `pickle` match, ambiguously or not.
    private mutating func noteDefinitions(usedBy pickle: PlannedPickle) {
        var used = usedDefinitions.removeValue(forKey: pickle.system) ?? []
        for step in pickle.steps {
            switch step.match {
            case .matched(let index, _), .unmatchable(let index, _): used.insert(index)
            case .ambiguous(let indexes, _): used.formUnion(indexes)
            case .undefined: continue
            }
        }
        if !used.isEmpty { usedDefinitions[pickle.system] = used }
    }

    /// The definitions of the systems that ran which no step matched, ambiguously or not, once every
    /// scenario ran; none when the run took only some of its features' scenarios (tags, names, lines,
    /// a shard) or stopped before the end, where the others' steps would be missing.
    private func unusedDefinitions(in start: RunStart) -> [String] {
        guard start.outline.runsEverything else { return [] }
        return start.systems.filter { usedDefinitions[$0.name] != nil }.flatMap { system in
            system.stepDefinitions.filter { !usedDefinitions[system.name]!.contains($0.index) }
                .map { "@\(system.name) \($0.pattern) (\($0.location))" }
        }
    }
}
