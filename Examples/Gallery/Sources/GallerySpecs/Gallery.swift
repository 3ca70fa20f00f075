import SpecrunKit

/// The photo gallery (`@gallery`): each scenario runs against reload-always and
/// cache-then-refresh, each run on a fresh simulated device with the albums of `gallery.yml`.
public struct Gallery: FixtureReading {
    public static let name = "gallery"
    public static let summary = "The photo gallery: what it shows when an album opens, and what it downloads"

    public let algorithms = [
        Algorithm<GalleryEnvironment, any GalleryApp>(name: "reload-always", summary: "downloads the album and its thumbnails at every visit") {
            ReloadAlways(environment: $0)
        },
        Algorithm<GalleryEnvironment, any GalleryApp>(name: "cache-then-refresh",
                                                     summary: "shows what it kept at once, then refreshes it; downloads only new thumbnails") {
            CacheThenRefresh(environment: $0)
        },
    ]
    public let steps = GallerySteps.registry()
    public let metrics = Metric.standard(adding: [thumbnailsDownloaded])
    /// How `specrun explore` may write scenarios: the gallery's own steps and the common ones.
    public let exploration: ExplorationVocabulary? = ExplorationVocabulary(
        scenes: ["I have seen {album}", "a photo was added to {album}", #"the photo "Lisbon 1" was deleted"#,
                 "my connection is {connection}"],
        actions: ["I open {album}", "{duration} pass"],
        checks: ["I should see {sight}", "I should not see {sight}", "the app should have downloaded {int} photos"],
        values: ["album": ["the Lisbon album", "the Kyoto album"], "connection": ["online", "offline", "failing"],
                 "duration": ["1 second", "1 minute"], "int": ["0", "1", "12"],
                 "sight": ["every photo of the Lisbon album", "any photo", "a progress bar", "an offline banner", "an error banner"]])
    public let network: NetworkFixture
    public let gallery: GalleryFixture

    /// Thumbnails downloaded: what a visit costs beyond the album's list.
    public static let thumbnailsDownloaded = Metric("thumbnailsDownloaded", label: "thumbnails", title: "Thumbnails downloaded",
                                                    definition: "thumbnails the app downloaded, one it already had included", better: .lower)

    public init(network: NetworkFixture, gallery: GalleryFixture) {
        self.network = network
        self.gallery = gallery
    }

    /// The system as the command line makes it: `network.yml` (specrun's) and `gallery.yml` (ours),
    /// each built in unless the project's `fixtures/` overrides it.
    public init(fixtures: FixtureSource) throws {
        self.init(network: try fixtures.load(NetworkFixture.file), gallery: try fixtures.load(GalleryFixture.file))
    }

    /// How long "I should see" waits and "I should not see" looks: the fixture's window.
    public var observationWindow: VirtualDuration { gallery.observationWindow }

    public func makeWorld(running algorithm: Algorithm<GalleryEnvironment, any GalleryApp>, settings: RunSettings) throws -> GalleryWorld {
        let session = DeviceSession(network: network, settings: settings)
        let environment = GalleryEnvironment(device: session.device, server: GalleryServer(gallery),
                                             requestTimeout: gallery.requestTimeout)
        return GalleryWorld(session: session, environment: environment, app: algorithm.start(on: environment))
    }

    public func outcome(of world: inout GalleryWorld) -> RunOutcome {
        let device = world.session.device
        return world.session.finish { metrics in
            metrics[Self.thumbnailsDownloaded] = device.network.log.requests(to: GalleryRequest.thumbnails.name)
                .count { $0.outcome == .ok }
        }
    }
}
