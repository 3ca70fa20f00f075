import JSON
import SpecrunKit
/// What a system says to an algorithm in a child process and what it accepts back, as data: the
/// events it sends, the commands it takes, and whatever else a client needs to know (endpoints,
/// screens, the texts of banners). The child receives it at the handshake; `AdapterSchema` turns
/// it into the JSON Schema of docs/adapter-protocol.schema.json.
///
/// ```swift
/// let vocabulary = AdapterVocabulary(system: "shop",
///     events: [MessageKind("open", "the user opens a product", [Field("product", .string)])],
///     commands: [MessageKind("render", "shows the product page", [Field("page", .object([]))])])
/// ```
public struct AdapterVocabulary: Sendable {
    /// The system's name, as its feature tag says it (without the `@`).
    public var system: String
    /// What the host sends, beside the protocol's own events (`hello`, `start`, `scene`, `timer`).
    public var events: [MessageKind]
    /// What the child may answer, beside the protocol's own commands (`hello`, `end`, `schedule`, `unschedule`).
    public var commands: [MessageKind]
    /// Anything else the system publishes (endpoints, screens, texts), sent as is at the handshake.
    public var data: JSONValue

    /// The vocabulary of `system`: its events and commands, and its data (none by default).
    public init(system: String, events: [MessageKind], commands: [MessageKind], data: JSONValue = [:]) {
        self.system = system
        self.events = events
        self.commands = commands
        self.data = data
    }

    /// Every event the child may receive, the protocol's first.
    public var allEvents: [MessageKind] { AdapterProtocol.events + events }
    /// Every command the child may send, the protocol's first.
    public var allCommands: [MessageKind] { AdapterProtocol.commands + commands }

    /// The command named `name`, if the system or the protocol has one.
    func command(named name: String) -> MessageKind? {
        allCommands.first { $0.name == name }
    }

    /// How the protocol writes a request's failure, the same for every system: the fields
    /// `failure` (notConnected, timedOut, connectionLost, httpStatus) and, for an HTTP status,
    /// `status`.
    ///
    /// ```swift
    /// let answer = JSONValue.object([("request", 7)] + AdapterVocabulary.fields(of: .httpStatus(503)))
    /// // {"request":7,"failure":"httpStatus","status":503}
    /// ```
    public static func fields(of failure: RequestError) -> [(String, JSONValue)] {
        switch failure {
        case .notConnected: [("failure", "notConnected")]
        case .timedOut: [("failure", "timedOut")]
        case .connectionLost: [("failure", "connectionLost")]
        case .httpStatus(let status): [("failure", "httpStatus"), ("status", .number(Double(status)))]
        }
    }

    /// The vocabulary as the handshake sends it.
    public var json: JSONValue {
        .object([
            ("system", .string(system)),
            ("events", .array(allEvents.map(\.json))),
            ("commands", .array(allCommands.map(\.json))),
            ("data", data),
        ])
    }
}

/// One kind of message (an event or a command): its name, what it means, and its fields.
///
/// ```swift
/// let open = MessageKind("open", "the user opens a product", [
///     Field("product", .string), Field("from", .oneOf(["search", "link"]), required: false),
/// ])
/// ```
public struct MessageKind: Sendable {
    /// The value of the message's `event` or `command` member.
    public var name: String
    /// What the message means, for the handshake and the schema.
    public var summary: String
    /// Its other members.
    public var fields: [Field]

    /// A message `name` meaning `summary`, with `fields` (none by default).
    public init(_ name: String, _ summary: String, _ fields: [Field] = []) {
        self.name = name
        self.summary = summary
        self.fields = fields
    }

    /// What is wrong with `message` as this kind (a missing, mistyped or unknown field), or nil.
    /// `key` is the member naming the kind (`command` or `event`).
    func problem(with message: JSONValue, key: String) -> String? {
        guard case .object(let members) = message else { return "it is \(message.kind), not an object" }
        for (name, _) in members where name != key && !fields.contains(where: { $0.name == name }) {
            return "“\(self.name)” has no field “\(name)”" + Self.known(fields)
        }
        for field in fields {
            guard let value = message[field.name] else {
                if field.isRequired { return "“\(self.name)” needs the field “\(field.name)” (\(field.type))" }
                continue
            }
            if let problem = field.type.problem(with: value) { return "its field “\(field.name)” \(problem)" }
        }
        return nil
    }

    private static func known(_ fields: [Field]) -> String {
        fields.isEmpty ? " (it takes none)" : "; it takes " + fields.map { "“\($0.name)”" }.joined(separator: ", ")
    }

    var json: JSONValue {
        .object([
            ("name", .string(name)), ("summary", .string(summary)),
            ("fields", .array(fields.map { .object([("name", .string($0.name)), ("type", .string($0.type.description)),
                                                    ("required", .bool($0.isRequired))]) })),
        ])
    }
}

/// A field of a message: its name, its type, and whether it may be left out.
///
/// ```swift
/// let title = Field("title", .string)
/// let revision = Field("revision", .nullable(.integer), required: false)
/// let banner = Field("banner", .object([Field("kind", .oneOf(["offline", "error"])), Field("text", .string)]))
/// ```
public struct Field: Sendable {
    /// The member's name.
    public var name: String
    /// The type of its value.
    public var type: FieldType
    /// Whether every message of the kind must have it.
    public var isRequired: Bool

