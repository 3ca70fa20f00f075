import SpecrunKit

/// Our origin server: each resource (`/news`, `/weather`) at its current version, with the
/// `Cache-Control` it sends (`max-age`, `stale-while-revalidate`) and an `ETag` per version. A
/// `GET` with `If-None-Match` naming the current ETag is answered `304 Not Modified` without a body.
public struct OriginServer: SimulatedServer, Hashable, Sendable {
    /// Every request goes to one endpoint, `GET` on host `origin`.
    public static let endpoint = Endpoint(host: "origin", name: "GET", requestBytes: 420)
    /// The size of a 304 answer (headers only), and of a 404.
    static let headersBytes = 280

    /// A `GET` of a path, conditional when the app holds an ETag.
    public struct Request: ServerRequest {
        public var path: String
        public var ifNoneMatch: String?

        public init(path: String, ifNoneMatch: String? = nil) {
            self.path = path
            self.ifNoneMatch = ifNoneMatch
        }

        public var endpoint: Endpoint { OriginServer.endpoint }
        public var resource: String { ifNoneMatch == nil ? path : "\(path) (If-None-Match \(ifNoneMatch!))" }
    }

    /// What the origin answers: a representation (200), or that the app's copy is current (304).
    public enum Answer: Hashable, Sendable {
        case representation(Representation, CacheControl)
        case notModified(CacheControl)
    }

    public private(set) var resources: [OriginResource]

    public init(resources: [OriginResource]) {
        self.resources = resources
    }

    public func resource(at path: String) -> OriginResource? {
        resources.first { $0.path == path }
    }

    public mutating func answer(_ request: Request, at now: VirtualInstant) -> ServerAnswer<Answer> {
        guard let resource = resource(at: request.path) else { return .status(404, bytes: Self.headersBytes) }
        if request.ifNoneMatch == resource.current.etag {
            return .ok(.notModified(resource.cacheControl), bytes: Self.headersBytes)
        }
        return .ok(.representation(resource.current, resource.cacheControl), bytes: Self.headersBytes + resource.current.bytes)
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

/// The freshness a response carries: `Cache-Control: max-age=…, stale-while-revalidate=…`.
public struct CacheControl: Hashable, Sendable, Decodable {
    public var maxAge: VirtualDuration
    public var staleWhileRevalidate: VirtualDuration

    public init(maxAge: VirtualDuration, staleWhileRevalidate: VirtualDuration = .zero) {
        self.maxAge = maxAge
        self.staleWhileRevalidate = staleWhileRevalidate
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

    /// "version 3 of /news".
    public var description: String { "version \(version) of \(path)" }
}
