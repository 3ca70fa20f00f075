import Runner
import SpecrunKit

/// "Beside published results" in the Markdown report: how many scenarios of each group (`@required`
/// first) each algorithm and each published implementation passes, then the scenarios themselves,
/// a column per algorithm and per implementation, at most `maximumRows` of them (the first groups
/// first, in file order), kept as they come.
struct MarkdownReferences {
    let maximumRows: Int
    private var tally: ReferenceTally
    /// The rows kept, with where each goes: system, group, feature, scenario.
    private var rows: [(place: [Int], line: String)] = []
    private var rowCount = 0
    private var systemIndex: [String: Int] = [:]

    init(references: References, maximumRows: Int) {
        tally = ReferenceTally(references: references)
        self.maximumRows = maximumRows
    }

    mutating func add(_ row: ScenarioMatrix.Row, of feature: ScenarioMatrix.Feature) {
        guard let place = tally.add(row, algorithms: feature.algorithms) else { return }
        rowCount += 1
        let system = systemIndex[row.pickle.system] ?? {
            systemIndex[row.pickle.system] = systemIndex.count
            return systemIndex.count - 1
        }()
        let key = [system, place.group, feature.position, row.place]
        let index = rows.firstIndex { key.lexicographicallyPrecedes($0.place) } ?? rows.count
        guard index < maximumRows else { return }
        let results = tally.references.results
        let cells = feature.algorithms.map { algorithm in row.result(for: algorithm).map { MarkdownReport.emoji($0.status) } ?? "·" }
            + results.implementations.map { results.verdict(of: $0.name, for: place.id)?.symbol ?? "·" }
        rows.insert((key, "| \(MarkdownText.inline(row.pickle.label)) | " + cells.map(MarkdownText.inline).joined(separator: " | ") + " |"), at: index)
        if rows.count > maximumRows { rows.removeLast() }
    }

    /// The section, or nil when no scenario was tied to the results.
    var section: String? {
        guard !tally.systems.isEmpty else { return nil }
        let results = tally.references.results
        var lines = ["### Beside published results", "",
                     "\(MarkdownText.inline(results.title)) (\(MarkdownText.inline(results.source))). A scenario tagged "
                        + "`\(tally.references.key)ID` is compared with the published results of ID.",
                     "",
                     results.verdicts.map { "\(MarkdownText.inline($0.verdict.symbol)) \(MarkdownText.inline($0.verdict.reads))" }.joined(separator: " · ")]
        for (index, system) in tally.systems.enumerated() {
            let columns = tally.columns(of: system.name)
            let head = "| " + columns.map { MarkdownText.inline(ReferenceTally.name(of: $0)) }.joined(separator: " | ") + " |"
            let rule = "| --- |" + String(repeating: " :-: |", count: columns.count)
            if tally.systems.count > 1 { lines += ["", "#### @\(MarkdownText.inline(system.name))"] }
            lines += ["", "| passing " + head, rule]
            for group in tally.groups(of: system.name) {
                lines.append("| \(MarkdownText.inline(tally.references.title(ofGroup: group))) (\(tally.scenarios(of: system.name, group: group))) | "
                    + columns.map { "\(tally.count(of: $0, system: system.name, group: group).passed)" }.joined(separator: " | ") + " |")
            }
            for group in tally.groups(of: system.name) {
                let own = rows.filter { $0.place[0] == index && $0.place[1] == group }
                guard !own.isEmpty else { continue }
                lines += ["", "#### \(MarkdownText.inline(tally.references.title(ofGroup: group)))", "", "| scenario " + head, rule]
                lines += own.map(\.line)
            }
        }
        if rowCount > rows.count {
            lines += ["", "_\(rowCount - rows.count) more scenarios not listed; the HTML report lists every one._"]
        }
        return lines.joined(separator: "\n")
    }
}
