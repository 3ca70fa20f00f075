import Runner

/// The `matrix` format: the comparison matrix alone, in Markdown, with nothing that changes from
/// run to run (no times, no figures), so it can be kept as a document and checked against a new
/// run: `docs/matrix.md` is `specrun features/ --format matrix:docs/matrix.md`. Per system, how
/// many scenarios pass on all, some or none of its algorithms; per feature file, each scenario's
/// mark on each algorithm.
struct MatrixDocument: WholeRunFormat {
    var drawsTraces: Bool { false }

    func write(_ run: CompletedRun, to output: ReportOutput) {
        output.write(render(run))
    }

    func render(_ run: CompletedRun) -> String {
        let groups = run.matrix.features
        var lines = ["# Comparison matrix", "",
                     "Each scenario of the features on each algorithm of its system, as `specrun --format matrix` writes it.", ""]
        lines.append("| system | algorithms | scenarios | pass on all | on some | on none |")
        lines.append("| --- | --- | ---: | ---: | ---: | ---: |")
        for system in run.start.systems {
            let rows = groups.filter { $0.system == system.name }.flatMap(\.rows)
            guard !rows.isEmpty else { continue }
            let all = rows.filter { $0.bucket == .passesOnAll }.count
            let none = rows.filter { $0.bucket == .passesOnNone }.count
            lines.append("| \(MarkdownText.inline(system.name)) | \(run.matrix.algorithms(of: system.name).map(MarkdownText.inline).joined(separator: ", ")) "
                + "| \(rows.count) | \(all) | \(rows.count - all - none) | \(none) |")
        }
        let sections = MarkdownReport.comparison(run.matrix, maximumRows: .max)
        return (lines.joined(separator: "\n") + "\n\n" + sections.joined(separator: "\n\n")) + "\n"
    }
}
