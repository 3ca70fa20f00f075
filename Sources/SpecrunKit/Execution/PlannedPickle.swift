import Expressions
import Gherkin

/// A pickle ready to run: where it comes from, the system it belongs to, and each step already
/// matched against that system's definitions (matching does not depend on the algorithm, so it is
/// done once, before any run). Its fields (`Fields`) are read and changed as its own.
///
/// ```swift
/// for pickle in plan.pickles where pickle.tags.contains("@offline") {
///     print("\(pickle.uri):\(pickle.line) \(pickle.name) [\(pickle.system)], \(pickle.steps.count) steps")
/// }
/// ```
@usableFromInline @dynamicMemberLookup
package struct PlannedPickle: Sendable {
    @usableFromInline package struct Fields: Sendable {
        @usableFromInline package var pickle: Pickle
        @usableFromInline package var feature: FeatureHeader
        @usableFromInline package var system: String
        @usableFromInline package var steps: [PlannedStep]
        /// The scenario's name as reports and baselines show it, unique in its file: its name, with its
        /// examples row's values for an outline's row whose name is the same for every row, and ` #2`…
        /// for one still written twice (`ScenarioLabels`). With the uri, a key that survives edits
        /// elsewhere in the file.
        @usableFromInline package var label: String
        /// The system's `Before` hooks that apply to this pickle's tags, in the order they run, and its
        /// `After` hooks, likewise (by their index among the system's hooks).
        @usableFromInline package var beforeHooks: [Int]
        @usableFromInline package var afterHooks: [Int]
        /// Its index among its feature's planned pickles (those selected), in file order.
        @usableFromInline package var place: Int
        /// What it specifies, from its `@spec-of:` tag: a requirement, or one algorithm's spec.
        @usableFromInline package var intent: Intent
    }

    /// Its fields, in one object that its copies share (a change makes a new one): a pickle is
    /// copied into each of its runs' results, and copying the fields one by one retained each of
    /// them, the feature's texts too, which every worker thread's copies share and contend for.
    @usableFromInline final class Parts: Sendable {
        @usableFromInline let fields: Fields
        /// The pickle's tags by name, made once for the runs that read them (each run's steps and
        /// hooks are told them), not once a run.
        @usableFromInline let tags: [String]

        @usableFromInline init(_ fields: Fields) {
            // The tags read first, so that storing the fields is their last use: a move, not a copy.
            tags = fields.pickle.tags.map(\.name)
            self.fields = fields
        }
    }

    @usableFromInline var parts: Parts

    @inlinable package subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { parts.fields[keyPath: field] }
        set {
            var fields = parts.fields
            fields[keyPath: field] = newValue
            parts = Parts(fields)
        }
    }

    /// A planned pickle; `label` is its name unless given, and its `Before` and `After` hooks and its
    /// place may be given at once (each change after makes its parts anew).
    @usableFromInline package init(pickle: Pickle, feature: FeatureHeader, system: String, steps: [PlannedStep], label: String? = nil,
                                   hooks: (before: [Int], after: [Int]) = ([], []), place: Int = 0) {
        // What is read of the pickle first, so that storing it is its last use: a move, not a copy.
        let label = label ?? pickle.name, intent = Intent(tags: pickle.tags.lazy.map(\.name))
        parts = Parts(Fields(pickle: pickle, feature: feature, system: system, steps: steps, label: label,
                             beforeHooks: hooks.before, afterHooks: hooks.after, place: place, intent: intent))
    }

    @inlinable package var uri: String { parts.fields.pickle.uri }
    @inlinable package var name: String { parts.fields.pickle.name }
    @inlinable package var line: Int { parts.fields.pickle.location.line }
    @inlinable package var tags: [String] { parts.tags }
}

/// The part of a feature that every one of its runs reports: file, name, keyword and tags.
///
/// ```swift
/// let feature = result.pickle.feature
/// print("\(feature.keyword): \(feature.name) (\(feature.uri):\(feature.line))", feature.tags)
/// ```
@usableFromInline
package struct FeatureHeader: Hashable, Sendable {
    @usableFromInline package var uri: String
    @usableFromInline package var keyword: String
    @usableFromInline package var name: String
    @usableFromInline package var line: Int
    @usableFromInline package var tags: [String]

    @usableFromInline package init(uri: String, keyword: String, name: String, line: Int, tags: [String]) {
        self.uri = uri
        self.keyword = keyword
        self.name = name
        self.line = line
        self.tags = tags
    }
}

/// One step of a planned pickle: its text, the keyword and line it was written with (a background
/// step keeps its own line), and the match found for it.
///
/// ```swift
/// for step in pickle.steps {
///     if case .undefined = step.match { print("\(step.keyword)\(step.text) at line \(step.line)\n\(step.snippet ?? "")") }
/// }
/// ```
@usableFromInline
package struct PlannedStep: Sendable {
    @usableFromInline package var pickleStep: PickleStep
    @usableFromInline package var keyword: String
    @usableFromInline package var line: Int
    @usableFromInline package var match: StepMatch { didSet { values = Self.values(of: match) } }
    /// The values of a matched step's arguments, made once here and shared by the step's runs; nil
    /// when the step is not matched or a value cannot be made (each run then says why).
    @usableFromInline package private(set) var values: Optional<[(any Sendable)?]>
    /// A ready-to-paste definition, for an undefined step.
    @usableFromInline package var snippet: Optional<String>
    /// Every definition the snippet generator suggests for an undefined step, the best first.
    @usableFromInline package var snippets: [String]

    @usableFromInline package init(pickleStep: PickleStep, keyword: String, line: Int, match: StepMatch, snippet: String?) {
        self.init(pickleStep: pickleStep, keyword: keyword, line: line, match: match, values: Self.values(of: match),
                  snippet: snippet)
    }

    /// A step whose arguments' `values` were made from `match` already (`values(of:)`), for steps
    /// of the same text that share them.
    @usableFromInline package init(pickleStep: PickleStep, keyword: String, line: Int, match: StepMatch,
                                   values: [(any Sendable)?]?, snippet: String?) {
        self.pickleStep = pickleStep
        self.keyword = keyword
        self.line = line
        self.match = match
        self.snippet = snippet
        self.values = values
        snippets = []
    }

    @usableFromInline package var text: String { pickleStep.text }

    /// The definition a matched step runs, nil for another match: read where the step lies, the
    /// match is not copied (a switch over the pointee copied it, its arguments retained, every step).
    @inlinable package var matchedDefinition: Int? {
        if case .matched(let definition, _) = match { definition } else { nil }
    }

    /// The arguments of a matched step (none for another match).
    @usableFromInline package var matchedArguments: [Argument] {
        if case .matched(_, let arguments) = match { arguments } else { [] }
    }

    /// The values of a matched step's arguments; nil when it is not matched or one cannot be made.
    package static func values(of match: StepMatch) -> [(any Sendable)?]? {
        guard case .matched(_, let arguments) = match else { return nil }
        return try? arguments.map { try $0.value() }
    }
}
