// Times the simulated device as one run of the runner uses it: a fresh device, a server, an app
// that renders, polls and requests, a 60 s window, the observations ("eventually", "should not
// see") and the shut-down. Compiled together with the simulated device's sources (Sources/SpecrunKit/Simulation, which import nothing):
//
//     swiftc -O -module-name Simulation -package-name specrun $(find Sources/SpecrunKit/Simulation -name '*.swift') \
//         Benchmarks/Simulation/main.swift -o /tmp/simulation && /tmp/simulation [RUNS]
//
// Not a test: it prints runs per second (it was ThroughputTests; the figure is not a check).
import Foundation

/// A revision server: every request for the latest revision of an article answers 1042.
struct RevisionServer: SimulatedServer {
    struct Request: ServerRequest {
        var endpoint: Endpoint { Endpoint(host: "wiki", name: "revision", requestBytes: 300) }
        var resource: String { "Tokyo" }
    }

    mutating func answer(_ request: Request, at now: VirtualInstant) -> ServerAnswer<Int> {
        .ok(1042, bytes: 420)
    }
}

let article = Screen.Name("article view", phrasing: .view)

/// One run; true when the run saw what it should (the prompt, no banner, seven requests).
func simulateOneRun(seed: UInt64) throws -> Bool {
    let device = SimulatedDevice(profile: .unconditioned, seed: seed)
    let wiki = device.connect(to: RevisionServer())
    let action = device.markAction()
    device.show(Screen(article, content: Screen.Content("revision 1041 of Tokyo")))
    device.clock.schedule(every: .seconds(10), label: "poll") { wiki.send(RevisionServer.Request()) { _ in } }
    wiki.send(RevisionServer.Request(), timeout: .seconds(30)) { result in
        if case .success(let latest) = result, latest > 1041 {
            device.show(Screen(article, content: Screen.Content("revision 1041 of Tokyo"), refreshPrompt: "Tap to refresh"))
        }
    }
    let end = action.instant + .seconds(60)
    while !device.timeline.holdsNow({ $0.refreshPrompt != nil }) {
        guard try device.clock.advanceToNextEvent(notAfter: end) else { break }
    }
    try device.clock.advance(to: end)
    let sawPrompt = device.timeline.firstMoment(after: action, through: end) { $0.refreshPrompt != nil } != nil
    let noBanners = device.timeline.holdsAtNoMoment(after: action, through: end) { !$0.banners.isEmpty }
    device.shutDown()
    return sawPrompt && noBanners && device.network.log.count == 7
}

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
var passed = 0
let start = DispatchTime.now().uptimeNanoseconds
for seed in 0..<runs where try simulateOneRun(seed: UInt64(seed)) { passed += 1 }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print(String(format: "simulated %d runs in %.3f s: %.0f runs/s on one thread (%d as expected)",
             runs, seconds, Double(runs) / seconds, passed))
