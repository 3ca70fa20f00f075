import SpecrunTestSupport
import Runner
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
@testable import SpecrunKit

@Test func theServerAnswersTheLatestRevisionAndContent() {
    let server = Sample.articles
    let latest = ArticleRevision(title: "Tokyo", id: 1042, bytes: 213_120)
    #expect(server.answer(.latestRevision(of: "Tokyo"), at: .start) == .ok(latest, bytes: 450))
    #expect(server.answer(.content(of: "Tokyo"), at: .start) == .ok(latest, bytes: 213_120))
    #expect(server.answer(.content(of: "Tokyo", revision: 1041), at: .start).payload?.id == 1041)
    #expect(server.answer(.content(of: "Tokyo", revision: 999), at: .start) == .status(404, bytes: 250))
    #expect(server.answer(.latestRevision(of: "Atlantis"), at: .start) == .status(404, bytes: 250))
}

@Test func aNewerRevisionChangesTheServerNotTheClient() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    let wikipedia = device.connect(to: Sample.articles)
    var seen: [Int] = []
    wikipedia.send(.latestRevision(of: "Tokyo")) { seen.append((try? $0.get())?.id ?? 0) }
    try device.clock.advance(by: .seconds(1))
    let published = wikipedia.server.publishNewRevision(of: "Tokyo")
    #expect(published == ArticleRevision(title: "Tokyo", id: 1043, bytes: 213_760))
    #expect(wikipedia.server.publishNewRevision(of: "Kyoto")?.id == 1044, "revision ids are global, as on Wikipedia")
    #expect(wikipedia.server.publishNewRevision(of: "Atlantis") == nil)
    wikipedia.send(.latestRevision(of: "Tokyo")) { seen.append((try? $0.get())?.id ?? 0) }
    try device.clock.advance(by: .seconds(1))
    #expect(seen == [1042, 1043])
}

@Test func aConnectionDeliversPayloadsAndFailures() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    let wikipedia = device.connect(to: Sample.articles)
    var results: [String] = []
    func note(_ result: Result<ArticleRevision, RequestError>) {
        switch result {
        case .success(let revision): results.append("\(revision) at \(device.clock.now)")
        case .failure(let failure): results.append("\(failure) at \(device.clock.now)")
        }
    }
    // Wi-Fi: 2 ms round trip, 350 bytes at 33 Mbps → 1 ms, 213,120 bytes at 40 Mbps → 43 ms;
    // an error body of 200 or 250 bytes → 1 ms.
    wikipedia.send(.content(of: "Tokyo"), completion: note)
    wikipedia.send(.content(of: "Atlantis"), completion: note)
    device.network.setCondition(.failing(status: 503), forEndpoint: "revision")
    wikipedia.send(.latestRevision(of: "Tokyo"), completion: note)
    let cancelled = wikipedia.send(.content(of: "Kyoto"), completion: note)
    wikipedia.cancel(cancelled)
    try device.clock.advance(by: .seconds(1))
    #expect(results == ["HTTP 404 at 4 ms", "HTTP 503 at 4 ms", "revision 1042 of Tokyo at 46 ms"])
    #expect(device.network.log.map(\.description) == [
        "content Tokyo from 0 ms to 46 ms: ok, 213120 bytes",
        "content Atlantis from 0 ms to 4 ms: HTTP 404, 250 bytes",
        "revision Tokyo from 0 ms to 4 ms: HTTP 503, 200 bytes",
        "content Kyoto from 0 ms to 0 ms: cancelled",
    ])
}
