import Foundation
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
@testable import Simulation

/// One run as the runner will make it: a fresh device, a server copied from fixture data, an app
/// that renders, polls and requests, a 60 s window, the step queries, and the shut-down.
private func simulateOneRun(seed: UInt64, articles: ArticleServer) throws -> Bool {
    let device = SimulatedDevice(profile: .threeG, seed: seed)
    let wikipedia = device.connect(to: articles)
    wikipedia.server.publishNewRevision(of: "Tokyo")
    let cached = Sample.tokyo.revisions[1]
    let action = device.markAction()
    device.show(Screen(.articleView, content: .article(cached)))
    device.clock.schedule(every: .seconds(10), label: "poll") {
        wikipedia.send(.latestRevision(of: "Tokyo")) { _ in }
    }
    wikipedia.send(.latestRevision(of: "Tokyo"), timeout: .seconds(30)) { result in
        if case .success(let latest) = result, latest.id > cached.id {
            device.show(Screen(.articleView, content: .article(cached), refreshPrompt: "Tap to refresh"))
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

@Test func manyRunsSimulateQuickly() throws {
    let runs = Int(ProcessInfo.processInfo.environment["SIMULATION_RUNS"] ?? "") ?? 2_000
    let articles = Sample.articles
    var passed = 0
    let elapsed = try ContinuousClock().measure {
        for seed in 0..<runs where try simulateOneRun(seed: UInt64(seed), articles: articles) {
            passed += 1
        }
    }
    #expect(passed == runs)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("simulated \(runs) runs in \(elapsed): \(Int(Double(runs) / seconds)) runs/s on one thread")
}
