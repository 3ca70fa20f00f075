import JSON

/// The JSON of a `pickle` message, keys sorted, from a `Pickle`. Written straight from the
/// pickle's values in place: its steps, tags and table rows are read where they are stored,
/// not copied out one by one.
enum PickleMessages {
    static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        json.beginObject()
        writeIds(pickle.astNodeIds, to: &json)
        json.field("id", pickle.id)
        json.field("language", pickle.language)
        GherkinMessages.write(pickle.location, named: "location", to: &json)
        json.field("name", pickle.name)
        json.key("steps")
        json.beginArray()
        pickle.steps.withUnsafeBufferPointer { steps in
            guard let first = steps.baseAddress else { return }
            for index in steps.indices { write(step: first + index, to: &json) }
        }
        json.endArray()
        json.key("tags")
        json.beginArray()
        pickle.tags.withUnsafeBufferPointer { tags in
            for index in tags.indices {
                json.beginObject()
                json.field("astNodeId", tags[index].astNodeId)
                json.field("name", tags[index].name)
                json.endObject()
            }
        }
        json.endArray()
        json.field("uri", pickle.uri)
        json.endObject()
    }

    /// A step read where it is stored (a copy would retain and release each of its texts).
    private static func write(step: UnsafePointer<PickleStep>, to json: inout JSONWriter) {
        json.beginObject()
        if let argument = step.pointee.argument {
            json.key("argument")
            write(argument, to: &json)
        }
        writeIds(step.pointee.astNodeIds, to: &json)
        json.field("id", step.pointee.id)
        json.field("text", step.pointee.text)
        if let type = step.pointee.type { json.field("type", type.rawValue) }
        json.endObject()
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

    private static func writeIds(_ ids: [String], to json: inout JSONWriter) {
        json.key("astNodeIds")
        json.beginArray()
        ids.withUnsafeBufferPointer { ids in
            for index in ids.indices { json.string(ids[index]) }
        }
        json.endArray()
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

        mutating func add(background step: UnsafePointer<BackgroundStep>, type: PickleStepType?, ids: inout IdGenerator) {
            writeStep(argument: step.pointee.step.argument, stepId: step.pointee.step.astNodeIds[0], rowId: nil,
                      id: ids.newNumber(), text: step.pointee.step.text, type: type)
        }

        mutating func add(step: UnsafePointer<Step>, text: String, type: PickleStepType?, rowId: String?,
                          argument: PickleStepArgument?, ids: inout IdGenerator) {
            writeStep(argument: argument, stepId: step.pointee.id, rowId: rowId, id: ids.newNumber(), text: text, type: type)
        }

        private mutating func writeStep(argument: PickleStepArgument?, stepId: String, rowId: String?, id: Int, text: String,
                                        type: PickleStepType?) {
            steps.beginObject()
            if let argument {
                steps.key("argument")
                PickleMessages.write(argument, to: &steps)
            }
            steps.key("astNodeIds")
            steps.beginArray()
            steps.string(stepId)
            if let rowId { steps.string(rowId) }
            steps.endArray()
            steps.field("id", quoting: id)
            steps.field("text", text)
            if let type { steps.field("type", type.rawValue) }
            steps.endObject()
        }

        mutating func finish(_ plan: PicklePlan, ids: inout IdGenerator) {
            json.beginObject()
            json.key("pickle")
            json.beginObject()
            json.key("astNodeIds")
            json.beginArray()
            json.string(plan.scenario.id)
            if let row = plan.row { json.string(row.id) }
            json.endArray()
            json.field("id", quoting: ids.newNumber())
            json.field("language", plan.language)
            GherkinMessages.write(plan.location, named: "location", to: &json)
            json.field("name", plan.name)
            json.key("steps")
            json.beginArray()
            steps.withBytes { json.raw(contentsOf: $0) }
            json.endArray()
            steps.removeAll()
            json.key("tags")
            json.beginArray()
            plan.tags.withUnsafeBufferPointer { tags in
                for index in tags.indices {
                    json.beginObject()
                    json.field("astNodeId", tags[index].astNodeId)
                    json.field("name", tags[index].name)
                    json.endObject()
                }
            }
            json.endArray()
            json.field("uri", plan.uri)
            json.endObject()
            json.endObject()
            json.raw(0x0A)
        }
    }
}
