import Runner
import SpecrunKit

/// What the console formats gather while a run goes, for the text that ends them: the runs that did
/// not pass (with a baseline, only those that changed from it, unless `verbose`), the snippets for
/// undefined steps (each once) with the nearest step texts ("did you mean"), how many runs of each
/// algorithm failed as the baseline expects, the systems whose scenarios were selected but none of
/// whose algorithms was, the `BeforeAll`/`AfterAll` hooks that failed, the console's scenario ×
/// algorithm matrix, the options and the order's seed.
///
/// The runs that did not pass are described as they come, into a spool, when the digest lists
/// them; the others keep only counts and the first rows of the matrix, so a run of any size ends in
/// the same memory.
struct SuiteDigest {
    /// How many runs did not pass (nor skip).
    private(set) var problemCount = 0
    /// How many runs the digest described into `problems`.
    private(set) var listedCount = 0
    /// Each run listed, described and numbered, when the digest lists them.
    let problems: ReportSpool?
    private let describer: SummaryText?
    /// Whether every run that did not pass is listed, changes or not, and the matrix shown.
    let verbose: Bool
    private(set) var start: SuiteStart?
    private(set) var failedRunHooks: [RunHookResult] = []
    /// Each undefined step's text once, with its system and first snippet.
    private(set) var undefinedSteps: [(text: String, system: String, snippet: String)] = []
    private var seenSnippets: Set<String> = []
    private var suggestions = StepSuggestions(systems: [])
    private(set) var options = SuiteOptions()
    private(set) var orderNote: String?
    private(set) var matrix = ComparisonMatrix()
    /// Per algorithm (system, then name, in the order met), the runs that failed as the baseline expects.
    private(set) var known: [(system: String, algorithm: String, count: Int)] = []
    /// Whether the baseline gives the reason of some known divergence.
    private(set) var knownHaveReasons = false
    /// Per algorithm, likewise, the runs that departed from another algorithm's spec (not failures).
    private(set) var departures: [(system: String, algorithm: String, count: Int)] = []
    /// Per system with selected scenarios: how many scenarios, in how many features, and how many runs.
    private var selected: [(system: String, scenarios: Int, features: Int, runs: Int)] = []
    private var lastPickleId = ""

    /// `listingProblemsIn` describes each run that did not pass in that style.
    init(listingProblemsIn style: ConsoleStyle? = nil, verbose: Bool = false) {
        problems = style.map { _ in ReportSpool() }
        describer = style.map { SummaryText(style: $0) }
        self.verbose = verbose
    }

    /// "did you mean …?" for an undefined step of `system`, or nil when no step text is near.
    mutating func didYouMean(_ text: String, in system: String) -> String? {
        suggestions.didYouMean(text, in: system)
    }

    /// Whether the run is compared with a baseline.
    var hasBaseline: Bool { start?.baseline != nil }

    mutating func note(_ event: SuiteEvent) {
        switch event {
        case .planned(let feature):
            noteSelection(feature)
        case .started(let start):
            options = start.options
            matrix.start(systems: start.systems)
            suggestions = StepSuggestions(systems: start.systems)
            if case .random(let seed) = start.outline.order { orderNote = "Randomized with seed \(seed)" }
            self.start = start
        case .runHookFinished(let result):
            if result.result.status == .failed { failedRunHooks.append(result) }
        case .caseFinished(let result):
            // A scenario's runs come one after another: the one before is complete.
            if result.pickle.pickle.id != lastPickleId {
                matrix.closeScenarios()
                lastPickleId = result.pickle.pickle.id
            }
            matrix.add(result)
            guard result.status != .passed, result.status != .skipped else { return }
            let isChange = start?.baseline.map { BaselineComparison.change(of: result, in: $0) != nil }
                ?? (result.status != .departed)
            if result.status == .departed {
                Self.count(result, in: &departures)
            } else {
                problemCount += 1
                if !isChange {
                    Self.count(result, in: &known)
                    if start?.baseline?.reason(for: BaselineKey(result)) != nil { knownHaveReasons = true }
                }
            }
            if let problems, let describer, verbose || isChange {
                listedCount += 1
                let reason = start?.baseline?.reason(for: BaselineKey(result))
                var text: [UInt8] = listedCount > 1 ? Array("\n\n".utf8) : []
                describer.describe(result, number: listedCount, known: !isChange, reason: isChange ? nil : reason, into: &text)
                problems.write(bytes: text)
            }
            for step in result.steps {
                if let snippet = step.snippet, seenSnippets.insert(snippet).inserted {
                    undefinedSteps.append((step.text, result.pickle.system, snippet))
                }
            }
        case .featureFinished:
            matrix.closeScenarios()
        case .finished, .featureStarted:
            break
        }
    }

    private static func count(_ result: CaseResult, in counts: inout [(system: String, algorithm: String, count: Int)]) {
        if let index = counts.firstIndex(where: { $0.system == result.pickle.system && $0.algorithm == result.algorithm }) {
            counts[index].count += 1
        } else {
            counts.append((result.pickle.system, result.algorithm, 1))
        }
    }

    private mutating func noteSelection(_ feature: PlannedFeature) {
        guard let system = feature.system, feature.pickles.count > 0 else { return }
        if let index = selected.firstIndex(where: { $0.system == system }) {
            selected[index].scenarios += feature.pickles.count
            selected[index].features += 1
            selected[index].runs += feature.runs.count
        } else {
            selected.append((system, feature.pickles.count, 1, feature.runs.count))
        }
    }

    /// The systems whose scenarios were selected but which have no run, since no algorithm of theirs
    /// was (a shard may leave a system none: it is not counted then).
    var systemsWithoutAlgorithm: [(system: String, scenarios: Int, features: Int)] {
        guard start?.outline.shard == nil else { return [] }
        return selected.filter { $0.runs == 0 }.map { ($0.system, $0.scenarios, $0.features) }
    }
}
