import Gherkin

/// What a scenario specifies: a requirement that every algorithm of its system must meet (the
/// documents' goals, the policy every client follows), or the specification of one algorithm (the
/// legacy spec, the proposal's spec). A feature, rule, scenario or examples table declares the
/// second with the tag `@spec-of:NAME`; a pickle inherits it as it inherits every tag.
///
/// Where another algorithm does not behave as a spec says, its run has departed from that spec
/// (`Status.departed`): a difference a report names in the user's words, not a failure. An
/// algorithm that follows another's spec (a port, `follows:` in `specrun.yml`) is held to it.
///
/// ```gherkin
/// @article-view @spec-of:legacy
/// Feature: The legacy article view
/// ```
///
/// ```swift
/// if case .specification(let owner) = pickle.intent { print("\(pickle.name) specifies \(owner)") }
/// ```
@usableFromInline
package enum Intent: Hashable, Sendable {
    case requirement
    case specification(of: String)

    /// The tag prefix that declares a specification: `@spec-of:legacy`.
    @usableFromInline package static let tagPrefix = "@spec-of:"

    /// The intent the tags declare (a pickle's, inherited from its feature, rule and examples): the
    /// last `@spec-of:` tag's algorithm, else a requirement. Planning refuses a pickle whose tags
    /// name two algorithms (the runner's `IntentCheck`), so the last is the only one.
    @inlinable
    package init(tags: some Sequence<String>) {
        self = .requirement
        for tag in tags {
            if let algorithm = Self.algorithm(declaredBy: tag) { self = .specification(of: algorithm) }
        }
    }

    /// The algorithm a `@spec-of:NAME` tag names; nil for any other tag.
    @inlinable
    package static func algorithm(declaredBy tag: String) -> String? {
        tag.hasPrefix(tagPrefix) ? String(tag.dropFirst(tagPrefix.count)) : nil
    }

    /// The algorithm whose spec it is; nil for a requirement.
    @inlinable
    package var specifiedAlgorithm: String? {
        if case .specification(let owner) = self { owner } else { nil }
    }

    /// Whether it is another algorithm's spec than `spec` (the spec an algorithm follows: its own
    /// name, or the one it ports): a failure on it is then a departure, not a failure.
    @inlinable
    package func isSpec(ofAnotherThan spec: String) -> Bool {
        specifiedAlgorithm.map { $0 != spec } ?? false
    }

    /// The status of a run whose steps ended in `status`, on an algorithm that follows `spec`: a
    /// failure on another algorithm's spec is a departure from it.
    @inlinable
    package func status(of status: Status, onAlgorithmFollowing spec: String) -> Status {
        status == .failed && isSpec(ofAnotherThan: spec) ? .departed : status
    }

    /// In a reader's words: "a requirement", "legacy's spec".
    package var words: String {
        switch self {
        case .requirement: "a requirement"
        case .specification(let owner): "\(owner)'s spec"
        }
    }
}
