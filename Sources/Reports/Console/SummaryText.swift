import Runner
import SpecrunKit

/// The text that ends every console format. With `details` (`pretty`, `progress`): the runs that did
/// not pass with the step and the reason (with a baseline, only those that changed from it, unless
/// `--verbose`), the snippets for undefined steps with the nearest step texts, and, without a
/// baseline or with `--verbose`, the scenario × algorithm matrix. Always (the `summary` format is
/// this alone): a `BeforeAll`/`AfterAll` hook that failed and an error that aborted the run, the
/// comparison of algorithms (runs by status, requests, bytes) and of scenarios (passing on all their
/// algorithms, on some, on none), the run's length, what the selection left out (nothing matched,
/// or a system none of whose algorithms was chosen), one line for the known divergences, and the
/// baseline's verdict.
struct SummaryText {
    let style: ConsoleStyle

    /// Writes the text into `output`: the runs the digest lists (from its spool, a piece at a time),
    /// then the rest.
    func write(_ digest: RunDigest, _ end: RunEnd, details: Bool = true, to output: ReportOutput) {
        if details, let problems = digest.problems, digest.listedCount > 0 {
            let title = digest.hasBaseline && !digest.verbose ? "Runs that changed from the baseline:" : "Runs that did not pass:"
            output.write(style.paint(title, .bold) + "\n\n")
            problems.copy(to: output)
            output.write("\n\n")
        }
        var digest = digest
        output.write(render(&digest, end, details: details))
    }

    /// The text after the runs listed.
    func render(_ digest: inout RunDigest, _ end: RunEnd, details: Bool = true) -> String {
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
        if details, !digest.undefinedSteps.isEmpty {
            sections.append(undefinedSteps(&digest))
        }
        if details, !digest.hasBaseline || digest.verbose, let matrix = digest.matrix.render() { sections.append(matrix) }
        sections.append(comparison(end.summary))
        sections.append(footer(end, digest: digest))
        if let selection = selectionNotes(digest, end) { sections.append(selection) }
        if let known = knownDivergences(digest, details: details) { sections.append(known) }
        if let baseline = end.baseline { sections.append(describe(baseline, of: end)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Each undefined step with the step texts nearest to it, and the snippets to define them.
    private func undefinedSteps(_ digest: inout RunDigest) -> String {
        var lines = [style.paint("Undefined steps:", .bold)]
        for step in digest.undefinedSteps {
            let hint = digest.didYouMean(step.text, in: step.system)
            lines.append(style.text("  “\(step.text)”") + (hint.map { " — " + style.text($0) } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n\n" + style.paint("They can be defined with:", .bold) + "\n\n"
            + digest.undefinedSteps.map { style.paint(style.text($0.snippet), .yellow) }.joined(separator: "\n\n")
    }

    /// Nothing matched the selection, or a system's scenarios were chosen but none of its algorithms.
    private func selectionNotes(_ digest: RunDigest, _ end: RunEnd) -> String? {
        var notes: [String] = []
        for system in digest.systemsWithoutAlgorithm {
            let algorithms = digest.start?.systems.first { $0.name == system.system }?.algorithmNames ?? []
            notes.append("@\(system.system): \(system.scenarios) scenario\(system.scenarios == 1 ? "" : "s") in \(system.features) "
                + "feature\(system.features == 1 ? "" : "s") did not run: no algorithm of it was chosen (its algorithms: "
                + algorithms.joined(separator: ", ") + ")")
        }
        if let outline = digest.start?.outline, outline.runs == 0, outline.features > 0, digest.systemsWithoutAlgorithm.isEmpty {
            if outline.allPickles == 0 {
                notes.append("Nothing ran: the \(outline.features == 1 ? "feature file holds" : "\(outline.features) feature files hold") no scenario")
            } else if let shard = outline.shard {
                notes.append("Nothing ran: shard \(shard) has no run of these \(outline.allPickles) scenarios")
            } else {
                notes.append("Nothing matched: none of the \(outline.allPickles) scenario\(outline.allPickles == 1 ? "" : "s") in "
                    + "\(outline.features) feature file\(outline.features == 1 ? "" : "s") was selected by the tags, names or lines given")
            }
        }
        return notes.isEmpty ? nil : notes.map { style.paint(style.text($0), .yellow) }.joined(separator: "\n")
    }

    /// One line: how many runs failed as the baseline expects, by algorithm.
    private func knownDivergences(_ digest: RunDigest, details: Bool) -> String? {
        let total = digest.known.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let shown = details && digest.verbose ? "listed above" : "--verbose lists them"
        return "Known divergences: \(total) run\(total == 1 ? "" : "s") fail\(total == 1 ? "s" : "") as the baseline expects ("
            + digest.known.map { "\($0.algorithm) \($0.count)" }.joined(separator: ", ") + "); \(shown)"
    }

    func describe(_ result: CaseResult, number: Int, suggestions: inout StepSuggestions) -> String {
        var lines = [style.text("\(number)) \(result.pickle.uri):\(result.pickle.line) \(result.pickle.name) [\(result.algorithm)]: ")
            + style.word(result.status)]
        if let step = result.decisiveStep {
            lines.append(style.text("   \(step.keyword)\(step.text) (line \(step.line))"))
            if step.status == .undefined, let hint = suggestions.didYouMean(step.text, in: result.pickle.system) {
                lines.append("   " + style.paint(style.text(hint), step.status.color))
            } else if let message = step.message, step.status != .undefined {
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
            return style.paint("Baseline: " + BaselineVerdict.noChange(comparison, of: end),
                               BaselineVerdict.isComplete(end) && end.summary.runs > 0 ? .green : .yellow)
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
