import Runner
import SpecrunKit

/// The plain console summary (`summary`), and with a character per run as it finishes, `progress`
/// (the default when standard output is not a terminal: `.` passed, `F` failed, `U` undefined, `P`
/// pending, `A` ambiguous, `-` skipped). The summary lists each run that did not pass with the step
/// and the reason, the snippets for undefined steps, the comparison of algorithms (runs by status,
/// requests, bytes) and of scenarios (passing on all algorithms, on some, on none), and the
/// baseline's verdict.
///
/// ```swift
/// let progress = SummaryReporter(output: try ReportOutput(.standardOutput), showsProgress: true)
/// try Runner(systems: systems).run(plan, reporters: [progress])
/// ```
package final class SummaryReporter: Reporter {
    private let output: ReportOutput
    private let style: ConsoleStyle
    private let showsProgress: Bool
    private var digest: RunDigest

    package init(output: ReportOutput, color: Bool = false, showsProgress: Bool = false) {
        self.output = output
        style = ConsoleStyle(enabled: color)
        self.showsProgress = showsProgress
        digest = RunDigest(listingProblemsIn: style)
    }

    package func handle(_ event: RunEvent) throws {
        digest.note(event)
        switch event {
        case .planned, .started, .runHookFinished, .featureStarted, .featureFinished:
            break
        case .caseFinished(let result):
            guard showsProgress else { return }
            output.write(style.progressMark(result.status))
            output.flush()
        case .finished(let end):
            if showsProgress, end.summary.runs > 0 { output.write("\n\n") }
            SummaryText(style: style).write(digest, end, to: output)
            try output.commit()
        }
    }
}
