/// A compiled scenario, ready to run: one per scenario, or one per examples row of an outline, with
/// the background steps prepended, placeholders substituted and tags inherited.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Background:\n    Given the article view\n  Scenario: Offline\n    When I go offline\n"
/// let document = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// let pickle = PickleCompiler().compile(document, ids: &ids)[0]
/// pickle.name               // "Offline"
/// pickle.steps.map(\.text)  // ["the article view", "I go offline"]: the background's steps first
/// ```
@usableFromInline
package struct Pickle: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var uri: String
    /// The scenario's location, or the examples row's for an outline.
    @usableFromInline package var location: Location
    @usableFromInline package var name: String
    @usableFromInline package var language: String
    @usableFromInline package var tags: [PickleTag]
    @usableFromInline package var steps: [PickleStep]
    /// The scenario's id, followed by the examples row's id for an outline.
    @usableFromInline package var astNodeIds: AstNodeIds

    @usableFromInline package init(id: String, uri: String, location: Location, name: String, language: String,
                tags: [PickleTag], steps: [PickleStep], astNodeIds: AstNodeIds) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.tags = tags
        self.steps = steps
        self.astNodeIds = astNodeIds
    }
}

/// The resolved kind of a pickle step: conjunctions take the kind of the step before them.
///
/// ```swift
/// func keyword(for step: PickleStep) -> String {
///     switch step.type {
///     case .context: "Given"
///     case .action: "When"
///     case .outcome: "Then"
///     case .unknown, nil: "*"
///     }
/// }
/// ```
@usableFromInline
package enum PickleStepType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"

    /// The end of a step's message of this kind, its `type` field (the kind's raw value) and `}`,
    /// as one literal the JSON writer copies without looking for characters to escape.
    var messageTail: StaticString {
        switch self {
        case .unknown: ",\"type\":\"Unknown\"}"
        case .context: ",\"type\":\"Context\"}"
        case .action: ",\"type\":\"Action\"}"
        case .outcome: ",\"type\":\"Outcome\"}"
        }
    }
}

/// One step of a pickle, its text with outline placeholders substituted.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: F\n  Scenario Outline: O\n    Given the <title> article\n    Examples:\n      | title |\n      | Tokyo |\n"
/// let document = try GherkinParser().parse(text, uri: "f.feature", ids: &ids).get()
/// let step = PickleCompiler().compile(document, ids: &ids)[0].steps[0]
/// step.text        // "the Tokyo article"
/// step.type        // .context
/// step.astNodeIds  // the step's id, then the examples row's
/// ```
@usableFromInline
package struct PickleStep: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var text: String
    @usableFromInline package var type: Optional<PickleStepType>
    /// The step's id, followed by the examples row's id for an outline.
    @usableFromInline package var astNodeIds: AstNodeIds
    @usableFromInline package var argument: Optional<PickleStepArgument>

    @usableFromInline package init(id: String, text: String, type: PickleStepType?, astNodeIds: AstNodeIds,
                argument: PickleStepArgument?) {
        self.id = id
        self.text = text
        self.type = type
        self.astNodeIds = astNodeIds
        self.argument = argument
    }
}

/// The doc string and/or data table passed to a step. When a step has both, each carries its
/// 1-based position in the source (`argumentIndex`).
///
/// ```swift
/// func argumentText(of step: PickleStep) -> String? {
///     if let docString = step.argument?.docString { return docString.content }
///     return step.argument?.dataTable?.rows.map { $0.joined(separator: " | ") }.joined(separator: "\n")
/// }
/// ```
@usableFromInline
package struct PickleStepArgument: Hashable, Sendable {
    @usableFromInline package var docString: Optional<PickleDocString>
    @usableFromInline package var dataTable: Optional<PickleTable>

    @usableFromInline package init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

/// A doc string argument of a pickle step.
///
/// ```swift
/// func payload(of step: PickleStep) -> String? {
///     guard let docString = step.argument?.docString, docString.mediaType == "json" else { return nil }
///     return docString.content  // placeholders filled in for an outline row
/// }
/// ```
@usableFromInline
package struct PickleDocString: Hashable, Sendable {
    @usableFromInline package var mediaType: Optional<String>
    @usableFromInline package var content: String
    @usableFromInline package var argumentIndex: Optional<Int>

    @usableFromInline package init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }

    /// A step's doc string as its pickle step's argument, numbered `argumentIndex` when the step
    /// has a table too.
    init(_ docString: DocString, argumentIndex: Int?) {
        self.init(mediaType: docString.mediaType, content: docString.content, argumentIndex: argumentIndex)
    }
}

/// A data table argument of a pickle step: rows of cell values.
///
/// ```swift
/// func records(of table: PickleTable) -> [[String: String]] {
///     guard let header = table.rows.first else { return [] }
///     return table.rows.dropFirst().map { Dictionary(zip(header, $0), uniquingKeysWith: { first, _ in first }) }
/// }
/// ```
@usableFromInline
package struct PickleTable: Hashable, Sendable {
    @usableFromInline package var rows: [[String]]
    @usableFromInline package var argumentIndex: Optional<Int>

    @usableFromInline package init(rows: [[String]], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}

/// A tag of a pickle with the id of the AST tag it came from.
///
/// ```swift
/// func tagNames(of pickle: Pickle) -> [String] {
///     pickle.tags.map(\.name)  // ["@cache", "@slow"]: the feature's, rule's, scenario's and examples' tags
/// }
/// ```
@usableFromInline
package struct PickleTag: Hashable, Sendable {
    @usableFromInline package var name: String
    @usableFromInline package var astNodeId: String

    @usableFromInline package init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
