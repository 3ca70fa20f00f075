import JSON

/// Compiles a parsed document into pickles, the scenarios as they run: one per scenario, and one
/// per examples row of an outline (with `<placeholders>` filled in from the row), each with the
/// background steps of its feature and rule prepended, its tags inherited from feature, rule,
/// scenario and examples, and each step's kind resolved (`And`/`But` take the kind before them).
/// Ids continue from the AST's: a pickle's steps first, then the pickle.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given the device is offline\n"
/// let document = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// let pickles = PickleCompiler().compile(document, ids: &ids)  // [Pickle], one here
/// var later = ids.reserve(PickleCompiler().idCount(of: document))  // or later, elsewhere, with ids set aside now
/// PickleCompiler().compile(document, ids: &later) { pickle in print(pickle.name) }  // "Offline"
/// ```
package struct PickleCompiler: Sendable {
    package init() {}

    package func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
        var pickles: [Pickle] = []
        compile(document, ids: &ids) { pickles.append($0) }
        return pickles
    }

    /// Compiles the pickles one at a time, handing each to `body` as soon as it is made.
    package func compile(_ document: GherkinDocument, ids: inout IdGenerator, _ body: (Pickle) -> Void) {
        PicklePlan.plans(of: document) { plan in body(compile(plan, ids: &ids)) }
    }

    /// For each pickle of `document`, in order, its examples row (each column's heading with the
    /// row's value); nil for a pickle that is not an outline row's. Nothing is compiled.
    package func exampleValues(of document: GherkinDocument) -> [[(column: String, value: String)]?] {
        PickleSegment.segments(of: document).flatMap { segment in (0..<segment.count).map(segment.exampleValues) }
    }

    /// The pickles of `document` as a list that compiles each one when it is read, with the ids
    /// `compile` would give them (set aside from `ids` now): it holds the document, not the pickles.
    package func pickles(of document: GherkinDocument, ids: inout IdGenerator) -> PickleList {
        var first = ids
        let list = PickleList(document: document, firstId: first.newNumber())
        _ = ids.reserve(list.idCount)
        return list
    }

    /// The pickle of one plan, its steps' ids taken first, then its own. Background steps are
    /// copied from the plan's, and so are the arguments of an outline's steps that hold no
    /// placeholder.
    func compile(_ plan: PicklePlan, ids: inout IdGenerator, name: String? = nil) -> Pickle {
        var builder = PickleBuilder(stepCount: plan.stepCount, name: name)
        return compile(plan, ids: &ids, into: &builder)
    }

    /// Compiles one plan into `sink`, piece by piece: each step in order, then the pickle. Every
    /// use of pickles compiles them here; what a sink makes of the pieces (a `Pickle`, or its
    /// message written at once) is its own.
    func compile<Sink: PickleSink>(_ plan: PicklePlan, ids: inout IdGenerator, into sink: inout Sink) -> Sink.Made {
        sink.begin(plan, id: ids.next + plan.stepCount)
        if !plan.scenario.steps.isEmpty {
            let outline = plan.isOutline
            var kinds = StepKinds(outline: outline)
            plan.background.withUnsafeBufferPointer { background in
                guard let first = background.baseAddress else { return }
                for index in background.indices {
                    sink.add(background: first + index, type: kinds.resolve(background[index].keywordType), ids: &ids)
                }
            }
            // The scenario's steps read where they are stored (a copy would retain and release
            // each of their texts).
            plan.scenario.steps.withUnsafeBufferPointer { steps in
                guard let first = steps.baseAddress else { return }
                for index in steps.indices {
                    let step = first + index
                    let type = kinds.resolve(step.pointee.keywordType)
                    if outline {
                        sink.add(outlineStep: step, at: index, of: plan, type: type, ids: &ids)
                    } else {
                        sink.add(step: step, type: type, ids: &ids)
                    }
                }
            }
        }
        return sink.finish(plan, ids: &ids)
    }

    /// How many ids compiling `document` takes (one per pickle and per pickle step), found
    /// without compiling it: with `IdGenerator.reserve` it lets pickles be compiled later, or
    /// elsewhere, with the ids they would have had.
    package func idCount(of document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        // The same walk as `PicklePlan.plans(of:)`, counting instead of planning (which copies).
        func count(_ scenario: Scenario, backgroundSteps: Int) -> Int {
            let perPickle = 1 + (scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count)
            guard !scenario.examples.isEmpty else { return perPickle }
            // Each table read where it lies, its header's case matched: a reduce over the tables
            // copied each, and comparing the header with nil copied it again.
            var pickles = 0
            for index in scenario.examples.indices {
                if case .some = scenario.examples[index].tableHeader { pickles += scenario.examples[index].tableBody.count }
            }
            return pickles * perPickle
        }
        var total = 0
        var backgroundSteps = 0
        for child in feature.children {
            switch child {
            case .background(let background): backgroundSteps += background.steps.count
            case .scenario(let scenario): total += count(scenario, backgroundSteps: backgroundSteps)
            case .rule(let rule):
                var ruleBackgroundSteps = backgroundSteps
                for child in rule.children {
                    switch child {
                    case .background(let background): ruleBackgroundSteps += background.steps.count
                    case .scenario(let scenario): total += count(scenario, backgroundSteps: ruleBackgroundSteps)
                    }
                }
            }
        }
        return total
    }

    /// The step's doc string and data table as a pickle step's argument (placeholders not filled
    /// in); numbered by source order when the step has both.
    static func argument(of step: Step) -> PickleStepArgument? {
        // The cases matched, not compared with nil (which copies each optional to compare it).
        if case .none = step.dataTable, case .none = step.docString { return nil }
        let indexes = PicklePlan.argumentIndexes(of: step)
        var argument = PickleStepArgument()
        if let table = step.dataTable {
            argument.dataTable = PickleTable(rows: table.rows.map { $0.cells.map(\.value) }, argumentIndex: indexes.dataTable)
        }
        if let docString = step.docString { argument.docString = PickleDocString(docString, argumentIndex: indexes.docString) }
        return argument
    }
}

