import SpecrunKit

/// What a feed algorithm runs on: the simulated device, the news server over its network, the
/// editions the app has stored and its timings. It loads a feed, asks for one (naming the edition
/// held, so that the server may answer "not modified"), and refreshes what shows; answers arrive
/// later, as clock events.
///
/// ```swift
/// let environment = FeedEnvironment(device: device, server: feeds.server, timings: feeds.timings)
/// environment.load("World")   // a progress bar, then the latest edition
/// ```
public final class FeedEnvironment {
    public let device: SimulatedDevice
    public let news: ServerConnection<FeedServer>
    /// The editions the app has stored, by feed.
    public var cache: [String: FeedEdition]
    public let timings: FeedTimings
    /// The feed the app asked for last.
    public private(set) var openedFeed: String?
    private var inFlight: [SimulatedNetwork.RequestToken] = []

    public init(device: SimulatedDevice, server: FeedServer, cache: [FeedEdition] = [], timings: FeedTimings) {
        self.device = device
        news = device.connect(to: server)
        self.cache = Dictionary(cache.map { ($0.feed, $0) }, uniquingKeysWith: { _, last in last })
        self.timings = timings
    }

    /// Asks for `feed`'s latest edition, naming `held` when given; an edition received is stored.
    /// The requests in flight are cancelled first.
    public func fetch(_ feed: String, holding held: FeedEdition? = nil,
                      then completion: @escaping (Result<FeedEdition, RequestError>) -> Void) {
        openedFeed = feed
        for token in inFlight { news.cancel(token) }
        inFlight = [news.send(FeedRequest(feed: feed, ifNoneMatch: held?.number), timeout: timings.requestTimeout) {
            [unowned self] result in
            if case .success(let edition) = result { cache[edition.feed] = edition }
            completion(result)
        }]
    }

    /// A blank feed with a progress bar, then the latest edition; on a failure the stored edition
    /// (or "No data") with an offline or error banner.
    public func load(_ feed: String) {
        device.show(Screen(.feed, progressBar: true))
        fetch(feed) { [unowned self] result in
            switch result {
            case .success(let edition): device.show(Screen(.feed, content: .edition(edition)))
            case .failure(let failure):
                let stored = cache[feed]
                device.show(Screen(.feed, content: stored.map(Screen.Content.edition) ?? .blank, noData: stored == nil,
                                   banners: [failure == .notConnected ? Screen.Banner(.offline) : Screen.Banner(.error, "Couldn't load the feed")]))
            }
        }
    }

    /// The user pulls to refresh: a spinner over what shows while the latest edition is asked for,
    /// then that edition, or what showed with an offline or warning banner.
    public func refresh() {
        guard let feed = openedFeed else { return }
        let shown = device.screen.edition
        let content = shown.map(Screen.Content.edition) ?? .blank
        device.show(Screen(.feed, content: content, spinner: true))
        fetch(feed, holding: shown) { [unowned self] result in
            switch result {
            case .success(let edition): device.show(Screen(.feed, content: .edition(edition)))
            case .failure(let failure):
                device.show(Screen(.feed, content: content, banners: [
                    failure == .notConnected ? Screen.Banner(.offline) : Screen.Banner(.warning, "Couldn't refresh the feed"),
                ]))
            }
        }
    }
}
