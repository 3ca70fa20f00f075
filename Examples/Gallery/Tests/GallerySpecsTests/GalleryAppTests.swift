import GallerySpecs
import SpecrunKit
import Testing

/// The gallery's algorithms on a simulated device, without Gherkin: what each shows and downloads
/// when an album opens a second time.
@Suite struct GalleryAppTests {
    /// `algorithm` on a fresh device with the built-in albums, the Lisbon album opened once.
    final class Visit {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        let environment: GalleryEnvironment
        let app: any GalleryApp

        init(_ algorithm: String) throws {
            let fixture = try FixtureSource.builtIn.load(GalleryFixture.file)
            environment = GalleryEnvironment(device: device, server: GalleryServer(fixture), requestTimeout: fixture.requestTimeout)
            app = Gallery(network: try FixtureSource.builtIn.load(NetworkFixture.file), gallery: fixture).algorithms
                .first { $0.name == algorithm }!.start(on: environment)
            app.open("Lisbon")
            try device.clock.advance(by: .seconds(1))
        }

        deinit { device.shutDown() }

        /// The thumbnails downloaded so far.
        var thumbnails: Int { device.network.log.requests(to: "thumbnail").count }
    }

    @Test(arguments: ["reload-always", "cache-then-refresh"])
    func theFirstVisitShowsEveryPhoto(_ algorithm: String) throws {
        let visit = try Visit(algorithm)
        #expect(visit.device.screen.album?.photos.count == 12)
        #expect(visit.thumbnails == 12)
    }

    @Test(arguments: [("reload-always", 24, false), ("cache-then-refresh", 12, true)])
    func theSecondVisit(_ expected: (algorithm: String, thumbnails: Int, showsAtOnce: Bool)) throws {
        let visit = try Visit(expected.algorithm)
        visit.app.open("Lisbon")
        #expect((visit.device.screen.album?.photos.count == 12) == expected.showsAtOnce)
        try visit.device.clock.advance(by: .seconds(1))
        #expect(visit.thumbnails == expected.thumbnails)
        #expect(visit.device.screen.album?.photos.count == 12)
    }

    @Test func offlineCacheThenRefreshKeepsTheAlbumUnderABanner() throws {
        let visit = try Visit("cache-then-refresh")
        visit.device.network.condition = .offline
        visit.app.open("Lisbon")
        try visit.device.clock.advance(by: .seconds(1))
        #expect(visit.device.screen.album?.photos.count == 12)
        #expect(visit.device.screen.showsBanner(.offline))
    }
}
