/// An HTTP request as a client sends it through a cache: method, path (with its query), header
/// fields and body.
///
/// ```swift
/// let request = HTTPRequest(method: "GET", path: "/news", fields: HTTPFields([("If-None-Match", "\"v1\"")]))
/// request.isConditional   // true
/// ```
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible {
    public var method: String
    public var path: String
    public var fields: HTTPFields
    public var body: String?

    public init(method: String = "GET", path: String, fields: HTTPFields = HTTPFields(), body: String? = nil) {
        self.method = method
        self.path = path
        self.fields = fields
        self.body = body
    }

    /// Whether it carries a validator (`If-None-Match` or `If-Modified-Since`).
    public var isConditional: Bool { fields.contains("If-None-Match") || fields.contains("If-Modified-Since") }

    public var description: String { "\(method) \(path)" + (fields.pairs.isEmpty ? "" : " (\(fields))") }
}

/// An HTTP response: status, reason phrase, header fields and body.
public struct HTTPResponse: Hashable, Sendable, CustomStringConvertible {
    public var status: Int
    public var reason: String
    public var fields: HTTPFields
    public var body: String

    public init(status: Int, reason: String = "", fields: HTTPFields = HTTPFields(), body: String = "") {
        self.status = status
        self.reason = reason
        self.fields = fields
        self.body = body
    }

    public var description: String { "\(status) \(reason)" }

    /// The reason phrase HTTP gives a status.
    public static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 206: "Partial Content"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: ""
        }
    }
}
