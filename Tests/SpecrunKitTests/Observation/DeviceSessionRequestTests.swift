import SpecrunTestSupport
import Testing
@testable import SpecrunKit

/// Which requests a session counts: since the last action, or since the scene was set.
@Suite struct DeviceSessionRequestTests {
    @Test func theSceneIsWhereARelaunchAndTheNextActionsAreCountedFrom() throws {
        var world = try TestFixtures.feedSystem.makeWorld(running: FeedAlgorithms.cacheFirst, settings: RunSettings(seed: 1))
        defer { _ = TestFixtures.feedSystem.outcome(of: &world) }
        try world.act { $0.open("World") }
        try world.session.settleScene()
        #expect(world.session.requests(since: .scene).isEmpty)
        #expect(DeviceSession.words(for: world.session.requests(since: .runStart)) == "feed World from 0 ms to 8 ms: ok, 24000 bytes")
        try world.relaunch()
        try world.session.pass(.seconds(10))
        try world.act { $0.pullToRefresh() }
        try world.session.settle()
        #expect(world.session.requests(since: .lastAction).map(\.description)
            == ["feed World from 10.008 s to 10.012 s: ok (HTTP 304), 200 bytes"])
        #expect(world.session.requests(since: .scene).map(\.description) == [
            "feed World from 8 ms to 12 ms: ok (HTTP 304), 200 bytes",
            "feed World from 10.008 s to 10.012 s: ok (HTTP 304), 200 bytes",
        ])
        // A new scene starts the count again.
        try world.session.settleScene()
        #expect(world.session.requests(since: .scene).isEmpty)
    }

    @Test func aLongListOfRequestsIsShortenedInWords() throws {
        #expect(DeviceSession.words(for: []) == "no request")
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        let news = device.connect(to: TestFixtures.feeds.server)
        for _ in 0..<20 { news.send(FeedRequest(feed: "Sports", ifNoneMatch: 3)) { _ in } }
        try device.clock.advance(by: .zero)
        let words = DeviceSession.words(for: Array(device.network.log))
        let one = "feed Sports from 0 ms to 0 ms: ok (HTTP 304), 200 bytes"
        // A line that sums them up, then the first and last ones, one a line.
        #expect(words == (["20 requests at 0 ms: feed ×20"] + ([one, one, one, "12 more requests"] + Array(repeating: one, count: 5)).map { "  " + $0 })
            .joined(separator: "\n"))
        // Three or fewer are one line.
        #expect(DeviceSession.words(for: Array(device.network.log.prefix(3))) == [one, one, one].joined(separator: "; "))
    }
}
