import Runner
import SpecrunKit

/// A format written from a run's scenarios as each finishes and completed at the run's end (JUnit,
/// Cucumber JSON, Markdown, HTML, the matrix, rerun): what needs the whole run's totals (a header,
/// the first lines) is written last, the parts before it waiting in `ReportSpool`s, so the memory
/// such a report takes does not grow with the size of the run.
protocol WholeRunFormat: AnyObject {
    /// Whether the format draws what the user saw; the others get results without traces, which
    /// keeps a large run's memory down.
    var drawsTraces: Bool { get }

    /// A feature as planned, before the run starts (every feature of the run, in file order).
    func note(_ feature: PlannedFeature)
    func begin(_ start: SuiteStart)
    /// A feature's runs begin; its rows follow. `output` is the report's: a format whose beginning
    /// does not depend on the end writes there straight away.
    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput)
    /// A scenario of the feature begun, once its last algorithm finished.
    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput)
    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput)
    /// Writes the rest of the report into `output`.
    func finish(_ end: SuiteEnd, to output: ReportOutput)
}

extension WholeRunFormat {
    func note(_ feature: PlannedFeature) {}
    func begin(_ start: SuiteStart) {}
    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {}
    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {}
}

/// Turns the run's events into the matrix's pieces for the formats written from them: a feature's
/// beginning, each scenario's row as soon as its algorithms have all run (a scenario's runs come
/// one after another), and the feature's end. Memory holds one scenario's results.
struct RowGatherer {
    /// One piece of the matrix.
    enum Piece {
        case featureBegan(ScenarioMatrix.Feature)
        case row(ScenarioMatrix.Row)
        case featureEnded(ScenarioMatrix.Feature)
    }

    /// Whether results keep what the user saw; without, memory stays down.
    let keepsTraces: Bool
    private var start: SuiteStart?
    private var feature: ScenarioMatrix.Feature?
    private var rank: [String: Int] = [:]
    private var results: [CaseResult] = []

    init(keepsTraces: Bool) {
        self.keepsTraces = keepsTraces
    }

    /// Takes one event; returns the pieces it completes, in order.
    mutating func add(_ event: SuiteEvent) -> [Piece] {
        switch event {
        case .started(let start):
            self.start = start
        case .featureStarted(let planned):
            guard let system = planned.system, let first = planned.pickles.first else { return [] }
            let algorithms = start?.algorithms(of: system) ?? []
            rank = Dictionary(algorithms.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let began = ScenarioMatrix.Feature(planned: planned, header: first.feature, system: system, algorithms: algorithms)
            feature = began
            return [.featureBegan(began)]
        case .caseFinished(var result):
            if !keepsTraces { result.outcome?.trace = RunTrace() }
            var pieces: [Piece] = []
            if let last = results.last, last.pickle.pickle.id != result.pickle.pickle.id, let row = closeRow() {
                pieces.append(.row(row))
            }
            results.append(result)
            return pieces
        case .featureFinished:
            guard let ended = feature else { return [] }
            feature = nil
            return (closeRow().map { [.row($0)] } ?? []) + [.featureEnded(ended)]
        case .planned, .runHookFinished, .finished:
            break
        }
        return []
    }

    /// The row of the scenario whose results were gathered, its results in the algorithms' order.
    private mutating func closeRow() -> ScenarioMatrix.Row? {
        defer { results.removeAll(keepingCapacity: true) }
        guard let first = results.first else { return nil }
        return ScenarioMatrix.Row(pickle: first.pickle,
                                  results: results.sorted { (rank[$0.algorithm] ?? .max) < (rank[$1.algorithm] ?? .max) },
                                  place: first.pickle.place)
    }
}

/// Feeds a run's events to one whole-run format and, at the run's end, has it write its report.
final class WholeRunReporter: Reporter {
    private let output: ReportOutput
    private let format: any WholeRunFormat
    private var gatherer: RowGatherer

    init(output: ReportOutput, format: any WholeRunFormat) {
        self.output = output
        self.format = format
        gatherer = RowGatherer(keepsTraces: format.drawsTraces)
    }

    var readsTraces: Bool { format.drawsTraces }

    func handle(_ event: SuiteEvent) throws {
        for piece in gatherer.add(event) { format.take(piece, to: output) }
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

extension WholeRunFormat {
    /// Hands one piece of the matrix to the method for it.
    func take(_ piece: RowGatherer.Piece, to output: ReportOutput) {
        switch piece {
        case .featureBegan(let feature): begin(feature, to: output)
        case .row(let row): add(row, to: output)
        case .featureEnded(let feature): end(feature, to: output)
        }
    }
}
