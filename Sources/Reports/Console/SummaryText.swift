import Foundation
import JSON
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
    func write(_ digest: SuiteDigest, _ end: SuiteEnd, details: Bool = true, to output: ReportOutput) {
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
    func render(_ digest: inout SuiteDigest, _ end: SuiteEnd, details: Bool = true) -> String {
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
        if !digest.undefinedSteps.isEmpty {
            sections.append(undefinedSteps(&digest, snippets: details))
        }
        if details, !digest.hasBaseline || digest.verbose, let matrix = digest.matrix.render() { sections.append(matrix) }
        sections.append(comparison(end.summary))
        sections.append(footer(end, digest: digest))
        if let selection = selectionNotes(digest, end) { sections.append(selection) }
        if let known = knownDivergences(digest, details: details) { sections.append(known) }
        if let departures = departures(digest, details: details) { sections.append(departures) }
        sections.append(end.baseline.map { describe($0, of: end) } ?? verdictWithoutBaseline(end))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Each undefined step once, with the step texts nearest to it; and the snippets to define them.
    private func undefinedSteps(_ digest: inout SuiteDigest, snippets: Bool) -> String {
        var lines = [style.paint("Undefined steps:", .bold)]
        for step in digest.undefinedSteps {
            let hint = digest.didYouMean(step.text, in: step.system)
            lines.append(style.text("  “\(step.text)”") + (hint.map { " — " + style.text($0) } ?? ""))
        }
        guard snippets else { return lines.joined(separator: "\n") }
        return lines.joined(separator: "\n") + "\n\n" + style.paint("They can be defined with:", .bold) + "\n\n"
            + digest.undefinedSteps.map { style.paint(style.text($0.snippet), .yellow) }.joined(separator: "\n\n")
    }

    /// Nothing matched the selection, or a system's scenarios were chosen but none of its algorithms.
    private func selectionNotes(_ digest: SuiteDigest, _ end: SuiteEnd) -> String? {
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

    /// One line: how many runs failed as the baseline expects, by algorithm, in grey (never red:
    /// they are expected).
    private func knownDivergences(_ digest: SuiteDigest, details: Bool) -> String? {
        tallyLine(digest.known, color: .gray, shown: details && digest.verbose ? "listed above"
                    : "--verbose lists them" + (digest.knownHaveReasons ? " with their reasons" : "")) {
            "x Known divergences: \($0) run\($0 == 1 ? "" : "s") fail\($0 == 1 ? "s" : "") as the baseline expects (\($1)); "
        }
    }

    /// One line: how many runs departed from another algorithm's spec, by algorithm: differences
    /// the features declare (`@spec-of:`), not failures.
    private func departures(_ digest: SuiteDigest, details: Bool) -> String? {
        tallyLine(digest.departures, color: .blue, shown: details && digest.verbose ? "listed above" : "--verbose lists them") {
            "~ Departures from another algorithm's spec: \($0) run\($0 == 1 ? "" : "s") (\($1)), differences, not failures; "
        }
    }

    /// A line over runs counted by algorithm, nil when there are none: `words` makes its text from
    /// the total and the counts ("legacy 17, new 2"), `shown` says where the runs are listed.
    private func tallyLine(_ counts: [(system: String, algorithm: String, count: Int)], color: ConsoleStyle.Color, shown: String,
                           _ words: (Int, String) -> String) -> String? {
        let total = counts.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        return style.paint(style.wrapped(words(total, counts.map { "\($0.algorithm) \($0.count)" }.joined(separator: ", ")) + shown), color)
    }

    /// The verdict of a run compared with no baseline: how many runs failed, of how many.
    private func verdictWithoutBaseline(_ end: SuiteEnd) -> String {
        let runs = end.summary.runs
        guard runs > 0 else { return "Verdict: nothing ran" }
        let cut = BaselineVerdict.cutShort(end).map { " (the run was \($0))" } ?? ""
        if end.summary.failures == 0 {
            return style.paint("Verdict: every run passed or departed as its spec allows (\(runs) run\(runs == 1 ? "" : "s"))\(cut); "
                + "no baseline was compared", cut.isEmpty ? .green : .yellow)
        }
        return style.paint("Verdict: \(end.summary.failures) of \(runs) run\(runs == 1 ? "" : "s") failed\(cut); no baseline was compared", .red)
    }

    /// Appends to `text` one run that did not pass, numbered: where, the step and why; a known
    /// divergence (the baseline expects it) in grey with the baseline's reason, a departure in its
    /// own words. Written piece after piece as UTF-8: each piece a few bytes copied, where
    /// appending it to a string cost a few hundred instructions.
    func describe(_ result: CaseResult, number: Int, known: Bool = false, reason: String? = nil,
                  into text: inout [UInt8]) {
        // Each piece's bytes copied at once where the string keeps them (its UTF-8 view appended
        // byte by byte otherwise).
        func put(_ piece: String) { piece.withUTF8Bytes { text.append(contentsOf: $0) } }
        text.reserveCapacity(text.count + 512)
        put(String(number))
        put(") ")
        put(style.text(result.pickle.uri))
        put(":")
        put(String(result.pickle.line))
        put(" ")
        put(style.text(result.pickle.name))
        put(" [")
        put(style.text(result.algorithm))
        put("]: ")
        put(known ? style.paint(result.status.rawValue + ", known", .gray) : style.word(result.status))
        if let reason {
            put("\n   ")
            put(style.paint(style.text(style.wrapped("Why: \(reason)", indent: "     ")), .gray))
        }
        if let departure = result.departure {
            put("\n   ")
            put(style.paint(style.text(style.wrapped(departure.sentence, indent: "   ")), .blue))
        } else if let step = result.decisiveStep {
            // An undefined step's "did you mean" is told once, under "Undefined steps", not per algorithm.
            put("\n   ")
            put(style.text(step.keyword))
            put(style.text(step.text))
            put(" (line ")
            put(String(step.line))
            put(")")
            if let message = step.message, step.status != .undefined {
                let color = known ? ConsoleStyle.Color.gray : step.status.color
                // Split on the bytes read in place (`memchr`), no list of lines made: splitting
                // characters, or even the UTF-8 view, costs far more (curly quotes, emoji).
                message.withUTF8Bytes { bytes in
                    var start = 0
                    while true {
                        let end = bytes.baseAddress.flatMap { base in
                            memchr(base + start, 0x0A, bytes.count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                        } ?? bytes.count
                        put("\n   ")
                        style.append(UnsafeBufferPointer(rebasing: bytes[start..<end]), indent: "   ", color: color, to: &text)
                        guard end < bytes.count else { break }
                        start = end + 1
                    }
                }
            }
        }
    }

    private func comparison(_ summary: SuiteSummary) -> String {
        let columns = summary.tableColumns
        let statuses = summary.tableStatuses
        var table = TextTable(header: ["algorithm"] + statuses.map(\.rawValue) + columns.map(\.label))
        var system: String?
        for tally in summary.algorithms {
            if tally.system != system {
                system = tally.system
                table.add(["@\(tally.system)"])
            }
            table.add(["  \(tally.algorithm)"] + statuses.map { "\(tally[$0])" } + summary.cells(of: tally, columns: columns))
        }
        let scenarios = summary.scenarios
        return table.render() + "\n\nScenarios: \(scenarios.total) — "
            + style.paint("\(scenarios.passOnAll) pass on all their algorithms", scenarios.passOnAll > 0 ? .green : .bold) + ", "
            + style.paint("\(scenarios.passOnSome) on some", scenarios.passOnSome > 0 ? .yellow : .bold) + ", "
            + style.paint("\(scenarios.passOnNone) on none", scenarios.passOnNone > 0 ? .red : .bold)
    }

    private func footer(_ end: SuiteEnd, digest: SuiteDigest) -> String {
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

    func describe(_ comparison: BaselineComparison, of end: SuiteEnd) -> String {
        if comparison.matches {
            return style.paint("Baseline: " + BaselineVerdict.noChange(comparison, of: end),
                               BaselineVerdict.isComplete(end) && end.summary.runs > 0 ? .green : .yellow)
        }
        var lines = [style.paint("Baseline: " + (end.failure ?? "changed"), .red)]
        func list(_ title: String, _ changes: [BaselineChange], mark: String, color: ConsoleStyle.Color) {
            guard !changes.isEmpty else { return }
            lines.append(style.paint("\(title):", .bold))
            for change in changes {
                let was = change.expected?.rawValue ?? "not in the baseline"
                lines.append(style.paint(mark, color) + " " + style.text(style.wrapped("\(change.key.uri): \(change.key.scenario) "
                    + "[\(change.key.algorithm)]: was \(was), now \(change.actual.rawValue)", indent: "    ")))
                if change.actual != .undefined, let message = change.message?.split(separator: "\n").first {
                    lines.append("    " + style.text(style.wrapped(String(message), indent: "    ")))
                }
                if let reason = change.reason { lines.append("    " + style.paint(style.text(style.wrapped("The baseline's reason: " + reason, indent: "    ")), .gray)) }
            }
        }
        list("Regressions", comparison.regressions, mark: "✗", color: .red)
        list("Unexpected fixes (update the baseline with --write-baseline)", comparison.fixes, mark: "✓", color: .green)
        list("Other changes", comparison.otherChanges, mark: "≠", color: .yellow)
        return lines.joined(separator: "\n")
    }
}
