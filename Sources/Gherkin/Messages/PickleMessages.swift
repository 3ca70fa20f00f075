import JSON

/// The JSON of a `pickle` message, keys sorted, from a `Pickle` or from the compiler's pieces
/// (`Writer`). Written straight from the values in place: steps, tags and table rows are read
/// where they are stored, not copied out one by one.
enum PickleMessages {
    /// The pickle's object, `{…}`.
    static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        pickle.name.withUTF8Bytes { name in
            writeStart(astNodeIds: { writeStrings(pickle.astNodeIds, to: &$0) }, id: .text(pickle.id), language: pickle.language,
                       location: pickle.location, name: name, to: &json)
        }
        var head = JSONWriter(capacity: 256)
        // The steps read where they are stored (a copy would retain and release each of their texts).
        pickle.steps.withUnsafeBufferPointer { steps in
            guard let first = steps.baseAddress else { return }
            for index in steps.indices {
                let step = first + index
                head.removeAll()
                writeStepHead(argument: step.pointee.argument, astNodeIds: { writeStrings(step.pointee.astNodeIds, to: &$0) }, to: &head)
                head.withBytes { head in
                    step.pointee.text.withUTF8Bytes { text in
                        writeStep(head: head, rowId: .empty, id: .text(step.pointee.id), text: .text(text), type: step.pointee.type,
                                  to: &json)
                    }
                }
            }
        }
        writeEnd(tags: { writeTags(pickle.tags, to: &$0) }, uri: { writeUri(pickle.uri, to: &$0) }, to: &json)
    }

    /// A message's id: a compiled pickle's decimal string, or the number a writer takes from the
    /// generator (written as the same string).
    private enum Id {
        case text(String)
        case number(Int)
    }

    /// A step's text: its `"text":…` field written before, or its UTF-8 to write it from.
    private enum StepText {
        case field(UnsafeBufferPointer<UInt8>)
        case text(UnsafeBufferPointer<UInt8>)
    }

    // The layout of a pickle's message, keys sorted, the one of both writers (a `Pickle`'s, and
    // the compiler's pieces'): the start, up to its list of steps; each step; the end. A writer may
    // keep the parts that are the same in many pickles (a step's head, its text field, the tags,
    // the uri field) and write only the rest.

    /// The pickle's object up to its steps, `{"astNodeIds":[…],…,"steps":[`: `astNodeIds` writes
    /// the list's elements. The steps come next, each one `writeStep`.
    private static func writeStart(astNodeIds: (inout JSONWriter) -> Void, id: Id, language: String, location: Location,
                                   name: UnsafeBufferPointer<UInt8>, to json: inout JSONWriter) {
        json.beginObject()
        json.key("astNodeIds")
        json.array(astNodeIds)
        switch id {
        case .text(let text): json.field("id", text)
        case .number(let number): json.field("id", quoting: number)
        }
        json.field("language", language)
        GherkinMessages.write(location, named: "location", to: &json)
        json.field("name", utf8: name)
        json.key("steps")
        json.beginArray()
    }

    /// The pickle's object after its steps: `],"tags":`, the list `tags` writes, the field `uri`
    /// writes, `}`.
    private static func writeEnd(tags: (inout JSONWriter) -> Void, uri: (inout JSONWriter) -> Void, to json: inout JSONWriter) {
        json.endArray()
        json.key("tags")
        tags(&json)
        uri(&json)
        json.endObject()
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
    private static func writeStepHead(argument: PickleStepArgument?, astNodeIds: (inout JSONWriter) -> Void,
                                      to json: inout JSONWriter) {
        json.beginObject()
        if let argument {
            json.key("argument")
            write(argument, to: &json)
        }
        json.key("astNodeIds")
        json.beginArray()
        astNodeIds(&json)
    }

    /// A step's `"text":…` field, kept by a writer for the pickles that share it.
    private static func writeStepText(_ text: String, to json: inout JSONWriter) {
        text.withUTF8Bytes { json.field("text", utf8: $0) }
    }

    /// A step's message, one element of a pickle's steps, in one write from its parts: the `head`
    /// (`writeStepHead`), the row's id (`"…"`, or empty), the id, the text and the kind.
    @inline(__always)
    private static func writeStep(head: UnsafeBufferPointer<UInt8>, rowId: UnsafeBufferPointer<UInt8>, id: Id, text: StepText,
                                  type: PickleStepType?, to json: inout JSONWriter) {
        let idRoom = switch id {
        case .text(let text): JSONPieces.quotedRoom(text.utf8.count)
        case .number: 22
        }
        let textRoom = switch text {
        case .field(let field): field.count
        case .text(let text): 8 + JSONPieces.quotedRoom(text.count)
        }
        json.value(upTo: head.count + 1 + rowId.count + 7 + idRoom + textRoom + 19) { step in
            step.raw(head)
            if !rowId.isEmpty {
                step.literal(",")
                step.raw(rowId)
            }
            switch id {
            case .text(let text):
                step.literal("],\"id\":")
                text.withUTF8Bytes { step.quoted($0) }
                step.literal(",")
            case .number(let number):
                step.literal("],\"id\":\"")
                step.decimal(number)
                step.literal("\",")
            }
            switch text {
            case .field(let field):
                step.raw(field)
            case .text(let text):
                step.literal("\"text\":")
                step.quoted(text)
            }
            step.literal(type?.messageTail ?? "}")
        }
    }

    static func write(_ argument: PickleStepArgument, to json: inout JSONWriter) {
        json.beginObject()
        if let table = argument.dataTable {
            json.key("dataTable")
            write(table, to: &json)
        }
        if let docString = argument.docString {
            json.key("docString")
            json.beginObject()
            if let index = docString.argumentIndex { json.field("argumentIndex", index) }
            json.field("content", docString.content)
            json.field("mediaType", ifPresent: docString.mediaType)
            json.endObject()
        }
        json.endObject()
    }

    private static func write(_ table: PickleTable, to json: inout JSONWriter) {
        json.beginObject()
        if let index = table.argumentIndex { json.field("argumentIndex", index) }
        json.key("rows")
        json.beginArray()
        table.rows.withUnsafeBufferPointer { rows in
            for row in rows.indices {
                json.beginObject()
                json.key("cells")
                json.beginArray()
                rows[row].withUnsafeBufferPointer { values in
                    for index in values.indices { json.object("value", values[index]) }
                }
                json.endArray()
                json.endObject()
            }
        }
        json.endArray()
        json.endObject()
    }

    /// The elements of a list of strings, read where they are stored.
    private static func writeStrings(_ strings: [String], to json: inout JSONWriter) {
        strings.withUnsafeBufferPointer { strings in
            for index in strings.indices { json.string(strings[index]) }
        }
    }

    /// Writes `{"pickle":{…}}` and a newline for each pickle the compiler makes, straight from
    /// its pieces: no `Pickle` is made. Byte for byte what `write(_:to:)` writes of the pickle.
    /// What many of a document's pickles share is written once, kept in one buffer, and copied
    /// into each.
    struct Writer: PickleSink {
        /// The output, the caller's writer swapped in for the compile (a copy would share its
        /// buffer, which the first write would then copy whole).
        var json = JSONWriter(capacity: 64)
        /// The parts kept for many pickles, one after another; `StepParts` and the fields below
        /// say where each is.
        private var kept = JSONWriter(capacity: 1024)
        /// The head of the step at hand where no kept head serves it (a scenario's step, an
        /// outline's step whose argument holds a placeholder).
        private var head = JSONWriter(capacity: 256)
        /// The id of the pickle's examples row, quoted (empty outside outlines): each of its outline
        /// steps lists it after its own.
        private var rowId = JSONWriter(capacity: 32)
        /// The id the pickle at hand takes after its steps (`begin`).
        private var pickleId = 0

        /// The kept parts of each background step, by the step's ordinal: kept the first time a
        /// pickle takes it.
        private var backgroundSteps: [StepParts?] = []
        /// The kept parts of each step of an outline, by the step's index in its scenario, for
        /// the segment (the examples table) last written: kept at its first row.
        private var outlineSteps: (segment: Int, parts: [StepParts?]) = (-1, [])
        /// The tags of the last segment written, and which segment that was: an outline's
        /// pickles, one per row, have the same.
        private var segmentTags: (segment: Int, bytes: Range<Int>)?
        /// The document's `"uri":…` field, the same in each of its pickles.
        private var uriField: Range<Int>?

        /// Where a step's head and text field are among the kept parts; nil for one a row fills in
        /// (it holds a placeholder).
        private struct StepParts {
            var head: Range<Int>?
            var text: Range<Int>?
        }

        mutating func begin(_ plan: PicklePlan, id: Int) {
            pickleId = id
            rowId.removeAll()
            if let row = plan.row { rowId.string(row.id) }
            json.beginObject()
            json.key("pickle")
            // The closures take what they need, not the plan (each would copy it whole).
            let scenarioId = plan.scenario.id, row = plan.row?.id, language = plan.language, location = plan.location
            plan.withFilled(plan.scenario.name) { name in
                writeStart(astNodeIds: { json in
                    json.string(scenarioId)
                    if let row { json.string(row) }
                }, id: .number(id), language: language, location: location, name: name, to: &json)
            }
        }

        mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator) {
            let ordinal = step.pointee.ordinal
            if ordinal >= backgroundSteps.count {
                backgroundSteps.append(contentsOf: repeatElement(nil, count: ordinal + 1 - backgroundSteps.count))
            }
            if backgroundSteps[ordinal] == nil {
                let pickleStep = step.pointee.step
                backgroundSteps[ordinal] = StepParts(
                    head: kept.fragment { writeStepHead(argument: pickleStep.argument, astNodeIds: { $0.string(pickleStep.astNodeIds[0]) }, to: &$0) },
                    text: kept.fragment { writeStepText(pickleStep.text, to: &$0) })
            }
            write(backgroundSteps[ordinal].unsafelyUnwrapped, ofRow: false, id: ids.newNumber(), text: .empty, type: type)
        }

        mutating func add(step: UnsafePointer<Step>, type: PickleStepType?, ids: inout IdGenerator) {
            head.removeAll()
            writeStepHead(argument: PickleCompiler.argument(of: step.pointee), astNodeIds: { $0.string(step.pointee.id) }, to: &head)
            let id = ids.newNumber()
            step.pointee.text.withUTF8Bytes { text in write(StepParts(), ofRow: false, id: id, text: text, type: type) }
        }

        mutating func add(outlineStep step: UnsafePointer<Step>, at index: Int, of plan: PicklePlan, type: PickleStepType?,
                          ids: inout IdGenerator) {
            if outlineSteps.segment != plan.segment {
                outlineSteps = (plan.segment, Array(repeating: nil, count: plan.scenario.steps.count))
            }
            if outlineSteps.parts[index] == nil {
                let argument = plan.outlineArguments[index]
                outlineSteps.parts[index] = StepParts(
                    head: argument?.holdsPlaceholder == true ? nil : kept.fragment { json in
                        writeStepHead(argument: argument?.argument, astNodeIds: { $0.string(step.pointee.id) }, to: &json)
                    },
                    text: step.pointee.text.containsByte(UInt8(ascii: "<")) ? nil : kept.fragment { writeStepText(step.pointee.text, to: &$0) })
            }
            let parts = outlineSteps.parts[index].unsafelyUnwrapped
            if parts.head == nil {
                head.removeAll()
                writeStepHead(argument: plan.outlineArguments[index]?.filled(by: plan), astNodeIds: { $0.string(step.pointee.id) },
                              to: &head)
            }
            let id = ids.newNumber()
            if parts.text != nil {
                write(parts, ofRow: true, id: id, text: .empty, type: type)
            } else {
                plan.withFilled(step.pointee.text) { text in write(parts, ofRow: true, id: id, text: text, type: type) }
            }
        }

        /// Writes a step's message from its kept `parts`, the head at hand where it has none kept
        /// and `text` where it has no text field kept; with the row's id after its own when `ofRow`.
        private mutating func write(_ parts: StepParts, ofRow: Bool, id: Int, text: UnsafeBufferPointer<UInt8>,
                                    type: PickleStepType?) {
            kept.withBytes { kept in
                head.withBytes { written in
                    rowId.withBytes { rowId in
                        writeStep(head: parts.head.map { UnsafeBufferPointer(rebasing: kept[$0]) } ?? written, rowId: ofRow ? rowId : .empty,
                                  id: .number(id), text: parts.text.map { .field(UnsafeBufferPointer(rebasing: kept[$0])) } ?? .text(text),
                                  type: type, to: &json)
                    }
                }
            }
        }

        mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) {
            let id = ids.newNumber()
            precondition(id == pickleId, "a pickle's id is the one after its steps'")
            if segmentTags?.segment != plan.segment {
                segmentTags = (plan.segment, kept.fragment { writeTags(plan.tags, to: &$0) })
            }
            if uriField == nil { uriField = kept.fragment { writeUri(plan.uri, to: &$0) } }
            let tags = segmentTags.unsafelyUnwrapped.bytes, uri = uriField.unsafelyUnwrapped
            kept.withBytes { kept in
                writeEnd(tags: { json in json.value(upTo: tags.count) { $0.raw(UnsafeBufferPointer(rebasing: kept[tags])) } },
                         uri: { json in json.value(upTo: uri.count) { $0.raw(UnsafeBufferPointer(rebasing: kept[uri])) } }, to: &json)
            }
            json.endObject()
            json.raw(0x0A)
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// No bytes.
    fileprivate static var empty: Self { Self(start: nil, count: 0) }
}
