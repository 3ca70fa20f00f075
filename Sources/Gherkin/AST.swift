/// The abstract syntax tree of one `.feature` file, shaped like the `gherkinDocument` message of
/// Cucumber Messages so it can be written out as is.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "# cache rules\nFeature: Cache\n  Scenario: Offline\n    Given the device is offline\n"
/// let document = try GherkinParser().parse(text, uri: "features/cache.feature", ids: &ids).get()
/// document.uri               // "features/cache.feature"
/// document.feature?.name     // "Cache"
/// document.comments[0].text  // "# cache rules"
/// ```
package struct GherkinDocument: Hashable, Sendable {
    package var uri: Optional<String>
    package var feature: Optional<Feature>
    package var comments: [Comment]

    package init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}

/// A `Feature:` with its tags, description and children.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "@cache\nFeature: Article cache\n  Scenario: Offline\n    Given the device is offline\n"
/// let feature = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get().feature!
/// feature.keyword           // "Feature"
/// feature.name              // "Article cache"
/// feature.tags.map(\.name)  // ["@cache"]
/// feature.children.count    // 1
/// ```
extension GherkinDocument {
    /// Every tag written in it, in order: the feature's, each rule's, scenario's and examples'.
    package var allTags: [Tag] {
        guard let feature else { return [] }
        func tags(of scenario: Scenario) -> [Tag] { scenario.tags + scenario.examples.flatMap(\.tags) }
        return feature.tags + feature.children.flatMap { child -> [Tag] in
            switch child {
            case .background: []
            case .scenario(let scenario): tags(of: scenario)
            case .rule(let rule):
                rule.tags + rule.children.flatMap { child -> [Tag] in
                    if case .scenario(let scenario) = child { return tags(of: scenario) }
                    return []
                }
            }
        }
    }
}

