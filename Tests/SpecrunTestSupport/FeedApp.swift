import SpecrunKit

/// What the feed's steps drive: an app that opens a feed and can be pulled to refresh. Each
/// algorithm of `FeedAlgorithms` is one.
///
/// ```swift
/// let app = FeedAlgorithms.cacheFirst.start(on: environment)
/// app.open("World")
/// ```
public protocol FeedApp: AnyObject {
    /// The user opens the feed named `feed`.
    func open(_ feed: String)
    /// The user pulls the feed open now to refresh it.
    func pullToRefresh()
}

/// The feed app's algorithms, in the order runs and reports show them.
public enum FeedAlgorithms {
    public static let networkFirst = Algorithm<FeedEnvironment, any FeedApp>(
        name: "network-first", summary: "shows a progress bar and downloads the latest edition at every visit"
    ) { NetworkFirstFeed(environment: $0) }
    public static let cacheFirst = Algorithm<FeedEnvironment, any FeedApp>(
        name: "cache-first", summary: "shows the stored edition at once, asks whether it is current, and prompts to refresh"
    ) { CacheFirstFeed(environment: $0) }

    public static let all = [networkFirst, cacheFirst]
}
