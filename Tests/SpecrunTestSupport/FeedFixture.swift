import SpecrunKit

/// The contents of `feeds.yml`: the feeds on the simulated news server, the one "the feed" stands
/// for, and the app's timings.
///
/// ```swift
/// let feeds = try FixtureSource(directory: "fixtures").load(FeedFixture.file)
/// let server = feeds.server
/// ```
public struct FeedFixture: Hashable, Sendable, Decodable {
    /// The feed "the feed" stands for.
    public var defaultFeed: String
    public var timings: FeedTimings
    /// Each feed's latest edition.
    public var feeds: [FeedEdition]

    /// `feeds.yml`, with two feeds built in.
    public static let file = FixtureFile<FeedFixture>("feeds.yml", defaults: """
        # The feeds on the simulated news server, each at its latest edition.
        default: World

        app:
          requestTimeout: 30 s
          observationWindow: 60 s

        feeds:
          - { name: World, edition: 7, bytes: 24000 }
          - { name: Sports, edition: 3, bytes: 12000 }
        """)

    /// A fresh server holding these feeds.
    public var server: FeedServer { FeedServer(editions: feeds) }

    private enum CodingKeys: String, CodingKey {
        case defaultFeed = "default", timings = "app", feeds
    }

    /// Decodes `default`, `app` and `feeds`; the default must name a feed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        defaultFeed = try container.decode(String.self, forKey: .defaultFeed)
        timings = try container.decode(FeedTimings.self, forKey: .timings)
        feeds = try container.decode([FeedEdition].self, forKey: .feeds)
        try container.requireDefault(defaultFeed, among: feeds.map(\.feed), forKey: .defaultFeed, kind: "feed")
    }
}

/// The feed app's timings.
public struct FeedTimings: Hashable, Sendable, Decodable {
    /// How long the app waits for an answer.
    public var requestTimeout: VirtualDuration
    /// How long after an action "eventually" and "should not see" look.
    public var observationWindow: VirtualDuration

    public init(requestTimeout: VirtualDuration, observationWindow: VirtualDuration) {
        self.requestTimeout = requestTimeout
        self.observationWindow = observationWindow
    }

    private enum CodingKeys: String, CodingKey {
        case requestTimeout, observationWindow
    }

    /// Decodes the two timings, each more than zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requestTimeout = try container.decodeRequestTimeout(forKey: .requestTimeout)
        observationWindow = try container.decodeObservationWindow(forKey: .observationWindow)
    }
}
