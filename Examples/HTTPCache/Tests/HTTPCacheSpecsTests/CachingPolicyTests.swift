import Testing
@testable import HTTPCacheSpecs
import SpecrunKit

/// The caching policies on a simulated device, without Gherkin: what each shows and asks by the
/// age of the stored response.
@Suite struct CachingPolicyTests {
    /// One policy on a fresh device with the built-in origin, the news page read at 0 s.
    final class Client {
        let device = SimulatedDevice(profile: NetworkProfile(name: "test", downlink: NetworkProfile.LinkDirection(bandwidth: .unlimited, delay: .milliseconds(50)),
                                                             uplink: NetworkProfile.LinkDirection(bandwidth: .unlimited, delay: .milliseconds(50))), seed: 1)
        let environment: HTTPClientEnvironment
        let app: any HTTPClientAlgorithm

        init(_ name: String) throws {
            let origin = try FixtureSource.builtIn.load(OriginFixture.file)
            environment = HTTPClientEnvironment(device: device, origin: OriginServer(resources: origin.resources),
                                                requestTimeout: origin.requestTimeout)
            app = HTTPClientAlgorithms.all.first { $0.name == name }!.start(on: environment)
            app.open("/news")
            try device.clock.advance(by: .seconds(1))
        }

        deinit { device.shutDown() }

        /// Opens the news page `age` after it was read, and lets `wait` pass.
        func reopen(after age: VirtualDuration, changed: Bool = false, wait: VirtualDuration = .seconds(1)) throws -> Screen {
            try device.clock.advance(by: age)
            if changed { environment.origin.server.publishNewVersion(of: "/news") }
            let requestsBefore = device.network.log.count
            app.open("/news")
            let shownAtOnce = device.screen
            try device.clock.advance(by: wait)
            newRequests = device.network.log.count - requestsBefore
            return shownAtOnce
        }

        var newRequests = 0
    }

    @Test func theFreshnessOfAStoredResponseFollowsItsHeaders() {
        let entry = ResponseCache.Entry(representation: Representation(path: "/news", version: 1, bytes: 10), receivedAt: .start,
                                        cacheControl: CacheControl(maxAge: .seconds(60), staleWhileRevalidate: .seconds(300)))
        #expect(entry.freshness(at: .start + .seconds(59)) == .fresh)
        #expect(entry.freshness(at: .start + .seconds(60)) == .staleWhileRevalidating)
        #expect(entry.freshness(at: .start + .seconds(359)) == .staleWhileRevalidating)
        #expect(entry.freshness(at: .start + .seconds(360)) == .stale)
    }

    @Test(arguments: [("network-first", 1), ("max-age", 0), ("stale-while-revalidate", 0)])
    func aFreshPageCostsARequestOnlyNetworkFirst(_ policy: (name: String, requests: Int)) throws {
        let client = try Client(policy.name)
        _ = try client.reopen(after: .seconds(10))
        #expect(client.newRequests == policy.requests)
        #expect(client.device.screen.representation?.version == 1)
    }

    @Test func anUnchangedStalePageCostsA304() throws {
        let client = try Client("max-age")
        let atOnce = try client.reopen(after: .seconds(600))
        #expect(atOnce.showsProgressBar && atOnce.content.isBlank)
        #expect(client.environment.answers.map(\.kind) == [.download, .revalidation])
        #expect(client.device.screen.representation?.version == 1)
    }

    @Test func withinStaleWhileRevalidateTheStoredPageShowsAtOnceAndIsReplaced() throws {
        let client = try Client("stale-while-revalidate")
        let atOnce = try client.reopen(after: .seconds(120), changed: true)
        #expect(atOnce.representation?.version == 1 && !atOnce.showsProgressBar)
        #expect(client.device.screen.representation?.version == 2)
        #expect(client.newRequests == 1)
    }

    @Test func offlineTheStalePageShowsWithABannerExceptUnderMaxAge() throws {
        for (name, shown) in [("network-first", 1), ("max-age", nil), ("stale-while-revalidate", 1)] as [(String, Int?)] {
            let client = try Client(name)
            client.device.network.condition = .offline
            _ = try client.reopen(after: .seconds(600))
            #expect(client.device.screen.representation?.version == shown, "\(name)")
            #expect(client.device.screen.showsBanner(.offline), "\(name)")
        }
    }
}
