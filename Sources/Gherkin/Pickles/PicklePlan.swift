/// One pickle to make, as found in a document: a scenario, or one examples row of an outline,
/// with what it inherits from its feature and rule. The compiler builds a `Pickle` from each; the
/// pickle list (`PickleList`) plans one pickle at a time from its segment. What is the same for
/// every pickle of a segment (its tags, its background steps, the arguments of an outline's steps)
/// is made once, with the segment, and shared by the pickles.
struct PicklePlan: Sendable {
    /// What the plans of one segment share, made once with the segment: a plan of another row
    /// of its examples table holds it, not a copy of each of its parts.
    private let shared: Shared
    /// The examples row of an outline's pickle.
    let row: TableRow?

    /// Whether the pickle is an outline's, one of its examples rows: the row's case matched, not
    /// the row compared with nil (which copies it, retaining its cells).
    var isOutline: Bool {
        if case .some = row { true } else { false }
    }

    private final class Shared: Sendable {
        let segment: Int
        let uri: String
        let language: String
        let scenario: Scenario
        let tags: [PickleTag]
        let background: [BackgroundStep]
        let outlineArguments: [OutlineArgument?]
        let placeholders: Placeholders?
        /// For an outline, where the placeholders of its name and of each step's text are, found
        /// once for all of its rows: each row's text is then copied together from the text and
        /// the row's values. The placeholders of all its texts one after another, and where each
        /// text's are among them (nil for a text without any, or one that cannot be filled in one
        /// pass).
        let templates: [Placeholders.Placeholder]
        let nameTemplate: Range<Int>?
        let stepTemplates: [Range<Int>?]

        init(segment: Int, uri: String, language: String, scenario: Scenario, tags: [PickleTag], background: [BackgroundStep],
             outlineArguments: [OutlineArgument?], placeholders: Placeholders?) {
            self.segment = segment
            self.uri = uri
            self.language = language
            self.scenario = scenario
            self.tags = tags
            self.background = background
            self.outlineArguments = outlineArguments
            self.placeholders = placeholders
            guard let placeholders else {
                templates = []
                nameTemplate = nil
                stepTemplates = []
                return
            }
            // Room for an outline's usual placeholders at once (the list grew three times a table).
            var templates: [Placeholders.Placeholder] = []
            templates.reserveCapacity(16)
            nameTemplate = scenario.name.withUTF8Bytes { placeholders.template(of: $0, into: &templates) }
            // The steps read where they lie (a copy of each retains its texts).
            var stepTemplates: [Range<Int>?] = []
            stepTemplates.reserveCapacity(scenario.steps.count)
            scenario.steps.withUnsafeBufferPointer { steps in
                for index in steps.indices {
                    stepTemplates.append(steps[index].text.withUTF8Bytes { placeholders.template(of: $0, into: &templates) })
                }
            }
            self.templates = templates
            self.stepTemplates = stepTemplates
        }
    }

    /// Which of its document's segments the plan is from, counted from 0: the plans of one
    /// segment (an outline's rows of one examples table) share their tags and background.
    var segment: Int { shared.segment }
    // Each part read where the shared parts hold it (`_read`): a getter would copy it, and a
    // scenario's copy retains each of its texts and lists.
    var uri: String { _read { yield shared.uri } }
    var language: String { _read { yield shared.language } }
    var scenario: Scenario { _read { yield shared.scenario } }
    /// The tags of the feature, rule, scenario and (for an outline) examples table.
    var tags: [PickleTag] { _read { yield shared.tags } }
    /// The background steps of the feature and rule, compiled.
    var background: [BackgroundStep] { _read { yield shared.background } }
    /// For an outline, the arguments of the scenario's steps, compiled but not filled in: each row
    /// fills in only those that hold a placeholder. Empty for a scenario.
    var outlineArguments: [OutlineArgument?] { _read { yield shared.outlineArguments } }
    private var placeholders: Placeholders? { _read { yield shared.placeholders } }

