import Expressions
import Gherkin
import Runner
import SpecrunKit

/// A small article viewer for the reports' tests: two algorithms that differ in what the user sees
/// and what they download, so runs produce real metrics and traces (lanes and requests) without the
/// simulation. `eager` always downloads the article behind a progress bar and refreshes every
/// 10 s; `lazy` shows the cached copy at once, checks the revision, and never refreshes.
struct ViewerSystem: SystemUnderTest {
    struct World {
        var algorithm: String
        var nowMs = 0
        var cached = false
        var online = true
        var serverRevision = 1
        var shownRevision: Int?
        var firstContentMs: Int?
        var lanes: [String: [RunTrace.Segment]] = [:]
        var requests: [RunTrace.Request] = []
        var redundant = 0

        mutating func show(_ lane: String, from start: Int, to end: Int, _ label: String, style: String) {
            lanes[lane, default: []].append(RunTrace.Segment(startMs: start, endMs: end, label: label, style: style))
        }

        mutating func request(_ endpoint: String, at start: Int, taking duration: Int, bytes: Int) -> Bool {
            guard online else {
                requests.append(RunTrace.Request(endpoint: endpoint, resource: "Tokyo", startMs: start, endMs: start, bytes: 0, outcome: "failed"))
                return false
            }
            requests.append(RunTrace.Request(endpoint: endpoint, resource: "Tokyo", startMs: start, endMs: start + duration, bytes: bytes, outcome: "ok"))
            return true
        }
    }

    static let name = "viewer"
    static let summary = "An article viewer with a cache"
    /// The metrics of a simulated system, written out: reports show them without knowing them.
    let metrics = [
        Metric("requests", label: "requests", title: "Requests"),
        Metric("bytesDownloaded", label: "bytes", title: "Bytes downloaded", unit: .bytes),
        Metric("redundantDownloads", label: "redundant", title: "Redundant downloads"),
        Metric("timeToContentMs", label: "to content", title: "Median time to content", unit: .milliseconds, combined: .median, shown: .chart),
        Metric("bannersShown", label: "banners", title: "Banners shown", shown: .detail),
        Metric("snackbarsShown", label: "snackbars", title: "Snackbars shown", shown: .detail),
        Metric("revisionsBehind", label: "behind", title: "Revisions behind", combined: .median, shown: .detail),
    ]
    let algorithms = [Algorithm<Void, String>(name: "eager", summary: "downloads the article every time, refreshes every 10 s") { "eager" },
                      Algorithm<Void, String>(name: "lazy", summary: "shows the cached copy, checks the revision once") { "lazy" }]
    let steps: StepRegistry<World>

    /// With `hooked`, scenario hooks too: a `Before` hook that passes, and an `After` hook that
    /// logs a line and fails on a scenario tagged `@untidy`.
    init(hooked: Bool = false) {
        var steps = StepRegistry<World>()
        if hooked {
            steps.before(name: "open the viewer", file: "ViewerHooks.swift", line: 3) { _, _ in }
            steps.after(name: "close the viewer", file: "ViewerHooks.swift", line: 4) { world, context in
                context.log("closed after \(world.nowMs) ms")
                if context.scenario?.tags.contains("@untidy") == true { throw StepError.failed("the viewer did not close") }
            }
        }
        steps.define(try! ParameterType(name: "network", regexp: "online|offline", typeName: "String"), file: "ViewerSteps.swift", line: 10)
        steps.given("the article {string} is cached", file: "ViewerSteps.swift", line: 12) { world, _ in world.cached = true }
        steps.given("the network is {network}", file: "ViewerSteps.swift", line: 13) { world, arguments in
            let network: String = try arguments[0]
            world.online = network == "online"
        }
        steps.given("these articles:", file: "ViewerSteps.swift", line: 16) { world, arguments in
            world.cached = (arguments.dataTable?.rows.count ?? 0) > 1
        }
        steps.when("the user opens the article", file: "ViewerSteps.swift", line: 19) { world, _ in Self.open(&world) }
        steps.when("{int} seconds pass", file: "ViewerSteps.swift", line: 22) { world, arguments in
            let seconds: Int = try arguments[0]
            let end = world.nowMs + seconds * 1000
            if world.algorithm == "eager" {
                var tick = 10_000
                while tick <= end {
                    _ = world.request("content", at: tick, taking: 300, bytes: 4_500)
                    world.redundant += 1
                    tick += 10_000
                }
            }
            if end >= 20_000 { world.serverRevision = 2 }
            if world.algorithm == "eager", end >= 20_000 { world.shownRevision = 2 }
            world.nowMs = end
        }
        steps.then("the user should see the article within {int} ms", file: "ViewerSteps.swift", line: 30) { world, arguments in
            let limit: Int = try arguments[0]
            guard let first = world.firstContentMs, first <= limit else {
                let seen = world.firstContentMs.map { "the article at \($0) ms" } ?? "a blank view with an error banner at 0 ms"
                throw StepError.failed("expected the article within \(limit) ms; saw \(seen)")
            }
        }
        steps.then("the article should be fresh", file: "ViewerSteps.swift", line: 36) { world, _ in
            if world.shownRevision != world.serverRevision {
                throw StepError.failed("expected revision \(world.serverRevision); saw revision \(world.shownRevision.map(String.init) ?? "none")")
            }
        }
        steps.then("the report is written", file: "ViewerSteps.swift", line: 40) { _, _ in throw StepError.pending("the report is not written yet") }
        steps.then("the note says:", file: "ViewerSteps.swift", line: 41) { _, arguments in
            if arguments.docString == nil { throw StepError.failed("no note") }
        }
        steps.when("the user taps twice", file: "ViewerSteps.swift", line: 44) { _, _ in }
        steps.when("the user taps {word}", file: "ViewerSteps.swift", line: 45) { _, _ in }
        self.steps = steps
    }

