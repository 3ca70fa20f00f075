import Foundation
import Runner
import SpecrunKit
import Supervision

/// The `github` format, for GitHub Actions (on by itself when `GITHUB_ACTIONS=true`): each run that
/// fails becomes an error annotation on its feature file, at the line of the step that decided it,
/// titled with the scenario and the algorithm; and when `$GITHUB_STEP_SUMMARY` names a file, the
/// Markdown report is appended to it, as GitHub expects of every step. With a baseline, only the
/// runs that differ from it are annotated: a regression or other change as an error, an unexpected
/// fix as a warning; a known divergence kept is not news. Annotations are written at the run's end,
/// after whatever else goes to standard output, so they are never cut into it.
final class GitHubReporter: Reporter {
    private let output: ReportOutput
    private let stepSummaryPath: String?
    /// The annotations, written as runs finish, put out at the end.
    private let annotations = ReportSpool()
    private var strict = false
    private var baseline: Baseline?
    /// The step summary's Markdown report, fed the same features.
    private let markdown: MarkdownReport
    private var gatherer = RowGatherer(keepsTraces: false)

    init(output: ReportOutput, stepSummaryPath: String?, references: References? = nil) {
        self.output = output
        self.stepSummaryPath = stepSummaryPath.flatMap { $0.isEmpty ? nil : $0 }
        markdown = MarkdownReport(references: references)
    }

    func handle(_ event: SuiteEvent) throws {
        for piece in gatherer.add(event) { markdown.take(piece, to: output) }
        switch event {
        case .started(let start):
            strict = start.options.strict
            baseline = start.baseline
        case .caseFinished(let result):
            annotate(result)
        case .finished(let end):
            annotations.copy(to: output)
            if let stepSummaryPath { try Self.append(markdown.render(end), to: stepSummaryPath) }
            try output.commit()
        case .planned, .runHookFinished, .featureStarted, .featureFinished:
            break
        }
    }

    /// Without a baseline, a failure is an error; with one, a change is (an unexpected fix a warning).
    private func annotate(_ result: CaseResult) {
        guard let baseline else {
            if result.status.isFailure(strict: strict) { annotations.write(Self.annotation(for: result).description + "\n") }
            return
        }
        switch BaselineComparison.change(of: result, in: baseline) {
        case .regression, .otherChange: annotations.write(Self.annotation(for: result).description + "\n")
        case .fix: annotations.write(Self.annotation(for: result, kind: "warning").description + "\n")
        case nil: break
        }
    }

    /// `::error file=…,line=…,title=<scenario> [<algorithm>]::<status>: <step>` and its message; a
    /// `warning` for a run that passes where the baseline expects it not to.
    static func annotation(for result: CaseResult, kind: String = "error") -> WorkflowCommand {
        let step = result.decisiveStep
        var message = "\(result.status.rawValue)"
        if let step { message += ": \(step.keyword)\(step.text)" }
        if let text = step?.message, !text.isEmpty { message += "\n\(text)" }
        if kind == "warning" { message += ", where the baseline expects it not to; record it with --write-baseline" }
        return WorkflowCommand(name: kind, properties: [
            ("file", result.pickle.uri), ("line", "\(step?.line ?? result.pickle.line)"),
            ("title", "\(result.pickle.label) [\(result.algorithm)]"),
        ], message: message)
    }

    /// Appends `text` to the step summary file, creating it when missing; a write that fails (a full
    /// disk) is cut off again, so the file ends with the earlier steps' summaries, whole.
    private static func append(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ReportOutputError("\(path) ($GITHUB_STEP_SUMMARY): cannot be written \(FileProblem.because(errno)); check the path and its folder")
        }
        defer { close(descriptor) }
        let end = lseek(descriptor, 0, SEEK_END)
        if let failure = FileDescriptor.writeAll(Array(text.utf8), to: descriptor) {
            if end >= 0 { _ = ftruncate(descriptor, end) }
            throw ReportOutputError("\(path) ($GITHUB_STEP_SUMMARY): cannot write the summary \(FileProblem.because(failure))")
        }
    }
}
