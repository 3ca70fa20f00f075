import Foundation
import Runner
import SpecrunKit

/// The parts of the HTML page around the features: its head, the verdict, what differs and why, the
/// summary with what each algorithm does, the figures, and the glossary and footer after them.
struct HTMLPage {
    /// The runs that did not pass: those meant not to (known to the baseline), the others that
    /// count as failures as the exit code counts them (undefined and pending ones only when strict;
    /// a departure from another algorithm's spec never), by algorithm.
    struct Failures {
        private(set) var expected: [ExpectedOutcome: Int] = [:]
        private(set) var unexpected = 0
        private var unexpectedByAlgorithm: [String: Int] = [:]

        mutating func count(_ result: CaseResult, in row: ScenarioMatrix.Row, baseline: Baseline?, strict: Bool) {
            guard result.status != .passed, result.status != .skipped else { return }
            if let reason = ExpectedOutcome.of(result, in: row, baseline: baseline) {
                expected[reason, default: 0] += 1
            } else if result.status.isFailure(strict: strict) {
                unexpected += 1
                unexpectedByAlgorithm[HTMLReport.key(result.pickle.system, result.algorithm), default: 0] += 1
            }
        }

        /// How many runs of the algorithm did not pass unexpectedly.
        func unexpected(_ system: String, _ algorithm: String) -> Int {
            unexpectedByAlgorithm[HTMLReport.key(system, algorithm)] ?? 0
        }
    }

    let start: SuiteStart
    let end: SuiteEnd
    let version: String
    let examples: [String: [Int: String]]
    let medianCounts: [String: [String: [Int: Int]]]
    let title: String
    let hasDivergences: Bool
    let hasReferences: Bool
    let hasRequirements: Bool
    let failures: Failures
    let likeness: AlgorithmLikeness

