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
}
