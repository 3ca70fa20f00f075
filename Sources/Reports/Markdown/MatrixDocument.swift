import Runner
import SpecrunKit

/// The `matrix` format: the comparison matrix alone, in Markdown, with nothing that changes from
/// run to run (no times, no figures), so it can be kept as a document and checked against a new
/// run: `docs/matrix.md` is `specrun features/ --format matrix:docs/matrix.md`. Per system, how
/// many scenarios pass on all, some or none of its algorithms; per feature file, each scenario's
/// mark on each algorithm.
final class MatrixDocument: WholeRunFormat {
    var drawsTraces: Bool { false }

    private var start: SuiteStart?
    /// The feature tables, in file order.
    private let tables = OrderedSpool()
    /// Per system: scenarios, and how many pass on all and on none of its algorithms.
    private var counts: [String: (rows: Int, all: Int, none: Int)] = [:]

    func begin(_ start: SuiteStart) {
        self.start = start
    }

    /// Whether the feature begun has a row yet (its table's header comes with the first).
    private var featureHasRows = false
    private var feature: ScenarioMatrix.Feature?

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        self.feature = feature
        featureHasRows = false
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        tables.compact()
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard let feature else { return }
        if !featureHasRows {
            tables.write("\n\n" + MarkdownComparison.sectionTop(feature, hasRows: true), at: OrderedSpool.Key(feature.position, -1))
            featureHasRows = true
        }
        tables.write("\n" + MarkdownComparison.line(row, of: feature, baseline: start?.baseline), at: OrderedSpool.Key(feature.position, row.place))
        var count = counts[feature.system] ?? (0, 0, 0)
        count.rows += 1
        if row.bucket == .passesOnAll { count.all += 1 } else if row.bucket == .passesOnNone { count.none += 1 }
        counts[feature.system] = count
    }

    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        var lines = ["# Comparison matrix", "",
                     "Each scenario of the features on each algorithm of its system, as `specrun --format matrix` writes it.", ""]
        lines.append("| system | algorithms | scenarios | pass on all | on some | on none |")
        lines.append("| --- | --- | ---: | ---: | ---: | ---: |")
        for system in start?.systems ?? [] {
            guard let count = counts[system.name], count.rows > 0 else { continue }
            let algorithms = start?.algorithms(of: system.name) ?? []
            lines.append("| \(MarkdownText.inline(system.name)) | \(algorithms.map(MarkdownText.inline).joined(separator: ", ")) "
                + "| \(count.rows) | \(count.all) | \(count.rows - count.all - count.none) | \(count.none) |")
        }
        output.write(lines.joined(separator: "\n") + "\n\n" + MarkdownComparison.heading)
        tables.copy(to: output)
        output.write("\n")
    }
}
