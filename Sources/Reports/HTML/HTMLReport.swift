import Foundation
import Runner
import SpecrunKit

/// The `html` format: one self-contained page (no network, no other file) for a product owner: the
/// verdict, what each algorithm cost (charts), the comparison matrix with filters, each scenario's
/// steps side by side with the reasons in plain words and a picture per algorithm of what the user
/// saw, and the step glossary. All text from feature files is escaped, and the page's
/// Content-Security-Policy allows only its own style and script, by digest.
///
/// The page is written as the run goes: each feature's matrix table, its explored scenarios and the
/// details of its scenarios go to spools as it finishes, and the page is put together at the end,
/// its verdict and figures first; memory holds one feature and the figures.
final class HTMLReport: WholeRunFormat {
    let version: String

    init(version: String) {
        self.version = version
    }

    var drawsTraces: Bool { true }

    /// Scenarios past this many get no details section (those that do not pass everywhere come
    /// first), so a run of thousands of scenarios still gives a page a browser opens.
    static let maximumDetailedScenarios = 500

    private var start: RunStart?
    /// For each system, the first step of the features each definition matched, for the glossary.
    private var examples: [String: [Int: String]] = [:]
    /// How often each value of each system's charted `.median` metrics came, by system and
    /// algorithm, then metric key: enough for the exact median, in the memory of the distinct values.
    private var medianCounts: [String: [String: [Int: Int]]] = [:]
    private var medianMetrics: [String: [Metric]] = [:]
    private var tags: Set<String> = []
    /// The first feature's name, for the page's title when it is the only one.
    private var firstFeatureName = ""
    private var featureCount = 0

    /// The comparison tables, in file order: a piece per feature's opening, bucket and row. A
    /// passing row among the first may link to its details only if the failing ones leave room,
    /// decided at the end: it is written unlinked, its linked form kept aside, its `info` one more
    /// than its place among the passing rows (0 for a row that is decided).
    private let matrix = OrderedSpool()
    /// The explored scenarios' storyboards, in file order.
    private let divergences = OrderedSpool()
    private var exploredCount = 0
    /// The details of the first failing and the first passing scenarios, in file order; `info`
    /// tells which (see `detailInfo`).
    private let details = OrderedSpool()
    private var failingRows = 0
    private var passingRows = 0
    private var rowCount: Int { failingRows + passingRows }

    func note(_ feature: PlannedFeature) {
        guard let system = feature.system else { return }
        for pickle in feature.runningPickles {
            for step in pickle.steps {
                guard case .matched(let definition, _) = step.match, examples[system]?[definition] == nil else { continue }
                examples[system, default: [:]][definition] = step.keyword + step.text
            }
        }
    }

