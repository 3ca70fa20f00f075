import Runner
import SpecrunKit

/// The comparison matrix of the HTML report: filters (status, algorithm, tag) over a table per
/// feature and bucket (passes on all, only on …, on none), one row per scenario and one column per
/// algorithm, each cell linking to the scenario's steps and pictures; a run that fails as the
/// baseline expects reads as known, not as a red failure.
/// The feature tables are written as features finish; the section's opening, with the filters,
/// once the run's algorithms and tags are all known.
struct MatrixSection {
    let algorithms: [String]
    let tags: [String]

    /// The section's opening with its filters.
    func opening() -> String {
        "<section id=\"comparison\"><h2>Comparison</h2>\n" + filters()
    }

    /// A feature's table, up to its first bucket.
    static func opening(of feature: ScenarioMatrix.Feature) -> String {
        "<section class=\"feature\" data-group>\n<h3>\(HTML.text(feature.header.keyword)): \(HTML.text(feature.header.name)) "
            + "<small>\(HTML.text(feature.header.uri)) · @\(HTML.text(feature.system))</small></h3>\n"
            + "<table class=\"matrix\"><thead><tr><th>Scenario</th>"
            + feature.algorithms.map { "<th data-algorithm=\"\(HTML.attribute(HTML.filterName($0)))\">\(HTML.text($0))</th>" }.joined()
            + "</tr></thead>\n"
    }

    /// A bucket's part of a feature's table, up to its rows.
    static func opening(of bucket: ScenarioMatrix.Bucket, rows: Int, in feature: ScenarioMatrix.Feature) -> String {
        "<tbody data-group><tr class=\"bucket\"><th colspan=\"\(feature.algorithms.count + 1)\" class=\"bucket-\(bucket.kind)\">"
            + "\(HTML.text(bucket.title.capitalizedFirst)) · \(rows)</th></tr>\n"
    }

    static let bucketClosing = "</tbody>\n"
    static let featureClosing = "</table>\n</section>\n"

    private func filters() -> String {
        func select(_ id: String, _ label: String, _ all: String, _ options: [(value: String, label: String)]) -> String {
            "<label for=\"\(id)\">\(label)</label><select id=\"\(id)\"><option value=\"\">\(all)</option>"
                + options.map { "<option value=\"\(HTML.attribute($0.value))\">\(HTML.text($0.label))</option>" }.joined()
                + "</select>"
        }
        let statuses = Status.allCases.reversed().map { ($0.rawValue, $0.rawValue) }
        return "<form class=\"filters\" autocomplete=\"off\">"
            + "<span>" + select("filter-status", "Status", "any status", statuses) + "</span>"
            + "<span>" + select("filter-algorithm", "Algorithm", "every algorithm", algorithms.map { (HTML.filterName($0), $0) }) + "</span>"
            + "<span>" + select("filter-tag", "Tag", "any tag", tags.map { ($0, $0) }) + "</span>"
            + "<span id=\"filter-count\" class=\"muted\"></span></form>\n"
    }

    /// One scenario's row; `linked` when the page details the scenario.
    static func row(_ row: ScenarioMatrix.Row, algorithms: [String], linked: Bool, baseline: Baseline?) -> String {
        let pickle = row.pickle
        let ownTags = pickle.tags.filter { !pickle.feature.tags.contains($0) }
        let id = pickle.pickle.id
        let name = linked ? "<a href=\"#\(HTML.anchor("scenario", id))\">\(HTML.text(pickle.label))</a>" : HTML.text(pickle.label)
        var html = "<tr\(HTML.filterData(row.results, tags: pickle.tags))><td>\(name) <small>line \(pickle.line)</small>"
        if !ownTags.isEmpty { html += " " + HTML.tags(ownTags) }
        html += "</td>"
        for algorithm in algorithms {
            let data = " data-algorithm=\"\(HTML.attribute(HTML.filterName(algorithm)))\""
            guard let result = row.result(for: algorithm) else {
                html += "<td class=\"cell\"\(data)><span class=\"muted\">not run</span></td>"
                continue
            }
            let expected = ExpectedOutcome.of(result, in: row, baseline: baseline)
            var badge = HTML.badge(result.status, expected: expected)
            var changed = ""
            if let baseline, let kind = BaselineComparison.change(of: result, in: baseline) {
                let (mark, word, className) = ChangesSection.words(kind)
                badge += " <span class=\"change \(className)\">\(mark) \(word)</span>"
                changed = " changed"
            }
            let link = linked ? "<a href=\"#\(HTML.anchor("scenario", id))\">\(badge)</a>" : badge
            html += "<td class=\"cell \(result.status.rawValue)\(expected == nil ? "" : " " + ExpectedOutcome.className)\(changed)\"\(data)>\(link)</td>"
        }
        return html + "</tr>\n"
    }
}

extension ScenarioMatrix.Bucket {
    /// The bucket's kind for styling: `all`, `only` or `none`.
    var kind: String {
        switch self {
        case .passesOnAll: "all"
        case .passesOnlyOn: "only"
        case .passesOnNone: "none"
        }
    }
}

extension String {
    /// The text with its first letter in upper case: "Passes on all".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
