import Runner
import SpecrunKit

/// The console summary alone (`summary`: the comparison of algorithms and of scenarios, the run's
/// length, what the selection left out, the known divergences in a line and the baseline's
/// verdict), and `progress` (the default when standard output is not a terminal): a character per
/// run as it finishes (`.` passed, `F` failed, `U` undefined, `P` pending, `A` ambiguous, `-`
/// skipped), then each run that did not pass with the step and the reason (with a baseline, each
/// that changed from it, unless `verbose`), the undefined steps with "did you mean" and their
/// snippets, and the summary (`SummaryText`).
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

    package init(output: ReportOutput, color: Bool = false, showsProgress: Bool = false, verbose: Bool = false) {
        self.output = output
        style = ConsoleStyle(enabled: color)
        self.showsProgress = showsProgress
        digest = RunDigest(listingProblemsIn: showsProgress ? style : nil, verbose: verbose)
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
            SummaryText(style: style).write(digest, end, details: showsProgress, to: output)
            try output.commit()
        }
    }
}
