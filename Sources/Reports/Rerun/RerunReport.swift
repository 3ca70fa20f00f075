import Runner
import SpecrunKit

/// The `rerun` format (Cucumber's rerun formatter): the scenarios that failed on any algorithm, as
/// `path:line:line` lines, one per feature file, in the files' order with their lines ascending.
/// `specrun @rerun.txt` runs exactly them again. A run with no failure writes an empty file.
final class RerunReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    private var strict = false
    /// The failing scenarios' lines, by the feature's position in file order, with its uri.
    private var lines: [Int: (uri: String, lines: Set<Int>)] = [:]

    func begin(_ start: SuiteStart) {
        strict = start.options.strict
    }

    private var position = 0

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        position = feature.planned.position
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard row.results.contains(where: { $0.status.isFailure(strict: strict) }) else { return }
        lines[position, default: (row.pickle.uri, [])].lines.insert(row.pickle.line)
    }

    /// Each line is checked to read back as written: a name the format cannot hold (a line end in
    /// it, blanks at its ends, a blank after `:N` inside it) refuses the report rather than write a
    /// file that reruns something else.
    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        for position in lines.keys.sorted() {
            let (uri, numbers) = lines[position]!
            let line = RerunLines.line(uri, numbers.sorted())
            guard RerunLines.readsBack(line) else {
                output.refuse(because: "a rerun file cannot hold the name of the feature file \(MessageText.quoted(uri)) "
                    + "(a line end in it, blanks at its ends, or a blank after :N inside it would read back as other paths); "
                    + "rename the file, or rerun its scenarios by their names")
                return
            }
            output.write(line + "\n")
        }
    }
}
