import Runner
import SpecrunKit

/// The `markdown` format, for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the verdict (and the
/// baseline's), the tallies per algorithm, the comparison matrix (scenario × algorithm, per feature,
/// with where each scenario passes), and the runs that did not pass with the step and the reason.
/// Long runs are cut to stay readable (GitHub caps a step summary at 1 MiB): at most `maximumRows`
/// matrix rows, the ones that do not pass everywhere first, and `maximumFailures` failures.
/// The matrix and the failures are gathered as features finish, already cut to their limits, so the
/// report's memory does not grow with the run. When the project names published results of other
/// implementations, they follow the matrix, beside the algorithms (`MarkdownReferences`).
final class MarkdownReport: WholeRunFormat {
    private let maximumRows = 300
    private let maximumFailures = 50

    var drawsTraces: Bool { false }

    private lazy var comparison = MarkdownComparison(maximumRows: maximumRows)
    /// The published results beside the algorithms, when the project names them.
    private var references: MarkdownReferences?
    private var feature: ScenarioMatrix.Feature?

    init(references: References? = nil) {
        self.references = references.map { MarkdownReferences(references: $0, maximumRows: maximumRows) }
    }
    /// The first runs that did not pass, each rendered, and how many there were.
    private var failureBlocks: [String] = []
    private var problemCount = 0
    /// GitHub refuses a step summary over 1 MiB: the report stays under this many bytes.
    static let maximumBytes = 1_000_000

