import SpecrunTestSupport
import Testing
@testable import SpecrunKit

private let world6 = TestFixtures.world6
private let world7 = TestFixtures.world7
private let blankWithProgress = Screen(.feed, progressBar: true)
private func showing(_ edition: FeedEdition, banners: [Screen.Banner] = [], prompt: String? = nil) -> Screen {
    Screen(.feed, content: .edition(edition), banners: banners, refreshPrompt: prompt)
}
private func ms(_ value: Int) -> VirtualInstant { .start + .milliseconds(value) }

@Test func onlyChangesAreRecorded() {
    var timeline = Timeline()
    timeline.record(blankWithProgress, at: ms(0))
    timeline.record(blankWithProgress, at: ms(100))
    timeline.record(showing(world7), at: ms(420))
    #expect(timeline.entries.count == 3)
    #expect(timeline.description == "nothing at 0 ms; blank view with a progress bar at 0 ms; edition 7 of World at 420 ms")
    #expect(timeline.screen(at: ms(419)) == blankWithProgress)
    #expect(timeline.current == showing(world7))
}

@Test func aLoadingFeedReadsAsAProductOwnerWouldSayIt() {
    var timeline = Timeline()
    let action = timeline.mark(at: ms(0))
    timeline.record(blankWithProgress, at: ms(0))
    #expect(!timeline.holdsImmediately(after: action, now: ms(0)) { $0.edition != nil })
    timeline.record(showing(world7), at: ms(420))
    let end = ms(60_000)
    #expect(timeline.describe(after: action, through: end) == "blank view with a progress bar at 0 ms; edition 7 of World at 420 ms")
    #expect(timeline.firstMoment(after: action, through: end) { $0.edition == world7 } == ms(420))
    #expect(timeline.firstMoment(after: action, through: ms(419)) { $0.edition == world7 } == nil)
    #expect(timeline.holdsAtNoMoment(after: action, through: end) { !$0.banners.isEmpty })
    #expect(!timeline.holdsAtNoMoment(after: action, through: end) { $0.showsProgressBar })
}

@Test func immediatelyNeedsNoTimeToHavePassed() {
    var timeline = Timeline()
    timeline.record(showing(world6), at: ms(0))
    let action = timeline.mark(at: ms(5_000))
    timeline.record(showing(world7), at: ms(5_000))
    #expect(timeline.holdsImmediately(after: action, now: ms(5_000)) { $0.edition == world7 })
    #expect(!timeline.holdsImmediately(after: action, now: ms(5_001)) { $0.edition == world7 })
    #expect(timeline.holdsNow { $0.edition == world7 })
}

@Test func whatShowedBeforeAnActionCountsOnlyIfTheActionDidNotReplaceItAtOnce() {
    var timeline = Timeline()
    timeline.record(showing(world6, banners: [Screen.Banner(.offline)]), at: ms(0))
    // The action replaces the screen at once: the old banner was not seen after the action.
    let replacing = timeline.mark(at: ms(5_000))
    timeline.record(showing(world6), at: ms(5_000))
    #expect(timeline.holdsAtNoMoment(after: replacing, through: ms(65_000)) { !$0.banners.isEmpty })
    // The next action changes nothing at once: what showed is still seen at its instant.
    let quiet = timeline.mark(at: ms(10_000))
    timeline.record(showing(world6, prompt: "New stories are available"), at: ms(10_200))
    #expect(timeline.describe(after: quiet, through: ms(70_000)) ==
        "edition 6 of World at 10 s; edition 6 of World with a refresh prompt “New stories are available” at 10.2 s")
    #expect(timeline.firstMoment(after: quiet, through: ms(70_000)) { $0.refreshPrompt == nil } == ms(10_000))
    // Nothing recorded after the mark at all.
    let idle = timeline.mark(at: ms(20_000))
    #expect(timeline.moments(after: idle, through: ms(80_000)).map(\.description)
        == ["edition 6 of World with a refresh prompt “New stories are available” at 20 s"])
}

@Test func intermediateScreensAtTheActionsInstantAreMoments() {
    var timeline = Timeline()
    let action = timeline.mark(at: ms(0))
    timeline.record(blankWithProgress, at: ms(0))
    timeline.record(showing(world6), at: ms(0))
    #expect(timeline.firstMoment(after: action, through: ms(0)) { $0.showsProgressBar } == ms(0))
    #expect(timeline.holdsImmediately(after: action, now: ms(0)) { $0.edition == world6 })
}
