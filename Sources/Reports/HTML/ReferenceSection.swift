import Runner
import SpecrunKit

/// "Beside published results" in the HTML report: per system, a table of the scenarios that a tag
/// ties to published results (`References`), a column per algorithm and one per implementation,
/// grouped as the project orders them (`@required` first), each group opening with how many of its
/// scenarios each column passes. Rows are spooled as their scenarios finish, and put in order at
/// the end.
struct ReferenceSection {
    private(set) var tally: ReferenceTally
    private let rows = OrderedSpool()
    private var systemIndex: [String: Int] = [:]

    init(references: References) {
        tally = ReferenceTally(references: references)
    }

    /// Adds the scenario's row when a tag ties it to the results; `linked` when the page details it.
    mutating func add(_ row: ScenarioMatrix.Row, of feature: ScenarioMatrix.Feature, linked: Bool, baseline: Baseline?) {
        guard let place = tally.add(row, algorithms: feature.algorithms) else { return }
        let system = systemIndex[row.pickle.system] ?? {
            systemIndex[row.pickle.system] = systemIndex.count
            return systemIndex.count - 1
        }()
        let pickle = row.pickle
        let name = linked ? "<a href=\"#\(HTML.anchor("scenario", pickle.pickle.id))\">\(HTML.text(pickle.label))</a>" : HTML.text(pickle.label)
        var html = "<tr><td>\(name) <small>\(HTML.text(place.id))</small></td>"
        for algorithm in feature.algorithms {
            guard let result = row.result(for: algorithm) else { html += "<td class=\"cell\"></td>"; continue }
            let expected = ExpectedOutcome.of(result, in: row, baseline: baseline)
            html += "<td class=\"cell \(result.status.rawValue)\(expected == nil ? "" : " " + ExpectedOutcome.className)\" "
                + "title=\"\(HTML.attribute("\(algorithm): \(result.status.rawValue)"))\">\(result.status.symbol)</td>"
        }
        for implementation in tally.references.results.implementations {
            guard let verdict = tally.references.results.verdict(of: implementation.name, for: place.id) else {
                html += "<td class=\"cell\" title=\"\(HTML.attribute(implementation.name)): no result\">·</td>"
                continue
            }
            html += "<td class=\"cell \(verdict.status?.rawValue ?? "neither")\" "
                + "title=\"\(HTML.attribute("\(implementation.name): \(verdict.symbol) \(verdict.reads)"))\">\(Self.mark(verdict.status))</td>"
        }
        rows.write(html + "</tr>\n", at: OrderedSpool.Key(system * 10_000 + place.group, feature.position, row.place), info: 1)
    }

    func compact() { rows.compact() }

    /// The section, or nothing when no scenario was tied to the results.
    func render(to output: ReportOutput) {
        guard !tally.systems.isEmpty else { return }
        let results = tally.references.results
        output.write("<section id=\"references\"><h2>Beside published results</h2>\n<p>\(HTML.text(results.title)) "
            + "<small>(\(HTML.text(results.source)))</small>. A scenario tagged <code>\(HTML.text(tally.references.key))ID</code> "
            + "is compared with the published results of ID; each group opens with how many of its scenarios each column passes.</p>\n"
            + "<p class=\"muted\">" + legend(results) + " A cell's tooltip gives the verdict in words.</p>\n")
        // Each system's table: its head, its groups (each opening with its tally), its end, all
        // put in the spool around the rows, which sort between them.
        for (index, system) in tally.systems.enumerated() {
            let columns = tally.columns(of: system.name)
            let base = index * 10_000
            let heading = tally.systems.count > 1 ? "<h3>@\(HTML.text(system.name))</h3>\n" : ""
            rows.write(heading + "<div class=\"wide\"><table class=\"matrix references\"><thead><tr><th>Scenario</th>"
                + columns.map { column in
                    let summary = Self.summary(of: column, references: tally.references)
                    return "<th\(summary.map { " title=\"\(HTML.attribute($0))\"" } ?? "")>\(HTML.text(ReferenceTally.name(of: column)))</th>"
                }.joined() + "</tr></thead>\n", at: OrderedSpool.Key(base - 1), info: 1)
            for group in tally.groups(of: system.name) {
                rows.write(opening(of: group, system: system.name, columns: columns), at: OrderedSpool.Key(base + group, -1), info: 1)
                rows.write("</tbody>\n", at: OrderedSpool.Key(base + group, .max), info: 1)
            }
            rows.write("</table></div>\n", at: OrderedSpool.Key(base + 9_999), info: 1)
        }
        rows.copy(to: output)
        output.write("</section>\n")
    }

    /// A group's opening: its title and how many of its scenarios each column passes.
    private func opening(of group: Int, system: String, columns: [ReferenceTally.Column]) -> String {
        let scenarios = tally.scenarios(of: system, group: group)
        var html = "<tbody><tr class=\"bucket\"><th colspan=\"\(columns.count + 1)\">"
            + "\(HTML.text(tally.references.title(ofGroup: group))) · \(scenarios) scenario\(scenarios == 1 ? "" : "s")</th></tr>\n"
        html += "<tr class=\"tally\"><td>passing</td>" + columns.map { column in
            let count = tally.count(of: column, system: system, group: group)
            return "<td class=\"num\" title=\"\(HTML.attribute("\(ReferenceTally.name(of: column)): \(count.passed) passed, \(count.failed) failed, \(count.neither) neither"))\">"
                + "\(count.passed)</td>"
        }.joined() + "</tr>\n"
        return html
    }

    /// A cell's mark: what the verdict counts as, in a glyph every font has (the file's symbols, often
    /// emoji, are in the tooltip).
    private static func mark(_ status: Status?) -> String {
        switch status {
        case .passed: "✓"
        case .failed: "✗"
        default: "·"
        }
    }

    /// "✓ counts as passing: pass, yes. ✗ as failing: fail, not optimal, no. · neither: …"
    private func legend(_ results: ReferenceResults) -> String {
        [(Status?.some(.passed), "counts as passing"), (.some(.failed), "as failing"), (nil, "neither")].compactMap { status, words in
            let verdicts = results.verdicts.filter { $0.verdict.status == status }.map { "\($0.verdict.symbol) \($0.verdict.reads)" }
            guard !verdicts.isEmpty else { return nil }
            return "\(Self.mark(status)) \(words): \(HTML.text(verdicts.joined(separator: ", ")))."
        }.joined(separator: " ")
    }

    private static func summary(of column: ReferenceTally.Column, references: References) -> String? {
        guard case .implementation(let name) = column else { return nil }
        return references.results.implementations.first { $0.name == name }.map { "\($0.name): \($0.summary)" }
    }
}