    func begin(_ start: SuiteStart) {
        comparison.baseline = start.baseline
    }

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        comparison.begin(feature)
        self.feature = feature
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        comparison.add(row)
        if let feature { references?.add(row, of: feature) }
        for result in row.results where result.status != .passed && result.status != .skipped {
            problemCount += 1
            if failureBlocks.count < maximumFailures { failureBlocks.append(Self.block(result, mark: MarkdownComparison.mark(result, baseline: comparison.baseline))) }
        }
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        comparison.end()
    }

    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        output.write(render(end))
    }

    /// The report: the heading, the baseline's changes and the tallies always; then the matrix,
    /// the published results and the failures while they fit under `maximumBytes`, with a note of
    /// what was left out.
    func render(_ end: SuiteEnd) -> String {
        var sections = [heading(end)]
        if let baseline = end.baseline { sections.append(Self.describe(baseline, of: end)) }
        sections.append(tallies(end.summary))
        var optional = comparison.sections
        if let references = references?.section { optional.append(references) }
        if problemCount > 0 { optional.append(failures()) }
        let note = "_Left out to stay under GitHub's 1 MiB step-summary limit: %d of the sections below the tallies; "
            + "the HTML and JUnit reports have everything._"
        var size = sections.reduce(0) { $0 + $1.utf8.count + 2 } + note.utf8.count + 16
        var left = 0
        for section in optional {
            if left == 0, size + section.utf8.count + 2 <= Self.maximumBytes {
                sections.append(section)
                size += section.utf8.count + 2
            } else {
                left += 1
            }
        }
        if left > 0 { sections.append(note.replacingOccurrences(of: "%d", with: "\(left)")) }
        var text = sections.joined(separator: "\n\n") + "\n"
        // The sections kept always, themselves too long (a baseline that changed everywhere): cut at a line.
        if text.utf8.count > Self.maximumBytes {
            let bytes = text.utf8
            let limit = bytes.index(bytes.startIndex, offsetBy: Self.maximumBytes - 200)
            let cut = bytes[..<limit].lastIndex(of: UInt8(ascii: "\n")) ?? limit
            text = String(text[..<cut]) + "\n\n_Cut here to stay under GitHub's 1 MiB step-summary limit; the HTML and JUnit reports have everything._\n"
        }
        return text
    }

    /// The verdict as a heading: with a baseline that holds, the runs that do not pass read as the
    /// known divergences they are ("✅ … 325 passed, 51 known divergences"), never as "✅ … 51 failed".
    private func heading(_ end: SuiteEnd) -> String {
        var counts: [Status: Int] = [:]  // the statuses some run ended in
        for status in Status.allCases {
            let count = end.summary.algorithms.reduce(0) { $0 + $1[status] }
            if count > 0 { counts[status] = count }
        }
        let parts = Status.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        let runs = end.summary.runs
        var title = "## \(end.succeeded ? "✅" : "❌") specrun: \(runs) run\(runs == 1 ? "" : "s")"
        if let baseline = end.baseline, runs > 0 {
            let changes = baseline.regressions.count + baseline.fixes.count + baseline.otherChanges.count
            if changes == 0 {
                title += " as the baseline expects"
                let departed = counts[.departed] ?? 0
                let known = runs - (counts[.passed] ?? 0) - departed
                var words = counts[.passed].map { ["\($0) passed"] } ?? []
                if known > 0 { words.append("\(known) known divergence\(known == 1 ? "" : "s")") }
                if departed > 0 { words.append("\(departed) departed from another algorithm's spec") }
                if !words.isEmpty { title += " — " + words.joined(separator: ", ") }
            } else {
                title += ", \(changes) change\(changes == 1 ? "" : "s") from the baseline"
                if !parts.isEmpty { title += " — " + parts.joined(separator: ", ") }
            }
        } else if !parts.isEmpty {
            title += " — " + parts.joined(separator: ", ")
        }
        var notes: [String] = []
        if runs == 0 { notes.append("Nothing ran: no scenario was selected.") }
        if end.interrupted { notes.append("**Interrupted**: the remaining runs did not run.") }
        if end.stoppedEarly { notes.append("Stopped at the first failure (`--fail-fast`).") }
        return ([title] + notes).joined(separator: "\n\n")
    }

    private func tallies(_ summary: SuiteSummary) -> String {
        let columns = summary.tableColumns
        let statuses = summary.tableStatuses
        var lines = ["| system | algorithm | " + statuses.map(\.rawValue).joined(separator: " | ") + " |"
                        + columns.map { " \(MarkdownText.inline($0.label)) |" }.joined(),
                     "| --- | --- |" + String(repeating: " ---: |", count: statuses.count + columns.count)]
        for tally in summary.algorithms {
            let cells = statuses.map { String(tally[$0]) } + summary.cells(of: tally, columns: columns, inUnits: true)
            lines.append("| \(MarkdownText.inline(tally.system)) | \(MarkdownText.inline(tally.algorithm)) | " + cells.joined(separator: " | ") + " |")
        }
        let defined = columns.filter { $0.definition != nil || $0.better != nil }
        if !defined.isEmpty {
            lines.append("")
            lines.append(defined.map { "_\(MarkdownText.inline($0.label))_: \(MarkdownText.inline($0.explanation))" }.joined(separator: " · "))
        }
        let scenarios = summary.scenarios
        lines.append("")
        lines.append("**Scenarios:** \(scenarios.total) — \(scenarios.passOnAll) pass on all their algorithms, "
            + "\(scenarios.passOnSome) on some, \(scenarios.passOnNone) on none.")
        return lines.joined(separator: "\n")
    }

    private func failures() -> String {
        var parts = ["### Runs that did not pass"] + failureBlocks
        if problemCount > maximumFailures {
            let more = problemCount - maximumFailures
            parts.append("_\(more) more run\(more == 1 ? "" : "s") did not pass; see the HTML or JUnit report._")
        }
        return parts.joined(separator: "\n\n")
    }

    private static func block(_ result: CaseResult, mark: String) -> String {
        let step = result.decisiveStep
        let place = step.map { "\(result.pickle.uri):\($0.line)" } ?? "\(result.pickle.uri):\(result.pickle.line)"
        var block = "<details><summary>\(mark) \(MarkupText.escape(result.pickle.feature.name)) › "
            + "<b>\(MarkupText.escape(result.pickle.name))</b> [\(MarkupText.escape(result.algorithm))]: "
            + "\(result.status.rawValue) at \(MarkupText.escape(place))</summary>\n\n"
        if let step {
            block += "**\(MarkdownText.inline(step.keyword + step.text))**\n\n"
            if let message = step.message { block += MarkdownText.codeBlock(message) + "\n\n" }
        }
        return block + "</details>"
    }

    private static func describe(_ comparison: BaselineComparison, of end: SuiteEnd) -> String {
        if comparison.matches { return "**Baseline:** \(BaselineVerdict.noChange(comparison, of: end))." }
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var lines = ["**Baseline:** " + count(comparison.regressions.count, "regression", "regressions") + ", "
            + count(comparison.fixes.count, "unexpected fix", "unexpected fixes") + ", "
            + count(comparison.otherChanges.count, "other change", "other changes") + "."]
        for (title, mark, changes) in [("Regressions", "🔴", comparison.regressions), ("Unexpected fixes", "🟢", comparison.fixes),
                                       ("Other changes", "🟠", comparison.otherChanges)] where !changes.isEmpty {
            lines.append("")
            lines.append("\(title):")
            for change in changes.prefix(Self.maximumChangesListed) {
                lines.append("- \(mark) \(MarkdownText.inline(change.key.description)): was "
                    + "\(change.expected?.rawValue ?? "not in the baseline"), now \(change.actual.rawValue)"
                    + (change.reason.map { " (the baseline's reason: \(MarkdownText.inline($0)))" } ?? ""))
            }
            if changes.count > Self.maximumChangesListed { lines.append("- and \(changes.count - Self.maximumChangesListed) more") }
        }
        return lines.joined(separator: "\n")
    }

    /// Past this many changes of one kind, the rest are counted.
    static let maximumChangesListed = 200

    static func emoji(_ status: Status) -> String {
        switch status {
        case .passed: "✅"
        case .failed: "❌"
        case .ambiguous: "⚠️"
        case .undefined: "❓"
        case .pending: "⏸️"
        case .skipped: "⏭️"
        case .departed: "🔀"
        }
    }
}

