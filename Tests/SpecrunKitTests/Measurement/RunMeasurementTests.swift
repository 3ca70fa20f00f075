import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Suite struct RunMeasurementTests {
    /// A second endpoint beside the feed's, with small answers.
    static let headlines = Endpoint(host: "news.example", name: "headlines", requestBytes: 100)

    @Test func metricsComeFromTheRequestLogAndTheTimeline() throws {
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: RunSettings(window: .seconds(10), seed: 0))
        let device = session.device
        let news = device.connect(to: TestFixtures.feeds.server)
        device.show(Screen(.feed))
        try session.pass(.seconds(1))
        try session.perform {
            device.show(Screen(.feed, progressBar: true))
            news.send(FeedRequest(feed: "World")) { result in
                if case .success(let edition) = result {
                    device.show(Screen(.feed, content: .edition(edition), banners: [Screen.Banner(.warning)]))
                }
            }
            for feed in ["World", "Sports"] {
                device.network.send(to: Self.headlines, resource: feed, status: 200, responseBytes: 450, timeout: .seconds(30)) { _ in }
            }
        }
        try session.pass(.seconds(2))
        device.show(Screen(.feed, content: .blank, banners: [Screen.Banner(.warning), Screen.Banner(.offline)],
                           snackbar: Screen.Snackbar("Oops", expires: device.clock.now + .seconds(4))))
        let outcome = session.finish { $0[Metric.redundantDownloads] = 7 }
        #expect(outcome.metrics.requestsByEndpoint == ["feed": 1, "headlines": 2])
        #expect(outcome.metrics[key: "requests"] == 3)
        #expect(outcome.metrics[key: "bytesDownloaded"] == 24_000 + 450 + 450)
        #expect(outcome.metrics[key: "timeToContentMs"] == 200)
        #expect(outcome.metrics[key: "bannersShown"] == 2)
        #expect(outcome.metrics[key: "snackbarsShown"] == 1)
        #expect(outcome.metrics[key: "redundantDownloads"] == 7)
        #expect(outcome.trace.endMs == 13_000)
        #expect(outcome.marks.map(\.millisecondsSinceStart) == [1_000, 1_000, 3_000])
        #expect(device.clock.pendingTimers.isEmpty)

        let lanes = Dictionary(uniqueKeysWithValues: outcome.trace.lanes.map { ($0.name, $0.segments) })
        #expect(lanes["content"] == [
            RunTrace.Segment(startMs: 0, endMs: 1_200, label: "blank feed", style: "blank"),
            RunTrace.Segment(startMs: 1_200, endMs: 3_000, label: "edition 7 of World", style: "content"),
            RunTrace.Segment(startMs: 3_000, endMs: 13_000, label: "blank feed", style: "blank"),
        ])
        #expect(lanes["progress bar"] == [RunTrace.Segment(startMs: 1_000, endMs: 1_200, label: "progress bar", style: "progress")])
        #expect(lanes["banners"]?.map(\.style) == ["warning", "warning"])
        #expect(lanes["snackbar"] == [RunTrace.Segment(startMs: 3_000, endMs: 13_000, label: "Oops", style: "snackbar")])
        #expect(lanes["spinner"] == nil)
        #expect(outcome.trace.requests.map(\.endpoint) == ["feed", "headlines", "headlines"])
        #expect(outcome.trace.requests[0].endMs == 1_200 && outcome.trace.requests[0].outcome == "ok")
    }

    @Test func aRunThatDrawsNoTraceKeepsItsMetrics() throws {
        var session = DeviceSession(network: TestFixtures.plainNetwork,
                                    settings: RunSettings(window: .seconds(10), seed: 0, recordsTrace: false))
        let device = session.device
        try session.perform { device.show(Screen(.feed, content: .edition(TestFixtures.world7))) }
        let outcome = session.finish()
        #expect(outcome.trace == RunTrace())
        #expect(outcome.metrics[key: "timeToContentMs"] == 0)
        #expect(outcome.metrics[key: "requests"] == 0)
    }

    @Test func aRunThatMeasuresNoMetricsKeepsItsTraceAndNeverAsksTheSystem() throws {
        var settings = RunSettings(window: .seconds(10), seed: 0)
        settings.measuresMetrics = false
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: settings)
        let device = session.device
        try session.perform { device.show(Screen(.feed, content: .edition(TestFixtures.world7))) }
        var asked = false
        let outcome = session.finish { _ in asked = true }
        #expect(outcome.metrics == RunMetrics())
        #expect(!asked)
        #expect(outcome.trace.lanes.first { $0.name == "content" }?.segments.map(\.label) == ["edition 7 of World"])
    }
}
