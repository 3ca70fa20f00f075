import SpecrunTestSupport
import Testing
@testable import SpecrunKit

/// The observation semantics on a scripted app: at the action it shows a blank feed with a progress
/// bar, at 420 ms edition 7 of World, at 5 s a warning banner over it.
@Suite struct DeviceSessionTests {
    static let world7 = TestFixtures.world7
    static let loading = Screen(.feed, content: .blank, progressBar: true)
    static let edition = Screen(.feed, content: .edition(world7))
    static let warned = Screen(.feed, content: .edition(world7), banners: [Screen.Banner(.warning, "Stale")])

    let latest = Sight("edition 7 of World") { $0.edition == world7 }
    let progressBar = Sight("a progress bar") { $0.showsProgressBar }
    let banner = Sight("any banner") { !$0.banners.isEmpty }

    private func sessionAfterTheAction(window: VirtualDuration = .seconds(60)) throws -> DeviceSession {
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: RunSettings(window: window, seed: 0))
        let device = session.device
        try session.perform {
            device.show(Self.loading)
            device.clock.schedule(after: .milliseconds(420), label: "content") { device.show(Self.edition) }
            device.clock.schedule(after: .seconds(5), label: "warning") { device.show(Self.warned) }
        }
        return session
    }

    @Test func shouldStillSeeHoldsNowAndSaysWhatTheTimelineShows() throws {
        var session = try sessionAfterTheAction()
        try session.observe(progressBar, .now)
        #expect(failure { try session.observe(latest, .now) }
            == "expected edition 7 of World at 0 ms; saw blank view with a progress bar at 0 ms")
        try session.pass(.milliseconds(500))
        try session.observe(latest, .now)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 500))
    }

    @Test func immediatelyAlsoNeedsNoTimeToHavePassed() throws {
        var session = try sessionAfterTheAction()
        try session.observe(progressBar, .immediately)
        try session.observe(latest, .eventually)
        #expect(failure { try session.observe(latest, .immediately) }
            == "expected edition 7 of World immediately, at 0 ms, but 420 ms had passed since the action; "
            + "saw blank view with a progress bar at 0 ms, then edition 7 of World at 420 ms")
    }

    @Test func immediatelyFailsOnWhatShowsAtTheActionsInstant() throws {
        var session = try sessionAfterTheAction()
        #expect(failure { try session.observe(latest, .immediately) }
            == "expected edition 7 of World immediately, at 0 ms; saw blank view with a progress bar at 0 ms")
        #expect(session.now == .start)
    }

    @Test func eventuallyAdvancesEventByEventAndStopsWhereTheSightHolds() throws {
        var session = try sessionAfterTheAction()
        try session.observe(latest, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 420))
        try session.observe(banner, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 5_000))
    }

    @Test func afterSomeTimeShouldNotSeeLooksOnlyThere() throws {
        var session = try sessionAfterTheAction()
        try session.observe(latest, .goneNow)
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
        #expect(latest.absentSight == nil)
        try session.observe(noProgressBar, .eventually)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 420))
    }

    @Test func eventuallyFailsAtTheWindowsEnd() throws {
        var session = try sessionAfterTheAction(window: .seconds(2))
        let prompt = Sight("a prompt to refresh") { $0.refreshPrompt != nil }
        #expect(failure { try session.observe(prompt, .eventually) }
            == "expected a prompt to refresh within 2 s of the action at 0 ms; saw blank view with a progress bar at 0 ms, "
            + "then edition 7 of World at 420 ms")
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 2_000))
    }

    @Test func shouldNotSeeLooksFromTheActionToTheWindowsEnd() throws {
        var session = try sessionAfterTheAction(window: .seconds(2))
        try session.observe(banner, .never)
        #expect(session.now == VirtualInstant(millisecondsSinceStart: 2_000))

        var longer = try sessionAfterTheAction(window: .seconds(60))
        #expect(failure { try longer.observe(banner, .never) }
            == "expected not to see any banner from 0 ms to 1 min; saw it at 5 s: blank view with a progress bar at 0 ms, "
            + "then edition 7 of World at 420 ms, then edition 7 of World with a warning banner “Stale” at 5 s")
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
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: RunSettings(window: .seconds(60), seed: 0))
        let device = session.device
        try session.perform {
            device.clock.schedule(after: .zero, label: "at once") { device.show(Self.edition) }
        }
        try session.observe(latest, .immediately)
    }

    @Test func aRunawayAppFailsTheStepNamingItsTimers() throws {
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: RunSettings(window: .seconds(60), seed: 0))
        let device = session.device
        device.clock.eventLimit = 100
        try session.perform {
            device.clock.schedule(every: .milliseconds(1), label: "busy loop") {}
        }
        let message = failure { try session.settle() }
        #expect(message?.hasPrefix("the simulation stopped: the app ran 100 events in one step") == true)
        #expect(message?.contains("“busy loop” every 1 ms") == true)
    }

    @Test func anAppThatStoppedWorkingFailsTheNextObservation() throws {
        var session = try sessionAfterTheAction()
        session.device.failApp("the feed's child process exited")
        #expect(failure { try session.observe(progressBar, .now) } == "the feed's child process exited")
    }

    @Test func aLongTimelineIsShortenedInMessages() {
        var timeline = Timeline()
        for step in 0..<20 {
            timeline.record(Screen(.feed, content: .edition(FeedEdition(feed: "World", number: step, bytes: 1))),
                            at: VirtualInstant(millisecondsSinceStart: step))
        }
        let words = TimelineWords.describe(timeline.entries)
        #expect(words.hasPrefix("nothing at 0 ms, then edition 0 of World at 0 ms, then edition 1 of World at 1 ms, "
            + "then 13 more screens, then edition 15 of World at 15 ms"))
        #expect(words.hasSuffix("edition 19 of World at 19 ms"))
    }

    @Test func anUpdateOfManyScreensIsOneMomentOfAFailuresTimeline() throws {
        var session = DeviceSession(network: TestFixtures.plainNetwork, settings: RunSettings(window: .seconds(2), seed: 0))
        let device = session.device
        try session.perform {
            device.update {
                for count in 1...100 { device.show(Screen(.feed, content: Screen.Content("\(count) stories"))) }
            }
        }
        #expect(failure { try session.observe(progressBar, .eventually) }
            == "expected a progress bar within 2 s of the action at 0 ms; saw 100 stories at 0 ms")
    }
}

/// The message of the `StepError.failed` `body` throws; nil when it throws nothing.
func failure(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return (error as? StepError)?.message ?? "not a step failure: \(error)"
    }
}
