import JSON

/// The JSON of a `pickle` message, keys sorted, from a `Pickle`.
enum PickleMessages {
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
                json.key("dataTable")
                json.object { json in
                    if let index = table.argumentIndex { json.field("argumentIndex", index) }
                    json.key("rows")
                    json.array { json in
                        for row in table.rows {
                            json.object { json in
                                json.key("cells")
                                json.array { json in
                                    for value in row { json.object("value", value) }
                                }
                            }
                        }
                    }
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

    private static func write(_ ids: [String], to json: inout JSONWriter) {
        json.key("astNodeIds")
        json.array { json in
            for id in ids { json.string(id) }
        }
    }
}
