import SpecrunKit

/// The JSON Schema (draft 2020-12) of every message of the protocol, made from the vocabularies
/// it is given: the protocol's own events and commands, then each system's. docs/adapter-protocol.schema.json
/// is this document for the built-in systems (a test keeps it so).
///
/// ```swift
/// let schema = AdapterSchema.document(for: [ArticleViewVocabulary.vocabulary, SafeAppVocabulary.vocabulary])
/// try schema.indented.write(toFile: "docs/adapter-protocol.schema.json", atomically: true, encoding: .utf8)
/// ```
public enum AdapterSchema {
    public static func document(for vocabularies: [AdapterVocabulary]) -> JSONValue {
        var definitions: [(String, JSONValue)] = [
            ("protocol-event", .object([("oneOf", .array(AdapterProtocol.events.map { schema($0, key: "event") }))])),
            ("protocol-command", .object([("oneOf", .array(AdapterProtocol.commands.map { schema($0, key: "command") }))])),
        ]
        for vocabulary in vocabularies {
            definitions.append(("\(vocabulary.system)-event", .object([("oneOf", .array(vocabulary.events.map { schema($0, key: "event") }))])))
            definitions.append(("\(vocabulary.system)-command", .object([("oneOf", .array(vocabulary.commands.map { schema($0, key: "command") }))])))
        }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", .string("specrun's adapter protocol, version \(AdapterProtocol.version)")),
            ("description", .string("One line of JSON each: events from specrun (the host) to the algorithm's child process, "
                + "commands from the child, each turn ending with {\"command\": \"end\"}. A system's messages are allowed "
                + "only in its own runs (docs/adapter.md).")),
            ("protocolVersion", .number(Double(AdapterProtocol.version))),
            ("anyOf", .array(definitions.map { .object([("$ref", .string("#/$defs/\($0.0)"))]) })),
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
    /// The value as indented JSON, two spaces a level, for documents people read.
    public var indented: String {
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
