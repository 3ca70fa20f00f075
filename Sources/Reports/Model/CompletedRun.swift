import Runner

/// A whole run, gathered from its events for the formats written once it is over (JUnit, Cucumber
/// JSON, Markdown, HTML): the start with its plan, every result in the order it came, the matrix of
/// results side by side, and the end.
struct CompletedRun {
    let start: RunStart
    let results: [CaseResult]
    let matrix: ScenarioMatrix
    let end: RunEnd
}

/// A format written from a whole run at its end, piece by piece into its output (which buffers and
/// writes to the file as it goes), so a large report never sits whole in memory as one string.
protocol WholeRunFormat {
    /// Whether the format draws what the user saw; the others get results without traces, which
    /// keeps a large run's memory down.
    var drawsTraces: Bool { get }

    func write(_ run: CompletedRun, to output: ReportOutput)
}

/// Gathers a run's events into a `CompletedRun`, which it gives at the run's end.
struct CompletedRunGatherer {
    /// Whether results keep what the user saw; without, a large run's memory stays down.
    let keepsTraces: Bool
    private var start: RunStart?
    private var matrix: ScenarioMatrix?
    private var results: [CaseResult] = []

    init(keepsTraces: Bool) {
        self.keepsTraces = keepsTraces
    }

    /// Takes one event; returns the whole run once `event` is its end.
    mutating func add(_ event: RunEvent) -> CompletedRun? {
        switch event {
        case .started(let start):
            self.start = start
            matrix = ScenarioMatrix(start: start)
        case .runHookFinished:
            break
        case .caseFinished(var result):
            if !keepsTraces { result.outcome?.trace = RunTrace() }
            results.append(result)
            matrix?.add(result)
        case .finished(let end):
            guard let start, let matrix else { return nil }
            return CompletedRun(start: start, results: results, matrix: matrix, end: end)
        }
        return nil
    }
}

/// Gathers a run's events and, at its end, writes one whole-run format to its output.
final class WholeRunReporter: Reporter {
    private let output: ReportOutput
    private let format: any WholeRunFormat
    private var gatherer: CompletedRunGatherer

    init(output: ReportOutput, format: any WholeRunFormat) {
        self.output = output
        self.format = format
        gatherer = CompletedRunGatherer(keepsTraces: format.drawsTraces)
    }

    var readsTraces: Bool { format.drawsTraces }

    func handle(_ event: RunEvent) throws {
        guard let run = gatherer.add(event) else { return }
        format.write(run, to: output)
        try output.commit()
    }
}