    func writeOpening(to output: ReportOutput, changes: ChangesSection, requirements: RequirementsSection, differences: DifferencesSection) {
        output.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'sha256-\(Self.digest(HTMLAssets.style))'; "
            + "script-src 'sha256-\(Self.digest(HTMLAssets.script))'\">\n"
            + "<title>specrun report: \(HTML.text(title))</title>\n<style>\(HTMLAssets.style)</style>\n</head>\n<body>\n")
        output.write(header(changes: changes.count))
        output.write("<main>\n")
        output.write(changes.render())
        output.write(requirements.render(systems: start.systems, likeness: likeness))
        output.write(differences.render(systems: start.systems.map(\.name), likeness: likeness, intro: differencesIntro,
                                        hasBaseline: end.baseline != nil))
        output.write(summary())
        output.write(metrics())
    }

    /// What the lines of "What differs, and why" are: known, changes, or written so by explore.
    private var differencesIntro: String {
        if end.baseline != nil {
            return failures.unexpected == 0 ? "The baseline records every one of these: they are known divergences, not failures."
                : "The lines marked “not as the baseline expects” are changes; the others are known divergences the baseline records."
        }
        return ""
    }

    func writeClosing(to output: ReportOutput) {
        output.write(GlossarySection(systems: start.systems, examples: examples).render())
        output.write("</main>\n<footer>Made by specrun \(HTML.text(version)) from \(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") started "
            + "\(start.startedAt.iso8601).</footer>\n")
        output.write("<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n")
    }

    private func header(changes: Int) -> String {
        var html = "<header>\n<h1>specrun report</h1>\n"
        let (ok, verdict) = self.verdict()
        html += "<p class=\"verdict \(ok ? "ok" : "fail")\">\(ok ? "✔" : "✘") \(HTML.text(verdict))</p>\n"
        var facts = ["\(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") of \(end.summary.scenarios.total) scenario\(end.summary.scenarios.total == 1 ? "" : "s")",
                     "started \(start.startedAt.iso8601)", "took \(SummaryText.format(seconds: Double(end.durationNanoseconds) / 1e9))"]
        if case .random(let seed) = start.outline.order { facts.append("random order, seed \(seed)") }
        if let shard = start.outline.shard { facts.append("shard \(shard)") }
        if start.options.strict { facts.append("strict") }
        if start.options.dryRun { facts.append("dry run: no step was executed") }
        html += "<p class=\"muted\">\(HTML.text(facts.joined(separator: " · ")))</p>\n"
        html += "<nav>" + (changes > 0 ? "<a href=\"#changes\">Changes</a>" : "") + (hasRequirements ? "<a href=\"#requirements\">Requirements</a>" : "") + "<a href=\"#differences\">What differs</a><a href=\"#summary\">Summary</a><a href=\"#metrics\">What it cost</a><a href=\"#comparison\">Comparison</a>"
            + (hasReferences ? "<a href=\"#references\">Beside published results</a>" : "")
            + (hasDivergences ? "<a href=\"#divergences\">Divergences</a>" : "")
            + "<a href=\"#scenarios\">Scenarios</a><a href=\"#glossary\">Step glossary</a></nav>\n</header>\n"
        return html
    }

    private func verdict() -> (Bool, String) {
        if end.interrupted { return (false, "Interrupted: the remaining runs did not run") }
        if end.stoppedEarly { return (false, "Stopped at the first failure (--fail-fast): the remaining runs did not run") }
        if let baseline = end.baseline {
            if baseline.matches { return (true, "Every run as the baseline expects (\(baseline.knownDivergences) known divergences)") }
            let changes = baseline.regressions.count + baseline.fixes.count + baseline.otherChanges.count
            return (false, "\(changes) change\(changes == 1 ? "" : "s") from the baseline (\(baseline.regressions.count) regression\(baseline.regressions.count == 1 ? "" : "s"))")
        }
        let unexpected = failures.unexpected
        if unexpected > 0 { return (false, "\(unexpected) run\(unexpected == 1 ? "" : "s") failed") }
        let departed = end.summary.algorithms.reduce(0) { $0 + $1[.departed] }
        if departed > 0 {
            return (true, "No run failed: \(departed) run\(departed == 1 ? "" : "s") departed from another algorithm's spec, as specs allow")
        }
        return (true, "No run failed")
    }

    private func summary() -> String {
        var html = "<section id=\"summary\"><h2>Summary</h2>\n<table class=\"summary\"><thead><tr><th>System</th><th>Algorithm</th><th>What it does</th>"
        html += end.summary.shownStatuses.reversed().map { "<th>\($0.rawValue)</th>" }.joined() + "</tr></thead><tbody>\n"
        for tally in end.summary.algorithms {
            html += "<tr><td>@\(HTML.text(tally.system))</td><td>\(HTML.text(tally.algorithm))</td><td>\(description(of: tally))</td>"
            let unexpected = failures.unexpected(tally.system, tally.algorithm)
            html += end.summary.shownStatuses.reversed().map { status in
                let count = tally[status]
                let kind = count == 0 || status == .passed ? "" : unexpected == 0 ? " \(ExpectedOutcome.className)" : " \(status.rawValue)"
                return "<td class=\"num\(kind)\">\(count)</td>"
            }.joined() + "</tr>\n"
        }
        let scenarios = end.summary.scenarios
        html += "</tbody></table>\n<p>Scenarios: \(scenarios.total) — <span class=\"bucket-all\">\(scenarios.passOnAll) pass on all their algorithms</span>, "
            + "<span class=\"bucket-only\">\(scenarios.passOnSome) on some</span>, <span class=\"bucket-none\">\(scenarios.passOnNone) on none</span>.</p>\n"
        if let baseline = end.baseline {
            html += baselineList(baseline)
        }
        return html + "</section>\n"
    }

    /// What the algorithm does, as its system describes it, and whose copy it is.
    private func description(of tally: AlgorithmTally) -> String {
        let summary = start.systems.first { $0.name == tally.system }?.algorithms.first { $0.name == tally.algorithm }?.summary ?? ""
        guard let original = likeness.original(of: tally.algorithm, in: tally.system) else { return HTML.text(summary) }
        return "<b>= \(HTML.text(original.name))</b> in all \(original.runs) run\(original.runs == 1 ? "" : "s") — \(HTML.text(summary))"
    }

    private func baselineList(_ baseline: BaselineComparison) -> String {
        var html = ""
        for (title, changes) in [("Regressions", baseline.regressions), ("Unexpected fixes", baseline.fixes), ("Other changes", baseline.otherChanges)]
        where !changes.isEmpty {
            html += "<h3>\(title)</h3><ul>\n" + changes.map { change in
                "<li>\(HTML.text(change.key.description)): expected \(change.expected?.rawValue ?? "passed (not in the baseline)"), "
                    + "got \(HTML.badge(change.actual))</li>\n"
            }.joined() + "</ul>\n"
        }
        return html
    }

    private func metrics() -> String {
        var html = "<section id=\"metrics\"><h2>What each algorithm cost</h2>\n"
        var system: String?
        var entries: [MetricsChart.Entry] = []
        func flush() {
            guard let name = system, !entries.isEmpty else { return }
            let chart = MetricsChart(metrics: charted(name), entries: entries).render()
            if !chart.isEmpty {
                html += "<h3>@\(HTML.text(name))</h3>\n" + chart + "\n"
                // What each figure counts, and which way is better.
                let defined = charted(name).filter { $0.definition != nil || $0.better != nil }
                if !defined.isEmpty {
                    html += "<ul class=\"definitions\">" + defined.map { "<li>\(HTML.text($0.explanation))</li>" }.joined() + "</ul>\n"
                }
            }
            entries = []
        }
        for tally in end.summary.algorithms {
            if tally.system != system { flush(); system = tally.system }
            let counts = medianCounts[HTMLReport.key(tally.system, tally.algorithm)] ?? [:]
            entries.append(MetricsChart.Entry(algorithm: tally.algorithm, runs: tally.runs, values: charted(tally.system).map { metric in
                guard metric.combined == .median else { return tally.metrics.total(of: metric) }
                return Self.median(of: counts[metric.key] ?? [:])
            }))
        }
        flush()
        if !html.contains("<svg") {
            html += "<p class=\"muted\">Every algorithm of each system cost the same in every figure.</p>\n"
        }
        return html + "</section>\n"
    }

    /// The metrics of `system` drawn as charts.
    private func charted(_ system: String) -> [Metric] {
        (start.systems.first { $0.name == system }?.metrics ?? []).filter { $0.shown != .detail }
    }

    /// The median of values given as how often each came (the lower of the middle two).
    static func median(of counts: [Int: Int]) -> Int? {
        let total = counts.values.reduce(0, +)
        guard total > 0 else { return nil }
        var seen = 0
        for (value, count) in counts.sorted(by: { $0.key < $1.key }) {
            seen += count
            if seen > (total - 1) / 2 { return value }
        }
        return nil
    }

    /// The base64 SHA-256 of a text, as a Content-Security-Policy source names it.
    static func digest(_ text: String) -> String {
        Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }
}