    /// A member `name` of `type`, required unless said.
    public init(_ name: String, _ type: FieldType, required: Bool = true) {
        self.name = name
        self.type = type
        isRequired = required
    }
}

/// The type of a field's value.
public indirect enum FieldType: Sendable, CustomStringConvertible {
    /// A string.
    case string
    /// A whole number JSON carries exactly (at most 2^53 − 1 either side of zero).
    case integer
    /// `true` or `false`.
    case boolean
    /// One of these strings.
    case oneOf([String])
    /// An object with these fields (and no others).
    case object([Field])
    /// An array whose elements are of this type.
    case array(FieldType)
    /// The type, or null.
    case nullable(FieldType)
    /// Any JSON value.
    case any

    /// What is wrong with `value` as this type ("is a string, not a whole number"), or nil.
    func problem(with value: JSONValue) -> String? {
        switch self {
        case .any: return nil
        case .string: return value.string == nil ? "is \(value.kind), not a string" : nil
        case .integer:
            guard value.integer == nil else { return nil }
            guard case .number(let number) = value else { return "is \(value.kind), not a whole number" }
            guard number.rounded() == number else { return "is not a whole number" }
            let written = abs(number) < 9e18 ? String(Int(number)) : "\(value)"
            return "is \(written), beyond ±9007199254740991 (2^53 − 1), the largest whole number a JSON line carries exactly"
        case .boolean: return value.bool == nil ? "is \(value.kind), not a boolean" : nil
        case .oneOf(let words):
            guard let word = value.string, words.contains(word) else {
                return "is \(value), not one of " + words.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            return nil
        case .nullable(let type): return value.isNull ? nil : type.problem(with: value)
        case .array(let element):
            guard let values = value.array else { return "is \(value.kind), not an array" }
            for (index, value) in values.enumerated() {
                if let problem = element.problem(with: value) { return "at index \(index) \(problem)" }
            }
            return nil
        case .object(let fields):
            return MessageKind("object", "", fields).problem(with: value, key: "").map { "is not the object expected: \($0)" }
        }
    }

    /// The type as the handshake and the schema write it: `string`, `"a"|"b"`, `[integer]`, `{title: string}`.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .boolean: "boolean"
        case .oneOf(let words): words.map { "\"\($0)\"" }.joined(separator: "|")
        case .object(let fields): "{" + fields.map { "\($0.name)\($0.isRequired ? "" : "?"): \($0.type)" }.joined(separator: ", ") + "}"
        case .array(let element): "[\(element)]"
        case .nullable(let type): "\(type)|null"
        case .any: "any"
        }
    }
}

/// The protocol every system shares: its version and its own events and commands.
///
/// ```swift
/// let handshake = JSONValue.object([("command", "hello"), ("protocol", .number(Double(AdapterProtocol.version)))])
/// let names = AdapterProtocol.events.map(\.name)   // ["hello", "start", "scene", "timer"]
/// ```
package enum AdapterProtocol {
    /// The version the host speaks; the child must answer the handshake with the same.
    package static let version = 1

    package static let events = [
        MessageKind("hello", "the handshake, once per child: the protocol version, the system, the algorithm and the vocabulary "
            + "(the system's events and commands as data, and its data: endpoints, screens, texts); answer with one hello, then end", [
            Field("protocol", .integer), Field("system", .string), Field("algorithm", .string),
            Field("vocabulary", .object([Field("system", .string), Field("events", .array(.object(messageKindFields))),
                                         Field("commands", .array(.object(messageKindFields))), Field("data", .any)])),
        ]),
        MessageKind("start", "a run starts: forget the last one. `run` counts the runs this child has started (from 1); "
            + "`seed` is the run's; `scene` is what the Givens set; `device.now` is the virtual time in ms since the run "
            + "began (Givens may have moved the clock before the first event the child hears)", [
            Field("run", .integer), Field("seed", .integer), Field("scene", .any),
            Field("device", .object([Field("connected", .boolean), Field("now", .integer)])),
        ]),
        MessageKind("scene", "a Given step changed the scene since the last event", [Field("scene", .any)]),
        MessageKind("timer", "a timer the child scheduled fires", [Field("timer", .integer)]),
    ]

    /// The handshake's event, which a child of `algorithm` receives first.
    package static func hello(algorithm: String, vocabulary: AdapterVocabulary) -> JSONValue {
        .object([
            ("event", "hello"), ("protocol", .number(Double(version))), ("system", .string(vocabulary.system)),
            ("algorithm", .string(algorithm)), ("vocabulary", vocabulary.json),
        ])
    }

    /// How the vocabulary sent at the handshake describes each event and command.
    static let messageKindFields = [
        Field("name", .string), Field("summary", .string),
        Field("fields", .array(.object([Field("name", .string), Field("type", .string), Field("required", .boolean)]))),
    ]

    package static let commands = [
        MessageKind("hello", "answers the handshake; `events` lists the events the child wants (all by default)", [
            Field("protocol", .integer), Field("name", .string, required: false),
            Field("events", .array(.string), required: false),
        ]),
        MessageKind("end", "ends the child's turn"),
        MessageKind("schedule", "runs a timer `after` milliseconds of virtual time from now (0 to 2^53 − 1); its id is the "
            + "child's, never used twice in a run", [
            Field("timer", .integer), Field("after", .integer), Field("label", .string, required: false),
        ]),
        MessageKind("unschedule", "cancels a timer that has not fired", [Field("timer", .integer)]),
    ]
}
