import Spelling
import Runner
import SpecrunKit

/// Every report format by name, and how to make its reporter for a destination.
///
/// ```swift
/// let context = ReportContext(color: true, clock: .fromEnvironment(), version: "1.0")
/// let reporters = try ["pretty", "json:results.json"].map {
///     try ReportCatalog.makeReporter(FormatRequest($0), context: context)
/// }
/// print(ReportCatalog.names.joined(separator: ", "))
/// ```
package enum ReportCatalog {
    /// One format: its name, whether it streams (written in place as events come, whole lines at a
    /// time), and how to make its reporter.
    struct Format: Sendable {
        let name: String
        let streams: Bool
        let make: @Sendable (ReportOutput, ReportContext) -> any Reporter
    }

    static let formats: [Format] = [
        Format(name: "pretty", streams: false) { output, context in PrettyReporter(output: output, color: context.color, verbose: context.verbose) },
        Format(name: "progress", streams: false) { output, context in
            SummaryReporter(output: output, color: context.color, showsProgress: true, verbose: context.verbose, width: context.width)
        },
        Format(name: "summary", streams: false) { output, context in SummaryReporter(output: output, color: context.color, width: context.width) },
        Format(name: "json", streams: false) { output, context in JSONResultsReporter(output: output, context: context) },
        Format(name: "junit", streams: false) { output, _ in WholeRunReporter(output: output, format: JUnitReport()) },
        Format(name: "message", streams: true) { output, context in MessagesReporter(output: output, context: context) },
        Format(name: "cucumber-json", streams: false) { output, _ in WholeRunReporter(output: output, format: CucumberJSONReport()) },
        Format(name: "markdown", streams: false) { output, context in
            WholeRunReporter(output: output, format: MarkdownReport(references: context.references))
        },
        Format(name: "html", streams: false) { output, context in
            WholeRunReporter(output: output, format: HTMLReport(version: context.version, references: context.references))
        },
        Format(name: "github", streams: false) { output, context in
            GitHubReporter(output: output, stepSummaryPath: context.environment["GITHUB_STEP_SUMMARY"], references: context.references)
        },
        Format(name: "matrix", streams: false) { output, _ in WholeRunReporter(output: output, format: MatrixDocument()) },
        Format(name: "rerun", streams: false) { output, _ in WholeRunReporter(output: output, format: RerunReport()) },
    ]

    package static var names: [String] { formats.map(\.name) }

    static func closestName(to name: String) -> String? { Suggestion.closest(to: name, among: names) }

    /// Opens the request's destination and makes its reporter; fails before the run when the
    /// destination cannot be written. Colours are only ever written to standard output.
    package static func makeReporter(_ request: FormatRequest, context: ReportContext) throws -> any Reporter {
        guard let format = formats.first(where: { $0.name == request.name }) else {
            throw ReportOutputError("unknown format \"\(request.name)\"")
        }
        let output = try ReportOutput(request.destination, streaming: format.streams)
        var context = context
        context.color = context.color && request.path == nil
        if request.path != nil { context.width = nil }
        return format.make(output, context)
    }
}