    func begin(_ start: RunStart) {
        self.start = start
        medianMetrics = Dictionary(start.systems.map { system in
            (system.name, system.metrics.filter { $0.combined == .median && $0.shown != .detail })
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The feature being written, its document, and how many rows each of its buckets has.
    private var feature: ScenarioMatrix.Feature?
    private var featureIndex = GherkinIndex([])
    private var bucketCounts: [ScenarioMatrix.Bucket: Int] = [:]

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        self.feature = feature
        featureCount += 1
        if featureCount == 1 { firstFeatureName = feature.header.name }
        featureIndex = GherkinIndex([feature.planned])
        bucketCounts = [:]
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard let feature else { return }
        let limit = Self.maximumDetailedScenarios
        tags.formUnion(row.pickle.tags)
        for result in row.results { countMedians(of: result) }
        let section = ScenarioSection(row: row, algorithms: feature.algorithms, index: featureIndex)
        let key = OrderedSpool.Key(feature.position, row.place)
        if row.pickle.tags.contains(Self.exploredTag) {
            exploredCount += 1
            let pickle = row.pickle
            divergences.write("<article class=\"scenario\"><h3><a href=\"#\(HTML.anchor("scenario", pickle.pickle.id))\">\(HTML.text(pickle.label))</a></h3>\n"
                + section.storyboard() + "</article>\n", at: key)
        }
        // Its place among the failing or the passing scenarios decides whether the page details it;
        // the first of each kind are spooled, and a failing one among them is always detailed.
        let failing = row.bucket != .passesOnAll
        let ordinal = failing ? failingRows : passingRows
        if failing { failingRows += 1 } else { passingRows += 1 }
        bucketCounts[row.bucket, default: 0] += 1
        let rowKey = OrderedSpool.Key(feature.position, feature.rank(of: row.bucket), row.place)
        guard ordinal < limit else {
            matrix.write(MatrixSection.row(row, algorithms: feature.algorithms, linked: false), at: rowKey)
            return
        }
        details.write(section.render(), at: key, info: Self.detailInfo(failing: failing, ordinal: ordinal))
        if failing {
            matrix.write(MatrixSection.row(row, algorithms: feature.algorithms, linked: true), at: rowKey)
        } else {
            matrix.write(MatrixSection.row(row, algorithms: feature.algorithms, linked: false), at: rowKey, info: ordinal + 1,
                         alternative: MatrixSection.row(row, algorithms: feature.algorithms, linked: true))
        }
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        matrix.write(MatrixSection.opening(of: feature), at: OrderedSpool.Key(feature.position, -1))
        for (bucket, count) in bucketCounts {
            let rank = feature.rank(of: bucket)
            matrix.write(MatrixSection.opening(of: bucket, rows: count, in: feature), at: OrderedSpool.Key(feature.position, rank, -1))
            matrix.write(MatrixSection.bucketClosing, at: OrderedSpool.Key(feature.position, rank, .max))
        }
        matrix.write(MatrixSection.featureClosing, at: OrderedSpool.Key(feature.position, .max))
        for spool in [matrix, divergences, details] { spool.compact() }
        bucketCounts = [:]
        self.feature = nil
    }

    /// A detail's `info`: a failing scenario's place among the failing ones, or a passing one's
    /// among the passing ones after them.
    private static func detailInfo(failing: Bool, ordinal: Int) -> Int {
        failing ? ordinal : maximumDetailedScenarios + ordinal
    }

    private func countMedians(of result: CaseResult) {
        guard let metrics = result.outcome?.metrics else { return }
        for metric in medianMetrics[result.pickle.system] ?? [] {
            if let value = metrics[metric.key] {
                medianCounts[Self.key(result.pickle.system, result.algorithm), default: [:]][metric.key, default: [:]][value, default: 0] += 1
            }
        }
    }

    func finish(_ end: RunEnd, to output: ReportOutput) {
        guard let start else { return }
        let limit = Self.maximumDetailedScenarios
        // The failing scenarios first, then passing ones while there is room.
        let detailedFailing = min(failingRows, limit)
        let passingRoom = limit - detailedFailing
        let page = Page(start: start, end: end, version: version, examples: examples, medianCounts: medianCounts,
                        title: featureCount == 1 ? firstFeatureName : "\(featureCount) features",
                        hasDivergences: exploredCount > 0)
        page.writeOpening(to: output)
        var seen: Set<String> = []
        let algorithms = start.systems.flatMap { start.algorithms(of: $0.name) }.filter { seen.insert($0).inserted }
        output.write(MatrixSection(algorithms: algorithms, tags: tags.sorted()).opening())
        matrix.copy(to: output) { info in
            info > 0 && info - 1 < passingRoom ? .alternative : .written
        }
        output.write("</section>\n")
        if exploredCount > 0 {
            output.write("<section id=\"divergences\"><h2>Divergences</h2>\n<p class=\"muted\">Found by <code>specrun explore</code>: "
                + "each scenario is the smallest that shows one behaviour where the algorithms differ; its Then steps state what the "
                + "first algorithm shows.</p>\n")
            divergences.copy(to: output)
            output.write("</section>\n")
        }
        output.write("<section id=\"scenarios\"><h2>Scenarios</h2>\n")
        let detailed = detailedFailing + min(passingRows, passingRoom)
        if detailed < rowCount {
            output.write("<p class=\"muted\">\(rowCount - detailed) of \(rowCount) scenarios are listed in the comparison only "
                + "(this page details at most \(limit), those that do not pass everywhere first).</p>\n")
        }
        details.copy(to: output) { info in
            info < limit || info - limit < passingRoom ? .written : .skip
        }
        output.write("</section>\n")
        page.writeClosing(to: output)
    }

    static func key(_ system: String, _ algorithm: String) -> String { "\(system)\u{0}\(algorithm)" }

    /// The tag of the scenarios `specrun explore` writes.
    static let exploredTag = "@explored"
}

/// The parts of the HTML page around the features: its head, verdict, summary and figures, and the
/// glossary and footer after them.
private struct Page {
    let start: RunStart
    let end: RunEnd
    let version: String
    let examples: [String: [Int: String]]
    let medianCounts: [String: [String: [Int: Int]]]
    let title: String
    let hasDivergences: Bool

    func writeOpening(to output: ReportOutput) {
        output.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'sha256-\(Self.digest(HTMLAssets.style))'; "
            + "script-src 'sha256-\(Self.digest(HTMLAssets.script))'\">\n"
            + "<title>specrun report: \(HTML.text(title))</title>\n<style>\(HTMLAssets.style)</style>\n</head>\n<body>\n")
        output.write(header())
        output.write("<main>\n")
        output.write(summary())
        output.write(metrics())
    }

    func writeClosing(to output: ReportOutput) {
        output.write(GlossarySection(systems: start.systems, examples: examples).render())
        output.write("</main>\n<footer>Made by specrun \(HTML.text(version)) from \(end.summary.runs) run\(end.summary.runs == 1 ? "" : "s") started "
            + "\(start.startedAt.iso8601).</footer>\n")
        output.write("<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n")
    }

    private func header() -> String {
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
        html += "<nav><a href=\"#summary\">Summary</a><a href=\"#metrics\">What it cost</a><a href=\"#comparison\">Comparison</a>"
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
            let counts = medianCounts[HTMLReport.key(tally.system, tally.algorithm)] ?? [:]
            entries.append(MetricsChart.Entry(algorithm: tally.algorithm, runs: tally.runs, values: charted(tally.system).map { metric in
                guard metric.combined == .median else { return tally.metrics[metric] }
                return Self.median(of: counts[metric.key] ?? [:])
            }))
        }
        flush()
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
