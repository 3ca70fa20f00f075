import Runner

/// The `markdown` format, for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the verdict (and the
/// baseline's), the tallies per algorithm, the comparison matrix (scenario × algorithm, per feature,
/// with where each scenario passes), and the runs that did not pass with the step and the reason.
/// Long runs are cut to stay readable (GitHub caps a step summary at 1 MiB): at most `maximumRows`
/// matrix rows, the ones that do not pass everywhere first, and `maximumFailures` failures.
struct MarkdownReport: WholeRunFormat {
    private let maximumRows = 300
    private let maximumFailures = 50

    var drawsTraces: Bool { false }

    func write(_ run: CompletedRun, to output: ReportOutput) {
        output.write(render(run))
    }

    func render(_ run: CompletedRun) -> String {
        let problems = run.results.filter { $0.status != .passed && $0.status != .skipped }
        var sections = [heading(run.end)]
        if let baseline = run.end.baseline { sections.append(Self.describe(baseline)) }
        sections.append(tallies(run.end.summary))
        sections.append(contentsOf: Self.comparison(run.matrix, maximumRows: maximumRows))
        if !problems.isEmpty { sections.append(failures(problems)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func heading(_ end: RunEnd) -> String {
        var counts: [Status: Int] = [:]
        for tally in end.summary.algorithms { for (status, count) in tally.counts { counts[status, default: 0] += count } }
        let parts = Status.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        var title = "## \(end.succeeded ? "✅" : "❌") specrun: \(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s")"
        if !parts.isEmpty { title += " — " + parts.joined(separator: ", ") }
        var notes: [String] = []
        if end.interrupted { notes.append("**Interrupted**: the remaining runs did not run.") }
        if end.stoppedEarly { notes.append("Stopped at the first failure (`--fail-fast`).") }
        return ([title] + notes).joined(separator: "\n\n")
    }

    private func tallies(_ summary: RunSummary) -> String {
        let columns = summary.tableColumns
        var lines = ["| system | algorithm | passed | failed | undefined | pending | ambiguous | skipped |"
                        + columns.map { " \(MarkdownText.inline($0.label)) |" }.joined(),
                     "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |" + String(repeating: " ---: |", count: columns.count)]
        for tally in summary.algorithms {
            let cells = [tally[.passed], tally[.failed], tally[.undefined], tally[.pending], tally[.ambiguous], tally[.skipped]].map(String.init)
                + summary.cells(of: tally, columns: columns)
            lines.append("| \(MarkdownText.inline(tally.system)) | \(MarkdownText.inline(tally.algorithm)) | " + cells.joined(separator: " | ") + " |")
        }
        let scenarios = summary.scenarios
        lines.append("")
        lines.append("**Scenarios:** \(scenarios.total) — \(scenarios.passOnAll) pass on all their algorithms, "
            + "\(scenarios.passOnSome) on some, \(scenarios.passOnNone) on none.")
        return lines.joined(separator: "\n")
    }

    /// The comparison matrix, one table per feature file, under a `### Comparison` heading with the
    /// marks' legend; past `maximumRows` rows, the ones that pass everywhere are left out first.
    static func comparison(_ matrix: ScenarioMatrix, maximumRows: Int) -> [String] {
        let groups = matrix.features
        let total = groups.reduce(0) { $0 + $1.rows.count }
        // Over the limit, rows that pass everywhere are left out first.
        let shownRows = total <= maximumRows ? total : maximumRows
        var budget = shownRows
        let keepPassing = total <= maximumRows
        var sections = ["### Comparison\n\n" + Status.allCases.reversed().map { "\(Self.emoji($0)) \($0.rawValue)" }.joined(separator: " · ")]
        for group in groups {
            let rows = group.rows.filter { keepPassing || $0.bucket != .passesOnAll }.prefix(budget)
            budget -= rows.count
            let hidden = group.rows.count - rows.count
            var lines = ["#### \(MarkdownText.inline(group.header.name)) · `\(group.header.uri.replacingBackticks)`", ""]
            if !rows.isEmpty {
                lines.append("| scenario | " + group.algorithms.map(MarkdownText.inline).joined(separator: " | ") + " | passes |")
                lines.append("| --- | " + group.algorithms.map { _ in ":-:" }.joined(separator: " | ") + " | --- |")
                for row in rows {
                    let cells = group.algorithms.map { algorithm in row.result(for: algorithm).map { Self.emoji($0.status) } ?? "·" }
                    lines.append("| \(MarkdownText.inline(row.pickle.label)) | "
                        + cells.joined(separator: " | ") + " | \(MarkdownText.inline(row.bucket.title)) |")
                }
            }
            if hidden > 0 {
                if !rows.isEmpty { lines.append("") }
                lines.append("_\(hidden) more scenario\(hidden == 1 ? "" : "s") not listed (passing on all first)._")
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections
    }

    private func failures(_ problems: [CaseResult]) -> String {
        var parts = ["### Runs that did not pass"]
        for result in problems.prefix(maximumFailures) {
            let step = result.decisiveStep
            let place = step.map { "\(result.pickle.uri):\($0.line)" } ?? "\(result.pickle.uri):\(result.pickle.line)"
            var block = "<details><summary>\(Self.emoji(result.status)) \(MarkupText.escape(result.pickle.feature.name)) › "
                + "<b>\(MarkupText.escape(result.pickle.name))</b> [\(MarkupText.escape(result.algorithm))]: "
                + "\(result.status.rawValue) at \(MarkupText.escape(place))</summary>\n\n"
            if let step {
                block += "**\(MarkdownText.inline(step.keyword + step.text))**\n\n"
                if let message = step.message { block += MarkdownText.codeBlock(message) + "\n\n" }
            }
            block += "</details>"
            parts.append(block)
        }
        if problems.count > maximumFailures {
            parts.append("_\(problems.count - maximumFailures) more runs did not pass; see the HTML or JUnit report._")
        }
        return parts.joined(separator: "\n\n")
    }

    private static func describe(_ comparison: BaselineComparison) -> String {
        if comparison.matches {
            return "**Baseline:** every run as expected (\(comparison.matched) runs, \(comparison.knownDivergences) known divergences kept)."
        }
        var lines = ["**Baseline:** \(comparison.regressions.count) regression(s), \(comparison.fixes.count) unexpected fix(es), "
            + "\(comparison.otherChanges.count) other change(s)."]
        for (title, changes) in [("Regressions", comparison.regressions), ("Unexpected fixes", comparison.fixes),
                                 ("Other changes", comparison.otherChanges)] where !changes.isEmpty {
            lines.append("")
            lines.append("\(title):")
            for change in changes {
                lines.append("- \(MarkdownText.inline(change.key.description)): expected "
                    + "\(change.expected?.rawValue ?? "passed (not in the baseline)"), got \(change.actual.rawValue)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func emoji(_ status: Status) -> String {
        switch status {
        case .passed: "✅"
        case .failed: "❌"
        case .ambiguous: "⚠️"
        case .undefined: "❓"
        case .pending: "⏸️"
        case .skipped: "⏭️"
        }
    }
}

private extension String {
    /// A uri inside a code span: backticks cannot be escaped there, so they become quotes.
    var replacingBackticks: String { String(map { $0 == "`" ? "'" : $0 }) }
}
