/// Compiles a parsed document into pickles, the scenarios as they run: one per scenario, and one
/// per examples row of an outline (with `<placeholders>` filled in from the row), each with the
/// background steps of its feature and rule prepended, its tags inherited from feature, rule,
/// scenario and examples, and each step's kind resolved (`And`/`But` take the kind before them).
/// Ids continue from the AST's: a pickle's steps first, then the pickle.
public struct PickleCompiler: Sendable {
    public init() {}

    public func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
        var pickles: [Pickle] = []
        compile(document, ids: &ids) { pickles.append($0) }
        return pickles
    }

    /// Compiles the pickles one at a time, handing each to `body` as soon as it is made.
    public func compile(_ document: GherkinDocument, ids: inout IdGenerator, _ body: (Pickle) -> Void) {
        guard let feature = document.feature else { return }
        var context = Context(uri: document.uri ?? "", language: feature.language, tags: feature.tags)
        for child in feature.children {
            switch child {
            case .background(let background):
                context.backgroundSteps += background.steps
            case .scenario(let scenario):
                compile(scenario, in: context, ids: &ids, body)
            case .rule(let rule):
                var ruleContext = context
                ruleContext.tags += rule.tags
                for child in rule.children {
                    switch child {
                    case .background(let background): ruleContext.backgroundSteps += background.steps
                    case .scenario(let scenario): compile(scenario, in: ruleContext, ids: &ids, body)
                    }
                }
            }
        }
    }

    /// How many ids compiling `document` takes (one per pickle and per pickle step), found
    /// without compiling it: with `IdGenerator.reserve` it lets pickles be compiled later, or
    /// elsewhere, with the ids they would have had.
    public func idCount(of document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        func count(_ scenario: Scenario, backgroundSteps: Int) -> Int {
            let perPickle = 1 + (scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count)
            guard !scenario.examples.isEmpty else { return perPickle }
            return scenario.examples.reduce(0) { $0 + ($1.tableHeader == nil ? 0 : $1.tableBody.count * perPickle) }
        }
        var total = 0
        var featureBackground = 0
        for child in feature.children {
            switch child {
            case .background(let background): featureBackground += background.steps.count
            case .scenario(let scenario): total += count(scenario, backgroundSteps: featureBackground)
            case .rule(let rule):
                var ruleBackground = featureBackground
                for child in rule.children {
                    switch child {
                    case .background(let background): ruleBackground += background.steps.count
                    case .scenario(let scenario): total += count(scenario, backgroundSteps: ruleBackground)
                    }
                }
            }
        }
        return total
    }

    /// What a scenario inherits from the feature and rule it is in.
    private struct Context {
        let uri: String
        let language: String
        var tags: [Tag]
        var backgroundSteps: [Step] = []
    }

    private func compile(_ scenario: Scenario, in context: Context, ids: inout IdGenerator,
                         _ body: (Pickle) -> Void) {
        guard !scenario.examples.isEmpty else {
            body(plainPickle(scenario, in: context, ids: &ids))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let placeholders = Placeholders(names: header.cells.map(\.value))
            let tags = pickleTags(context.tags + scenario.tags + examples.tags)
            for row in examples.tableBody {
                let values = placeholders.values(of: row)
                var steps: [PickleStep] = []
                steps.reserveCapacity(context.backgroundSteps.count + scenario.steps.count)
                if !scenario.steps.isEmpty {
                    var kind = StepKind(initial: nil)
                    for index in context.backgroundSteps.indices {
                        let step = context.backgroundSteps[index]
                        steps.append(pickleStep(step, type: kind.next(step), ids: &ids))
                    }
                    for index in scenario.steps.indices {
                        let step = scenario.steps[index]
                        let type = kind.next(step)
                        steps.append(PickleStep(
                            id: ids.newId(), text: placeholders.fill(step.text, with: values), type: type,
                            astNodeIds: [step.id, row.id],
                            argument: argument(of: step) { placeholders.fill($0, with: values) }))
                    }
                }
                body(Pickle(id: ids.newId(), uri: context.uri, location: row.location,
                                      name: placeholders.fill(scenario.name, with: values),
                                      language: context.language, tags: tags, steps: steps,
                                      astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    private func plainPickle(_ scenario: Scenario, in context: Context, ids: inout IdGenerator) -> Pickle {
        var steps: [PickleStep] = []
        if !scenario.steps.isEmpty {
            steps.reserveCapacity(context.backgroundSteps.count + scenario.steps.count)
            var kind = StepKind(initial: .unknown)
            for index in context.backgroundSteps.indices {
                steps.append(pickleStep(context.backgroundSteps[index], type: kind.next(context.backgroundSteps[index]),
                                        ids: &ids))
            }
            for index in scenario.steps.indices {
                steps.append(pickleStep(scenario.steps[index], type: kind.next(scenario.steps[index]), ids: &ids))
            }
        }
        return Pickle(id: ids.newId(), uri: context.uri, location: scenario.location, name: scenario.name,
                      language: context.language, tags: pickleTags(context.tags + scenario.tags), steps: steps,
                      astNodeIds: [scenario.id])
    }

    private func pickleStep(_ step: Step, type: PickleStepType?, ids: inout IdGenerator) -> PickleStep {
        PickleStep(id: ids.newId(), text: step.text, type: type, astNodeIds: [step.id],
                   argument: argument(of: step) { $0 })
    }

    /// The step's doc string and data table, their texts passed through `fill`; numbered by source
    /// order when the step has both.
    private func argument(of step: Step, fill: (String) -> String) -> PickleStepArgument? {
        guard step.dataTable != nil || step.docString != nil else { return nil }
        var argument = PickleStepArgument()
        var tableIndex: Int?
        var docStringIndex: Int?
        if let table = step.dataTable, let docString = step.docString {
            let tableFirst = docString.location.line > table.location.line
            tableIndex = tableFirst ? 1 : 2
            docStringIndex = tableFirst ? 2 : 1
        }
        if let table = step.dataTable {
            argument.dataTable = PickleTable(rows: table.rows.map { $0.cells.map { fill($0.value) } },
                                             argumentIndex: tableIndex)
        }
        if let docString = step.docString {
            argument.docString = PickleDocString(mediaType: docString.mediaType.map(fill),
                                                 content: fill(docString.content), argumentIndex: docStringIndex)
        }
        return argument
    }

    private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
        tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }

    /// Resolves step kinds along a pickle: a conjunction takes the kind of the step before it.
    private struct StepKind {
        var current: PickleStepType?

        init(initial: PickleStepType?) {
            current = initial
        }

        mutating func next(_ step: Step) -> PickleStepType? {
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
    }
}
