import Runner

/// The plain console summary: each run that did not pass with the step and the reason, the snippets
/// for undefined steps, then the comparison of algorithms (runs by status, requests, bytes) and of
/// scenarios (passing on all algorithms, on some, on none), and the baseline's verdict.
public final class SummaryReporter: Reporter {
    private let output: ReportOutput
    private var problems: [CaseResult] = []
    private var snippets: [String] = []
    private var seenSnippets: Set<String> = []
    private var mode = RunMode()
    private var orderNote: String?
    private var matrix = ComparisonMatrix()

    public init(output: ReportOutput) {
        self.output = output
    }

    public func handle(_ event: RunEvent) throws {
        switch event {
        case .started(let start):
            mode = start.mode
            matrix.start(systems: start.systems)
            if case .random(let seed) = start.plan.order { orderNote = "Randomized with seed \(seed)" }
        case .caseFinished(let result):
            matrix.add(result)
            guard result.status != .passed, result.status != .skipped else { return }
            var problem = result
            problem.outcome = nil  // only the steps are printed; a large failing run need not keep its traces
            problems.append(problem)
            for step in result.steps {
                if let snippet = step.snippet, seenSnippets.insert(snippet).inserted { snippets.append(snippet) }
            }
        case .finished(let end):
            output.write(render(end))
            try output.commit()
        }
    }

    private func render(_ end: RunEnd) -> String {
        var sections: [String] = []
        if !problems.isEmpty {
            sections.append("Runs that did not pass:\n\n" + problems.enumerated().map { number, result in
                Self.describe(result, number: number + 1)
            }.joined(separator: "\n\n"))
        }
        if !snippets.isEmpty {
            sections.append("Undefined steps can be defined with:\n\n" + snippets.joined(separator: "\n\n"))
        }
        if let matrix = matrix.render() { sections.append(matrix) }
        sections.append(comparison(end.summary))
        sections.append(footer(end))
        if let baseline = end.baseline { sections.append(Self.describe(baseline)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    static func describe(_ result: CaseResult, number: Int) -> String {
        var lines = ["\(number)) \(result.pickle.uri):\(result.pickle.line) \(result.pickle.name) [\(result.algorithm)]: \(result.status.rawValue)"]
        if let step = result.decisiveStep {
            lines.append("   \(step.keyword)\(step.text) (line \(step.line))")
            if let message = step.message, step.status != .undefined {
                lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "   \($0)" }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func comparison(_ summary: RunSummary) -> String {
        var table = TextTable(header: ["algorithm", "passed", "failed", "undefined", "pending", "ambiguous", "skipped",
                                       "requests", "bytes", "redundant"])
        var system: String?
        for tally in summary.algorithms {
            if tally.system != system {
                system = tally.system
                table.add(["@\(tally.system)"])
            }
            table.add(["  \(tally.algorithm)", "\(tally[.passed])", "\(tally[.failed])", "\(tally[.undefined])",
                       "\(tally[.pending])", "\(tally[.ambiguous])", "\(tally[.skipped])", "\(tally.metrics.requests)",
                       "\(tally.metrics.bytesDownloaded)", "\(tally.metrics.redundantDownloads)"])
        }
        let scenarios = summary.scenarios
        return table.render() + "\n\nScenarios: \(scenarios.total) — \(scenarios.passOnAll) pass on all their algorithms, "
            + "\(scenarios.passOnSome) on some, \(scenarios.passOnNone) on none"
    }

    private func footer(_ end: RunEnd) -> String {
        let seconds = Double(end.durationNanoseconds) / 1e9
        var parts = ["\(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") in \(Self.format(seconds: seconds))"]
        if let orderNote { parts.append(orderNote) }
        if end.stoppedEarly { parts.append("stopped at the first failure (--fail-fast)") }
        if end.interrupted { parts.append("interrupted: the remaining runs did not run") }
        if mode.dryRun { parts.append("dry run: no step was executed") }
        return parts.joined(separator: "; ")
    }

    static func format(seconds: Double) -> String {
        let rounded = (seconds * 1000).rounded() / 1000
        return "\(rounded) s"
    }

    static func describe(_ comparison: BaselineComparison) -> String {
        if comparison.matches {
            return "Baseline: every run as expected (\(comparison.matched) runs, \(comparison.knownDivergences) known divergences kept)"
        }
        var lines = ["Baseline: \(comparison.regressions.count) regression(s), \(comparison.fixes.count) unexpected fix(es), "
            + "\(comparison.otherChanges.count) other change(s)"]
        func list(_ title: String, _ changes: [BaselineChange]) {
            guard !changes.isEmpty else { return }
            lines.append("\(title):")
            for change in changes {
                lines.append("  \(change.key): expected \(change.expected?.rawValue ?? "passed (not in the baseline)"), got \(change.actual.rawValue)")
            }
        }
        list("Regressions", comparison.regressions)
        list("Unexpected fixes (update the baseline with --write-baseline)", comparison.fixes)
        list("Other changes", comparison.otherChanges)
        return lines.joined(separator: "\n")
    }
}
