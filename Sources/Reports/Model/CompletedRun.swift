import Runner

/// A format written from a run's features as each finishes and completed at the run's end (JUnit,
/// Cucumber JSON, Markdown, HTML, the matrix, rerun): what needs the whole run's totals (a header,
/// the first lines) is written last, the parts before it waiting in `ReportSpool`s, so the memory
/// such a report takes depends on the largest feature, not on the size of the run.
protocol WholeRunFormat: AnyObject {
    /// Whether the format draws what the user saw; the others get results without traces, which
    /// keeps a large run's memory down.
    var drawsTraces: Bool { get }

    /// A feature as planned, before the run starts (every feature of the run, in file order).
    func note(_ feature: PlannedFeature)
    func begin(_ start: RunStart)
    /// A feature's results, once its last run finished. `output` is the report's: a format whose
    /// beginning does not depend on the end writes there straight away.
    func add(_ group: ScenarioMatrix.FeatureGroup, to output: ReportOutput)
    /// Writes the report, whole, into `output`.
    func finish(_ end: RunEnd, to output: ReportOutput)
}

extension WholeRunFormat {
    func note(_ feature: PlannedFeature) {}
    func begin(_ start: RunStart) {}
}

/// Gathers the results of each feature as it runs into the feature's group for the formats written
/// from whole features.
struct FeatureGatherer {
    /// Whether results keep what the user saw; without, a large feature's memory stays down.
    let keepsTraces: Bool
    private(set) var start: RunStart?
    private var results: [CaseResult] = []

    init(keepsTraces: Bool) {
        self.keepsTraces = keepsTraces
    }

    /// Takes one event; returns a feature's group once `event` is its finish.
    mutating func add(_ event: RunEvent) -> ScenarioMatrix.FeatureGroup? {
        switch event {
        case .started(let start):
            self.start = start
        case .featureStarted:
            results.removeAll()
        case .caseFinished(var result):
            if !keepsTraces { result.outcome?.trace = RunTrace() }
            results.append(result)
        case .featureFinished(let feature):
            defer { results.removeAll() }
            guard let system = feature.system else { return nil }
            return ScenarioMatrix.FeatureGroup(feature, results: results, algorithms: start?.algorithms(of: system) ?? [])
        case .planned, .runHookFinished, .finished:
            break
        }
        return nil
    }
}

/// Feeds a run's events to one whole-run format and, at the run's end, has it write its report.
final class WholeRunReporter: Reporter {
    private let output: ReportOutput
    private let format: any WholeRunFormat
    private var gatherer: FeatureGatherer

    init(output: ReportOutput, format: any WholeRunFormat) {
        self.output = output
        self.format = format
        gatherer = FeatureGatherer(keepsTraces: format.drawsTraces)
    }

    var readsTraces: Bool { format.drawsTraces }

    func handle(_ event: RunEvent) throws {
        if let group = gatherer.add(event) { format.add(group, to: output) }
        switch event {
        case .planned(let feature): format.note(feature)
        case .started(let start): format.begin(start)
        case .finished(let end):
            format.finish(end, to: output)
            try output.commit()
        case .runHookFinished, .featureStarted, .caseFinished, .featureFinished: break
        }
    }
}
