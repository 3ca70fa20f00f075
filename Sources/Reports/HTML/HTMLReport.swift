import Foundation
import Runner

/// The `html` format: one self-contained page (no network, no other file) for a product owner: the
/// verdict, what each algorithm cost (charts), the comparison matrix with filters, each scenario's
/// steps side by side with the reasons in plain words and a picture per algorithm of what the user
/// saw, and the step glossary. All text from feature files is escaped, and the page's
/// Content-Security-Policy allows only its own style and script, by digest.
struct HTMLReport: WholeRunFormat {
    let version: String

    var drawsTraces: Bool { true }

    func write(_ run: CompletedRun, to output: ReportOutput) {
        Page(run: run, version: version).write(to: output)
    }
}

/// One rendering of the HTML report.
private struct Page {
    let start: RunStart
    let matrix: ScenarioMatrix
    let end: RunEnd
    let version: String
    /// For each system, the first step of the features each definition matched, for the glossary.
    let examples: [String: [Int: String]]
    /// The values of each system's charted `.median` metrics, by system and algorithm, then metric key.
    let perRunValues: [String: [String: [Int]]]

    init(run: CompletedRun, version: String) {
        start = run.start
        matrix = run.matrix
        end = run.end
        self.version = version
        var examples: [String: [Int: String]] = [:]
        for pickle in run.start.plan.pickles {
            for step in pickle.steps {
                guard case .matched(let definition, _) = step.match, examples[pickle.system]?[definition] == nil else { continue }
                examples[pickle.system, default: [:]][definition] = step.keyword + step.text
            }
        }
        self.examples = examples
        var medians: [String: [String: [Int]]] = [:]
        let medianMetrics = Dictionary(run.start.systems.map { system in
            (system.name, system.metrics.filter { $0.combined == .median && $0.shown != .detail })
        }, uniquingKeysWith: { first, _ in first })
        for result in run.results {
            guard let metrics = result.outcome?.metrics else { continue }
            for metric in medianMetrics[result.pickle.system] ?? [] {
                if let value = metrics[metric.key] {
                    medians[Self.key(result.pickle.system, result.algorithm), default: [:]][metric.key, default: []].append(value)
                }
            }
        }
        perRunValues = medians
    }

    static func key(_ system: String, _ algorithm: String) -> String { "\(system)\u{0}\(algorithm)" }

    /// Scenarios past this many get no details section (those that do not pass everywhere come
    /// first), so a run of thousands of scenarios still gives a page a browser opens.
    static let maximumDetailedScenarios = 500

