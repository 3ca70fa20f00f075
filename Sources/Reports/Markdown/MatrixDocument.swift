import Runner

/// The `matrix` format: the comparison matrix alone, in Markdown, with nothing that changes from
/// run to run (no times, no figures), so it can be kept as a document and checked against a new
/// run: `docs/matrix.md` is `specrun features/ --format matrix:docs/matrix.md`. Per system, how
/// many scenarios pass on all, some or none of its algorithms; per feature file, each scenario's
/// mark on each algorithm.
final class MatrixDocument: WholeRunFormat {
    var drawsTraces: Bool { false }

    private var start: RunStart?
    /// The feature tables, as features finish.
    private let tables = ReportSpool()
    /// Per system: scenarios, and how many pass on all and on none of its algorithms.
    private var counts: [String: (rows: Int, all: Int, none: Int)] = [:]

    func begin(_ start: RunStart) {
        self.start = start
    }

    func add(_ group: ScenarioMatrix.FeatureGroup, to output: ReportOutput) {
        var count = counts[group.system] ?? (0, 0, 0)
        count.rows += group.rows.count
        count.all += group.rows.count { $0.bucket == .passesOnAll }
        count.none += group.rows.count { $0.bucket == .passesOnNone }
        counts[group.system] = count
        tables.write("\n\n" + MarkdownComparison.section(group, rows: group.rows[...]))
    }

    func finish(_ end: RunEnd, to output: ReportOutput) {
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
        output.write(lines.joined(separator: "\n") + "\n\n" + MarkdownComparison(maximumRows: .max).sections[0])
        tables.copy(to: output)
        output.write("\n")
    }
}
