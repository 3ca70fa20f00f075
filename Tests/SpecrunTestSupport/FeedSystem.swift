import SpecrunKit

/// A news feed app (`@feed`), the tiny system the tests of specrun's generic layers run on: each
/// scenario runs against the network-first and cache-first algorithms, each on a fresh simulated
/// device with the feeds of `feeds.yml`. It is written on SpecrunKit's public API alone, as a
/// team's own system would be.
///
/// ```swift
/// let system = try FeedSystem(fixtures: .builtIn)
/// var world = try system.makeWorld(running: system.algorithms[1], settings: RunSettings(seed: 1))
/// ```
public struct FeedSystem: SystemUnderTest {
    public static let name = "feed"
    public static let summary = "A news feed app: what it shows, and what it downloads"
    public let algorithms = FeedAlgorithms.all
    public let steps = FeedSteps.registry()
    public let metrics = Metric.standard(adding: [notModified])
    /// Answers saying the stored edition was still the latest (304).
    public static let notModified = Metric("notModified", label: "304s", title: "Not modified (304)")
    public let network: NetworkFixture
    public let feeds: FeedFixture

    public init(network: NetworkFixture, feeds: FeedFixture) {
        self.network = network
        self.feeds = feeds
    }

    /// The system made from `network.yml` and `feeds.yml`: built in, unless `fixtures` overrides them.
    public init(fixtures: FixtureSource) throws {
        self.init(network: try fixtures.load(NetworkFixture.file), feeds: try fixtures.load(FeedFixture.file))
    }

    /// The system as the command line takes it.
    public static let definition = SystemDefinition(FeedSystem.self, make: FeedSystem.init(fixtures:))

    /// How long "eventually" waits and "should not see" looks: the fixture's window.
    public var observationWindow: VirtualDuration { feeds.timings.observationWindow }

    public func makeWorld(running algorithm: Algorithm<FeedEnvironment, any FeedApp>, settings: RunSettings) throws -> FeedWorld {
        let session = DeviceSession(network: network, settings: settings)
        let environment = FeedEnvironment(device: session.device, server: feeds.server, timings: feeds.timings)
        session.device.lifecycle.launch()
        return FeedWorld(session: session, environment: environment, app: algorithm.start(on: environment),
                         defaultFeed: feeds.defaultFeed)
    }

    public func outcome(of world: inout FeedWorld) -> RunOutcome {
        let network = world.session.device.network
        return world.session.finish { metrics in
            metrics[Self.notModified] = network.log.count { $0.status == 304 }
        }
    }
}