    /// How many steps the pickle has: the background's and the scenario's, or none at all when
    /// the scenario has none.
    var stepCount: Int { scenario.steps.isEmpty ? 0 : background.count + scenario.steps.count }

    var location: Location { row?.location ?? scenario.location }

    /// The keyword and line of the pickle's step `index` (of `stepCount`), as the document writes it.
    func source(ofStep index: Int) -> (keyword: String, line: Int) {
        if index < background.count { return (background[index].keyword, background[index].line) }
        let step = index - background.count
        return (scenario.steps[step].keyword, scenario.steps[step].location.line)
    }

    var name: String {
        guard let row else { return scenario.name }
        return name(for: row)
    }

    /// The name of the same plan for another row of its examples table.
    fileprivate func name(for row: TableRow) -> String {
        placeholders?.fill(scenario.name, template: nameTemplate, with: row) ?? scenario.name
    }

    /// The text of the scenario's step `index` with the row's values in its placeholders
    /// (unchanged outside outlines), from the step's template where it has one.
    func filledText(ofStep index: Int) -> String {
        let text = scenario.steps[index].text
        guard let placeholders, let row else { return text }
        return placeholders.fill(text, template: stepTemplate(index), with: row)
    }

    /// The scenario's id, and the row's for an outline.
    var astNodeIds: AstNodeIds { AstNodeIds(scenario.id, row: row?.id) }

    /// `text` with the row's values in its placeholders (unchanged outside outlines).
    func fill(_ text: String) -> String {
        guard let placeholders, let row else { return text }
        return placeholders.fill(text, with: row)
    }

    /// Calls `body` with the UTF-8 of `text` with the row's values in its placeholders, made in a
    /// scratch buffer rather than a string (`text`'s own bytes outside outlines).
    func withFilled<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let placeholders, let row else { return text.withUTF8Bytes(body) }
        return placeholders.withFilled(text, with: row, body)
    }

    /// The placeholders of the scenario's name, found once for filling it in one pass from each
    /// row of the plan's examples table (`Placeholders.template(of:into:)`); nil outside outlines
    /// and for a name without any, or one that cannot be filled in one pass.
    var nameTemplate: ArraySlice<Placeholders.Placeholder>? { shared.nameTemplate.map { shared.templates[$0] } }

    /// The placeholders of the text of the scenario's step `index`, as `nameTemplate`.
    func stepTemplate(_ index: Int) -> ArraySlice<Placeholders.Placeholder>? {
        guard index < shared.stepTemplates.count, let template = shared.stepTemplates[index] else { return nil }
        return shared.templates[template]
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
        PicklePlan(shared: shared, row: row)
    }

    private init(shared: Shared, row: TableRow?) {
        self.shared = shared
        self.row = row
    }

    fileprivate init(uri: String, language: String, segment: Int, scenario: Scenario, row: TableRow?, tags: [PickleTag],
                     background: [BackgroundStep], outlineArguments: [OutlineArgument?], placeholders: Placeholders?) {
        self.init(shared: Shared(segment: segment, uri: uri, language: language, scenario: scenario, tags: tags, background: background,
                                 outlineArguments: outlineArguments, placeholders: placeholders),
                  row: row)
    }
}

/// A background step compiled once for all the pickles that take it: each pickle copies the
/// step, giving it its own id and the kind it resolves to there (the first step's kind depends
/// on the pickle).
struct BackgroundStep: Sendable {
    let keywordType: StepKeywordType?
    /// The pickle step, its id and kind still to be given.
    let step: PickleStep
    /// Which of its document's background steps this is, counted in order over the feature's
    /// background and its rules' (a rule's do not share numbers with another rule's): a sink
    /// that keeps what it made of a background step finds it again by this number.
    let ordinal: Int
    /// The keyword and line the document writes it with.
    let keyword: String
    let line: Int

    init(_ step: Step, ordinal: Int) {
        self.ordinal = ordinal
        keyword = step.keyword
        line = step.location.line
        keywordType = step.keywordType
        self.step = PickleStep(id: "", text: step.text, type: nil, astNodeIds: AstNodeIds(step.id),
                               argument: PickleCompiler.argument(of: step))
    }
}

