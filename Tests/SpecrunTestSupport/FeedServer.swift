import SpecrunKit

/// A request for a feed's latest edition. An app that holds an edition names it (`ifNoneMatch`),
/// and the server answers "not modified" (304, a small body) while it is still the latest.
///
/// ```swift
/// let request = FeedRequest(feed: "World", ifNoneMatch: 7)
/// ```
public struct FeedRequest: ServerRequest {
    public var feed: String
    /// The number of the edition the app holds, if it sends one.
    public var ifNoneMatch: Int?

    public init(feed: String, ifNoneMatch: Int? = nil) {
        self.feed = feed
        self.ifNoneMatch = ifNoneMatch
    }

    /// The server's one endpoint.
    public static let endpoint = Endpoint(host: "news.example", name: "feed", requestBytes: 400)
    public var endpoint: Endpoint { Self.endpoint }
    public var resource: String { feed }
}

/// The simulated news server: each feed's latest edition, which a scenario can replace with a newer
/// one ("a new edition is published"). It answers a request with the latest edition (200), with
/// "not modified" (304) when the app holds it already, or 404 for a feed it does not have.
///
/// ```swift
/// var server = FeedServer(editions: [FeedEdition(feed: "World", number: 7, bytes: 24_000)])
/// server.answer(FeedRequest(feed: "World", ifNoneMatch: 7), at: .start).status   // 304
/// server.publishNewEdition(of: "World")                                          // edition 8 of World
/// ```
public struct FeedServer: SimulatedServer {
    public private(set) var editions: [String: FeedEdition]
    /// Bytes of a "not modified" answer, and of a "not found" one.
    public static let notModifiedBytes = 200
    public static let notFoundBytes = 150

    public init(editions: [FeedEdition]) {
        self.editions = Dictionary(editions.map { ($0.feed, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The latest edition of `feed`, if the server has the feed.
    public func latest(of feed: String) -> FeedEdition? {
        editions[feed]
    }

    /// Publishes the next edition of `feed`; nil for a feed the server does not have.
    @discardableResult
    public mutating func publishNewEdition(of feed: String) -> FeedEdition? {
        guard let latest = editions[feed] else { return nil }
        editions[feed] = latest.next
        return latest.next
    }

    public mutating func answer(_ request: FeedRequest, at now: VirtualInstant) -> ServerAnswer<FeedEdition> {
        guard let latest = editions[request.feed] else { return .status(404, bytes: Self.notFoundBytes) }
        if request.ifNoneMatch == latest.number { return .ok(latest, status: 304, bytes: Self.notModifiedBytes) }
        return .ok(latest, bytes: latest.bytes)
    }
}
