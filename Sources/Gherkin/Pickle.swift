/// A compiled scenario, ready to run: one per scenario, or one per examples row of an outline, with
/// the background steps prepended, placeholders substituted and tags inherited.
public struct Pickle: Hashable, Sendable {
    public var id: String
    public var uri: String
    /// The scenario's location, or the examples row's for an outline.
    public var location: Location
    public var name: String
    public var language: String
    public var tags: [PickleTag]
    public var steps: [PickleStep]
    /// The scenario's id, followed by the examples row's id for an outline.
    public var astNodeIds: [String]

    public init(id: String, uri: String, location: Location, name: String, language: String,
                tags: [PickleTag], steps: [PickleStep], astNodeIds: [String]) {
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
public enum PickleStepType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
}

/// One step of a pickle, its text with outline placeholders substituted.
public struct PickleStep: Hashable, Sendable {
    public var id: String
    public var text: String
    public var type: PickleStepType?
    /// The step's id, followed by the examples row's id for an outline.
    public var astNodeIds: [String]
    public var argument: PickleStepArgument?

    public init(id: String, text: String, type: PickleStepType?, astNodeIds: [String],
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
public struct PickleStepArgument: Hashable, Sendable {
    public var docString: PickleDocString?
    public var dataTable: PickleTable?

    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

/// A doc string argument of a pickle step.
public struct PickleDocString: Hashable, Sendable {
    public var mediaType: String?
    public var content: String
    public var argumentIndex: Int?

    public init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}

/// A data table argument of a pickle step: rows of cell values.
public struct PickleTable: Hashable, Sendable {
    public var rows: [[String]]
    public var argumentIndex: Int?

    public init(rows: [[String]], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}

/// A tag of a pickle with the id of the AST tag it came from.
public struct PickleTag: Hashable, Sendable {
    public var name: String
    public var astNodeId: String

    public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
