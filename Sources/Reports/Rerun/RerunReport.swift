import Runner

/// The `rerun` format (Cucumber's rerun formatter): the scenarios that failed on any algorithm, as
/// `path:line:line` lines, one per feature file, in the files' order with their lines ascending.
/// `specrun @rerun.txt` runs exactly them again. A run with no failure writes an empty file.
struct RerunReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    func write(_ run: CompletedRun, to output: ReportOutput) {
        output.write(render(run))
    }

    func render(_ run: CompletedRun) -> String {
        let strict = run.start.mode.strict
        var order: [String] = []
        var lines: [String: Set<Int>] = [:]
        for group in run.matrix.features {
            for row in group.rows where row.results.contains(where: { $0.status.isFailure(strict: strict) }) {
                if lines[row.pickle.uri] == nil { order.append(row.pickle.uri) }
                lines[row.pickle.uri, default: []].insert(row.pickle.line)
            }
        }
        return order.map { uri in ([uri] + lines[uri]!.sorted().map(String.init)).joined(separator: ":") + "\n" }.joined()
    }
}
