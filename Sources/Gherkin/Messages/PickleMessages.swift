import JSON

/// The JSON of a `pickle` message, keys sorted: from a `Pickle`, or straight from the plans of a
/// document's pickles without building them (the same text, with less work).
enum PickleMessages {
    /// Writes `{"pickle":…}` and a newline for each pickle of `document`, numbered by `ids`
    /// exactly as `PickleCompiler` numbers them.
    static func writePickles(of document: GherkinDocument, ids: inout IdGenerator, to json: inout JSONWriter) {
        PicklePlan.plans(of: document) { plan in
            var stepIds = ids.reserve(plan.stepCount)
            let pickleId = ids.newNumber()
            // Containers opened and closed by hand: closures would copy the plan and each step.
            json.beginObject()
            json.key("pickle")
            json.beginObject()
            writeNodeIds(plan.scenario.id, plan.row?.id, to: &json)
            json.field("id", quoting: pickleId)
            json.field("language", plan.language)
            GherkinMessages.write(plan.location, named: "location", to: &json)
            json.field("name", plan.name)
            json.key("steps")
            json.beginArray()
            plan.forEachStepInPlace { step, type, fromOutline in
                json.beginObject()
                writeArgument(of: step, plan: plan, filling: fromOutline, to: &json)
                writeNodeIds(step.pointee.id, fromOutline ? plan.row?.id : nil, to: &json)
                json.field("id", quoting: stepIds.newNumber())
                json.field("text", fromOutline ? plan.fill(step.pointee.text) : step.pointee.text)
                json.field("type", ifPresent: type?.rawValue)
                json.endObject()
            }
            json.endArray()
            json.key("tags")
            json.beginArray()
            writeTags(plan.inheritedTags, to: &json)
            writeTags(plan.scenario.tags, to: &json)
            writeTags(plan.examplesTags, to: &json)
            json.endArray()
            json.field("uri", plan.uri)
            json.endObject()
            json.endObject()
            json.raw(0x0A)
        }
    }

    /// `"astNodeIds":[first]` or `"astNodeIds":[first,second]`.
    private static func writeNodeIds(_ first: String, _ second: String?, to json: inout JSONWriter) {
        json.key("astNodeIds")
        json.beginArray()
        json.string(first)
        if let second { json.string(second) }
        json.endArray()
    }

    /// The elements `{"astNodeId":…,"name":…}` of a pickle's tags.
    private static func writeTags(_ tags: [Tag], to json: inout JSONWriter) {
        for index in tags.indices {
            json.beginObject()
            json.field("astNodeId", tags[index].id)
            json.field("name", tags[index].name)
            json.endObject()
        }
    }

    /// `"argument":{…}` of a step with a data table or doc string, its texts filled in by `plan`
    /// when `filling`.
    private static func writeArgument(of step: UnsafePointer<Step>, plan: PicklePlan, filling: Bool,
                                      to json: inout JSONWriter) {
        guard step.pointee.dataTable != nil || step.pointee.docString != nil else { return }
        let indexes = PicklePlan.argumentIndexes(of: step.pointee)
        json.key("argument")
        json.beginObject()
        if let table = step.pointee.dataTable {
            beginDataTable(argumentIndex: indexes.dataTable, to: &json)
            table.rows.withUnsafeBufferPointer { rows in
                for row in rows.indices {
                    beginRow(to: &json)
                    rows[row].cells.withUnsafeBufferPointer { cells in
                        for cell in cells.indices {
                            json.object("value", filling ? plan.fill(cells[cell].value) : cells[cell].value)
                        }
                    }
                    endRow(to: &json)
                }
            }
            endDataTable(to: &json)
        }
        if let docString = step.pointee.docString {
            json.key("docString")
            json.beginObject()
            if let index = indexes.docString { json.field("argumentIndex", index) }
            json.field("content", filling ? plan.fill(docString.content) : docString.content)
            json.field("mediaType", ifPresent: docString.mediaType.map { filling ? plan.fill($0) : $0 })
            json.endObject()
        }
        json.endObject()
    }

    static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        json.object { json in
            write(pickle.astNodeIds, to: &json)
            json.field("id", pickle.id)
            json.field("language", pickle.language)
            GherkinMessages.write(pickle.location, named: "location", to: &json)
            json.field("name", pickle.name)
            json.key("steps")
            json.array { json in
                for index in pickle.steps.indices { write(pickle.steps[index], to: &json) }
            }
            json.key("tags")
            json.array { json in
                for tag in pickle.tags {
                    json.object { json in
                        json.field("astNodeId", tag.astNodeId)
                        json.field("name", tag.name)
                    }
                }
            }
            json.field("uri", pickle.uri)
        }
    }

    static func write(_ step: PickleStep, to json: inout JSONWriter) {
        json.object { json in
            if let argument = step.argument {
                json.key("argument")
                write(argument, to: &json)
            }
            write(step.astNodeIds, to: &json)
            json.field("id", step.id)
            json.field("text", step.text)
            json.field("type", ifPresent: step.type?.rawValue)
        }
    }

    static func write(_ argument: PickleStepArgument, to json: inout JSONWriter) {
        json.object { json in
            if let table = argument.dataTable {
                writeDataTable(rowCount: table.rows.count, argumentIndex: table.argumentIndex, to: &json) { row, json in
                    for value in table.rows[row] { json.object("value", value) }
                }
            }
            if let docString = argument.docString {
                json.key("docString")
                json.object { json in
                    if let index = docString.argumentIndex { json.field("argumentIndex", index) }
                    json.field("content", docString.content)
                    json.field("mediaType", ifPresent: docString.mediaType)
                }
            }
        }
    }

    /// `"dataTable":{"argumentIndex":…,"rows":[{"cells":[{"value":…}]}]}`.
    private static func writeDataTable(rowCount: Int, argumentIndex: Int?, to json: inout JSONWriter,
                                       cells writeCells: (Int, inout JSONWriter) -> Void) {
        beginDataTable(argumentIndex: argumentIndex, to: &json)
        for row in 0..<rowCount {
            beginRow(to: &json)
            writeCells(row, &json)
            endRow(to: &json)
        }
        endDataTable(to: &json)
    }

    /// `"dataTable":{"argumentIndex":…,"rows":[`, the rows to follow.
    private static func beginDataTable(argumentIndex: Int?, to json: inout JSONWriter) {
        json.key("dataTable")
        json.beginObject()
        if let argumentIndex { json.field("argumentIndex", argumentIndex) }
        json.key("rows")
        json.beginArray()
    }

    private static func endDataTable(to json: inout JSONWriter) {
        json.endArray()
        json.endObject()
    }

    /// `{"cells":[`, the cells to follow.
    @inline(__always)
    private static func beginRow(to json: inout JSONWriter) {
        json.beginObject()
        json.key("cells")
        json.beginArray()
    }

    @inline(__always)
    private static func endRow(to json: inout JSONWriter) {
        json.endArray()
        json.endObject()
    }

    private static func write(_ ids: [String], to json: inout JSONWriter) {
        json.key("astNodeIds")
        json.array { json in
            for id in ids { json.string(id) }
        }
    }
}
