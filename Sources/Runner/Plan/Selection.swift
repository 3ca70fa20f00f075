import SpecrunKit
import Expressions
import Foundation
import Gherkin

/// Which pickles and algorithms to run: `--tags` (all must hold), `--name` (any may match),
/// `file.feature:LINE` and `--algorithm`.
///
/// ```swift
/// let selection = Selection(tagExpressions: [try TagExpression("@offline and not @wip")],
///                           namePatterns: [try NamePattern("refresh")], algorithms: ["new"])
/// let plan = try planner.plan(features, selection: selection, ids: &ids)
/// ```
package struct Selection: Sendable {
    package var tagExpressions: [TagExpression]
    package var namePatterns: [NamePattern]
    /// Lines named after a path, by uri; a uri absent here runs whole.
    package var lines: [String: Set<Int>]
    /// Algorithms to run; empty for all of each system's.
    package var algorithms: [String]

    package init(tagExpressions: [TagExpression] = [], namePatterns: [NamePattern] = [],
                lines: [String: Set<Int>] = [:], algorithms: [String] = []) {
        self.tagExpressions = tagExpressions
        self.namePatterns = namePatterns
        self.lines = lines
        self.algorithms = algorithms
    }

    func includes(_ pickle: Pickle, index: DocumentIndex) -> Bool {
        if !tagExpressions.isEmpty {
            let tags = pickle.tags.map(\.name)
            guard tagExpressions.allSatisfy({ $0.evaluate(tags) }) else { return false }
        }
        if !namePatterns.isEmpty, !namePatterns.contains(where: { $0.matches(pickle.name) }) { return false }
        if let lines = lines[pickle.uri], !index.pickle(pickle, isSelectedByAnyOf: lines) { return false }
        return true
    }
}

/// A `--name` regular expression, searched for anywhere in a scenario's name.
///
/// ```swift
/// let pattern = try NamePattern("refresh(es)? on")
/// pattern.matches("The article refreshes on reconnect")   // true
/// ```
///
/// The syntax is ICU's (as `NSRegularExpression` reads it) but for what cannot be matched in time
/// proportional to the name: `NameRegex` matches without backtracking, so no pattern can make a run
/// hang, and refuses backreferences and lookaround with a `NameRegexError` that says where.
package struct NamePattern: Sendable {
    private let regex: NameRegex
    package let source: String

    package init(_ source: String) throws(NameRegexError) {
        self.source = source
        regex = try NameRegex(source)
    }

    package func matches(_ name: String) -> Bool {
        regex.matches(name)
    }
}
