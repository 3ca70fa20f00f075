import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Test func aConnectionDeliversPayloadsAndFailuresAndLogsEachAnswersStatus() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    defer { device.shutDown() }
    let news = device.connect(to: TestFixtures.feeds.server)
    var results: [String] = []
    func note(_ result: Result<FeedEdition, RequestError>) {
        switch result {
        case .success(let edition): results.append("\(edition) at \(device.clock.now)")
        case .failure(let failure): results.append("\(failure) at \(device.clock.now)")
        }
    }
    // Wi-Fi: 2 ms round trip, 400 bytes at 33 Mbps → 1 ms, 24,000 bytes at 40 Mbps → 5 ms; a
    // "not modified", "not found" or error body of 150 or 200 bytes → 1 ms.
    news.send(FeedRequest(feed: "World"), completion: note)
    news.send(FeedRequest(feed: "World", ifNoneMatch: 7), completion: note)
    news.send(FeedRequest(feed: "Weather"), completion: note)
    let cancelled = news.send(FeedRequest(feed: "Sports"), completion: note)
    news.cancel(cancelled)
    device.network.setCondition(.failing(status: 503), forEndpoint: "feed")
    news.send(FeedRequest(feed: "Sports"), completion: note)
    try device.clock.advance(by: .seconds(1))
    #expect(results == ["edition 7 of World at 4 ms", "HTTP 404 at 4 ms", "HTTP 503 at 4 ms", "edition 7 of World at 8 ms"])
    #expect(device.network.log.map(\.description) == [
        "feed World from 0 ms to 8 ms: ok, 24000 bytes",
        "feed World from 0 ms to 4 ms: ok (HTTP 304), 200 bytes",
        "feed Weather from 0 ms to 4 ms: HTTP 404, 150 bytes",
        "feed Sports from 0 ms to 0 ms: cancelled",
        "feed Sports from 0 ms to 4 ms: HTTP 503, 200 bytes",
    ])
    #expect(device.network.log.map(\.status) == [200, 304, 404, nil, 503])
    #expect(device.network.log.map(\.outcome) == [.ok, .ok, .failed(.httpStatus(404)), .cancelled, .failed(.httpStatus(503))])
}

@Test func aServerChangedByAStepAnswersTheNextRequestsWithItsNewData() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    defer { device.shutDown() }
    let news = device.connect(to: TestFixtures.feeds.server)
    var seen: [Int] = []
    news.send(FeedRequest(feed: "World")) { seen.append((try? $0.get())?.number ?? 0) }
    try device.clock.advance(by: .seconds(1))
    #expect(news.server.publishNewEdition(of: "World") == FeedEdition(feed: "World", number: 8, bytes: 24_500))
    #expect(news.server.publishNewEdition(of: "Weather") == nil)
    news.send(FeedRequest(feed: "World", ifNoneMatch: 7)) { seen.append((try? $0.get())?.number ?? 0) }
    try device.clock.advance(by: .seconds(1))
    #expect(seen == [7, 8])
    #expect(device.network.log.map(\.status) == [200, 200])
}
