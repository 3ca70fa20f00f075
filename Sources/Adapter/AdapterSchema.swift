import JSON
import SpecrunKit

/// The JSON Schema (draft 2020-12) of every message of the protocol, made from the vocabularies
/// it is given: the protocol's own events and commands, then each system's. docs/adapter-protocol.schema.json
/// is this document for the built-in systems (a test keeps it so).
///
/// ```swift
/// let schema = AdapterSchema.document(for: [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary])
/// try schema.indented.write(toFile: "docs/adapter-protocol.schema.json", atomically: true, encoding: .utf8)
/// ```
package enum AdapterSchema {
    package static func document(for vocabularies: [AdapterVocabulary]) -> JSONValue {
        // The handshake's vocabulary.data is one system's data, shown as it is sent.
        let data: JSONValue = .object([("anyOf", .array(vocabularies.map { .object([("$ref", .string("#/$defs/\($0.system)-data"))]) }))])
        let events = AdapterProtocol.events.map { kind in
            let event = schema(kind, key: "event")
            return kind.name == "hello" ? event.setting(["properties", "vocabulary", "properties", "data"], to: data) : event
        }
        var definitions: [(String, JSONValue)] = [
            ("protocol-event", .object([("oneOf", .array(events))])),
            ("protocol-command", .object([("oneOf", .array(AdapterProtocol.commands.map { schema($0, key: "command") }))])),
        ]
        for vocabulary in vocabularies {
            definitions.append(("\(vocabulary.system)-event", .object([("oneOf", .array(vocabulary.events.map { schema($0, key: "event") }))])))
            definitions.append(("\(vocabulary.system)-command", .object([("oneOf", .array(vocabulary.commands.map { schema($0, key: "command") }))])))
            definitions.append(("\(vocabulary.system)-data", shape(of: vocabulary.data)))
        }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", .string("specrun's adapter protocol, version \(AdapterProtocol.version)")),
            ("description", .string("One line of JSON each: events from specrun (the host) to the algorithm's child process, "
                + "commands from the child, each turn ending with {\"command\": \"end\"}. A system's messages are allowed "
                + "only in its own runs (docs/adapter.md).")),
            ("protocolVersion", .number(Double(AdapterProtocol.version))),
            ("anyOf", .array(definitions.filter { !$0.0.hasSuffix("-data") }.map { .object([("$ref", .string("#/$defs/\($0.0)"))]) })),
            ("$defs", .object(definitions)),
        ])
    }

    static func schema(_ kind: MessageKind, key: String) -> JSONValue {
        let properties: [(String, JSONValue)] = [(key, .object([("const", .string(kind.name))]))]
            + kind.fields.map { ($0.name, schema($0.type)) }
        return .object([
            ("description", .string(kind.summary)),
            ("type", "object"),
            ("properties", .object(properties)),
            ("required", .array(([key] + kind.fields.filter(\.isRequired).map(\.name)).map(JSONValue.string))),
            ("additionalProperties", false),
        ])
    }

    /// The schema a value of the vocabulary's data has: an object's members by name, every other
    /// value as the constant it is (the data is the same in every handshake).
    static func shape(of value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return .object([("const", value)]) }
        return .object([
            ("type", "object"),
            ("properties", .object(members.map { ($0.0, shape(of: $0.1)) })),
            ("required", .array(members.map { .string($0.0) })),
            ("additionalProperties", false),
        ])
    }

    static func schema(_ type: FieldType) -> JSONValue {
        switch type {
        case .string: return ["type": "string"]
        case .integer: return ["type": "integer"]
        case .boolean: return ["type": "boolean"]
        case .oneOf(let words): return .object([("enum", .array(words.map(JSONValue.string)))])
        case .array(let element): return .object([("type", "array"), ("items", schema(element))])
        case .nullable(let type): return .object([("anyOf", .array([schema(type), ["type": "null"]]))])
        case .any: return .object([])
        case .object(let fields):
            return .object([
                ("type", "object"),
                ("properties", .object(fields.map { ($0.name, schema($0.type)) })),
                ("required", .array(fields.filter(\.isRequired).map { .string($0.name) })),
                ("additionalProperties", false),
            ])
        }
    }
}

extension JSONValue {
    /// This object with the member at `path` (keys, outermost first) set to `value`; unchanged where
    /// the path leads nowhere.
    func setting(_ path: ArraySlice<String>, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self, let key = path.first,
              let index = members.firstIndex(where: { $0.0 == key }) else { return self }
        members[index].1 = path.count == 1 ? value : members[index].1.setting(path.dropFirst(), to: value)
        return .object(members)
    }

    /// The value as indented JSON, two spaces a level, for documents people read.
    package var indented: String {
        var text = ""
        writeIndented(to: &text, level: 0)
        return text + "\n"
    }

    private func writeIndented(to text: inout String, level: Int) {
        let inner = String(repeating: "  ", count: level + 1)
        switch self {
        case .array(let values) where !values.isEmpty:
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.writeIndented(to: &text, level: level + 1)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: level) + "]"
        case .object(let members) where !members.isEmpty:
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += inner + JSONValue.string(key).description + ": "
                value.writeIndented(to: &text, level: level + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: level) + "}"
        default:
            text += description
        }
    }
}
