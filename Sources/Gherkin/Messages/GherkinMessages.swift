import JSON

/// Writes the Cucumber Messages envelopes of the Gherkin stage (`source`, `gherkinDocument`,
/// `pickle`, `parseError`) as compact JSON with sorted keys, one envelope per call; callers add
/// the newline between NDJSON lines.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given the device is offline\n"
/// let document = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// var json = JSONWriter()  // from the JSON module
/// GherkinMessages.writeSource(text, uri: "cache.feature", mediaType: GherkinParser.Syntax.plain.mediaType, to: &json)
/// json.raw(UInt8(ascii: "\n"))
/// GherkinMessages.write(document, to: &json)  // {"gherkinDocument":{…}}
/// GherkinMessages.writePickles(of: document, ids: &ids, to: &json)
/// ```
package enum GherkinMessages {
    /// `{"source":{"data":…,"mediaType":…,"uri":…}}`: the file's text as read.
    package static func writeSource(_ data: String, uri: String, mediaType: String, to json: inout JSONWriter) {
        json.object { json in
            json.key("source")
            json.object { json in
                json.field("data", data)
                json.field("mediaType", mediaType)
                json.field("uri", uri)
            }
        }
    }

    /// `{"gherkinDocument":{…}}`.
    package static func write(_ document: GherkinDocument, to json: inout JSONWriter) {
        json.object { json in
            json.key("gherkinDocument")
            json.object { json in
                json.key("comments")
                json.array { json in
                    for comment in document.comments {
                        json.object { json in
                            write(comment.location, named: "location", to: &json)
                            json.field("text", comment.text)
                        }
                    }
                }
                if let feature = document.feature {
                    json.key("feature")
                    ASTMessages.write(feature, to: &json)
                }
                json.field("uri", ifPresent: document.uri)
            }
        }
    }

    /// `{"pickle":{…}}`.
    package static func write(_ pickle: Pickle, to json: inout JSONWriter) {
        json.object { json in
            json.key("pickle")
            PickleMessages.write(pickle, to: &json)
        }
    }

    /// `{"pickle":{…}}` and a newline for each pickle of `document`, compiled as a run compiles
    /// them (`PickleCompiler`), one at a time, each written as it is compiled.
    package static func writePickles(of document: GherkinDocument, ids: inout IdGenerator, to json: inout JSONWriter) {
        var writer = PickleWriter()
        writePickles(of: document, ids: &ids, to: &json, using: &writer)
    }

    /// The same, with `writer`'s buffers, kept from the documents it wrote before: a thread that
    /// writes many documents makes them once.
    package static func writePickles(of document: GherkinDocument, ids: inout IdGenerator, to json: inout JSONWriter,
                                     using writer: inout PickleWriter) {
        writer.sink.startDocument()
        swap(&writer.sink.json, &json)
        defer { swap(&writer.sink.json, &json) }
        let compiler = PickleCompiler()
        PicklePlan.plans(of: document) { plan in compiler.compile(plan, ids: &ids, into: &writer.sink) }
    }

    /// `{"parseError":{"message":…,"source":{"location":…,"uri":…}}}`.
    package static func write(_ error: ParseError, to json: inout JSONWriter) {
        json.object { json in
            json.key("parseError")
            json.object { json in
                json.field("message", error.message)
                json.key("source")
                json.object { json in
                    write(error.location, named: "location", to: &json)
                    json.field("uri", error.uri)
                }
            }
        }
    }

    /// `"name":{"column":…,"line":…}`, without the column where there is none.
    static func write(_ location: Location, named name: StaticString, to json: inout JSONWriter) {
        json.key(name)
        json.value(upTo: locationRoom) { write(location, to: &$0) }
    }

    /// The most bytes a location's object takes: `{"column":`, `,"line":`, `}` and two numbers of
    /// at most 20 bytes each.
    static let locationRoom = 10 + 8 + 1 + 2 * 20

    /// A location's object, `{"column":…,"line":…}`, without the column where there is none.
    static func write(_ location: Location, to pieces: inout JSONPieces) {
        if let column = location.column {
            pieces.literal("{\"column\":")
            pieces.decimal(column)
            pieces.literal(",\"line\":")
        } else {
            pieces.literal("{\"line\":")
        }
        pieces.decimal(location.line)
        pieces.literal("}")
    }
}

/// What writes a document's pickles as messages: its buffers and what it keeps for the pickles of
/// one document, made again for the next document without giving up their room.
package struct PickleWriter {
    var sink = PickleMessages.Writer()

    package init() {}
}
