import SpecrunKit

/// One run of the feed app: the device session, the app (an algorithm on its environment) and the
/// feed "the feed" stands for.
public struct FeedWorld: SimulatedWorld {
    public static var sights: Vocabulary<FeedSight> { FeedSight.vocabulary }

    public var session: DeviceSession
    public let environment: FeedEnvironment
    public let app: any FeedApp
    /// The feed "the feed" stands for.
    public let defaultFeed: String

    public init(session: DeviceSession, environment: FeedEnvironment, app: any FeedApp, defaultFeed: String) {
        self.session = session
        self.environment = environment
        self.app = app
        self.defaultFeed = defaultFeed
    }

    /// The news server; setting it changes what it answers from now on.
    public var server: FeedServer {
        get { environment.news.server }
        nonmutating set { environment.news.server = newValue }
    }

    /// The name of the feed a step names; a feed the server does not have fails the step.
    public func feed(_ reference: FeedReference) throws -> String {
        guard case .named(let name) = reference else { return defaultFeed }
        guard server.latest(of: name) != nil else {
            throw StepError.failed("there is no feed \"\(name)\" on the simulated server; the fixtures have "
                + server.editions.keys.sorted().joined(separator: ", "))
        }
        return name
    }

    /// A user action at the current instant.
    public mutating func act(_ action: (any FeedApp) -> Void) throws {
        let app = app
        try session.perform { action(app) }
    }

    /// The user quits the app and starts it again; it opens the feed it showed.
    public mutating func relaunch() throws {
        let device = session.device
        let feed = environment.openedFeed ?? defaultFeed
        try act { app in
            device.lifecycle.terminate()
            device.lifecycle.launch()
            app.open(feed)
        }
    }

    public func sight(_ phrase: FeedSight) throws -> Sight {
        let progressBar = Sight("a progress bar") { $0.showsProgressBar }
        let anyBanner = Sight("any banner") { !$0.banners.isEmpty }
        switch phrase {
        case .edition(let number):
            return Sight("edition \(number)") { $0.edition?.number == number }
        case .latestEdition:
            let latest = server.latest(of: environment.openedFeed ?? defaultFeed)
            return Sight("the latest edition, \(latest.map(String.init(describing:)) ?? "none")") { $0.edition == latest }
        case .loading:
            return Sight("a blank feed with a progress bar") { $0.content.isBlank && $0.showsProgressBar }
        case .progressBar:
            return progressBar
        case .noProgressBar:
            return Sight.absence(of: progressBar, "no progress bar")
        case .spinner:
            return Sight("a spinner") { $0.showsSpinner }
        case .refreshPrompt:
            return Sight("a prompt to refresh") { $0.refreshPrompt != nil }
        case .banner(let kind):
            return Sight(Screen.Banner(kind).description) { $0.showsBanner(kind) }
        case .anyBanner:
            return anyBanner
        case .noBanner:
            return Sight.absence(of: anyBanner, "no banner")
        }
    }
}
