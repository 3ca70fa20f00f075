import SpecrunKit

/// Our HTTP client (`@http-cache`): each scenario runs against the network-first, max-age and
/// stale-while-revalidate policies, the RFC 9111 reference and the HTTP caches in other languages
/// `specrun.yml` declares, each run on a fresh simulated device with the origin of `origin.yml`.
///
/// ```swift
/// SpecrunCLI.main(systems: [HTTPCacheSystem.self])
/// ```
public struct HTTPCacheSystem: FixtureReading {
    public static let name = "http-cache"
    public static let summary = "Our HTTP client's cache: what it shows, and what it asks the origin, by the response's age"
    /// Our policies; the HTTP caches in other languages `specrun.yml` declares (the Python
    /// libraries) come after them, through `externalAlgorithm(_:)`.
    public let algorithms = HTTPClientAlgorithms.all
    public let steps = HTTPCacheSteps.registry()
    /// What `specrun explore` may write: the pages (read, opened, refreshed, changed, offline) and
    /// the HTTP caching of the test resource (fields the origin sends, the client's requests with
    /// or without a field of its own, time passing).
    public let exploration: ExplorationVocabulary? = ExplorationVocabulary(
        scenes: ["the origin answers every request with the header {origin field}", "I read {page} {duration} ago",
                 "my connection is {connection}", "{page} has changed on the server"],
        actions: ["the client requests the test resource", "the client requests the test resource with the header {client field}",
                  "{duration} pass", "I open {page}", "I pull to refresh"],
        checks: ["the response should come from the cache", "the response should not come from the cache",
                 "the response should have status 200", "no request should have been made", "I should see {sight}"],
        values: [
            "origin field": [#""Cache-Control: max-age=3600""#, #""Cache-Control: max-age=2""#, #""Cache-Control: no-cache""#,
                             #""Cache-Control: no-store""#, #""Cache-Control: private, max-age=3600""#, #""Cache-Control: s-maxage=3600""#,
                             #""ETag: "abc"""#, #""Last-Modified: now - 100000 s""#, #""Expires: now + 3600 s""#, #""Age: 7200""#,
                             #""Vary: Foo""#, #""Vary: *""#],
            "client field": [#""Cache-Control: no-cache""#, #""Cache-Control: max-age=0""#, #""Pragma: no-cache""#, #""Foo: 1""#,
                             #""Foo: 2""#, #""Cache-Control: only-if-cached""#],
            "duration": ["3 seconds", "10 minutes", "2 hours"],
            "page": ["the news page"],
            "connection": ["online", "offline"],
            "sight": ["the version I read before", "the latest version of the news page", "an offline banner", "an error page"],
        ])
    public let metrics = Metric.standard(adding: [downloads, revalidations])
    public let network: NetworkFixture
    public let origin: OriginFixture

    /// Answers with a body (200).
    public static let downloads = Metric("downloads", label: "downloads", title: "Downloads (200)",
                                         definition: "answers with a body, the whole resource sent again")
    /// Answers that the stored copy was current (304).
    public static let revalidations = Metric("revalidations", label: "304s", title: "Revalidations (304)",
                                             definition: "answers that the stored copy is still current, with no body")

    public init(network: NetworkFixture, origin: OriginFixture) {
        self.network = network
        self.origin = origin
    }

    /// The system made from `network.yml` (specrun's) and `origin.yml` (ours), each built in unless
    /// the project's fixtures override it.
    public init(fixtures: FixtureSource) throws {
        self.init(network: try fixtures.load(NetworkFixture.file), origin: try fixtures.load(OriginFixture.file))
    }

    /// How long "eventually" waits and "should not see" looks: the origin fixture's window.
    public var observationWindow: VirtualDuration { origin.observationWindow }

    public func makeWorld(running algorithm: Algorithm<HTTPClientEnvironment, any HTTPClientAlgorithm>,
                          settings: RunSettings) throws -> HTTPCacheWorld {
        let session = DeviceSession(network: network, settings: settings)
        let environment = HTTPClientEnvironment(device: session.device, origin: OriginServer(resources: origin.resources),
                                                requestTimeout: origin.requestTimeout)
        session.device.lifecycle.launch()
        return HTTPCacheWorld(session: session, environment: environment,
                              app: algorithm.start(on: environment))
    }

    /// An HTTP cache in another language (a library from PyPI), run in child processes through the adapter.
    public func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<HTTPClientEnvironment, any HTTPClientAlgorithm>? {
        ExternalHTTPCache.algorithm(declaration)
    }

    public func outcome(of world: inout HTTPCacheWorld) -> RunOutcome {
        let environment = world.environment
        return world.session.finish { metrics in
            metrics[Self.downloads] = environment.count(.download)
            metrics[Self.revalidations] = environment.count(.revalidation)
        }
    }
}
