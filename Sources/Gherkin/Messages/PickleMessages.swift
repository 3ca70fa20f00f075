import JSON

/// The JSON of a `pickle` message, keys sorted, from a `Pickle` or from the compiler's pieces
/// (`Writer`). Written straight from the values in place: steps, tags and table rows are read
/// where they are stored, not copied out one by one.
enum PickleMessages {
    /// The pickle's object, `{…}`.
    static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        // The lists and the uri field as JSON, to lay out with the rest.
        var parts = JSONWriter(capacity: 256)
        let astNodeIds = parts.fragment { writeIds(pickle.astNodeIds, to: &$0) }
        let tags = parts.fragment { writeTags(pickle.tags, to: &$0) }
        let uri = parts.fragment { writeUri(pickle.uri, to: &$0) }
        pickle.name.withUTF8Bytes { name in
            pickle.language.withUTF8Bytes { language in
                writeStart(astNodeIds: .json(UnsafeBufferPointer(rebasing: parts.unsafeBytes[astNodeIds])), rowId: .empty,
                           id: .text(pickle.id), language: .utf8(language), location: pickle.location, name: .utf8(name), to: &json)
            }
        }
        var head = JSONWriter(capacity: 256)
        // The steps read where they are stored (a copy would retain and release each of their texts).
        pickle.steps.withUnsafeBufferPointer { steps in
            guard let first = steps.baseAddress else { return }
            for index in steps.indices {
                let step = first + index
                head.removeAll()
                writeStepHead(argument: .compiled(step.pointee.argument), astNodeIds: { writeIds(step.pointee.astNodeIds, to: &$0) },
                              to: &head)
                step.pointee.text.withUTF8Bytes { text in
                    writeStep(head: head.unsafeBytes, rowId: .empty, id: .text(step.pointee.id), text: .utf8(text), type: step.pointee.type,
                              to: &json)
                }
            }
        }
        writeEnd(tags: UnsafeBufferPointer(rebasing: parts.unsafeBytes[tags]), uri: UnsafeBufferPointer(rebasing: parts.unsafeBytes[uri]),
                 to: &json)
    }

    /// A message's id: a compiled pickle's decimal string, or the number a writer takes from the
    /// generator (written as the same string).
    private enum Id {
        case text(String)
        case number(Int)
        /// The generator's digits, as it keeps them (`IdGenerator.withNewId`).
        case digits(UnsafeBufferPointer<UInt8>)

        /// The most bytes it takes as a JSON string.
        var room: Int {
            switch self {
            case .text(let text): JSONPieces.quotedRoom(text.utf8.count)
            case .number: 22
            case .digits(let digits): digits.count + 2
            }
        }

        @inline(__always)
        func write(to pieces: inout JSONPieces) {
            switch self {
            case .text(let text):
                text.withUTF8Bytes { pieces.quoted($0) }
            case .number(let number):
                pieces.literal("\"")
                pieces.decimal(number)
                pieces.literal("\"")
            case .digits(let digits):
                pieces.literal("\"")
                pieces.raw(digits)
                pieces.literal("\"")
            }
        }
    }

    /// A text to write: JSON already written (a quoted, escaped string such as a kept part, or a
    /// list's elements), or UTF-8 to write as a quoted, escaped string.
    private enum Text {
        case json(UnsafeBufferPointer<UInt8>)
        case utf8(UnsafeBufferPointer<UInt8>)

        /// The most bytes it takes as a JSON string.
        var room: Int {
            switch self {
            case .json(let json): json.count
            case .utf8(let utf8): JSONPieces.quotedRoom(utf8.count)
            }
        }

        @inline(__always)
        func write(to pieces: inout JSONPieces) {
            switch self {
            case .json(let json): pieces.raw(json)
            case .utf8(let utf8): pieces.quoted(utf8)
            }
        }
    }

    // The layout of a pickle's message, keys sorted, the one of both writers (a `Pickle`'s, and
    // the compiler's pieces'): the start, up to its list of steps; each step; the end. A writer may
    // keep the parts that are the same in many pickles (a step's head, its text, the tags, the uri
    // field) and write only the rest.

    /// The pickle's object up to its steps, `{"astNodeIds":[…],…,"steps":[`, in one write:
    /// `astNodeIds` the list's elements (as JSON, `"17","9"`, or one id to quote), and the row's id
    /// after them (`"…"`, or empty). The steps come next, each one `writeStep`.
    private static func writeStart(astNodeIds: Text, rowId: UnsafeBufferPointer<UInt8>, id: Id, language: Text, location: Location,
                                   name: Text, to json: inout JSONWriter) {
        json.opening(upTo: 16 + astNodeIds.room + 1 + rowId.count + 8 + id.room + 12 + language.room + 12
                     + GherkinMessages.locationRoom + 8 + name.room + 10) { start in
            start.literal("{\"astNodeIds\":[")
            astNodeIds.write(to: &start)
            writeIds(rowId: rowId, id: id, to: &start)
            start.literal(",\"language\":")
            language.write(to: &start)
            start.literal(",\"location\":")
            GherkinMessages.write(location, to: &start)
            start.literal(",\"name\":")
            name.write(to: &start)
            start.literal(",\"steps\":[")
        }
    }

    /// A message's ids after the first of its syntax tree's: the row's (`"…"`, or empty), the list
    /// closed, and its own id (`,"9"],"id":"23"`).
    @inline(__always)
    private static func writeIds(rowId: UnsafeBufferPointer<UInt8>, id: Id, to pieces: inout JSONPieces) {
        if !rowId.isEmpty {
            pieces.literal(",")
            pieces.raw(rowId)
        }
        pieces.literal("],\"id\":")
        id.write(to: &pieces)
    }

    /// The pickle's object after its steps, `],"tags":[…],"uri":…}`, in one write: `tags` the
    /// list as JSON, `uri` the field.
    private static func writeEnd(tags: UnsafeBufferPointer<UInt8>, uri: UnsafeBufferPointer<UInt8>, to json: inout JSONWriter) {
        json.ending(upTo: 9 + tags.count + 1 + uri.count + 1) { end in
            end.literal("],\"tags\":")
            end.raw(tags)
            end.literal(",")
            end.raw(uri)
            end.literal("}")
        }
    }

    /// A pickle's `"uri":…` field.
    private static func writeUri(_ uri: String, to json: inout JSONWriter) {
        json.field("uri", uri)
    }

    /// A pickle's tags, as a list.
    private static func writeTags(_ tags: [PickleTag], to json: inout JSONWriter) {
        json.array { json in
            tags.withUnsafeBufferPointer { tags in
                for index in tags.indices {
                    json.beginObject()
                    json.field("astNodeId", tags[index].astNodeId)
                    json.field("name", tags[index].name)
                    json.endObject()
                }
            }
        }
    }

    /// A step's head, its message up to its list of ids left open: `{`, the argument field (if
    /// any), `"astNodeIds":[` and the ids `astNodeIds` writes (a writer may add a row's after them,
    /// `writeStep`'s `rowId`).
    private static func writeStepHead(argument: StepArgument, astNodeIds: (inout JSONWriter) -> Void,
                                      to json: inout JSONWriter) {
        json.beginObject()
        switch argument {
        case .compiled(let argument?):
            json.key("argument")
            write(argument, to: &json)
        case .compiled(nil):
            break
        case .ofStep(let step):
            // The cases matched, not compared with nil (which copies each optional to compare it).
            if case .none = step.pointee.dataTable, case .none = step.pointee.docString { break }
            json.key("argument")
            writeArgument(of: step, to: &json)
        }
        json.key("astNodeIds")
        json.beginArray()
        astNodeIds(&json)
    }

    /// A step's message, one element of a pickle's steps, in one write from its parts: the `head`
    /// (`writeStepHead`), the row's id (`"…"`, or empty), the id, the text and the kind.
    @inline(__always)
    private static func writeStep(head: UnsafeBufferPointer<UInt8>, rowId: UnsafeBufferPointer<UInt8>, id: Id, text: Text,
                                  type: PickleStepType?, to json: inout JSONWriter) {
        json.value(upTo: head.count + 1 + rowId.count + 7 + id.room + 8 + text.room + 19) { step in
            step.raw(head)
            writeIds(rowId: rowId, id: id, to: &step)
            step.literal(",\"text\":")
            text.write(to: &step)
            step.literal(type?.messageTail ?? "}")
        }
    }

    static func write(_ argument: PickleStepArgument, to json: inout JSONWriter) {
        json.beginObject()
        if let table = argument.dataTable {
            json.key("dataTable")
            table.rows.withUnsafeBufferPointer { rows in
                writeTable(argumentIndex: table.argumentIndex, rows: rows.count, to: &json) { row, value in
                    rows[row].withUnsafeBufferPointer { values in
                        for index in values.indices { values[index].withUTF8Bytes(value) }
                    }
                }
            }
        }
        if let docString = argument.docString { write(docString, to: &json) }
        json.endObject()
    }

    /// The argument of a scenario's step, as `write(_ argument:)` writes the one compiled from
    /// it (`PickleCompiler.argument(of:)`), its table's values read where the tree keeps them
    /// (the step read in place: a copy retains each of its texts).
    private static func writeArgument(of step: UnsafePointer<Step>, to json: inout JSONWriter) {
        let indexes = PicklePlan.argumentIndexes(of: step.pointee)
        json.beginObject()
        if let table = step.pointee.dataTable {
            json.key("dataTable")
            writeTable(argumentIndex: indexes.dataTable, rows: table.rows.count, to: &json) { row, value in
                let cells = table.rows[row].cells
                for index in cells.indices { cells.withValue(at: index, value) }
            }
        }
        if let docString = step.pointee.docString { write(PickleDocString(docString, argumentIndex: indexes.docString), to: &json) }
        json.endObject()
    }

    /// A step's argument as its message writes it: the compiled one (a pickle's, an outline
    /// step's kept one), or that of a scenario's step, written from the syntax tree where it lies
    /// (its table's values read in place, no pickle table of strings made for one message).
    private enum StepArgument {
        case compiled(PickleStepArgument?)
        case ofStep(UnsafePointer<Step>)
    }

    /// A data table's object: its argument index (if any) and its rows, `values` handing each
    /// value of a row, in order, to the function it is given.
    private static func writeTable(argumentIndex: Int?, rows: Int, to json: inout JSONWriter,
                                   values: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        json.beginObject()
        if let argumentIndex { json.field("argumentIndex", argumentIndex) }
        json.key("rows")
        json.beginArray()
        for row in 0..<rows {
            json.beginObject()
            json.key("cells")
            json.beginArray()
            values(row) { json.object("value", utf8: $0) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    /// A doc string's field, `"docString":{…}`.
    private static func write(_ docString: PickleDocString, to json: inout JSONWriter) {
        json.key("docString")
        json.beginObject()
        if let index = docString.argumentIndex { json.field("argumentIndex", index) }
        json.field("content", docString.content)
        json.field("mediaType", ifPresent: docString.mediaType)
        json.endObject()
    }

    /// The elements of an `astNodeIds` list, each a string.
    private static func writeIds(_ ids: AstNodeIds, to json: inout JSONWriter) {
        for id in ids { json.string(id) }
    }

    /// Writes `{"pickle":{…}}` and a newline for each pickle the compiler makes, straight from
    /// its pieces: no `Pickle` is made. Byte for byte what `write(_:to:)` writes of the pickle.
    /// What many of a document's pickles share is written once, kept in one buffer, and copied
    /// into each: a step's head and text, and for an outline's texts that hold placeholders, the
    /// text between them, so that a row's values (escaped once a pickle) are all a row writes.
    struct Writer: PickleSink {
        /// The output, the caller's writer swapped in for the compile (a copy would share its
        /// buffer, which the first write would then copy whole).
        var json = JSONWriter(capacity: 64)
        /// The parts kept for many pickles, one after another; `StepParts` and the fields below
        /// say where each is. Read in place (`unsafeBytes`) between its writes.
        private var kept = JSONWriter(capacity: 1024)
        /// The head of the step at hand where no kept head serves it (a scenario's step, an
        /// outline's step whose argument holds a placeholder).
        private var head = JSONWriter(capacity: 256)
        /// A text of the pickle at hand made from a kept template and the row's values.
        private var filled = JSONWriter(capacity: 256)
        /// The id of the pickle's examples row, quoted (empty outside outlines): each of its outline
        /// steps lists it after its own.
        private var rowId = JSONWriter(capacity: 32)
        /// The values of the pickle's examples row, escaped, one after another, and where each is
        /// (nil for a value holding `<`: a text taking it is filled header after header).
        private var rowValues = JSONWriter(capacity: 256)
        private var rowValueRanges: [Range<Int>?] = []
        /// The id the pickle at hand takes after its steps (`begin`).
        private var pickleId = 0

        /// Where each background step's head and text (a JSON string) are among the kept parts,
        /// by the step's ordinal: kept the first time a pickle takes it.
        private var backgroundSteps: [(head: Range<Int>, text: Range<Int>)?] = []
        /// The kept parts of each step of an outline, by the step's index in its scenario, and of
        /// its name, for the segment (the examples table) last written: kept at its first row.
        private var outline: (segment: Int, steps: [StepParts?], name: KeptText) = (-1, [], .none)
        /// The tags of the last segment written, and which segment that was: an outline's
        /// pickles, one per row, have the same.
        private var segmentTags: (segment: Int, bytes: Range<Int>)?
        /// The document's `"uri":…` field, the same in each of its pickles.
        private var uriField: Range<Int>?

        /// Where an outline step's head and text are among the kept parts; no head for one a row
        /// fills in (its argument holds a placeholder).
        private struct StepParts {
            var head: Range<Int>?
            var text: KeptText = .none
        }

        /// The runs of text between placeholders of the templates kept (`KeptText.template`), one
        /// after another: the place of each escaped run before a placeholder among the kept parts,
        /// and the row's value the placeholder takes.
        private var templatePieces: [(run: Range<Int>, value: Int)] = []

        /// A text as kept for many pickles: plain values, so that reading one retains nothing.
        private enum KeptText {
            /// The same in each: the JSON string's place among the kept parts.
            case string(Range<Int>)
            /// Filled in one pass from each row: where its pieces are in `templatePieces`, and the
            /// place of its run after the last placeholder among the kept parts.
            case template(pieces: Range<Int>, last: Range<Int>)
            /// Filled header after header in each row, as written, or not kept.
            case none
        }

        /// Forgets what it kept for the document before, keeping the room of its buffers and lists:
        /// the parts kept for many pickles and where they are. What a pickle sets for itself (its
        /// id, its row's id and values, the head and text at hand) it sets again at `begin` or
        /// before each use; an outline's steps and name are kept again when its segment is new.
        mutating func startDocument() {
            kept.removeAll()
            templatePieces.removeAll(keepingCapacity: true)
            backgroundSteps.removeAll(keepingCapacity: true)
            outline.segment = -1
            segmentTags = nil
            uriField = nil
        }

        /// `text` kept for the pickles of an outline's segment: as it is when it holds no
        /// placeholder, as a template when it can be filled in one pass (where the plan found its
        /// `placeholders`, once for the segment).
        private mutating func keep(_ text: String, placeholders: ArraySlice<Placeholders.Placeholder>?) -> KeptText {
            text.withUTF8Bytes { utf8 in
                guard let placeholders else {
                    guard !utf8.contains(UInt8(ascii: "<")) else { return .none }
                    return .string(kept.fragment { $0.value(upTo: JSONPieces.quotedRoom(utf8.count)) { $0.quoted(utf8) } })
                }
                let first = templatePieces.count
                var start = 0
                for placeholder in placeholders {
                    let run = keepEscaped(UnsafeBufferPointer(rebasing: utf8[start..<placeholder.open]))
                    templatePieces.append((run, placeholder.cell))
                    start = placeholder.end
                }
                return .template(pieces: first..<templatePieces.count, last: keepEscaped(UnsafeBufferPointer(rebasing: utf8[start...])))
            }
        }

        /// Keeps `run` escaped as in a JSON string, without quotes.
        private mutating func keepEscaped(_ run: UnsafeBufferPointer<UInt8>) -> Range<Int> {
            kept.fragment { $0.value(upTo: JSONPieces.escapedRoom(run.count)) { $0.escaped(run) } }
        }

        /// Calls `body` with `text` as this pickle writes it: the kept string, the template filled
        /// with the row's values, or `original` filled in from the row (read only then: reading a
        /// step's text copies it, retained and released, for every step). The text may point into
        /// the kept parts or `filled`: `body` writes the output and changes neither.
        private mutating func withText<Result>(_ text: KeptText, original: @autoclosure () -> String, of plan: PicklePlan,
                                               _ body: (inout Self, Text) -> Result) -> Result {
            switch text {
            case .string(let range):
                return body(&self, .json(UnsafeBufferPointer(rebasing: kept.unsafeBytes[range])))
            case .template(let pieces, let last):
                if let text = fill(pieces, last: last) { return body(&self, .json(text)) }
            case .none:
                break
            }
            return plan.withFilled(original()) { body(&self, .utf8($0)) }
        }

        /// A template's runs with the row's values between them, as a JSON string in `filled`;
        /// nil when a value it takes holds `<` or is missing.
        private mutating func fill(_ pieces: Range<Int>, last: Range<Int>) -> UnsafeBufferPointer<UInt8>? {
            let kept = kept.unsafeBytes, row = rowValues.unsafeBytes
            var room = 2 + last.count
            for index in pieces {
                let piece = templatePieces[index]
                guard piece.value < rowValueRanges.count, let value = rowValueRanges[piece.value] else { return nil }
                room += piece.run.count + value.count
            }
            filled.removeAll()
            filled.value(upTo: room) { text in
                text.literal("\"")
                for index in pieces {
                    let piece = templatePieces[index]
                    text.raw(UnsafeBufferPointer(rebasing: kept[piece.run]))
                    text.raw(UnsafeBufferPointer(rebasing: row[rowValueRanges[piece.value].unsafelyUnwrapped]))
                }
                text.raw(UnsafeBufferPointer(rebasing: kept[last]))
                text.literal("\"")
            }
            return filled.unsafeBytes
        }

        mutating func begin(_ plan: PicklePlan, id: Int) {
            pickleId = id
            rowId.removeAll()
            rowValues.removeAll()
            rowValueRanges.truncate(to: 0)
            if let row = plan.row {
                rowId.string(row.id)
                for index in row.cells.indices {
                    rowValueRanges.append(row.cells.withValue(at: index) { value in
                        value.contains(UInt8(ascii: "<")) ? nil
                            : rowValues.fragment { $0.value(upTo: JSONPieces.escapedRoom(value.count)) { $0.escaped(value) } }
                    })
                }
                if outline.segment != plan.segment {
                    outline.segment = plan.segment
                    outline.steps.removeAll(keepingCapacity: true)
                    outline.steps.append(contentsOf: repeatElement(nil, count: plan.scenario.steps.count))
                    outline.name = keep(plan.scenario.name, placeholders: plan.nameTemplate)
                }
            }
            json.beginObject()
            json.key("pickle")
            // The closure takes what it needs, not the plan (it would copy it whole).
            let scenarioId = plan.scenario.id, language = plan.language, location = plan.location
            let name = plan.row == nil ? KeptText.none : outline.name
            withText(name, original: plan.scenario.name, of: plan) { writer, name in
                scenarioId.withUTF8Bytes { scenarioId in
                    language.withUTF8Bytes { language in
                        writeStart(astNodeIds: .utf8(scenarioId), rowId: writer.rowId.unsafeBytes, id: .number(id),
                                   language: .utf8(language), location: location, name: name, to: &writer.json)
                    }
                }
            }
        }

        mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator) {
            let ordinal = step.pointee.ordinal
            if ordinal >= backgroundSteps.count {
                backgroundSteps.append(contentsOf: repeatElement(nil, count: ordinal + 1 - backgroundSteps.count))
            }
            if backgroundSteps[ordinal] == nil {
                let pickleStep = step.pointee.step
                backgroundSteps[ordinal] = (
                    head: kept.fragment {
                        writeStepHead(argument: .compiled(pickleStep.argument), astNodeIds: { $0.string(pickleStep.astNodeIds[0]) }, to: &$0)
                    },
                    text: kept.fragment { $0.string(pickleStep.text) })
            }
            let parts = backgroundSteps[ordinal].unsafelyUnwrapped
            ids.withNewId { id in
                write(head: parts.head, ofRow: false, id: .digits(id), text: .json(UnsafeBufferPointer(rebasing: kept.unsafeBytes[parts.text])),
                      type: type)
            }
        }

        mutating func add(step: UnsafePointer<Step>, type: PickleStepType?, ids: inout IdGenerator) {
            head.removeAll()
            writeStepHead(argument: .ofStep(step), astNodeIds: { $0.string(step.pointee.id) }, to: &head)
            ids.withNewId { id in
                step.pointee.text.withUTF8Bytes { text in write(head: nil, ofRow: false, id: .digits(id), text: .utf8(text), type: type) }
            }
        }

        mutating func add(outlineStep step: UnsafePointer<Step>, at index: Int, of plan: PicklePlan, type: PickleStepType?,
                          ids: inout IdGenerator) {
            if outline.steps[index] == nil {
                let argument = plan.outlineArguments[index]
                outline.steps[index] = StepParts(
                    head: argument?.holdsPlaceholder == true ? nil : kept.fragment { json in
                        writeStepHead(argument: .compiled(argument?.argument), astNodeIds: { $0.string(step.pointee.id) }, to: &json)
                    },
                    text: keep(step.pointee.text, placeholders: plan.stepTemplate(index)))
            }
            let parts = outline.steps[index].unsafelyUnwrapped
            if parts.head == nil {
                head.removeAll()
                writeStepHead(argument: .compiled(plan.outlineArguments[index]?.filled(by: plan)), astNodeIds: { $0.string(step.pointee.id) },
                              to: &head)
            }
            ids.withNewId { id in
                withText(parts.text, original: step.pointee.text, of: plan) { writer, text in
                    writer.write(head: parts.head, ofRow: true, id: .digits(id), text: text, type: type)
                }
            }
        }

        /// Writes a step's message from its kept `head` (the head at hand when it has none kept) and
        /// `text`; with the row's id after its own when `ofRow`.
        @inline(__always)
        private mutating func write(head kept: Range<Int>?, ofRow: Bool, id: Id, text: Text, type: PickleStepType?) {
            writeStep(head: kept.map { UnsafeBufferPointer(rebasing: self.kept.unsafeBytes[$0]) } ?? head.unsafeBytes,
                      rowId: ofRow ? rowId.unsafeBytes : .empty, id: id, text: text, type: type, to: &json)
        }

        mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) {
            let id = ids.newNumber()
            precondition(id == pickleId, "a pickle's id is the one after its steps'")
            if segmentTags?.segment != plan.segment {
                segmentTags = (plan.segment, kept.fragment { writeTags(plan.tags, to: &$0) })
            }
            if uriField == nil { uriField = kept.fragment { writeUri(plan.uri, to: &$0) } }
            writeEnd(tags: UnsafeBufferPointer(rebasing: kept.unsafeBytes[segmentTags.unsafelyUnwrapped.bytes]),
                     uri: UnsafeBufferPointer(rebasing: kept.unsafeBytes[uriField.unsafelyUnwrapped]), to: &json)
            json.endObject()
            json.raw(0x0A)
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// No bytes.
    fileprivate static var empty: Self { Self(start: nil, count: 0) }
}