package struct Feature: Hashable, Sendable {
    package var location: Location
    package var tags: [Tag]
    package var language: String
    /// The keyword as written (`Feature`, `Fonctionnalité`); nil only for a Markdown document without one.
    package var keyword: Optional<String>
    package var name: String
    package var description: String
    package var children: [FeatureChild]

    package init(location: Location, tags: [Tag], language: String, keyword: String?, name: String,
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
///
/// ```swift
/// func describe(_ child: FeatureChild) -> String {
///     switch child {
///     case .background(let background): "a background of \(background.steps.count) steps"
///     case .scenario(let scenario): "the scenario \(scenario.name)"
///     case .rule(let rule): "the rule \(rule.name)"
///     }
/// }
/// ```
package enum FeatureChild: Hashable, Sendable {
    case background(Background)
    case scenario(Scenario)
    case rule(Rule)
}

/// A `Rule:` grouping scenarios, with an optional background of its own.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Wallet\n  Rule: Balances stay fresh\n    Scenario: Refresh\n      When I pull to refresh\n"
/// let feature = try GherkinParser().parse(text, uri: "wallet.feature", ids: &ids).get().feature!
/// if case .rule(let rule) = feature.children[0] {
///     rule.name            // "Balances stay fresh"
///     rule.children.count  // 1: the scenario
/// }
/// ```
package struct Rule: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var children: [RuleChild]

    package init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
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
///
/// ```swift
/// func stepCount(of child: RuleChild) -> Int {
///     switch child {
///     case .background(let background): background.steps.count
///     case .scenario(let scenario): scenario.steps.count
///     }
/// }
/// ```
package enum RuleChild: Hashable, Sendable {
    case background(Background)
    case scenario(Scenario)
}

/// Steps run before every scenario of its feature or rule.
///
/// ```swift
/// func backgroundSteps(of feature: Feature) -> [Step] {
///     feature.children.flatMap { child -> [Step] in
///         if case .background(let background) = child { return background.steps }
///         return []
///     }
/// }
/// ```
package struct Background: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [Step]

    package init(id: String, location: Location, keyword: String, name: String, description: String,
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
///
/// ```swift
/// func summary(of scenario: Scenario) -> String {
///     guard !scenario.examples.isEmpty else { return "\(scenario.keyword): \(scenario.name)" }
///     let rows = scenario.examples.reduce(0) { $0 + $1.tableBody.count }
///     return "\(scenario.keyword): \(scenario.name), \(rows) examples"  // "Scenario Outline: Refresh, 3 examples"
/// }
/// ```
package struct Scenario: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [Step]
    package var examples: [Examples]

    package init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
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
///
/// ```swift
/// func columns(of examples: Examples) -> [String] {
///     examples.tableHeader?.cells.map(\.value) ?? []  // ["title", "revision"]
/// }
/// ```
package struct Examples: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var tableHeader: Optional<TableRow>
    package var tableBody: [TableRow]

    package init(id: String, location: Location, tags: [Tag], keyword: String, name: String,
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
///
/// ```swift
/// Dialect.english.keywordType(ofStepKeyword: "Given ")  // .context
/// Dialect.english.keywordType(ofStepKeyword: "And ")    // .conjunction
/// Dialect.english.keywordType(ofStepKeyword: "* ")      // .unknown
/// StepKeywordType.outcome.rawValue                      // "Outcome", as Cucumber Messages write it
/// ```
package enum StepKeywordType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
}

/// One step line with its optional data table and doc string.
///
/// ```swift
/// func describe(_ step: Step) -> String {
///     var line = "line \(step.location.line): \(step.keyword)\(step.text)"  // "line 3: Given the device is offline"
///     if let table = step.dataTable { line += ", with a table of \(table.rows.count) rows" }
///     if let docString = step.docString { line += ", with a doc string of \(docString.content.count) characters" }
///     return line
/// }
/// ```
package struct Step: Hashable, Sendable {
    package var id: String
    package var location: Location
    /// The keyword as written, with its trailing space where the dialect has one (`Given `).
    package var keyword: String
    package var keywordType: Optional<StepKeywordType>
    package var text: String
    package var dataTable: Optional<DataTable>
    package var docString: Optional<DocString>

    package init(id: String, location: Location, keyword: String, keywordType: StepKeywordType?,
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
///
/// ```swift
/// func values(of table: DataTable) -> [[String]] {
///     table.rows.map { row in row.cells.map(\.value) }  // [["title", "revision"], ["Tokyo", "1042"]]
/// }
/// ```
package struct DataTable: Hashable, Sendable {
    package var location: Location
    package var rows: [TableRow]

    package init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

/// One `| a | b |` row of a data table or an examples table.
///
/// ```swift
/// func record(_ row: TableRow, header: TableRow) -> [String: String] {
///     Dictionary(zip(header.cells.map(\.value), row.cells.map(\.value)), uniquingKeysWith: { first, _ in first })
/// }
/// ```
package struct TableRow: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var cells: TableCells

    package init(id: String, location: Location, cells: TableCells) {
        self.id = id
        self.location = location
        self.cells = cells
    }
}

/// One cell of a table row, its value unescaped and trimmed.
///
/// ```swift
/// func location(of value: String, in table: DataTable) -> Location? {
///     table.rows.lazy.flatMap(\.cells).first { $0.value == value }?.location
/// }
/// ```
package struct TableCell: Hashable, Sendable {
    package var location: Location
    package var value: String

    package init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}

/// A doc string under a step: its content with the fence's indentation removed, the fence used
/// (`"""` or three backticks) and the optional media type written after the opening fence.
///
/// ```swift
/// func json(of step: Step) -> String? {
///     guard let docString = step.docString, docString.mediaType == "json" else { return nil }
///     return docString.content  // the text between the fences, their indentation removed
/// }
/// ```
package struct DocString: Hashable, Sendable {
    package var location: Location
    package var mediaType: Optional<String>
    package var content: String
    package var delimiter: String

    package init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

/// A `@tag` on a feature, rule, scenario or examples table.
///
/// ```swift
/// func isSlow(_ scenario: Scenario) -> Bool {
///     scenario.tags.contains { $0.name == "@slow" }
/// }
/// ```
package struct Tag: Hashable, Sendable {
    package var id: String
    package var location: Location
    package var name: String

    package init(id: String, location: Location, name: String) {
        self.id = id
        self.location = location
        self.name = name
    }
}

/// A `#` comment line, kept whole with its leading blanks.
///
/// ```swift
/// func linesToDo(in document: GherkinDocument) -> [Int] {
///     document.comments.filter { $0.text.contains("TODO") }.map(\.location.line)
/// }
/// ```
package struct Comment: Hashable, Sendable {
    package var location: Location
    package var text: String

    package init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}
