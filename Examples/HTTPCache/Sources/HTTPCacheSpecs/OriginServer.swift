import SpecrunKit

/// Our origin server, answering HTTP requests on the simulated network. It serves two kinds of
/// resource:
///
/// - the pages of `origin.yml` (`/news`, `/weather`): each at its current version, with the
///   `Cache-Control` it is configured with, an `ETag` per version and a `Date`; a `GET` whose
///   `If-None-Match` names the current ETag is answered `304 Not Modified` without a body;
/// - the resource of an HTTP Caching Test (`/test`, and what a test adds to it): answered as the
///   test's `OriginScript` says for the client's request under way, as the suite's own origin does.
///
/// Dates are written from the virtual clock: the run starts at `epoch` (seconds since 1970).
public struct OriginServer: SimulatedServer, Hashable, Sendable {
    /// Every request goes to host `origin`; the log names the method.
    public static func endpoint(_ method: String) -> Endpoint { Endpoint(host: "origin", name: method, requestBytes: 420) }
    /// The size of an answer's status line and headers.
    static let headersBytes = 280
    /// The wall-clock time of the run's first instant: Thursday 1 January 2026, 00:00:00 GMT.
    public static let epoch = VirtualInstant.unixTimeOfStart

    /// A request as it reaches the origin.
    public struct Request: ServerRequest {
        public var http: HTTPRequest
        public var endpoint: Endpoint { OriginServer.endpoint(http.method) }
        public var resource: String {
            var words = http.path
            for name in ["If-None-Match", "If-Modified-Since"] { if let value = http.fields[name] { words += " (\(name) \(value))" } }
            return words
        }
    }

    /// What the origin does with a request: answers it (after `delay` of its own), or closes the
    /// connection without an answer.
    public enum Answer: Hashable, Sendable {
        case response(HTTPResponse, delay: VirtualDuration)
        case disconnect
    }

    public private(set) var resources: [OriginResource]
    /// The HTTP Caching Test's answers, and what the origin received while it ran.
    public var script = OriginScript()

    public init(resources: [OriginResource]) {
        self.resources = resources
    }

    public func resource(at path: String) -> OriginResource? {
        resources.first { $0.path == path }
    }

    public mutating func answer(_ request: Request, at now: VirtualInstant) -> ServerAnswer<Answer> {
        let seconds = Self.epoch + Int(now.millisecondsSinceStart / 1_000)
        if OriginScript.serves(request.http.path) {
            let answer = script.answer(request.http, at: now, epochSeconds: seconds)
            if case .response(let response, _) = answer {
                return .ok(answer, bytes: Self.headersBytes + response.body.utf8.count)
            }
            return .ok(answer, bytes: 0)
        }
        guard let resource = resource(at: request.http.path) else {
            return .ok(.response(HTTPResponse(status: 404, reason: "Not Found", fields: HTTPFields([("Date", HTTPDate.format(seconds))])),
                                 delay: .zero), bytes: Self.headersBytes)
        }
        let fields = HTTPFields([("Date", HTTPDate.format(seconds)), ("ETag", resource.current.etag),
                                 ("Cache-Control", resource.cacheControl.headerValue)])
        if request.http.method == "GET", request.http.fields.listItems("If-None-Match").contains(resource.current.etag) {
            return .ok(.response(HTTPResponse(status: 304, reason: "Not Modified", fields: fields), delay: .zero), bytes: Self.headersBytes)
        }
        let body = request.http.method == "HEAD" ? "" : resource.current.description
        return .ok(.response(HTTPResponse(status: 200, reason: "OK", fields: fields, body: body), delay: .zero),
                   bytes: Self.headersBytes + resource.current.bytes)
    }

    /// The resource changes: its next version, with a new ETag.
    public mutating func publishNewVersion(of path: String) {
        guard let index = resources.firstIndex(where: { $0.path == path }) else { return }
        resources[index].version += 1
    }

    /// The origin sends other freshness headers for `path` from now on.
    public mutating func setCacheControl(_ cacheControl: CacheControl, for path: String) {
        guard let index = resources.firstIndex(where: { $0.path == path }) else { return }
        resources[index].cacheControl = cacheControl
    }
}

/// One resource of the origin: its path, the name steps call it by ("the news page"), its current
/// version and size, and its freshness headers.
public struct OriginResource: Hashable, Sendable, Decodable {
    public var name: String
    public var path: String
    public var version: Int
    public var bytes: Int
    public var cacheControl: CacheControl

    public init(name: String, path: String, version: Int, bytes: Int, cacheControl: CacheControl) {
        self.name = name
        self.path = path
        self.version = version
        self.bytes = bytes
        self.cacheControl = cacheControl
    }

    /// The representation the origin serves now.
    public var current: Representation { Representation(path: path, version: version, bytes: bytes) }
}

/// The freshness a page's responses carry: `Cache-Control: max-age=…, stale-while-revalidate=…`.
public struct CacheControl: Hashable, Sendable, Decodable {
    public var maxAge: VirtualDuration
    public var staleWhileRevalidate: VirtualDuration

    public init(maxAge: VirtualDuration, staleWhileRevalidate: VirtualDuration = .zero) {
        self.maxAge = maxAge
        self.staleWhileRevalidate = staleWhileRevalidate
    }

    /// The directives as the origin writes them.
    public var headerValue: String {
        let maxAge = "max-age=\(self.maxAge.milliseconds / 1_000)"
        return staleWhileRevalidate == .zero ? maxAge : maxAge + ", stale-while-revalidate=\(staleWhileRevalidate.milliseconds / 1_000)"
    }

    /// The page freshness a response carries (what our own policies read of `Cache-Control`).
    public init(_ fields: HTTPFields) {
        let directives = CacheDirectives(fields)
        func duration(_ name: String) -> VirtualDuration {
            if case .valid(let seconds) = directives.seconds(name) { return .seconds(seconds) }
            return .zero
        }
        self.init(maxAge: duration("max-age"), staleWhileRevalidate: duration("stale-while-revalidate"))
    }
}

/// A version of a resource as the app shows it: the screen content of this system.
public struct Representation: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var version: Int
    public var bytes: Int

    public init(path: String, version: Int, bytes: Int) {
        self.path = path
        self.version = version
        self.bytes = bytes
    }

    /// The `ETag` of this version.
    public var etag: String { "\"v\(version)\"" }

    /// "version 3 of /news": the text of the page, and its body on the wire.
    public var description: String { "version \(version) of \(path)" }

    /// The representation a page's body is, nil when it is none ("version 3 of /news").
    public init?(body: String, bytes: Int) {
        let words = body.split(separator: " ")
        guard words.count == 4, words[0] == "version", let version = Int(words[1]), words[2] == "of" else { return nil }
        self.init(path: String(words[3]), version: version, bytes: bytes)
    }
}