/// An outline step's argument, compiled once for all of its rows, with where its placeholders
/// are: a row fills in only the texts that hold a `<`, and shares the argument when none does.
struct OutlineArgument: Sendable {
    let argument: PickleStepArgument
    private let tableHoldsPlaceholder: Bool
    private let docStringHoldsPlaceholder: Bool

    init(_ argument: PickleStepArgument) {
        self.argument = argument
        let lt = UInt8(ascii: "<")
        tableHoldsPlaceholder = argument.dataTable?.rows.contains { $0.contains { $0.containsByte(lt) } } ?? false
        docStringHoldsPlaceholder = argument.docString.map { $0.content.containsByte(lt) || $0.mediaType?.containsByte(lt) == true } ?? false
    }

    /// Whether a row's values go into the argument: its table or doc string holds a `<`.
    var holdsPlaceholder: Bool { tableHoldsPlaceholder || docStringHoldsPlaceholder }

    /// The argument with the outline row of `plan` in its placeholders.
    func filled(by plan: PicklePlan) -> PickleStepArgument {
        guard holdsPlaceholder else { return argument }
        var filled = argument
        if tableHoldsPlaceholder, let table = argument.dataTable {
            filled.dataTable = PickleTable(rows: table.rows.map { $0.map(plan.fill) }, argumentIndex: table.argumentIndex)
        }
        if docStringHoldsPlaceholder, let docString = argument.docString {
            filled.docString = PickleDocString(mediaType: docString.mediaType.map(plan.fill), content: plan.fill(docString.content),
                                               argumentIndex: docString.argumentIndex)
        }
        return filled
    }
}

/// What the compiler makes a pickle into, told in the order it works: the pickle's start (with the
/// id it will take), each step (taking its id from `ids`), then the pickle itself (taking its
/// own). `PickleBuilder` makes a `Pickle`; `PickleMessages.Writer` writes the pickle's message
/// from the pieces, making none.
protocol PickleSink {
    associatedtype Made

    /// The pickle of `plan` begins; it takes id `id` when it is finished, after its steps' ids.
    mutating func begin(_ plan: PicklePlan, id: Int)

    /// A background step of the feature or rule, compiled once for every pickle that takes it,
    /// of kind `type` in this pickle.
    mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator)

    /// A step of a scenario that is not an outline, its text and argument as written.
    mutating func add(step: UnsafePointer<Step>, type: PickleStepType?, ids: inout IdGenerator)

    /// Step `index` of an outline, in the pickle of the examples row of `plan`: its text and
    /// argument are the step's with the row's values in their placeholders (`plan.fill`,
    /// `plan.outlineArguments`), which the sink fills in as it needs them. The steps of one
    /// segment's pickles differ only there, in their ids and in the row's.
    mutating func add(outlineStep step: UnsafePointer<Step>, at index: Int, of plan: PicklePlan, type: PickleStepType?,
                      ids: inout IdGenerator)

    /// The pickle of `plan`, its steps all added.
    mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) -> Made
}

/// Makes a `Pickle` of the compiler's pieces; its name `name`, when it is known already, else
/// the plan's.
struct PickleBuilder: PickleSink {
    private var steps: [PickleStep] = []
    private let name: String?

    init(stepCount: Int, name: String?) {
        self.name = name
        steps.reserveCapacity(stepCount)
    }

    func begin(_ plan: PicklePlan, id: Int) {}

    mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator) {
        var pickleStep = step.pointee.step
        pickleStep.id = ids.newId()
        pickleStep.type = type
        steps.append(pickleStep)
    }

    mutating func add(step: UnsafePointer<Step>, type: PickleStepType?, ids: inout IdGenerator) {
        steps.append(PickleStep(id: ids.newId(), text: step.pointee.text, type: type, astNodeIds: AstNodeIds(step.pointee.id),
                                argument: PickleCompiler.argument(of: step.pointee)))
    }

    mutating func add(outlineStep step: UnsafePointer<Step>, at index: Int, of plan: PicklePlan, type: PickleStepType?,
                      ids: inout IdGenerator) {
        steps.append(PickleStep(id: ids.newId(), text: plan.filledText(ofStep: index), type: type,
                                astNodeIds: AstNodeIds(step.pointee.id, row: plan.row?.id),
                                argument: plan.outlineArguments[index]?.filled(by: plan)))
    }

    mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) -> Pickle {
        Pickle(id: ids.newId(), uri: plan.uri, location: plan.location, name: name ?? plan.name,
               language: plan.language, tags: plan.tags, steps: steps, astNodeIds: plan.astNodeIds)
    }
}
