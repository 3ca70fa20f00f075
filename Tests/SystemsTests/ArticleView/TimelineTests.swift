import Runner
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
@testable import SpecrunKit

private let tokyo1041 = ArticleRevision(title: "Tokyo", id: 1041, bytes: 212_480)
private let tokyo1042 = ArticleRevision(title: "Tokyo", id: 1042, bytes: 213_120)
private let blankWithProgress = Screen(.articleView, progressBar: true)
private func showing(_ revision: ArticleRevision, banners: [Banner] = [], prompt: String? = nil) -> Screen {
    Screen(.articleView, content: .article(revision), banners: banners, refreshPrompt: prompt)
}
private func ms(_ value: Int) -> VirtualInstant { .start + .milliseconds(value) }

@Test func onlyChangesAreRecorded() {
    var timeline = Timeline()
    timeline.record(blankWithProgress, at: ms(0))
    timeline.record(blankWithProgress, at: ms(100))
    timeline.record(showing(tokyo1042), at: ms(420))
    #expect(timeline.entries.count == 3)
    #expect(timeline.description == "nothing at 0 ms; blank view with a progress bar at 0 ms; revision 1042 of Tokyo at 420 ms")
    #expect(timeline.screen(at: ms(419)) == blankWithProgress)
    #expect(timeline.current == showing(tokyo1042))
}

@Test func theLegacyNavigationReadsAsAProductOwnerWouldSayIt() {
    var timeline = Timeline()
    let action = timeline.mark(at: ms(0))
    timeline.record(blankWithProgress, at: ms(0))
    #expect(!timeline.holdsImmediately(after: action, now: ms(0)) { $0.article != nil })
    timeline.record(showing(tokyo1042), at: ms(420))
    let end = ms(60_000)
    #expect(timeline.describe(after: action, through: end) == "blank view with a progress bar at 0 ms; revision 1042 of Tokyo at 420 ms")
    #expect(timeline.firstMoment(after: action, through: end) { $0.article == tokyo1042 } == ms(420))
    #expect(timeline.firstMoment(after: action, through: ms(419)) { $0.article == tokyo1042 } == nil)
    #expect(timeline.holdsAtNoMoment(after: action, through: end) { !$0.banners.isEmpty })
    #expect(!timeline.holdsAtNoMoment(after: action, through: end) { $0.showsProgressBar })
}

@Test func immediatelyNeedsNoTimeToHavePassed() {
    var timeline = Timeline()
    timeline.record(showing(tokyo1041), at: ms(0))
    let action = timeline.mark(at: ms(5_000))
    timeline.record(showing(tokyo1042), at: ms(5_000))
    #expect(timeline.holdsImmediately(after: action, now: ms(5_000)) { $0.article == tokyo1042 })
    #expect(!timeline.holdsImmediately(after: action, now: ms(5_001)) { $0.article == tokyo1042 })
    #expect(timeline.holdsNow { $0.article == tokyo1042 })
}

@Test func whatShowedBeforeAnActionCountsOnlyIfTheActionDidNotReplaceItAtOnce() {
    var timeline = Timeline()
    timeline.record(showing(tokyo1041, banners: [Banner(.offline)]), at: ms(0))
    // The action replaces the screen at once: the old banner was not seen after the action.
    let replacing = timeline.mark(at: ms(5_000))
    timeline.record(showing(tokyo1041), at: ms(5_000))
    #expect(timeline.holdsAtNoMoment(after: replacing, through: ms(65_000)) { !$0.banners.isEmpty })
    // The next action changes nothing at once: what showed is still seen at its instant.
    let quiet = timeline.mark(at: ms(10_000))
    timeline.record(showing(tokyo1041, prompt: "A newer revision is available"), at: ms(10_200))
    #expect(timeline.describe(after: quiet, through: ms(70_000)) ==
        "revision 1041 of Tokyo at 10 s; revision 1041 of Tokyo with a refresh prompt “A newer revision is available” at 10.2 s")
    #expect(timeline.firstMoment(after: quiet, through: ms(70_000)) { $0.refreshPrompt == nil } == ms(10_000))
    // Nothing recorded after the mark at all.
    let idle = timeline.mark(at: ms(20_000))
    #expect(timeline.moments(after: idle, through: ms(80_000)).map(\.description)
        == ["revision 1041 of Tokyo with a refresh prompt “A newer revision is available” at 20 s"])
}

@Test func intermediateScreensAtTheActionsInstantAreMoments() {
    var timeline = Timeline()
    let action = timeline.mark(at: ms(0))
    timeline.record(blankWithProgress, at: ms(0))
    timeline.record(showing(tokyo1041), at: ms(0))
    #expect(timeline.firstMoment(after: action, through: ms(0)) { $0.showsProgressBar } == ms(0))
    #expect(timeline.holdsImmediately(after: action, now: ms(0)) { $0.article == tokyo1041 })
}
