@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Suite struct RunMeasurementTests {
    @Test func metricsComeFromTheRequestLogAndTheTimeline() throws {
        var session = DeviceSession(network: testNetwork, settings: RunSettings(window: .seconds(10), seed: 0))
        let device = session.device
        let wikipedia = device.connect(to: fixtures.articles.server)
        device.show(Screen(.articleView))
        try session.pass(.seconds(1))
        try session.perform {
            device.show(Screen(.articleView, progressBar: true))
            wikipedia.send(.content(of: "Tokyo")) { result in
                if case .success(let revision) = result {
                    device.show(Screen(.articleView, content: .article(revision), banners: [Banner(.warning)]))
                }
            }
            wikipedia.send(.latestRevision(of: "Tokyo")) { _ in }
            wikipedia.send(.latestRevision(of: "Kyoto")) { _ in }
        }
        try session.pass(.seconds(2))
        device.show(Screen(.articleView, content: .blank, banners: [Banner(.warning), Banner(.offline)],
                           snackbar: Snackbar("Oops", expires: device.clock.now + .seconds(4))))
        let outcome = session.finish { $0["redundantDownloads"] = 7 }
        #expect(outcome.metrics.requestsByEndpoint == ["content": 1, "revision": 2])
        #expect(outcome.metrics["bytesDownloaded"] == 213_120 + 450 + 450)
        #expect(outcome.metrics["timeToContentMs"] == 200)
        #expect(outcome.metrics["bannersShown"] == 2)
        #expect(outcome.metrics["snackbarsShown"] == 1)
        #expect(outcome.metrics["redundantDownloads"] == 7)
        #expect(outcome.trace.endMs == 13_000)
        #expect(device.clock.pendingTimers.isEmpty)

        let lanes = Dictionary(uniqueKeysWithValues: outcome.trace.lanes.map { ($0.name, $0.segments) })
        #expect(lanes["content"] == [
            RunTrace.Segment(startMs: 0, endMs: 1_200, label: "blank article view", style: "blank"),
            RunTrace.Segment(startMs: 1_200, endMs: 3_000, label: "revision 1042 of Tokyo", style: "content"),
            RunTrace.Segment(startMs: 3_000, endMs: 13_000, label: "blank article view", style: "blank"),
        ])
        #expect(lanes["progress bar"] == [RunTrace.Segment(startMs: 1_000, endMs: 1_200, label: "progress bar", style: "progress")])
        #expect(lanes["banners"]?.map(\.style) == ["warning", "warning"])
        #expect(lanes["snackbar"] == [RunTrace.Segment(startMs: 3_000, endMs: 13_000, label: "Oops", style: "snackbar")])
        #expect(lanes["spinner"] == nil)
        #expect(outcome.trace.requests.map(\.endpoint) == ["content", "revision", "revision"])
        #expect(outcome.trace.requests[0].endMs == 1_200 && outcome.trace.requests[0].outcome == "ok")
    }
}
