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

/// A format written from a whole run at its end.
protocol WholeRunFormat {
    func render(_ run: CompletedRun) -> String
}

/// Gathers a run's events and, at its end, writes one whole-run format to its output.
final class WholeRunReporter: Reporter {
    private let output: ReportOutput
    private let format: any WholeRunFormat
    private var start: RunStart?
    private var matrix: ScenarioMatrix?
    private var results: [CaseResult] = []

    init(output: ReportOutput, format: any WholeRunFormat) {
        self.output = output
        self.format = format
    }

    func handle(_ event: RunEvent) throws {
        switch event {
        case .started(let start):
            self.start = start
            matrix = ScenarioMatrix(start: start)
        case .caseFinished(let result):
            results.append(result)
            matrix?.add(result)
        case .finished(let end):
            guard let start, let matrix else { return }
            output.write(format.render(CompletedRun(start: start, results: results, matrix: matrix, end: end)))
            try output.commit()
        }
    }
}
