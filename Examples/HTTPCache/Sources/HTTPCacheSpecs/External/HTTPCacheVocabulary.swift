import Adapter
import SpecrunKit

/// The http-cache system's side of the adapter protocol, as data: a child is an HTTP cache. It
/// receives the client's requests (`request`) and the origin's replies to what it sent (`reply`),
/// each with the virtual time now; it sends requests on to the origin (`send`) and answers the
/// client (`respond`). `data.epoch` is the wall-clock time of the run's first instant, in seconds
/// since 1970, so that the child's clock and the origin's `Date` agree.
///
/// ```swift
/// HTTPCacheVocabulary.vocabulary.commands.map(\.name)   // ["send", "respond"]
/// ```
public enum HTTPCacheVocabulary {
    static let fields = Field("headers", .array(.array(.string)))
    static let failures = ["notConnected", "timedOut", "connectionLost"]

    public static let vocabulary = AdapterVocabulary(
        system: "http-cache",
        events: [
            MessageKind("request", "the client sends a request through the cache; answer it with respond, now or later", [
                Field("request", .integer), Field("method", .string), Field("path", .string), fields,
                Field("body", .nullable(.string)), Field("now", .integer),
            ]),
            MessageKind("reply", "the origin's answer to a request the cache sent, or why none came", [
                Field("exchange", .integer), Field("now", .integer), Field("status", .integer, required: false),
                Field("reason", .string, required: false), Field("headers", .array(.array(.string)), required: false),
                Field("body", .string, required: false), Field("failure", .oneOf(failures), required: false),
            ]),
        ],
        commands: [
            MessageKind("send", "sends a request to the origin; its reply comes as a later event", [
                Field("exchange", .integer), Field("method", .string), Field("path", .string), fields,
                Field("body", .nullable(.string), required: false),
            ]),
            MessageKind("respond", "answers a client's request with a response, or with the failure the client sees", [
                Field("request", .integer), Field("status", .integer, required: false), Field("reason", .string, required: false),
                Field("headers", .array(.array(.string)), required: false), Field("body", .string, required: false),
                Field("failure", .oneOf(failures), required: false),
            ]),
        ],
        data: .object([
            ("epoch", .number(Double(OriginServer.epoch))),
            ("origin", .string("http://origin.test")),
        ]))

    static func json(_ fields: HTTPFields) -> JSONValue {
        .array(fields.pairs.map { .array([.string($0.name), .string($0.value)]) })
    }

    static func fields(_ value: JSONValue?) -> HTTPFields {
        HTTPFields((value?.array ?? []).compactMap { pair in
            guard let items = pair.array, items.count == 2, let name = items[0].string, let value = items[1].string else { return nil }
            return (name, value)
        })
    }

    static func failure(_ failure: RequestError) -> String {
        switch failure {
        case .notConnected: "notConnected"
        case .timedOut: "timedOut"
        case .connectionLost, .httpStatus: "connectionLost"
        }
    }

    static func failure(named name: String) -> RequestError {
        switch name {
        case "notConnected": .notConnected
        case "timedOut": .timedOut
        default: .connectionLost
        }
    }
}
