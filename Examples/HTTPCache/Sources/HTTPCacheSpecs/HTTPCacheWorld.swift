import SpecrunKit

/// One run of our HTTP client: the device session, the client (a caching policy on its
/// environment), the pages it had shown when the last action began ("the version I read before")
/// and the client of an HTTP Caching Test.
public struct HTTPCacheWorld: SimulatedWorld {
    /// The phrases of `{sight}`.
    public static var sights: Vocabulary<HTTPCacheSight> { HTTPCacheSight.vocabulary }

    public var session: DeviceSession
    public let environment: HTTPClientEnvironment
    public let app: any HTTPClientAlgorithm
    /// The page versions the client had shown when the last action began, by path.
    public private(set) var shownBeforeAction: [String: Representation] = [:]
    /// The path of the page the scenario opened last ("the version I read before" is of it).
    public var openedPath: String?
    /// The client of an HTTP Caching Test, with the responses it received.
    public let client = CacheTestClient()

    public init(session: DeviceSession, environment: HTTPClientEnvironment, app: any HTTPClientAlgorithm) {
        self.session = session
        self.environment = environment
        self.app = app
    }

    /// The origin; setting it changes what it answers from now on.
    public var origin: OriginServer {
        get { environment.origin.server }
        nonmutating set { environment.origin.server = newValue }
    }

    /// A user action at the current instant.
    public mutating func act(_ action: (any HTTPClientAlgorithm) -> Void) throws {
        shownBeforeAction = environment.lastShown
        let app = app
        try session.perform { action(app) }
    }

    /// The client sends request `number` of an HTTP Caching Test through the cache, and waits
    /// for its response (at most the observation window); no response is a step failure.
    public mutating func send(_ request: HTTPRequest, number: Int) throws {
        origin.script.clientRequest = number
        let app = app, client = client
        try session.perform { client.send(request, number: number, through: app) }
        guard try session.waitUntil({ client.responses[number] != nil }) else {
            throw StepError.failed("the cache did not answer request \(number) within \(session.window)")
        }
        _ = try client.response(number)
    }

    /// The path of the page a step names ("the news page"); an unknown name fails the step.
    public func path(of page: String) throws -> String {
        guard let resource = origin.resources.first(where: { $0.name == page }) else {
            throw StepError.failed("the origin has no \(page) page; it has "
                + origin.resources.map { "the \($0.name) page" }.joined(separator: ", "))
        }
        return resource.path
    }

    public func sight(_ phrase: HTTPCacheSight) throws -> Sight {
        switch phrase {
        case .versionReadBefore:
            guard let path = openedPath, let before = shownBeforeAction[path] else {
                throw StepError.failed("expected the version read before, but the client held no page when the action began; "
                    + "say \"Given I read the news page 10 minutes ago\" first")
            }
            return Sight("the version read before, \(before)") { $0.representation == before }
        case .latestVersion(let page):
            let latest = try origin.resource(at: path(of: page))!.current
            return Sight("the latest version of the \(page) page, \(latest)") { $0.representation == latest }
        case .blankPageWithProgressBar:
            return Sight("a blank page with a progress bar") { $0.content.isBlank && $0.showsProgressBar }
        case .progressBar:
            return Sight("a progress bar") { $0.showsProgressBar }
        case .banner(let kind):
            return Sight(Screen.Banner(kind).description) { $0.showsBanner(kind) }
        case .anyBanner:
            return Sight("any banner") { !$0.banners.isEmpty }
        case .errorPage:
            return Sight("an error page (no content, a banner)") { $0.content.isBlank && !$0.banners.isEmpty && !$0.showsProgressBar }
        }
    }
}
