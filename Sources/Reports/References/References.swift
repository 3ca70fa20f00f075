import Runner
import SpecrunKit

/// A project's published results of other implementations and how its scenarios meet them: a
/// scenario tagged `key` followed by an id (`@id:freshness-max-age`) is compared with that id's
/// results, and the comparison lists the scenarios by `groups` (tags: `@required` first), then in
/// file order. Named in `specrun.yml` (`references:`); the HTML and Markdown reports show the
/// implementations' columns beside the algorithms'.
///
/// ```swift
/// let references = References(results: results, key: "@id:", groups: ["@required", "@optimal", "@check"])
/// references.id(of: pickle)      // "freshness-max-age"
/// references.group(of: pickle)   // 1 (@optimal)
/// ```
package struct References: Sendable {
    package let results: ReferenceResults
    package let key: String
    package let groups: [String]

    package init(results: ReferenceResults, key: String, groups: [String] = []) {
        self.results = results
        self.key = key
        self.groups = groups
    }

    /// The id the scenario's tag gives, nil when it has no such tag.
    package func id(of pickle: PlannedPickle) -> String? {
        pickle.tags.first { $0.hasPrefix(key) && $0.count > key.count }.map { String($0.dropFirst(key.count)) }
    }

    /// The place of the scenario's first group tag among `groups`; past them when it has none.
    package func group(of pickle: PlannedPickle) -> Int {
        groups.firstIndex { pickle.tags.contains($0) } ?? groups.count
    }

    /// A group's title: `@required`, or "the others" past the groups.
    package func title(ofGroup index: Int) -> String {
        index < groups.count ? groups[index] : groups.isEmpty ? "every scenario" : "the others"
    }
}