/// The kinds of a pickle's steps, resolved in order: a conjunction takes the kind of the step
/// before it; the first step of an outline's pickle has none to take (the reference leaves it
/// out), of a scenario's it is unknown.
struct StepKinds {
    private var current: Optional<PickleStepType>

    init(outline: Bool) {
        current = outline ? nil : .unknown
    }

    mutating func resolve(_ keywordType: StepKeywordType?) -> PickleStepType? {
        switch keywordType {
        case .conjunction: break
        case .context: current = .context
        case .action: current = .action
        case .outcome: current = .outcome
        case .unknown: current = .unknown
        case nil: current = nil
        }
        return current
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

    /// The keyword and line of step `index` of its pickles (the same for each), as written.
    func source(ofStep index: Int) -> (keyword: String, line: Int) {
        first.source(ofStep: index)
    }

    /// The name of pickle `position`, without planning the rest of it.
    func name(_ position: Int) -> String {
        guard let rows else { return first.name }
        return first.name(for: rows[position])
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
        // Tags are made pickle tags once where they are inherited: each segment's list is its
        // inherited list with its own added, not lists of syntax-tree tags joined and mapped.
        func add(_ scenario: Scenario, inheritedTags: [PickleTag], background: [BackgroundStep]) {
            let scenarioTags = adding(scenario.tags, to: inheritedTags)
            guard !scenario.examples.isEmpty else {
                segments.append(PickleSegment(
                    first: PicklePlan(uri: uri, language: feature.language, segment: segments.count, scenario: scenario, row: nil,
                                      tags: scenarioTags, background: background, outlineArguments: [], placeholders: nil),
                    rows: nil, header: nil))
                return
            }
            var outlineArguments: [OutlineArgument?]?
            for examples in scenario.examples {
                guard let header = examples.tableHeader, let row = examples.tableBody.first else { continue }
                if outlineArguments == nil { outlineArguments = scenario.steps.map { PickleCompiler.argument(of: $0).map(OutlineArgument.init) } }
                segments.append(PickleSegment(
                    first: PicklePlan(uri: uri, language: feature.language, segment: segments.count, scenario: scenario, row: row,
                                      tags: adding(examples.tags, to: scenarioTags), background: background,
                                      outlineArguments: outlineArguments ?? [], placeholders: Placeholders(header: header)),
                    rows: examples.tableBody, header: header))
            }
        }
        var background: [BackgroundStep] = []
        var backgroundSteps = 0
        func compile(_ background: Background, into steps: inout [BackgroundStep]) {
            steps.reserveCapacity(steps.count + background.steps.count)
            background.steps.withUnsafeBufferPointer { written in
                for index in written.indices { steps.append(BackgroundStep(written[index], ordinal: backgroundSteps + index)) }
            }
            backgroundSteps += background.steps.count
        }
        let featureTags = adding(feature.tags, to: [])
        for child in feature.children {
            switch child {
            case .background(let steps):
                compile(steps, into: &background)
            case .scenario(let scenario):
                add(scenario, inheritedTags: featureTags, background: background)
            case .rule(let rule):
                var ruleBackground = background
                let ruleTags = adding(rule.tags, to: featureTags)
                for child in rule.children {
                    switch child {
                    case .background(let steps): compile(steps, into: &ruleBackground)
                    case .scenario(let scenario):
                        add(scenario, inheritedTags: ruleTags, background: ruleBackground)
                    }
                }
            }
        }
        return segments
    }

    /// `inherited` with `tags` after it, as pickle tags (`inherited` itself when there are none).
    private static func adding(_ tags: [Tag], to inherited: [PickleTag]) -> [PickleTag] {
        guard !tags.isEmpty else { return inherited }
        var all: [PickleTag] = []
        all.reserveCapacity(inherited.count + tags.count)
        all.append(contentsOf: inherited)
        tags.withUnsafeBufferPointer { tags in
            for index in tags.indices { all.append(PickleTag(name: tags[index].name, astNodeId: tags[index].id)) }
        }
        return all
    }
}
