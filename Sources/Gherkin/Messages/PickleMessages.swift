import JSON

/// The JSON of a `pickle` message, keys sorted, from a `Pickle`. Written straight from the
/// pickle's values in place: its steps, tags and table rows are read where they are stored,
/// not copied out one by one.
enum PickleMessages {
    static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        writePickle(astNodeIds: { writeStrings(pickle.astNodeIds, to: &$0) }, id: .text(pickle.id), language: pickle.language,
                    location: pickle.location, name: pickle.name, steps: { json in
                        pickle.steps.withUnsafeBufferPointer { steps in
                            guard let first = steps.baseAddress else { return }
                            for index in steps.indices { write(step: first + index, to: &json) }
                        }
                    }, tags: { writeTags(pickle.tags, to: &$0) }, uri: { writeUri(pickle.uri, to: &$0) }, to: &json)
    }

    /// A step read where it is stored (a copy would retain and release each of its texts).
    private static func write(step: UnsafePointer<PickleStep>, to json: inout JSONWriter) {
        writeStep(argument: { writeArgumentField(step.pointee.argument, to: &$0) },
                  astNodeIds: { writeStrings(step.pointee.astNodeIds, to: &$0) }, id: .text(step.pointee.id),
                  text: { writeStepText(step.pointee.text, to: &$0) }, type: step.pointee.type, to: &json)
    }

    /// A message's id: a compiled pickle's decimal string, or the number a writer takes from the
    /// generator (written as the same string).
    private enum Id {
        case text(String)
        case number(Int)
    }

    /// The fields of a pickle's message, keys sorted: the one layout of both writers (a `Pickle`'s,
    /// and the compiler's pieces'). `astNodeIds` and `steps` write the elements of those lists,
    /// `tags` the list, `uri` the field (a writer may keep those two, the same in many pickles).
    @inline(__always)
    private static func writePickle(astNodeIds: (inout JSONWriter) -> Void, id: Id, language: String, location: Location,
                                    name: String, steps: (inout JSONWriter) -> Void, tags: (inout JSONWriter) -> Void,
                                    uri: (inout JSONWriter) -> Void, to json: inout JSONWriter) {
        json.beginObject()
        json.key("astNodeIds")
        json.array(astNodeIds)
        write(id, to: &json)
        json.field("language", language)
        GherkinMessages.write(location, named: "location", to: &json)
        json.field("name", name)
        json.key("steps")
        json.array(steps)
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

    /// The fields of a pickle step's message, keys sorted: the one layout of both writers. It
    /// comes in parts around the step's id, so that a writer can keep the parts that are the
    /// same in every pickle (a background step's start and text, an outline step's argument and
    /// text where no placeholder is in them) and write only the rest. `argument` writes the
    /// step's argument field or nothing, `text` its text field.
    @inline(__always)
    private static func writeStep(argument: (inout JSONWriter) -> Void, astNodeIds: (inout JSONWriter) -> Void, id: Id,
                                  text: (inout JSONWriter) -> Void, type: PickleStepType?, to json: inout JSONWriter) {
        writeStepStart(argument: argument, astNodeIds: astNodeIds, to: &json)
        write(id, to: &json)
        text(&json)
        writeStepEnd(type: type, to: &json)
    }

    /// A step's message up to its id: `{`, the argument, the syntax tree's ids.
    @inline(__always)
    private static func writeStepStart(argument: (inout JSONWriter) -> Void, astNodeIds: (inout JSONWriter) -> Void,
                                       to json: inout JSONWriter) {
        json.beginObject()
        argument(&json)
        json.key("astNodeIds")
        json.array(astNodeIds)
    }

    /// A step's `"argument":{…}` field, or nothing for a step without an argument.
    private static func writeArgumentField(_ argument: PickleStepArgument?, to json: inout JSONWriter) {
        guard let argument else { return }
        json.key("argument")
        write(argument, to: &json)
    }

    /// A step's `"text":…` field, after its id.
    @inline(__always)
    private static func writeStepText(_ text: String, to json: inout JSONWriter) {
        text.withUTF8Bytes { writeStepText($0, to: &json) }
    }

    /// A step's `"text":…` field from its UTF-8, such as an outline's text filled in a scratch buffer.
    @inline(__always)
    private static func writeStepText(_ text: UnsafeBufferPointer<UInt8>, to json: inout JSONWriter) {
        json.field("text", utf8: text)
    }

    /// A step's message after its text: the kind, and `}`.
    @inline(__always)
    private static func writeStepEnd(type: PickleStepType?, to json: inout JSONWriter) {
        if let type { json.field("type", literal: type.messageName) }
        json.endObject()
    }

    @inline(__always)
    private static func write(_ id: Id, to json: inout JSONWriter) {
        switch id {
        case .text(let text): json.field("id", text)
        case .number(let number): json.field("id", quoting: number)
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
    struct Writer: PickleSink {
        /// The output, the caller's writer swapped in for the compile (a copy would share its
        /// buffer, which the first write would then copy whole).
        var json = JSONWriter(capacity: 64)
        /// The pickle's steps, written as they come: the fields before them need the pickle's
        /// id, which is taken after theirs.
        private var steps = JSONWriter()
        /// The parts of each background step's message that every pickle taking the step
        /// shares, by the step's ordinal: made the first time a pickle takes it.
        private var backgroundParts: [BackgroundParts?] = []

        /// The tags of the last segment written, and which segment that was: an outline's
        /// pickles, one per row, have the same.
        private var segmentTags: (segment: Int, json: JSONWriter)?
        /// The document's `"uri":…` field, the same in each of its pickles.
        private var uriField: JSONWriter?

        /// A background step's message before its id, and its text after the id.
        private struct BackgroundParts {
            var start = JSONWriter(capacity: 64)
            var text = JSONWriter(capacity: 64)

            init(_ step: PickleStep) {
                let stepId = step.astNodeIds[0]
                writeStepStart(argument: { writeArgumentField(step.argument, to: &$0) }, astNodeIds: { $0.string(stepId) }, to: &start)
                writeStepText(step.text, to: &text)
            }
        }

        /// The parts of each outline step's message that every row of its examples table shares,
        /// by the step's index in its scenario, for the segment (the examples table) last written:
        /// made at its first row.
        private var outlineSteps: (segment: Int, parts: [OutlineStepParts?]) = (-1, [])

        /// An outline step's argument field and text field, each written once when no placeholder
        /// is in it (nil when one is: each row fills it in).
        private struct OutlineStepParts {
            /// The step's `"argument":{…}`, empty for a step without an argument.
            var argument: JSONWriter?
            /// The step's `"text":…`.
            var text: JSONWriter?

            init(_ step: UnsafePointer<Step>, argument: OutlineArgument?) {
                if argument?.holdsPlaceholder != true {
                    var field = JSONWriter(capacity: 64)
                    writeArgumentField(argument?.argument, to: &field)
                    self.argument = field
                }
                if !step.pointee.text.containsByte(UInt8(ascii: "<")) {
                    var field = JSONWriter(capacity: 64)
                    writeStepText(step.pointee.text, to: &field)
                    text = field
                }
            }
        }

        mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator) {
            let ordinal = step.pointee.ordinal
            if ordinal >= backgroundParts.count {
                backgroundParts.append(contentsOf: repeatElement(nil, count: ordinal + 1 - backgroundParts.count))
            }
            if backgroundParts[ordinal] == nil { backgroundParts[ordinal] = BackgroundParts(step.pointee.step) }
            backgroundParts.withUnsafeBufferPointer { parts in
                steps.append(parts[ordinal].unsafelyUnwrapped.start)
                write(.number(ids.newNumber()), to: &steps)
                steps.append(parts[ordinal].unsafelyUnwrapped.text)
            }
            writeStepEnd(type: type, to: &steps)
        }

        mutating func add(step: UnsafePointer<Step>, type: PickleStepType?, ids: inout IdGenerator) {
            writeStep(argument: { writeArgumentField(PickleCompiler.argument(of: step.pointee), to: &$0) },
                      astNodeIds: { $0.string(step.pointee.id) }, id: .number(ids.newNumber()),
                      text: { writeStepText(step.pointee.text, to: &$0) }, type: type, to: &steps)
        }

        mutating func add(outlineStep step: UnsafePointer<Step>, at index: Int, of plan: PicklePlan, type: PickleStepType?,
                          ids: inout IdGenerator) {
            if outlineSteps.segment != plan.segment {
                outlineSteps = (plan.segment, Array(repeating: nil, count: plan.scenario.steps.count))
            }
            if outlineSteps.parts[index] == nil {
                outlineSteps.parts[index] = OutlineStepParts(step, argument: plan.outlineArguments[index])
            }
            outlineSteps.parts.withUnsafeBufferPointer { parts in
                let shared = parts[index].unsafelyUnwrapped
                writeStep(argument: { json in
                    if let argument = shared.argument {
                        json.append(argument)
                    } else {
                        writeArgumentField(plan.outlineArguments[index]?.filled(by: plan), to: &json)
                    }
                }, astNodeIds: { json in
                    json.string(step.pointee.id)
                    if let row = plan.row { json.string(row.id) }
                }, id: .number(ids.newNumber()), text: { json in
                    if let text = shared.text {
                        json.append(text)
                    } else {
                        plan.withFilled(step.pointee.text) { writeStepText($0, to: &json) }
                    }
                }, type: type, to: &steps)
            }
        }

        mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) {
            let written = steps  // the steps' bytes, read while the pickle around them is written
            json.beginObject()
            json.key("pickle")
            writePickle(astNodeIds: { json in
                json.string(plan.scenario.id)
                if let row = plan.row { json.string(row.id) }
            }, id: .number(ids.newNumber()), language: plan.language, location: plan.location, name: plan.name,
            steps: { json in written.withBytes { json.raw(contentsOf: $0) } }, tags: { json in
                if segmentTags?.segment != plan.segment {
                    var tags = JSONWriter(capacity: 256)
                    writeTags(plan.tags, to: &tags)
                    segmentTags = (plan.segment, tags)
                }
                json.append(segmentTags.unsafelyUnwrapped.json)
            }, uri: { json in
                if uriField == nil {
                    var field = JSONWriter(capacity: 64)
                    writeUri(plan.uri, to: &field)
                    uriField = field
                }
                json.append(uriField.unsafelyUnwrapped)
            }, to: &json)
            json.endObject()
            json.raw(0x0A)
            steps.removeAll()
        }
    }
}
