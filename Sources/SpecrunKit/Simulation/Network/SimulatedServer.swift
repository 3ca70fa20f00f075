/// A request an app sends to a simulated server: which endpoint it goes to and what resource
/// it asks for (an article title, a safe's name, …), for the request log.
///
/// ```swift
/// struct ArticleRequest: ServerRequest {
///     var title: String
///     var endpoint: Endpoint { Endpoint(host: "wiki.example", name: "content", requestBytes: 300) }
///     var resource: String { title }
/// }
/// ```
public protocol ServerRequest: Hashable, Sendable {
    /// The endpoint the request goes to: its host, its name in the log, the bytes it sends.
    var endpoint: Endpoint { get }
    /// What it asks for, for the request log (an album's name, an article's title).
    var resource: String { get }
}

/// The back end of a simulated system: data the app asks for, versioned so that a scenario can
/// change it ("there's a newer revision"), answered per request with a size so that bytes
/// downloaded mean something. A server reads its data when a request is sent.
///
/// ```swift
/// struct ArticleServer: SimulatedServer {  // `ArticleRequest` as in `ServerRequest`
///     var articles = ["Tokyo": "Tokyo is the capital of Japan."]
///     mutating func answer(_ request: ArticleRequest, at now: VirtualInstant) -> ServerAnswer<String> {
///         guard let text = articles[request.title] else { return .status(404, bytes: 200) }
///         return .ok(text, bytes: text.utf8.count)
///     }
/// }
/// ```
public protocol SimulatedServer {
    /// What the app asks the server for.
    associatedtype Request: ServerRequest
    /// What the app receives from a successful answer.
    associatedtype Payload

    /// The answer the server gives now; may change the server (e.g. a push registration).
    mutating func answer(_ request: Request, at now: VirtualInstant) -> ServerAnswer<Payload>
}

/// What a server answers: a payload of some bytes, with its HTTP status (200 unless said: a 304
/// says the client's stored copy is current), or an error status (such as 404) with an error body.
/// The request log records the status either way.
///
/// ```swift
/// let answer: ServerAnswer<String> = .ok("Tokyo is the capital of Japan.", bytes: 50_000)
/// answer.status   // 200
/// answer.payload  // "Tokyo is the capital of Japan."
/// ServerAnswer<String>.ok("unchanged", status: 304, bytes: 280).status  // 304
/// ServerAnswer<String>.status(404, bytes: 200).payload  // nil
/// ```
public enum ServerAnswer<Payload> {
    /// An answer carrying `payload`, of `bytes` bytes, with its HTTP status (2xx, or a 3xx such as
    /// 304).
    case ok(Payload, status: Int = 200, bytes: Int)
    /// An error status (such as 404) with an error body of `bytes` bytes: the app's request fails
    /// with it.
    case status(Int, bytes: Int)

    /// The answer's HTTP status.
    public var status: Int {
        switch self {
        case .ok(_, let status, _), .status(let status, _): status
        }
    }

    /// The answer's size in bytes.
    public var bytes: Int {
        switch self {
        case .ok(_, _, let bytes), .status(_, let bytes): bytes
        }
    }

    /// The payload, for an answer that carries one.
    public var payload: Payload? {
        if case .ok(let payload, _, _) = self { return payload }
        return nil
    }
}

extension ServerAnswer: Sendable where Payload: Sendable {}
extension ServerAnswer: Equatable where Payload: Equatable {}
