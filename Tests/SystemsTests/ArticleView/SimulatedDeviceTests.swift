import SpecrunTestSupport
import Runner
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
@testable import SpecrunKit

/// The new article-caching algorithm in miniature: shows the cached revision at once, asks for
/// the latest revision, and prompts to refresh when a newer one exists.
private final class PromptingArticleView {
    let device: SimulatedDevice
    let wikipedia: ServerConnection<ArticleServer>
    var cached: ArticleRevision

    init(device: SimulatedDevice, wikipedia: ServerConnection<ArticleServer>, cached: ArticleRevision) {
        self.device = device
        self.wikipedia = wikipedia
        self.cached = cached
    }

    func navigate() {
        let cached = self.cached
        device.show(Screen(.articleView, content: .article(cached)))
        wikipedia.send(.latestRevision(of: cached.title), timeout: .seconds(30)) { [self] result in
            switch result {
            case .success(let latest) where latest.id > cached.id:
                device.show(Screen(.articleView, content: .article(cached), refreshPrompt: "Tap to see the latest revision"))
            case .success:
                break
            case .failure(.notConnected):
                break
            case .failure:
                device.show(Screen(
                    .articleView, content: .article(cached), banners: [Banner(.warning, "Couldn't check for a newer revision")]))
            }
        }
    }
}

@Test func anAppOnTheDeviceLeavesATimelineTheStepsCanQuery() throws {
    let device = SimulatedDevice(profile: .threeG, seed: 3)
    let wikipedia = device.connect(to: Sample.articles)
    let cached = try #require(wikipedia.server.latestRevision(of: "Tokyo"))
    wikipedia.server.publishNewRevision(of: "Tokyo")
    let app = PromptingArticleView(device: device, wikipedia: wikipedia, cached: cached)

    let action = device.markAction()
    app.navigate()
    try device.clock.advance(by: .zero)
    #expect(device.timeline.holdsImmediately(after: action, now: device.clock.now) { $0.article == cached })

    // "Eventually": one event at a time until the prompt shows or the window ends.
    let end = action.instant + .seconds(60)
    while !device.timeline.holdsNow({ $0.refreshPrompt != nil }) {
        guard try device.clock.advanceToNextEvent(notAfter: end) else { break }
    }
    // 3G: 200 ms round trip, 350 bytes up → 9 ms, 450 bytes down → 5 ms.
    #expect(device.clock.now.description == "214 ms")
    try device.clock.advance(to: end)
    #expect(device.timeline.describe(after: action, through: end)
        == "revision 1042 of Tokyo at 0 ms; revision 1042 of Tokyo with a refresh prompt “Tap to see the latest revision” at 214 ms")
    #expect(device.timeline.holdsAtNoMoment(after: action, through: end) { !$0.banners.isEmpty })
}

@Test func offlineTheCachedArticleShowsWithoutBanners() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 3)
    let wikipedia = device.connect(to: Sample.articles)
    device.network.condition = .offline
    let app = PromptingArticleView(device: device, wikipedia: wikipedia, cached: Sample.tokyo.revisions[0])
    let action = device.markAction()
    app.navigate()
    try device.clock.advance(by: .seconds(60))
    #expect(device.timeline.holdsAtNoMoment(after: action, through: device.clock.now) { !$0.banners.isEmpty })
    #expect(device.network.log.map(\.description) == ["revision Tokyo from 0 ms to 0 ms: not connected"])
}

@Test func whenTheRevisionEndpointFailsAWarningShows() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 3)
    let wikipedia = device.connect(to: Sample.articles)
    device.network.setCondition(.failing(status: 503), forEndpoint: "revision")
    let app = PromptingArticleView(device: device, wikipedia: wikipedia, cached: Sample.tokyo.revisions[1])
    let action = device.markAction()
    app.navigate()
    try device.clock.advance(by: .seconds(60))
    #expect(device.timeline.firstMoment(after: action, through: device.clock.now) { $0.showsBanner(.warning) } != nil)
}

@Test func theLifecycleTellsItsObserversOfEachChange() {
    let lifecycle = AppLifecycle()
    var heard: [String] = []
    let token = lifecycle.observe { heard.append($0.description) }
    lifecycle.moveToForeground()  // not running: nothing happens
    lifecycle.launch()
    lifecycle.launch()
    lifecycle.moveToBackground()
    lifecycle.moveToForeground()
    lifecycle.removeObserver(token)
    lifecycle.terminate()
    #expect(heard == ["foreground", "background", "foreground"])
    #expect(lifecycle.state == .notRunning)
}

@Test func sleepingFiresDueTimersOnce() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    var polls = 0
    device.clock.schedule(every: .seconds(15), label: "poll") { polls += 1 }
    try device.sleep(for: .minutes(10))
    #expect(polls == 1)
    #expect(device.clock.now == .start + .minutes(10))
}

@Test func shuttingDownReleasesTheApp() throws {
    weak var released: PromptingArticleView?
    do {
        let device = SimulatedDevice(profile: .threeG, seed: 3)
        let wikipedia = device.connect(to: Sample.articles)
        let app = PromptingArticleView(device: device, wikipedia: wikipedia, cached: Sample.tokyo.revisions[0])
        released = app
        device.network.observeConnectivity { _ in app.navigate() }
        device.lifecycle.observe { _ in app.navigate() }
        device.clock.schedule(every: .seconds(10), label: "poll") { app.navigate() }
        app.navigate()
        device.shutDown()
    }
    #expect(released == nil)
}