    func write(to output: ReportOutput) {
        let groups = matrix.features
        let rows = groups.flatMap(\.rows)
        let detailed = chooseDetailed(rows)
        let algorithms = orderedAlgorithms()
        let tags = Set(rows.flatMap(\.pickle.tags)).sorted()
        let index = GherkinIndex(start.plan.features)

        output.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'sha256-\(Self.digest(HTMLAssets.style))'; "
            + "script-src 'sha256-\(Self.digest(HTMLAssets.script))'\">\n"
            + "<title>specrun report: \(HTML.text(title))</title>\n<style>\(HTMLAssets.style)</style>\n</head>\n<body>\n")
        output.write(header())
        output.write("<main>\n")
        output.write(summary())
        output.write(metrics())
        MatrixSection(groups: groups, algorithms: algorithms, tags: tags, detailed: detailed).write(to: output)
        output.write(divergences(groups, index: index))
        output.write("<section id=\"scenarios\"><h2>Scenarios</h2>\n")
        if detailed.count < rows.count {
            output.write("<p class=\"muted\">\(rows.count - detailed.count) of \(rows.count) scenarios are listed in the comparison only "
                + "(this page details at most \(Self.maximumDetailedScenarios), those that do not pass everywhere first).</p>\n")
        }
        for group in groups {
            for row in group.rows where detailed.contains(row.pickle.pickle.id) {
                output.write(ScenarioSection(row: row, algorithms: group.algorithms, index: index).render())
            }
        }
        output.write("</section>\n")
        output.write(GlossarySection(systems: start.systems, examples: examples).render())
        output.write("</main>\n<footer>Made by specrun \(HTML.text(version)) from \(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") started "
            + "\(start.startedAt.iso8601).</footer>\n")
        output.write("<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n")
    }

    /// The scenarios `specrun explore` wrote (tagged `@explored`): each behaviour's name, what the
    /// reference shows and what the other did instead, and the storyboard of both side by side.
    private func divergences(_ groups: [ScenarioMatrix.FeatureGroup], index: GherkinIndex) -> String {
        let explored = groups.flatMap { group in
            group.rows.filter { $0.pickle.tags.contains(Self.exploredTag) }.map { ScenarioSection(row: $0, algorithms: group.algorithms, index: index) }
        }
        guard !explored.isEmpty else { return "" }
        var html = "<section id=\"divergences\"><h2>Divergences</h2>\n<p class=\"muted\">Found by <code>specrun explore</code>: "
            + "each scenario is the smallest that shows one behaviour where the algorithms differ; its Then steps state what the "
            + "first algorithm shows.</p>\n"
        for section in explored {
            let pickle = section.row.pickle
            html += "<article class=\"scenario\"><h3><a href=\"#\(HTML.anchor("scenario", pickle.pickle.id))\">\(HTML.text(pickle.label))</a></h3>\n"
            html += section.storyboard() + "</article>\n"
        }
        return html + "</section>\n"
    }

    /// The tag of the scenarios `specrun explore` writes.
    static let exploredTag = "@explored"

    private var title: String {
        let names = matrix.features.map(\.header.name)
        return names.count == 1 ? names[0] : "\(names.count) features"
    }

    private func header() -> String {
        var html = "<header>\n<h1>specrun report</h1>\n"
        let (ok, verdict) = self.verdict()
        html += "<p class=\"verdict \(ok ? "ok" : "fail")\">\(ok ? "✔" : "✘") \(HTML.text(verdict))</p>\n"
        var facts = ["\(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") of \(end.summary.scenarios.total) scenario\(end.summary.scenarios.total == 1 ? "" : "s")",
                     "started \(start.startedAt.iso8601)", "took \(SummaryText.format(seconds: Double(end.durationNanoseconds) / 1e9))"]
        if case .random(let seed) = start.plan.order { facts.append("random order, seed \(seed)") }
        if let shard = start.plan.shard { facts.append("shard \(shard)") }
        if start.mode.strict { facts.append("strict") }
        if start.mode.dryRun { facts.append("dry run: no step was executed") }
        html += "<p class=\"muted\">\(HTML.text(facts.joined(separator: " · ")))</p>\n"
        html += "<nav><a href=\"#summary\">Summary</a><a href=\"#metrics\">What it cost</a><a href=\"#comparison\">Comparison</a>"
            + (matrix.features.contains { $0.rows.contains { $0.pickle.tags.contains(Self.exploredTag) } } ? "<a href=\"#divergences\">Divergences</a>" : "")
            + "<a href=\"#scenarios\">Scenarios</a><a href=\"#glossary\">Step glossary</a></nav>\n</header>\n"
        return html
    }

    private func verdict() -> (Bool, String) {
        if end.interrupted { return (false, "Interrupted: the remaining runs did not run") }
        if let baseline = end.baseline {
            if baseline.matches { return (true, "Every run as the baseline expects (\(baseline.knownDivergences) known divergences)") }
            let changes = baseline.regressions.count + baseline.fixes.count + baseline.otherChanges.count
            return (false, "\(changes) change\(changes == 1 ? "" : "s") from the baseline (\(baseline.regressions.count) regression\(baseline.regressions.count == 1 ? "" : "s"))")
        }
        let failures = end.summary.failures
        return failures == 0 ? (true, "No run failed") : (false, "\(failures) run\(failures == 1 ? "" : "s") failed")
    }

    private func summary() -> String {
        var html = "<section id=\"summary\"><h2>Summary</h2>\n<table><thead><tr><th>System</th><th>Algorithm</th>"
        html += Status.allCases.reversed().map { "<th>\($0.rawValue)</th>" }.joined() + "</tr></thead><tbody>\n"
        for tally in end.summary.algorithms {
            html += "<tr><td>@\(HTML.text(tally.system))</td><td>\(HTML.text(tally.algorithm))</td>"
            html += Status.allCases.reversed().map { status in
                let count = tally[status]
                return "<td class=\"num\(count > 0 && status != .passed ? " \(status.rawValue)" : "")\">\(count)</td>"
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
            html += "<h3>@\(HTML.text(name))</h3>\n" + MetricsChart(metrics: charted(name), entries: entries).render() + "\n"
            entries = []
        }
        for tally in end.summary.algorithms {
            if tally.system != system { flush(); system = tally.system }
            let perRun = perRunValues[Self.key(tally.system, tally.algorithm)] ?? [:]
            entries.append(MetricsChart.Entry(algorithm: tally.algorithm, runs: tally.runs, values: charted(tally.system).map { metric in
                guard metric.combined == .median else { return tally.metrics[metric] }
                let values = (perRun[metric.key] ?? []).sorted()
                return values.isEmpty ? nil : values[(values.count - 1) / 2]
            }))
        }
        flush()
        return html + "</section>\n"
    }

    /// The metrics of `system` drawn as charts.
    private func charted(_ system: String) -> [Metric] {
        (start.systems.first { $0.name == system }?.metrics ?? []).filter { $0.shown != .detail }
    }

    /// Every algorithm that ran, systems in order, for the algorithm filter.
    private func orderedAlgorithms() -> [String] {
        var seen: Set<String> = []
        return start.systems.flatMap { matrix.algorithms(of: $0.name) }.filter { seen.insert($0).inserted }
    }

    private func chooseDetailed(_ rows: [ScenarioMatrix.Row]) -> Set<String> {
        let limit = Self.maximumDetailedScenarios
        if rows.count <= limit { return Set(rows.map(\.pickle.pickle.id)) }
        let failing = rows.filter { $0.bucket != .passesOnAll }.prefix(limit)
        let passing = rows.filter { $0.bucket == .passesOnAll }.prefix(limit - failing.count)
        return Set((failing + passing).map(\.pickle.pickle.id))
    }

    /// The base64 SHA-256 of a text, as a Content-Security-Policy source names it.
    static func digest(_ text: String) -> String {
        Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }
}
