import Runner
import SpecrunKit

/// "Changes from the baseline", first under the verdict when a run changed: each run whose status
/// is not the baseline's on its own line, regressions, then unexpected fixes, then other changes,
/// each in file order: the kind, the scenario (a link that opens its details), the algorithm, was →
/// now, what went wrong and the reason the baseline gave. Gathered as rows come; past
/// `maximumListed` changes the rest are counted.
struct ChangesSection {
    static let maximumListed = 200

    /// A changed run as the baseline comparison records it, and where the page shows its scenario.
    struct Change {
        let kind: BaselineChange.Kind
        let record: BaselineChange
        let place: DifferencesSection.FilePlace
        let anchor: String?
        let label: String
        let line: Int

        var algorithm: String { record.key.algorithm }
    }

    private var changes: [Change] = []
    private(set) var count = 0

    /// Notes each run of `row` that changed from `baseline`.
    mutating func add(_ row: ScenarioMatrix.Row, at place: DifferencesSection.FilePlace, anchor: String?, baseline: Baseline?) {
        guard let baseline else { return }
        for result in row.results {
            guard let (kind, record) = BaselineComparison.record(of: result, in: baseline) else { continue }
            count += 1
            changes.append(Change(kind: kind, record: record, place: place, anchor: anchor, label: row.pickle.label, line: row.pickle.line))
            if changes.count > Self.maximumListed * 2 { keepFirst() }
        }
    }

    /// Whether a run of `row` changed from `baseline`.
    static func changed(_ row: ScenarioMatrix.Row, baseline: Baseline?) -> Bool {
        guard let baseline else { return false }
        return row.results.contains { BaselineComparison.change(of: $0, in: baseline) != nil }
    }

    private static func rank(_ kind: BaselineChange.Kind) -> Int {
        switch kind {
        case .regression: 0
        case .fix: 1
        case .otherChange: 2
        }
    }

    private mutating func keepFirst() {
        changes.sort { (Self.rank($0.kind), $0.place, $0.algorithm) < (Self.rank($1.kind), $1.place, $1.algorithm) }
        changes.removeLast(changes.count - Self.maximumListed)
    }

    /// The mark and the word of a kind of change, as every report writes them.
    static func words(_ kind: BaselineChange.Kind) -> (mark: String, word: String, className: String) {
        switch kind {
        case .regression: ("✗", "regression", "regression")
        case .fix: ("✓", "fixed", "fix")
        case .otherChange: ("≠", "changed", "other-change")
        }
    }

    func render() -> String {
        guard count > 0 else { return "" }
        var listed = changes
        listed.sort { (Self.rank($0.kind), $0.place, $0.algorithm) < (Self.rank($1.kind), $1.place, $1.algorithm) }
        listed = Array(listed.prefix(Self.maximumListed))
        var html = "<section id=\"changes\"><h2>Changes from the baseline</h2>\n<p class=\"muted\">Each run that did not go as "
            + "the baseline expects: a regression no longer passes, a fix passes where the baseline expected it not to. Record the "
            + "changes that are right with <code>--write-baseline</code>.</p>\n<ul class=\"changes\">\n"
        for change in listed {
            let (mark, word, className) = Self.words(change.kind)
            let scenario = change.anchor.map { "<a href=\"#\($0)\">\(HTML.text(change.label))</a>" } ?? HTML.text(change.label)
            html += "<li class=\"\(className)\"><span class=\"change \(className)\">\(mark) \(word)</span> \(scenario) "
                + "<small>\(HTML.text(change.record.key.uri)):\(change.line)</small> on <b>\(HTML.text(change.algorithm))</b>: "
                + "was \(HTML.text(change.record.expected?.rawValue ?? "not in the baseline")) → now \(HTML.text(change.record.actual.rawValue))"
            if let message = change.record.message?.split(separator: "\n").first { html += " — \(HTML.text(String(message)))" }
            if let reason = change.record.reason { html += " <span class=\"note\">(the baseline's reason: \(HTML.text(reason)))</span>" }
            html += "</li>\n"
        }
        if count > listed.count { html += "<li class=\"more\">and \(count - listed.count) more</li>\n" }
        return html + "</ul>\n</section>\n"
    }
}