/// The comparison matrix in Markdown, one table per feature file under a `### Comparison` heading
/// with the marks' legend, gathered a row at a time. Past `maximumRows` rows in all, only the rows
/// that do not pass everywhere are listed, up to that many, each table saying how many it leaves
/// out; both forms are kept until the run's size decides, the full one only while it fits.
struct MarkdownComparison {
    let maximumRows: Int
    /// Each feature's section, with its position, in each form.
    private var full: [(position: Int, section: String)]? = []
    private var limited: [(position: Int, section: String)] = []
    private var rows = 0
    private var budget: Int
    /// The feature being gathered, its rows in each form, and how many rows it has.
    private var feature: ScenarioMatrix.Feature?
    private var fullRows: [(place: Int, line: String)] = []
    private var limitedRows: [String] = []
    private var featureRows = 0

    init(maximumRows: Int) {
        self.maximumRows = maximumRows
        budget = maximumRows
    }

    mutating func begin(_ feature: ScenarioMatrix.Feature) {
        self.feature = feature
        fullRows = []
        limitedRows = []
        featureRows = 0
    }

    mutating func add(_ row: ScenarioMatrix.Row) {
        guard let feature else { return }
        rows += 1
        featureRows += 1
        if rows > maximumRows { full = nil } else { fullRows.append((row.place, Self.line(row, of: feature, baseline: baseline))) }
        if row.bucket != .passesOnAll, budget > 0 {
            budget -= 1
            limitedRows.append(Self.line(row, of: feature, baseline: baseline))
        }
    }

    mutating func end() {
        guard let feature else { return }
        // The full form lists a feature's rows as the file does; the cut one, those first met.
        full?.append((feature.position, Self.section(feature, rows: fullRows.sorted { $0.place < $1.place }.map(\.line))))
        limited.append((feature.position, Self.section(feature, rows: limitedRows, hidden: featureRows - limitedRows.count)))
        self.feature = nil
    }

    /// The heading with the legend, then a section per feature.
    var sections: [String] {
        [Self.heading] + (full ?? limited).sorted { $0.position < $1.position }.map(\.section)
    }

    /// What the matrix's baseline is, for its marks: a run that fails as it expects is known.
    var baseline: Baseline?

    static var heading: String {
        "### Comparison\n\n" + legend.map { "\($0.mark) \($0.words)" }.joined(separator: " · ")
    }

    /// Every mark of the matrix, with what it means.
    static let legend: [(mark: String, words: String)] = [
        ("✅", "passed"), ("❌", "failed"), ("⚪", "known divergence (fails as the baseline expects)"), ("🔴", "regression"),
        ("🟢", "unexpected fix"), ("🟠", "other change from the baseline"), ("🔀", "departed from another algorithm's spec"),
        ("⏸️", "pending"), ("❓", "undefined"), ("⚠️", "ambiguous"), ("⏭️", "skipped"),
    ]

    /// A run's mark: its status's, or, against a baseline, known, a regression, a fix or another change.
    static func mark(_ result: CaseResult, baseline: Baseline?) -> String {
        guard let baseline else { return MarkdownReport.emoji(result.status) }
        switch BaselineComparison.change(of: result, in: baseline) {
        case .regression: return "🔴"
        case .fix: return "🟢"
        case .otherChange: return "🟠"
        case nil: return baseline.isKnownDivergence(result) ? "⚪" : MarkdownReport.emoji(result.status)
        }
    }

    /// One feature's table of `rows` (lines from `line(_:of:)`), noting `hidden` rows left out.
    static func section(_ feature: ScenarioMatrix.Feature, rows: [String], hidden: Int = 0) -> String {
        var lines = [sectionTop(feature, hasRows: !rows.isEmpty)] + rows
        if hidden > 0 {
            if !rows.isEmpty { lines.append("") }
            lines.append("_\(hidden) more scenario\(hidden == 1 ? "" : "s") not listed (passing on all first)._")
        }
        return lines.joined(separator: "\n")
    }

    /// A feature's heading and, when it lists rows, its table's header.
    static func sectionTop(_ feature: ScenarioMatrix.Feature, hasRows: Bool) -> String {
        var lines = ["#### \(MarkdownText.inline(feature.header.name)) · `\(feature.header.uri.replacingBackticks)`", ""]
        if hasRows {
            lines.append("| scenario | " + feature.algorithms.map(MarkdownText.inline).joined(separator: " | ") + " | passes |")
            lines.append("| --- | " + feature.algorithms.map { _ in ":-:" }.joined(separator: " | ") + " | --- |")
        }
        return lines.joined(separator: "\n")
    }

    /// One scenario's row of its feature's table.
    static func line(_ row: ScenarioMatrix.Row, of feature: ScenarioMatrix.Feature, baseline: Baseline?) -> String {
        let cells = feature.algorithms.map { algorithm in row.result(for: algorithm).map { mark($0, baseline: baseline) } ?? "·" }
        return "| \(MarkdownText.inline(row.pickle.label)) | " + cells.joined(separator: " | ") + " | \(MarkdownText.inline(row.bucket.title)) |"
    }
}

private extension String {
    /// A uri inside a code span: backticks cannot be escaped there, so they become quotes.
    var replacingBackticks: String { String(map { $0 == "`" ? "'" : $0 }) }
}
