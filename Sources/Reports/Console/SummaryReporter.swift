import Runner
import SpecrunKit

/// The console summary alone (`summary`: the comparison of algorithms and of scenarios, the run's
/// length, what the selection left out, the known divergences in a line and the baseline's
/// verdict), and `progress` (the default): a character per run as it finishes (`.` passed, `F`
/// failed, `x` failed as the baseline expects, `~` departed from another algorithm's spec, `U`
/// undefined, `P` pending, `A` ambiguous, `-` skipped), wrapped at the terminal's `width`, then
/// each run that did not pass with the step and the reason (with a baseline, each that changed from it, unless `verbose`), the undefined steps with "did you mean" and their
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
    // The runner hands a reporter one event at a time, and nothing the reporter calls reaches back
    // into it: its state opts out of Swift's run-time exclusivity checks (three a run).
    @exclusivity(unchecked) private var digest: SuiteDigest
    /// Where the progress line is, to wrap it at the terminal's width (`style.width`).
    @exclusivity(unchecked) private var column = 0
    /// When the progress line is flushed: at most ten times a second, and at the end.
    @exclusivity(unchecked) private var flushes = Pace(every: .milliseconds(100))

    package init(output: ReportOutput, color: Bool = false, showsProgress: Bool = false, verbose: Bool = false, width: Int? = nil) {
        self.output = output
        style = ConsoleStyle(enabled: color, width: width)
        self.showsProgress = showsProgress
        digest = SuiteDigest(listingProblemsIn: showsProgress ? style : nil, verbose: verbose)
    }

    package func handle(_ event: SuiteEvent) throws {
        digest.note(event)
        switch event {
        case .planned, .started, .runHookFinished, .featureStarted, .featureFinished:
            break
        case .caseFinished(let result):
            guard showsProgress else { return }
            let known = digest.start?.baseline.map { BaselineComparison.change(of: result, in: $0) == nil } ?? false
            if let width = style.width, column >= width {
                output.write("\n")
                column = 0
            }
            output.write(style.progressMark(result.status, known: known))
            column += 1
            if flushes.isDue() { output.flush() }
        case .finished(let end):
            if showsProgress, end.summary.runs > 0 { output.write("\n\n") }
            SummaryText(style: style).write(digest, end, details: showsProgress, to: output)
            try output.commit()
        }
    }
}
