import SpecrunKit

/// The fixtures the tests of the generic layers share, loaded once: the built-in network and feeds,
/// the feed app on them, a network of one plain profile, and editions of the feeds written out.
public enum TestFixtures {
    /// The built-in `network.yml`.
    public static let network = load(NetworkFixture.file)
    /// The built-in `feeds.yml`: World at edition 7, Sports at edition 3.
    public static let feeds = load(FeedFixture.file)

    /// The feed app on the built-in fixtures.
    public static let feedSystem = FeedSystem(network: network, feeds: feeds)

    /// A network fixture with one profile, "test": 100 ms each way, unlimited bandwidth.
    public static let plainNetwork = load(FixtureFile<NetworkFixture>("network.yml", defaults: """
        default: test
        conditions: { failingStatus: 503, slowExtraDelay: 5 s, flakyFailureRate: 30% }
        profiles:
          test:
            name: Test
            downlink: { bandwidth: unlimited, delay: 100 ms }
            uplink: { bandwidth: unlimited, delay: 100 ms }
        """))

    /// The built-in World feed's edition, and the one before it.
    public static let world7 = FeedEdition(feed: "World", number: 7, bytes: 24_000)
    public static let world6 = FeedEdition(feed: "World", number: 6, bytes: 23_500)

    private static func load<Value>(_ file: FixtureFile<Value>) -> Value {
        do {
            return try FixtureSource.builtIn.load(file)
        } catch {
            fatalError("the test fixture \(file.name) does not load: \(error)")
        }
    }
}
