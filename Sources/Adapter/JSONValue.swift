import JSON
import SpecrunKit
/// A JSON value as the adapter's protocol carries it: one line of the child's output parsed, or an
/// event built to send. Parsing and writing are the protocol's own (one line, UTF-8, no
/// Foundation), so every turn costs microseconds.
///
/// ```swift
/// let event: JSONValue = ["event": "open", "title": "Tokyo", "revision": nil]
/// event["title"]?.string         // "Tokyo"
/// event["revision"]?.isNull      // true
/// event.description              // {"event":"open","title":"Tokyo","revision":null}
/// ```
public enum JSONValue: Hashable, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON has one kind).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// Keys in the order written.
    case object([(String, JSONValue)])

    /// Equal when of the same kind with equal contents; an object's members compare in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Hashes the value as one line of JSON.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text of a string; nil for any other value.
    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// A whole number, if this is one that JSON carries exactly: at most 2^53 − 1
    /// (9,007,199,254,740,991) either side of zero, as in JavaScript's `Number.MAX_SAFE_INTEGER`.
    public var integer: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) <= Self.largestExactInteger else { return nil }
        return Int(value)
    }

    /// 2^53 − 1: the largest whole number every number of a JSON line (a double) holds exactly.
    public static let largestExactInteger = 9_007_199_254_740_991.0

    /// The value of a boolean; nil for any other value.
    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements of an array; nil for any other value.
    public var array: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// Whether it is `null`.
    public var isNull: Bool { self == .null }

    /// The JSON type's name, for messages ("a string", "an object").
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as one line of JSON.
    public var description: String {
        var json = JSONWriter(capacity: 256)
        write(to: &json)
        return json.text
    }

    /// Writes the value with the project's JSON writer (its escaping, its numbers).
    package func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let value): json.bool(value)
        case .number(let value): json.double(value)
        case .string(let value): json.string(value)
        case .array(let values):
            json.array { json in
                for value in values { value.write(to: &json) }
            }
        case .object(let members):
            json.object { json in
                for (key, value) in members {
                    json.key(string: key)
                    value.write(to: &json)
                }
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// A string: `let name: JSONValue = "Tokyo"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number: `let count: JSONValue = 3`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean: `let connected: JSONValue = true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array: `let titles: JSONValue = ["Tokyo", "Kyoto"]`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object, its members in the order written: `["event": "open", "title": "Tokyo"]`.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    /// `null`: `let revision: JSONValue = nil`.
    public init(nilLiteral: ()) { self = .null }

    /// A string, or null for nil.
    public init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
    /// A number, or null for nil.
    public init(_ value: Int?) { self = value.map { .number(Double($0)) } ?? .null }
}
