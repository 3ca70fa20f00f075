import Runner
import SpecrunKit

/// The text that ends every console format: the runs that did not pass (with the step and the
/// reason), the `BeforeAll`/`AfterAll` hooks that failed and an error that aborted the run, the
/// snippets for undefined steps, the step definitions no step used, the scenario × algorithm matrix, the comparison of algorithms (runs by status,
/// requests, bytes) and of scenarios (passing on all their algorithms, on some, on none), the
/// run's length and the baseline's verdict.
struct SummaryText {
    let style: ConsoleStyle

    /// Writes the text into `output`: the runs that did not pass when the digest lists them (from
    /// its spool, a piece at a time), then the rest.
    func write(_ digest: RunDigest, _ end: RunEnd, to output: ReportOutput) {
        if let problems = digest.problems, problems.count > 0 {
            output.write(style.paint("Runs that did not pass:", .bold) + "\n\n")
            problems.copy(to: output)
            output.write("\n\n")
        }
        output.write(render(digest, end))
    }

    /// The text after the runs that did not pass.
    func render(_ digest: RunDigest, _ end: RunEnd) -> String {
        var sections: [String] = []
        if let exception = end.exception {
            sections.append(style.paint(style.text("The run did not start: \(exception.message)"), .red))
        }
        if !digest.failedRunHooks.isEmpty {
            sections.append(style.paint("Hooks of the whole run that failed:", .bold) + "\n" + digest.failedRunHooks.map { hook in
                style.text("  \(hook.hook.name ?? hook.hook.kind.displayName) (\(hook.hook.location)): ")
                    + style.paint(style.text(hook.result.message ?? "failed"), .red)
            }.joined(separator: "\n"))
        }
        if !digest.snippets.isEmpty {
            sections.append(style.paint("Undefined steps can be defined with:", .bold) + "\n\n"
                + digest.snippets.map { style.paint(style.text($0), .yellow) }.joined(separator: "\n\n"))
        }
        if !digest.unusedDefinitions.isEmpty {
            sections.append(style.paint("Step definitions no step used:", .bold) + "\n"
                + digest.unusedDefinitions.map { "  " + style.text($0) }.joined(separator: "\n"))
        }
        if let matrix = digest.matrix.render() { sections.append(matrix) }
        sections.append(comparison(end.summary))
        sections.append(footer(end, digest: digest))
        if let baseline = end.baseline { sections.append(describe(baseline, of: end)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    func describe(_ result: CaseResult, number: Int) -> String {
        var lines = [style.text("\(number)) \(result.pickle.uri):\(result.pickle.line) \(result.pickle.name) [\(result.algorithm)]: ")
            + style.word(result.status)]
        if let step = result.decisiveStep {
            lines.append(style.text("   \(step.keyword)\(step.text) (line \(step.line))"))
            if let message = step.message, step.status != .undefined {
                // Split on the bytes: splitting on characters costs far more (curly quotes, emoji).
                lines += message.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                    "   " + style.paint(style.text(String(Substring($0))), step.status.color)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func comparison(_ summary: RunSummary) -> String {
        let columns = summary.tableColumns
        var table = TextTable(header: ["algorithm", "passed", "failed", "undefined", "pending", "ambiguous", "skipped"]
            + columns.map(\.label))
        var system: String?
        for tally in summary.algorithms {
            if tally.system != system {
                system = tally.system
                table.add(["@\(tally.system)"])
            }
            table.add(["  \(tally.algorithm)", "\(tally[.passed])", "\(tally[.failed])", "\(tally[.undefined])",
                       "\(tally[.pending])", "\(tally[.ambiguous])", "\(tally[.skipped])"]
                + summary.cells(of: tally, columns: columns))
        }
        let scenarios = summary.scenarios
        return table.render() + "\n\nScenarios: \(scenarios.total) — "
            + style.paint("\(scenarios.passOnAll) pass on all their algorithms", scenarios.passOnAll > 0 ? .green : .bold) + ", "
            + style.paint("\(scenarios.passOnSome) on some", scenarios.passOnSome > 0 ? .yellow : .bold) + ", "
            + style.paint("\(scenarios.passOnNone) on none", scenarios.passOnNone > 0 ? .red : .bold)
    }

    private func footer(_ end: RunEnd, digest: RunDigest) -> String {
        let seconds = Double(end.durationNanoseconds) / 1e9
        var parts = ["\(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") in \(Self.format(seconds: seconds))"]
        if let orderNote = digest.orderNote { parts.append(orderNote) }
        if end.stoppedEarly { parts.append("stopped at the first failure (--fail-fast)") }
        if end.interrupted { parts.append(style.paint("interrupted: the remaining runs did not run", .red)) }
        if digest.options.dryRun { parts.append("dry run: no step was executed") }
        return parts.joined(separator: "; ")
    }

    static func format(seconds: Double) -> String {
        let rounded = (seconds * 1000).rounded() / 1000
        return "\(rounded) s"
    }

    func describe(_ comparison: BaselineComparison, of end: RunEnd) -> String {
        if comparison.matches {
            return style.paint("Baseline: " + BaselineVerdict.noChange(comparison, of: end), BaselineVerdict.isComplete(end) ? .green : .yellow)
        }
        var lines = [style.paint("Baseline: \(comparison.regressions.count) regression(s), \(comparison.fixes.count) unexpected fix(es), "
            + "\(comparison.otherChanges.count) other change(s)", .red)]
        func list(_ title: String, _ changes: [BaselineChange]) {
            guard !changes.isEmpty else { return }
            lines.append("\(title):")
            for change in changes {
                lines.append(style.text("  \(change.key)") + ": expected \(change.expected?.rawValue ?? "passed (not in the baseline)"), got \(change.actual.rawValue)")
            }
        }
        list("Regressions", comparison.regressions)
        list("Unexpected fixes (update the baseline with --write-baseline)", comparison.fixes)
        list("Other changes", comparison.otherChanges)
        return lines.joined(separator: "\n")
    }
}
