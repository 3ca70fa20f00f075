import SpecrunKit

/// The network-first feed: every visit shows a blank feed with a progress bar and downloads the
/// latest edition; the stored one shows only when the download fails.
public final class NetworkFirstFeed: FeedApp {
    private let environment: FeedEnvironment

    public init(environment: FeedEnvironment) {
        self.environment = environment
    }

    public func open(_ feed: String) {
        environment.load(feed)
    }

    public func pullToRefresh() {
        environment.refresh()
    }
}
