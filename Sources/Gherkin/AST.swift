/// The abstract syntax tree of one `.feature` file, shaped like the `gherkinDocument` message of
/// Cucumber Messages so it can be written out as is.
public struct GherkinDocument: Hashable, Sendable {
    public var uri: String?
    public var feature: Feature?
    public var comments: [Comment]

    public init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}

/// A `Feature:` with its tags, description and children.
public struct Feature: Hashable, Sendable {
    public var location: Location
    public var tags: [Tag]
    public var language: String
    /// The keyword as written (`Feature`, `Fonctionnalité`); nil only for a Markdown document without one.
    public var keyword: String?
    public var name: String
    public var description: String
    public var children: [FeatureChild]

    public init(location: Location, tags: [Tag], language: String, keyword: String?, name: String,
                description: String, children: [FeatureChild]) {
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}

/// What a feature holds: a background, a scenario (or outline) or a rule.
public enum FeatureChild: Hashable, Sendable {
    case background(Background)
    case scenario(Scenario)
    case rule(Rule)
}

/// A `Rule:` grouping scenarios, with an optional background of its own.
public struct Rule: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [RuleChild]

    public init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
                description: String, children: [RuleChild]) {
        self.id = id
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}

/// What a rule holds: a background or a scenario (or outline).
public enum RuleChild: Hashable, Sendable {
    case background(Background)
    case scenario(Scenario)
}

/// Steps run before every scenario of its feature or rule.
public struct Background: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]

    public init(id: String, location: Location, keyword: String, name: String, description: String,
                steps: [Step]) {
        self.id = id
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
    }
}

/// A scenario, or a scenario outline when it has examples.
public struct Scenario: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
    public var examples: [Examples]

    public init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
                description: String, steps: [Step], examples: [Examples]) {
        self.id = id
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
    }
}

/// An `Examples:` table of a scenario outline.
public struct Examples: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var tableHeader: TableRow?
    public var tableBody: [TableRow]

    public init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
                description: String, tableHeader: TableRow?, tableBody: [TableRow]) {
        self.id = id
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
    }
}

/// The kind of a step keyword: `Given` sets context, `When` acts, `Then` checks an outcome,
/// `And`/`But` continue the previous kind, and `*` (or a keyword shared by several kinds) is unknown.
public enum StepKeywordType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
}

/// One step line with its optional data table and doc string.
public struct Step: Hashable, Sendable {
    public var id: String
    public var location: Location
    /// The keyword as written, with its trailing space where the dialect has one (`Given `).
    public var keyword: String
    public var keywordType: StepKeywordType?
    public var text: String
    public var dataTable: DataTable?
    public var docString: DocString?

    public init(id: String, location: Location, keyword: String, keywordType: StepKeywordType?,
                text: String, dataTable: DataTable?, docString: DocString?) {
        self.id = id
        self.location = location
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.dataTable = dataTable
        self.docString = docString
    }
}

/// A data table under a step; its location is that of its first row.
public struct DataTable: Hashable, Sendable {
    public var location: Location
    public var rows: [TableRow]

    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

/// One `| a | b |` row of a data table or an examples table.
public struct TableRow: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var cells: [TableCell]

    public init(id: String, location: Location, cells: [TableCell]) {
        self.id = id
        self.location = location
        self.cells = cells
    }
}

/// One cell of a table row, its value unescaped and trimmed.
public struct TableCell: Hashable, Sendable {
    public var location: Location
    public var value: String

    public init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}

/// A doc string under a step: its content with the fence's indentation removed, the fence used
/// (`"""` or three backticks) and the optional media type written after the opening fence.
public struct DocString: Hashable, Sendable {
    public var location: Location
    public var mediaType: String?
    public var content: String
    public var delimiter: String

    public init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

/// A `@tag` on a feature, rule, scenario or examples table.
public struct Tag: Hashable, Sendable {
    public var id: String
    public var location: Location
    public var name: String

    public init(id: String, location: Location, name: String) {
        self.id = id
        self.location = location
        self.name = name
    }
}

/// A `#` comment line, kept whole with its leading blanks.
public struct Comment: Hashable, Sendable {
    public var location: Location
    public var text: String

    public init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}
