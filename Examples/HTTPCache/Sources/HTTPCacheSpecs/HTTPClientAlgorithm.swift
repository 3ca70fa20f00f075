import SpecrunKit

/// A caching policy of our HTTP client: what it shows when the user opens a page and when it asks
/// the origin. It runs on an `HTTPClientEnvironment`; answers arrive as events of the simulated
/// clock.
public protocol HTTPClientAlgorithm: AnyObject {
    /// What the policy runs on.
    var environment: HTTPClientEnvironment { get }

    /// The user opens the page at `path`.
    func open(_ path: String)
    /// The user pulls to refresh the page on screen: every policy asks the origin (conditionally).
    func pullToRefresh()
    /// A client sends `request` through the policy's HTTP cache (an HTTP Caching Test's requests):
    /// `respond` runs once, at once or as a later clock event, with the response the client
    /// receives, or why none came.
    func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void)
}

/// A policy written in Swift in this package: made by its type, with its name and summary.
public protocol HTTPClientPolicy: HTTPClientAlgorithm, SendableMetatype {
    static var name: String { get }
    static var summary: String { get }

    init(environment: HTTPClientEnvironment)
}

extension HTTPClientAlgorithm {
    /// Every policy refreshes alike: it revalidates the page on screen, however fresh.
    public func pullToRefresh() {
        refresh(on: environment)
    }

    /// Revalidates or downloads the page on screen with a progress bar over it, whatever its age.
    func refresh(on environment: HTTPClientEnvironment) {
        guard let path = environment.page.path else { return }
        environment.cancelRequests()
        environment.updatePage { $0.isLoading = true; $0.banner = nil }
        environment.fetch(path) { result in
            environment.updatePage { page in
                page.isLoading = false
                switch result {
                case .success(let representation): page.shown = representation
                case .failure(let failure): page.banner = HTTPClientEnvironment.banner(for: failure)
                }
            }
        }
    }

    /// Shows a blank page with a progress bar and waits for the origin; on failure shows `fallback`
    /// (if any) with a banner.
    func load(_ path: String, fallback: Representation?, on environment: HTTPClientEnvironment) {
        environment.show(HTTPClientEnvironment.Page(path: path, isLoading: true))
        environment.fetch(path) { result in
            switch result {
            case .success(let representation):
                environment.show(HTTPClientEnvironment.Page(path: path, shown: representation))
            case .failure(let failure):
                environment.show(HTTPClientEnvironment.Page(path: path, shown: fallback,
                                                            banner: HTTPClientEnvironment.banner(for: failure)))
            }
        }
    }
}

/// Network first: every page is asked of the origin (conditionally, so an unchanged one costs a
/// 304), a blank page with a progress bar until the answer; offline, the stored copy with an
/// offline banner. Never shows anything older than the origin's, and never works without it.
public final class NetworkFirstClient: HTTPClientPolicy {
    public static let name = "network-first"
    public static let summary = "asks the origin on every open (conditionally); the stored copy only when that fails"
    public let environment: HTTPClientEnvironment

    private let httpCache: SimpleHTTPCache

    public init(environment: HTTPClientEnvironment) {
        self.environment = environment
        httpCache = SimpleHTTPCache(rule: .networkFirst, environment: environment)
    }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        httpCache.handle(request, respond: respond)
    }

    public func open(_ path: String) {
        environment.cancelRequests()
        load(path, fallback: environment.cache[path]?.representation, on: environment)
    }

}

/// Honours `max-age`: a fresh stored copy is shown at once without a request; a stale one is
/// revalidated first (blank page, progress bar), and if that fails the page shows an error.
public final class MaxAgeClient: HTTPClientPolicy {
    public static let name = "max-age"
    public static let summary = "fresh copies without a request; stale ones revalidated before they show"
    public let environment: HTTPClientEnvironment

    private let httpCache: SimpleHTTPCache

    public init(environment: HTTPClientEnvironment) {
        self.environment = environment
        httpCache = SimpleHTTPCache(rule: .maxAge, environment: environment)
    }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        httpCache.handle(request, respond: respond)
    }

    public func open(_ path: String) {
        environment.cancelRequests()
        if let (entry, freshness) = environment.stored(path), freshness == .fresh {
            environment.show(HTTPClientEnvironment.Page(path: path, shown: entry.representation))
        } else {
            load(path, fallback: nil, on: environment)
        }
    }

}

/// Honours `max-age` and `stale-while-revalidate`: fresh copies show at once; a copy within its
/// stale-while-revalidate window shows at once too while it is revalidated in the background (a
/// newer version replaces it when it arrives; a failure leaves it, quietly); an older one is
/// revalidated first, and shown with an offline banner if that fails.
public final class StaleWhileRevalidateClient: HTTPClientPolicy {
    public static let name = "stale-while-revalidate"
    public static let summary = "fresh and recently stale copies at once, revalidated in the background"
    public let environment: HTTPClientEnvironment

    private let httpCache: SimpleHTTPCache

    public init(environment: HTTPClientEnvironment) {
        self.environment = environment
        httpCache = SimpleHTTPCache(rule: .staleWhileRevalidate, environment: environment)
    }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        httpCache.handle(request, respond: respond)
    }

    public func open(_ path: String) {
        environment.cancelRequests()
        guard let (entry, freshness) = environment.stored(path) else {
            load(path, fallback: nil, on: environment)
            return
        }
        switch freshness {
        case .fresh:
            environment.show(HTTPClientEnvironment.Page(path: path, shown: entry.representation))
        case .staleWhileRevalidating:
            environment.show(HTTPClientEnvironment.Page(path: path, shown: entry.representation))
            let environment = environment
            environment.fetch(path) { result in
                guard case .success(let representation) = result, environment.page.path == path else { return }
                environment.updatePage { $0.shown = representation }
            }
        case .stale:
            load(path, fallback: entry.representation, on: environment)
        }
    }

}

/// Our client's policies, in the order runs and reports show them.
public enum HTTPClientAlgorithms {
    public static let all = [algorithm(NetworkFirstClient.self), algorithm(MaxAgeClient.self),
                             algorithm(StaleWhileRevalidateClient.self), algorithm(RFC9111Cache.self)]

    static func algorithm<Policy: HTTPClientPolicy>(_ type: Policy.Type) -> Algorithm<HTTPClientEnvironment, any HTTPClientAlgorithm> {
        Algorithm(name: Policy.name, summary: Policy.summary) { Policy(environment: $0) }
    }
}
