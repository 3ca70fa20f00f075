@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

/// The observation semantics on a scripted app: at the action it shows a blank view with a progress
/// bar, at 420 ms revision 1042 of Tokyo, at 5 s a warning banner over it.
@Suite struct DeviceSessionTests {
    static let tokyo = ArticleRevision(title: "Tokyo", id: 1042, bytes: 213_120)
    static let loading = Screen(.articleView, content: .blank, progressBar: true)
    static let article = Screen(.articleView, content: .article(tokyo))
    static let warned = Screen(.articleView, content: .article(tokyo), banners: [Banner(.warning, "Stale")])

    let revision = Sight("revision 1042 of Tokyo") { $0.article == tokyo }
    let progressBar = Sight("a progress bar") { $0.showsProgressBar }
    let banner = Sight("any banner") { !$0.banners.isEmpty }

    private func sessionAfterTheAction(window: VirtualDuration = .seconds(60)) throws -> DeviceSession {
        var session = DeviceSession(network: testNetwork, settings: RunSettings(window: window, seed: 0))
        let device = session.device
        try session.perform {
            device.show(Self.loading)
            device.clock.schedule(after: .milliseconds(420), label: "content") { device.show(Self.article) }
            device.clock.schedule(after: .seconds(5), label: "warning") { device.show(Self.warned) }
        }
        return session
    }

    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? StepFailure)?.message ?? "not a step failure: \(error)"
        }
    }

    @Test func shouldStillSeeHoldsNowAndSaysWhatTheTimelineShows() throws {
        var session = try sessionAfterTheAction()
        try session.observe(progressBar, .now)
        #expect(failure { try session.observe(revision, .now) }
            == "expected revision 1042 of Tokyo at 0 ms; saw blank view with a progress bar at 0 ms")
        try session.pass(.milliseconds(500))
        try session.observe(revision, .now)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 500))
    }

    @Test func immediatelyAlsoNeedsNoTimeToHavePassed() throws {
        var session = try sessionAfterTheAction()
        try session.observe(progressBar, .immediately)
        try session.observe(revision, .eventually)
        #expect(failure { try session.observe(revision, .immediately) }
            == "expected revision 1042 of Tokyo immediately, at 0 ms, but 420 ms had passed since the action; "
            + "saw blank view with a progress bar at 0 ms, then revision 1042 of Tokyo at 420 ms")
    }

    @Test func eventuallyAdvancesEventByEventAndStopsWhereTheSightHolds() throws {
        var session = try sessionAfterTheAction()
        try session.observe(revision, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 420))
        try session.observe(banner, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 5_000))
    }

    @Test func afterSomeTimeShouldNotSeeLooksOnlyThere() throws {
        var session = try sessionAfterTheAction()
        try session.observe(revision, .goneNow)
        #expect(failure { try session.observe(progressBar, .goneNow) }
            == "expected a progress bar to be gone at 0 ms; it still showed: blank view with a progress bar at 0 ms")
        try session.pass(.seconds(1))
        // The progress bar showed before, and is gone now: that is all the words say.
        try session.observe(progressBar, .goneNow)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 1_000))
    }

    @Test func theAbsenceOfASightIsShownWhenTheSightIsNot() throws {
        var session = try sessionAfterTheAction()
        let noProgressBar = Sight.absence(of: progressBar, "no progress bar")
        #expect(noProgressBar.absentSight?.description == "a progress bar")
        #expect(revision.absentSight == nil)
        try session.observe(noProgressBar, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 420))
    }

    @Test func eventuallyFailsAtTheWindowsEnd() throws {
        var session = try sessionAfterTheAction(window: .seconds(2))
        let prompt = Sight("a prompt to refresh") { $0.refreshPrompt != nil }
        #expect(failure { try session.observe(prompt, .eventually) }
            == "expected a prompt to refresh within 2 s of the action at 0 ms; saw blank view with a progress bar at 0 ms, "
            + "then revision 1042 of Tokyo at 420 ms")
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 2_000))
    }

    @Test func shouldNotSeeLooksFromTheActionToTheWindowsEnd() throws {
        var session = try sessionAfterTheAction(window: .seconds(2))
        try session.observe(banner, .never)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 2_000))

        var longer = try sessionAfterTheAction(window: .seconds(60))
        #expect(failure { try longer.observe(banner, .never) }
            == "expected not to see any banner from 0 ms to 1 min; saw it at 5 s: blank view with a progress bar at 0 ms, "
            + "then revision 1042 of Tokyo at 420 ms, then revision 1042 of Tokyo with a warning banner “Stale” at 5 s")
    }

    @Test func timePassingBecomesTheReferenceOfLaterObservations() throws {
        var session = try sessionAfterTheAction(window: .seconds(60))
        try session.pass(.seconds(10))
        #expect(session.lastAction.instant == VirtualInstant(millisecondsSinceStart: 10_000))
        #expect(failure { try session.observe(progressBar, .eventually) } != nil)
        try session.observe(progressBar, .never)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 70_000))
    }

    @Test func anActionRunsWhatIsDueAtItsInstant() throws {
        var session = DeviceSession(network: testNetwork, settings: RunSettings(window: .seconds(60), seed: 0))
        let device = session.device
        try session.perform {
            device.clock.schedule(after: .zero, label: "at once") { device.show(Self.article) }
        }
        try session.observe(revision, .immediately)
    }

    @Test func aRunawayAppFailsTheStepNamingItsTimers() throws {
        var session = DeviceSession(network: testNetwork, settings: RunSettings(window: .seconds(60), seed: 0))
        let device = session.device
        device.clock.eventLimit = 100
        try session.perform {
            device.clock.schedule(every: .milliseconds(1), label: "busy loop") {}
        }
        let message = failure { try session.settle() }
        #expect(message?.hasPrefix("the simulation stopped: the app ran 100 events in one step") == true)
        #expect(message?.contains("“busy loop” every 1 ms") == true)
    }

    @Test func aLongTimelineIsShortenedInMessages() {
        var timeline = Timeline()
        for step in 0..<20 {
            timeline.record(Screen(.articleView, content: .article(ArticleRevision(title: "Tokyo", id: step, bytes: 1))),
                            at: VirtualInstant(millisecondsSinceStart: step))
        }
        let words = TimelineWords.describe(timeline.entries)
        #expect(words.hasPrefix("nothing at 0 ms, then revision 0 of Tokyo at 0 ms, then revision 1 of Tokyo at 1 ms, then 13 more screens, then revision 15 of Tokyo at 15 ms"))
        #expect(words.hasSuffix("revision 19 of Tokyo at 19 ms"))
    }
}
