import SpecrunKit

/// How the origin answers an HTTP Caching Test, request by request, as the suite's own origin
/// (test-engine/server/handle-test.mjs) does: what reaches it while the client's request N is under
/// way gets the answer configured for request N: its status (200 OK unless the test says),
/// its header fields (dates relative to the origin's clock), its body (the default body unless the
/// test says); `304 Not Modified` if the test expects the request to be conditional and it carries
/// the previous answer's `ETag` or `Last-Modified` (else `999 304 Not Generated`). It adds the
/// suite's own fields (`Server-Request-Count`, `Request-Numbers`, …), `Date` when the test sets
/// none and `Content-Type: text/plain`, and records every request it receives.
public struct OriginScript: Hashable, Sendable {
    /// The body the origin sends unless a test gives one: a UUID, as the suite's origin sends the
    /// test's UUID (`reqConfig.response_body || uuid`), so its length is the suite's, 36 bytes, which
    /// a test's `Content-Length: 36` counts on (`304-etag-update-response-Content-Length`).
    public static let defaultBody = "5f0c2e8a-3b4d-4e6f-9a1b-7c2d3e4f5a6b"
    /// The test's resource; a test may add a file name or a query to it.
    public static let resourcePath = "/test"

    /// The answers, by the client's request number.
    public var answers: [Int: ScriptedAnswer] = [:]
    /// Fields the origin adds to every answer of the test, before the request's own (explored scenarios).
    public var everyAnswer: [ScriptedField] = []
    /// The client's request under way (set when the client sends one).
    public var clientRequest = 0
    /// What the origin received, in order.
    public private(set) var received: [ReceivedRequest] = []
    /// The `ETag` and `Last-Modified` the origin sent for each client request, for the next one's 304.
    private var validators: [Int: (etag: String?, lastModified: String?)] = [:]

    public init() {}

    public static func == (lhs: OriginScript, rhs: OriginScript) -> Bool {
        lhs.answers == rhs.answers && lhs.everyAnswer == rhs.everyAnswer && lhs.clientRequest == rhs.clientRequest && lhs.received == rhs.received
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(answers)
        hasher.combine(received)
    }

    /// Whether the path is the test's resource (or under it).
    public static func serves(_ path: String) -> Bool {
        path == resourcePath || path.hasPrefix(resourcePath + "/") || path.hasPrefix(resourcePath + "?")
    }

    /// The answer to a scripted request, for changing it step by step.
    public subscript(request number: Int) -> ScriptedAnswer {
        get { answers[number] ?? ScriptedAnswer() }
        set { answers[number] = newValue }
    }

    mutating func answer(_ request: HTTPRequest, at now: VirtualInstant, epochSeconds seconds: Int) -> OriginServer.Answer {
        let number = clientRequest
        let script = self[request: number]
        var status = script.status
        if script.expectsConditional {
            let previous = validators[number - 1] ?? configuredValidators(of: number - 1)
            let lastModified = previous.lastModified, etag = previous.etag
            let matches = (lastModified != nil && request.fields["If-Modified-Since"] == lastModified)
                || (etag != nil && request.fields["If-None-Match"] == etag)
            status = matches ? (304, "Not Modified") : (999, "304 Not Generated")
        }
        var fields = HTTPFields([("Server-Request-Count", "\(received.count + 1)"), ("Client-Request-Count", "\(number)"),
                                 ("Server-Now", "\(seconds)000")])
        var saved: [(String, String)] = []
        for field in everyAnswer + script.fields {
            let value = field.value.text(now: seconds, path: request.path)
            fields.append(field.name, value)
            if field.checked { saved.append((field.name, value)) }
        }
        if !fields.contains("Content-Type") { fields.append("Content-Type", "text/plain") }
        let numbers = received.map { "\($0.clientRequest)" } + ["\(number)"]
        fields.append("Request-Numbers", numbers.joined(separator: " "))
        if !fields.contains("Date") { fields.append("Date", HTTPDate.format(seconds)) }
        validators[number] = (fields["ETag"], fields["Last-Modified"])
        // The fields the suite checks reached the client, by name (values of one name joined).
        var checked = HTTPFields()
        for (name, _) in saved where !checked.contains(name) { checked.append(name, fields[name] ?? "") }
        received.append(ReceivedRequest(clientRequest: number, request: request, checkedFields: checked))
        if script.disconnects { return .disconnect }
        let noBody = [204, 304].contains(status.0) || request.method == "HEAD"
        let body = noBody ? "" : script.body ?? Self.defaultBody
        if !noBody, !fields.contains("Content-Length") { fields.append("Content-Length", "\(body.utf8.count)") }
        return .response(HTTPResponse(status: status.0, reason: status.1, fields: fields, body: body), delay: script.delay)
    }

    /// The validators configured for a request that never reached the origin (the suite reads its
    /// configuration: a text value as written; a relative date was never written, so it is none).
    private func configuredValidators(of number: Int) -> (etag: String?, lastModified: String?) {
        func text(_ name: String) -> String? {
            guard case .text(let value) = self[request: number].fields.last(where: { $0.name.lowercased() == name })?.value else { return nil }
            return value
        }
        return (text("etag"), text("last-modified"))
    }

    /// What the origin received while the client's request `number` was under way.
    public func received(during number: Int) -> [ReceivedRequest] {
        received.filter { $0.clientRequest == number }
    }
}

/// A request the origin received during a test: during which of the client's requests, the
/// request itself, and the fields of its answer the test checks reached the client.
public struct ReceivedRequest: Hashable, Sendable {
    public var clientRequest: Int
    public var request: HTTPRequest
    public var checkedFields: HTTPFields
}
