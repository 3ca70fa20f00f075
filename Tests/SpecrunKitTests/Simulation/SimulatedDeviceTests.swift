import SpecrunTestSupport
import Testing
@testable import SpecrunKit

/// The cache-first feed on a device: edition 7 of World stored, edition 8 on the server.
private func cacheFirstFeed(profile: NetworkProfile, stored: FeedEdition = TestFixtures.world7,
                            publishing: Bool = true) -> (device: SimulatedDevice, app: CacheFirstFeed) {
    let device = SimulatedDevice(profile: profile, seed: 3)
    let environment = FeedEnvironment(device: device, server: TestFixtures.feeds.server, cache: [stored],
                                      timings: TestFixtures.feeds.timings)
    if publishing { environment.news.server.publishNewEdition(of: "World") }
    return (device, CacheFirstFeed(environment: environment))
}

@Test func anAppOnTheDeviceLeavesATimelineTheStepsCanQuery() throws {
    let (device, app) = cacheFirstFeed(profile: .threeG)
    defer { device.shutDown() }
    let action = device.markAction()
    app.open("World")
    try device.clock.advance(by: .zero)
    #expect(device.timeline.holdsImmediately(after: action, now: device.clock.now) { $0.edition == TestFixtures.world7 })

    // "Eventually": one event at a time until the prompt shows or the window ends.
    let end = action.instant + .seconds(60)
    while !device.timeline.holdsNow({ $0.refreshPrompt != nil }) {
        guard try device.clock.advanceToNextEvent(notAfter: end) else { break }
    }
    // 3G: 200 ms round trip, 400 bytes up → 10 ms, edition 8's 24,500 bytes down → 252 ms.
    #expect(device.clock.now.description == "462 ms")
    try device.clock.advance(to: end)
    #expect(device.timeline.describe(after: action, through: end)
        == "edition 7 of World at 0 ms; edition 7 of World with a refresh prompt “New stories: pull to refresh” at 462 ms")
    #expect(device.timeline.holdsAtNoMoment(after: action, through: end) { !$0.banners.isEmpty })
}

@Test func offlineTheStoredEditionShowsWithoutBanners() throws {
    let (device, app) = cacheFirstFeed(profile: .wifi)
    defer { device.shutDown() }
    device.network.condition = .offline
    let action = device.markAction()
    app.open("World")
    try device.clock.advance(by: .seconds(60))
    #expect(device.timeline.holdsAtNoMoment(after: action, through: device.clock.now) { !$0.banners.isEmpty })
    #expect(device.network.log.map(\.description) == ["feed World from 0 ms to 0 ms: not connected"])
}

@Test func whenTheFeedEndpointFailsAWarningShows() throws {
    let (device, app) = cacheFirstFeed(profile: .wifi, stored: TestFixtures.world6, publishing: false)
    defer { device.shutDown() }
    device.network.setCondition(.failing(status: 503), forEndpoint: "feed")
    let action = device.markAction()
    app.open("World")
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

/// An observer may add or remove observers while it is told (an app that stops listening once it
/// has heard): the lifecycle and the network tell the observers present when the change happened,
/// through a copy of their list, and the next change reaches the list as it is then. (Telling them
/// while reading the list itself, a removal from inside an observer was an exclusivity violation.)
@Test func anObserverMayAddOrRemoveObserversWhileItIsTold() {
    let lifecycle = AppLifecycle()
    var heard: [String] = []
    var first: SimulatedDevice.ObserverToken?
    first = lifecycle.observe { state in
        heard.append("first \(state)")
        lifecycle.removeObserver(first!)
        lifecycle.observe { heard.append("added \($0)") }
    }
    lifecycle.observe { heard.append("second \($0)") }
    lifecycle.launch()
    lifecycle.moveToBackground()
    #expect(heard == ["first foreground", "second foreground", "second background", "added background"])

    let device = SimulatedDevice(profile: .wifi, seed: 1)
    var told: [Bool] = []
    var once: SimulatedDevice.ObserverToken?
    once = device.network.observeConnectivity { connected in
        told.append(connected)
        device.network.removeObserver(once!)
    }
    device.network.condition = .offline
    device.network.condition = .online
    #expect(told == [false])
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
    weak var released: CacheFirstFeed?
    do {
        let (device, app) = cacheFirstFeed(profile: .threeG)
        released = app
        device.network.observeConnectivity { _ in app.open("World") }
        device.lifecycle.observe { _ in app.open("World") }
        device.clock.schedule(every: .seconds(10), label: "poll") { app.open("World") }
        app.open("World")
        device.shutDown()
    }
    #expect(released == nil)
}
