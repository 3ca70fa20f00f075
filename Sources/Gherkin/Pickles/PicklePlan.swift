/// One pickle to make, as found in a document: a scenario, or one examples row of an outline,
/// with what it inherits from its feature and rule. The compiler builds a `Pickle` from each; the
/// pickle list (`PickleList`) plans one pickle at a time from its segment.
struct PicklePlan: Sendable {
    let uri: String
    let language: String
    let scenario: Scenario
    /// The examples row of an outline's pickle.
    let row: TableRow?
    /// The tags of the feature and rule.
    let inheritedTags: [Tag]
    /// The tags of the examples table of an outline's row.
    let examplesTags: [Tag]
    let backgroundSteps: [Step]
    private let placeholders: Placeholders?

    /// How many steps the pickle has: the background's and the scenario's, or none at all when
    /// the scenario has none.
    var stepCount: Int { scenario.steps.isEmpty ? 0 : backgroundSteps.count + scenario.steps.count }

    var location: Location { row?.location ?? scenario.location }

    /// Feature, rule, scenario and (for an outline) examples tags.
    var tags: [Tag] { inheritedTags + scenario.tags + examplesTags }

    var name: String { fill(scenario.name) }

    /// The scenario's id, and the row's for an outline.
    var astNodeIds: [String] { row.map { [scenario.id, $0.id] } ?? [scenario.id] }

    /// A pickle step's `astNodeIds`: the step's id, and the row's for an outline step.
    func astNodeIds(of step: Step, fromOutline: Bool) -> [String] {
        guard fromOutline, let row else { return [step.id] }
        return [step.id, row.id]
    }

    /// `text` with the row's values in its placeholders (unchanged outside outlines).
    func fill(_ text: String) -> String {
        guard let placeholders, let row else { return text }
        return placeholders.fill(text, with: row)
    }

    /// Calls `body` for each step of the pickle in order, with the kind it resolves to and
    /// whether it is an outline step, whose texts take the row's values (background steps never
    /// do).
    func forEachStep(_ body: (_ step: Step, _ type: PickleStepType?, _ fromOutline: Bool) -> Void) {
        guard !scenario.steps.isEmpty else { return }
        // A conjunction takes the kind of the step before it; the first step of an outline's
        // pickle has none to take (the reference leaves it out), of a scenario's it is unknown.
        var current: PickleStepType? = row == nil ? .unknown : nil
        func resolve(_ step: Step) -> PickleStepType? {
            switch step.keywordType {
            case .conjunction: break
            case .context: current = .context
            case .action: current = .action
            case .outcome: current = .outcome
            case .unknown: current = .unknown
            case nil: current = nil
            }
            return current
        }
        let fromOutline = row != nil
        for step in backgroundSteps { body(step, resolve(step), false) }
        for step in scenario.steps { body(step, resolve(step), fromOutline) }
    }

    /// The positions (1, 2) of a step's data table and doc string when it has both, else nil.
    static func argumentIndexes(of step: Step) -> (dataTable: Int?, docString: Int?) {
        guard let table = step.dataTable, let docString = step.docString else { return (nil, nil) }
        let tableFirst = docString.location.line > table.location.line
        return (tableFirst ? 1 : 2, tableFirst ? 2 : 1)
    }

    /// Calls `body` with the plan of each pickle of `document`, in order.
    static func plans(of document: GherkinDocument, _ body: (PicklePlan) -> Void) {
        for segment in PickleSegment.segments(of: document) {
            for position in 0..<segment.count { body(segment.plan(position)) }
        }
    }

    /// The same plan for another row of its examples table.
    fileprivate func with(row: TableRow) -> PicklePlan {
        PicklePlan(uri: uri, language: language, scenario: scenario, row: row, inheritedTags: inheritedTags,
                   examplesTags: examplesTags, backgroundSteps: backgroundSteps, placeholders: placeholders)
    }

    fileprivate init(uri: String, language: String, scenario: Scenario, row: TableRow?, inheritedTags: [Tag],
                     examplesTags: [Tag], backgroundSteps: [Step], placeholders: Placeholders?) {
        self.uri = uri
        self.language = language
        self.scenario = scenario
        self.row = row
        self.inheritedTags = inheritedTags
        self.examplesTags = examplesTags
        self.backgroundSteps = backgroundSteps
        self.placeholders = placeholders
    }
}

/// Pickles that come one after another from one place of a document: a scenario's one pickle, or
/// the pickles of an outline's examples table, one per row. A document's segments, in order, give
/// its pickles in order; a pickle is planned from its segment without walking the document again.
struct PickleSegment: Sendable {
    /// The plan of the segment's first pickle, or of a scenario's only one.
    private let first: PicklePlan
    /// The examples table's rows, for an outline's segment.
    private let rows: [TableRow]?
    /// The examples table's header, for an outline's segment.
    private let header: TableRow?

    var count: Int { rows?.count ?? 1 }
    /// The ids one pickle takes: its steps', then its own.
    var idsPerPickle: Int { first.stepCount + 1 }

    func plan(_ position: Int) -> PicklePlan {
        guard let rows else { return first }
        return position == 0 ? first : first.with(row: rows[position])
    }

    /// The examples row of pickle `position` by its header, for an outline's segment: each column's
    /// heading and the row's value.
    func exampleValues(_ position: Int) -> [(column: String, value: String)]? {
        guard let rows, let header else { return nil }
        return zip(header.cells, rows[position].cells).map { ($0.value, $1.value) }
    }

    /// The segments of `document`, in order; an examples table with no header or no rows has none.
    static func segments(of document: GherkinDocument) -> [PickleSegment] {
        guard let feature = document.feature else { return [] }
        let uri = document.uri ?? ""
        var segments: [PickleSegment] = []
        func add(_ scenario: Scenario, tags: [Tag], backgroundSteps: [Step]) {
            guard !scenario.examples.isEmpty else {
                segments.append(PickleSegment(
                    first: PicklePlan(uri: uri, language: feature.language, scenario: scenario, row: nil, inheritedTags: tags,
                                      examplesTags: [], backgroundSteps: backgroundSteps, placeholders: nil),
                    rows: nil, header: nil))
                return
            }
            for examples in scenario.examples {
                guard let header = examples.tableHeader, let row = examples.tableBody.first else { continue }
                segments.append(PickleSegment(
                    first: PicklePlan(uri: uri, language: feature.language, scenario: scenario, row: row, inheritedTags: tags,
                                      examplesTags: examples.tags, backgroundSteps: backgroundSteps,
                                      placeholders: Placeholders(header: header)),
                    rows: examples.tableBody, header: header))
            }
        }
        var backgroundSteps: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                backgroundSteps += background.steps
            case .scenario(let scenario):
                add(scenario, tags: feature.tags, backgroundSteps: backgroundSteps)
            case .rule(let rule):
                var ruleBackgroundSteps = backgroundSteps
                for child in rule.children {
                    switch child {
                    case .background(let background): ruleBackgroundSteps += background.steps
                    case .scenario(let scenario):
                        add(scenario, tags: feature.tags + rule.tags, backgroundSteps: ruleBackgroundSteps)
                    }
                }
            }
        }
        return segments
    }
}