    private static func open(_ world: inout World) {
        let start = world.nowMs
        switch world.algorithm {
        case "eager":
            if world.request("content", at: start, taking: 300, bytes: 4_500) {
                if world.cached { world.redundant += 1 }
                world.show("content", from: start, to: start + 300, "blank", style: "blank")
                world.show("progress bar", from: start, to: start + 300, "loading", style: "progress")
                world.shownRevision = world.serverRevision
                world.firstContentMs = world.firstContentMs ?? start + 300
            } else {
                world.show("content", from: start, to: start + 60_000, "blank", style: "blank")
                world.show("banner", from: start, to: start + 60_000, "Could not load the article", style: "error")
            }
        default:
            if world.cached {
                world.shownRevision = 1
                world.firstContentMs = world.firstContentMs ?? start
            }
            if world.request("revision", at: start, taking: 120, bytes: 450) {
                world.shownRevision = world.serverRevision
            } else {
                world.show("banner", from: start, to: start + 60_000, "You are offline", style: "offline")
            }
        }
        world.nowMs = start
    }

    func makeWorld(running algorithm: Algorithm<Void, String>, settings: RunSettings) throws -> World {
        World(algorithm: algorithm.start(on: ()))
    }

    func outcome(of world: inout World) -> RunOutcome {
        let end = max(world.nowMs, world.requests.compactMap(\.endMs).max() ?? 0, world.lanes.values.flatMap { $0 }.map(\.endMs).max() ?? 0, 1_000)
        var content = world.lanes["content"] ?? []
        if let first = world.firstContentMs {
            content.append(RunTrace.Segment(startMs: first, endMs: end, label: "revision \(world.shownRevision ?? 1) of Tokyo", style: "content"))
        }
        var lanes = [RunTrace.Lane(name: "content", segments: content)]
        for name in ["progress bar", "banner"] {
            if let segments = world.lanes[name] { lanes.append(RunTrace.Lane(name: name, segments: segments)) }
        }
        var byEndpoint: [String: Int] = [:]
        for request in world.requests { byEndpoint[request.endpoint, default: 0] += 1 }
        var metrics = RunMetrics(values: ["requests": world.requests.count, "bytesDownloaded": world.requests.map(\.bytes).reduce(0, +),
                                          "redundantDownloads": world.redundant, "bannersShown": world.lanes["banner"]?.count ?? 0,
                                          "snackbarsShown": 0],
                                 requestsByEndpoint: byEndpoint)
        metrics[key: "timeToContentMs"] = world.firstContentMs
        metrics[key: "revisionsBehind"] = world.shownRevision.map { world.serverRevision - $0 }
        return RunOutcome(metrics: metrics, trace: RunTrace(endMs: end, lanes: lanes, requests: world.requests))
    }
}
