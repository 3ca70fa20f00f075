import SpecrunKit

/// The cache-first feed: a stored edition shows at once while the app asks whether it is still the
/// latest (naming it, so an unchanged feed costs a small "not modified"); a newer one is stored and
/// announced by a prompt to refresh. Offline it stays quiet; another failure shows a warning
/// banner. A feed with nothing stored loads as the network-first feed does.
public final class CacheFirstFeed: FeedApp {
    private let environment: FeedEnvironment

    public init(environment: FeedEnvironment) {
        self.environment = environment
    }

    public func open(_ feed: String) {
        guard let stored = environment.cache[feed] else { return environment.load(feed) }
        let device = environment.device
        device.show(Screen(.feed, content: .edition(stored)))
        environment.fetch(feed, holding: stored) { result in
            switch result {
            case .success(let latest) where latest.number > stored.number:
                device.show(Screen(.feed, content: .edition(stored), refreshPrompt: "New stories: pull to refresh"))
            case .success, .failure(.notConnected):
                break
            case .failure:
                device.show(Screen(.feed, content: .edition(stored), banners: [Screen.Banner(.warning, "Couldn't check for new stories")]))
            }
        }
    }

    public func pullToRefresh() {
        environment.refresh()
    }
}
