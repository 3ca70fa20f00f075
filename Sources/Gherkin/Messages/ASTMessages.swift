import JSON

/// The JSON of the nodes of a `gherkinDocument` message, keys sorted.
enum ASTMessages {
    static func write(_ feature: Feature, to json: inout JSONWriter) {
        json.object { json in
            write(feature.children, to: &json)
            json.field("description", feature.description)
            json.field("keyword", ifPresent: feature.keyword)
            json.field("language", feature.language)
            location(feature.location, to: &json)
            json.field("name", feature.name)
            write(feature.tags, to: &json)
        }
    }

    /// `"children":[{"background":…},{"scenario":…},{"rule":…}]`.
    static func write(_ children: [FeatureChild], to json: inout JSONWriter) {
        json.key("children")
        json.array { json in
            for child in children {
                json.object { json in
                    switch child {
                    case .background(let background):
                        json.key("background")
                        write(background, to: &json)
                    case .rule(let rule):
                        json.key("rule")
                        write(rule, to: &json)
                    case .scenario(let scenario):
                        json.key("scenario")
                        write(scenario, to: &json)
                    }
                }
            }
        }
    }

    static func write(_ rule: Rule, to json: inout JSONWriter) {
        json.object { json in
            write(rule.children.map { child -> FeatureChild in
                switch child {
                case .background(let background): .background(background)
                case .scenario(let scenario): .scenario(scenario)
                }
            }, to: &json)
            json.field("description", rule.description)
            writeTitle(id: rule.id, keyword: rule.keyword, location: rule.location, name: rule.name, to: &json)
            write(rule.tags, to: &json)
        }
    }

    static func write(_ background: Background, to json: inout JSONWriter) {
        json.object { json in
            json.field("description", background.description)
            writeTitle(id: background.id, keyword: background.keyword, location: background.location, name: background.name, to: &json)
            write(background.steps, to: &json)
        }
    }

    static func write(_ scenario: Scenario, to json: inout JSONWriter) {
        json.object { json in
            json.field("description", scenario.description)
            json.key("examples")
            json.array { json in
                for examples in scenario.examples { write(examples, to: &json) }
            }
            writeTitle(id: scenario.id, keyword: scenario.keyword, location: scenario.location, name: scenario.name, to: &json)
            write(scenario.steps, to: &json)
            write(scenario.tags, to: &json)
        }
    }

    static func write(_ examples: Examples, to json: inout JSONWriter) {
        json.object { json in
            json.field("description", examples.description)
            writeTitle(id: examples.id, keyword: examples.keyword, location: examples.location, name: examples.name, to: &json)
            json.key("tableBody")
            json.array { json in
                for row in examples.tableBody { write(row, to: &json) }
            }
            if let header = examples.tableHeader {
                json.key("tableHeader")
                write(header, to: &json)
            }
            write(examples.tags, to: &json)
        }
    }

    static func write(_ steps: [Step], to json: inout JSONWriter) {
        json.key("steps")
        json.array { json in
            for step in steps { write(step, to: &json) }
        }
    }

    static func write(_ step: Step, to json: inout JSONWriter) {
        json.object { json in
            if let table = step.dataTable {
                json.key("dataTable")
                json.object { json in
                    location(table.location, to: &json)
                    json.key("rows")
                    json.array { json in
                        for row in table.rows { write(row, to: &json) }
                    }
                }
            }
            if let docString = step.docString {
                json.key("docString")
                json.object { json in
                    json.field("content", docString.content)
                    json.field("delimiter", docString.delimiter)
                    location(docString.location, to: &json)
                    json.field("mediaType", ifPresent: docString.mediaType)
                }
            }
            json.field("id", step.id)
            json.field("keyword", step.keyword)
            json.field("keywordType", ifPresent: step.keywordType?.rawValue)
            location(step.location, to: &json)
            json.field("text", step.text)
        }
    }

    static func write(_ row: TableRow, to json: inout JSONWriter) {
        json.object { json in
            json.key("cells")
            json.array { json in
                // Each value written from where the row keeps it, no string made.
                for index in row.cells.indices {
                    json.object { json in
                        location(row.cells.location(at: index), to: &json)
                        row.cells.withValue(at: index) { json.field("value", utf8: $0) }
                    }
                }
            }
            json.field("id", row.id)
            location(row.location, to: &json)
        }
    }

    static func write(_ tags: [Tag], to json: inout JSONWriter) {
        json.key("tags")
        json.array { json in
            for tag in tags {
                json.object { json in
                    json.field("id", tag.id)
                    location(tag.location, to: &json)
                    json.field("name", tag.name)
                }
            }
        }
    }

    /// `"id":…,"keyword":…,"location":…,"name":…`, which rules, backgrounds, scenarios and
    /// examples all have, in this order.
    private static func writeTitle(id: String, keyword: String, location: Location, name: String,
                                   to json: inout JSONWriter) {
        json.field("id", id)
        json.field("keyword", keyword)
        ASTMessages.location(location, to: &json)
        json.field("name", name)
    }

    private static func location(_ location: Location, to json: inout JSONWriter) {
        GherkinMessages.write(location, named: "location", to: &json)
    }
}
