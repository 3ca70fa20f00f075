import RunnerTestSupport
import SpecrunTestSupport
import Testing
@testable import SpecrunKit

/// The common steps, run end to end on the feed app: each timing word, time passing, the
/// connection and the network profile, and the request checks. Each scenario passes on one
/// algorithm and fails on the other (or on both), so every word is seen to decide.
@Suite struct CommonStepsTests {
    /// Runs one scenario (its steps indented as in a feature) on both algorithms: each algorithm's
    /// status and decisive message.
    private func scenario(_ steps: String, window: VirtualDuration? = nil) throws -> [String: Outcome] {
        let cases = try run("""
            @feed
            Feature: Feed
              Scenario: One
            \(steps)
            """, on: AnySystem(TestFixtures.feedSystem), window: window)
        return Dictionary(uniqueKeysWithValues: cases.map { ($0.algorithm, Outcome(status: $0.status, message: $0.decisiveStep?.message)) })
    }

    /// How a scenario ended on one algorithm: its status and the decisive step's message.
    struct Outcome: Equatable, CustomStringConvertible {
        var status: Status
        var message: String?
        static let passed = Outcome(status: .passed, message: nil)
        static func failed(_ message: String) -> Outcome { Outcome(status: .failed, message: message) }
        var description: String { "\(status): \(message ?? "")" }
    }

    @Test func immediatelyNeedsTheSightAtTheActionsInstant() throws {
        let stored = """
                Given the feed is cached
                When I open the feed
            """
        let expected = ["cache-first": Outcome.passed,
                        "network-first": .failed("expected edition 7 immediately, at 0 ms; saw blank view with a progress bar at 0 ms")]
        #expect(try scenario(stored + "\n    Then I should see edition 7 immediately") == expected)
        #expect(try scenario(stored + "\n    Then I should immediately see edition 7") == expected)
    }

    @Test func shouldSeeWaitsForTheSightAndStopsWhereItShows() throws {
        let published = """
                Given the feed is cached
                And a new edition of the feed is published
                When I open the feed
            """
        #expect(try scenario(published + "\n    Then I should eventually see the latest edition") == [
            "network-first": .passed,
            "cache-first": .failed("expected the latest edition, edition 8 of World within 1 min of the action at 0 ms; saw "
                + "edition 7 of World at 0 ms, then edition 7 of World with a refresh prompt “New stories: pull to refresh” at 8 ms"),
        ])
        // "I should see" is "eventually"; the clock stops at 8 ms, where the prompt shows.
        #expect(try scenario(published + """

                Then I should see a prompt to refresh
                And I should still see edition 7
                And after 1 ms I should see a prompt to refresh
            """) == [
            "cache-first": .passed,
            "network-first": .failed("expected a prompt to refresh within 1 min of the action at 0 ms; saw blank view with a "
                + "progress bar at 0 ms, then edition 8 of World at 8 ms"),
        ])
    }

    @Test func eventuallyLooksOnlyAsLongAsTheWindow() throws {
        let slow = """
                Given my connection is slow
                When I open the feed
                Then I should see edition 7
            """
        #expect(try scenario(slow).values.map(\.status) == [.passed, .passed])
        #expect(try scenario(slow, window: .seconds(2)) == [
            "cache-first": .failed("expected edition 7 within 2 s of the action at 0 ms; saw blank view with a progress bar at 0 ms"),
            "network-first": .failed("expected edition 7 within 2 s of the action at 0 ms; saw blank view with a progress bar at 0 ms"),
        ])
    }

    @Test func stillLooksAtWhatShowsNow() throws {
        #expect(try scenario("""
                Given the feed is cached
                And my connection is offline
                When I open the feed
                And 5 seconds pass
                Then I should still see an offline banner
            """) == [
            "network-first": .passed,
            "cache-first": .failed("expected an offline banner at 5 s; saw edition 7 of World at 5 s"),
        ])
    }

    @Test func notLooksFromTheActionToTheEndOfTheWindow() throws {
        let offline = """
                Given the feed is cached
                And my internet connection is offline
                When I open the feed
            """
        let expected = [
            "cache-first": Outcome.passed,
            "network-first": .failed("expected not to see any banner from 0 ms to 1 min; saw it at 0 ms: blank view with a "
                + "progress bar at 0 ms, then edition 7 of World with an offline banner at 0 ms"),
        ]
        #expect(try scenario(offline + "\n    Then I should not see any banners") == expected)
        // "I should see no banner" says the same.
        #expect(try scenario(offline + "\n    Then I should see no banner") == expected)
    }

    @Test func eventuallySeeingAnAbsenceWaitsForTheSightToGo() throws {
        let outcome = Outcome.failed("expected not to see a progress bar from 0 ms to 1 min; saw it at 0 ms: blank view with a "
            + "progress bar at 0 ms, then edition 7 of World at 8 ms")
        #expect(try scenario("""
                When I open the feed
                Then I should eventually see no progress bar
                And I should still see edition 7
                And I should see no progress bar
            """) == ["cache-first": outcome, "network-first": outcome])
    }

    @Test func afterSomeTimeLooksThereAndOnlyThere() throws {
        let failing = """
                Given the feed is cached
                And my connection is failing
                When I open the feed
            """
        #expect(try scenario(failing + "\n    Then after 1 second I should see a warning banner") == [
            "cache-first": .passed,
            "network-first": .failed("expected a warning banner at 1 s; saw edition 7 of World with an error banner "
                + "“Couldn't load the feed” at 1 s"),
        ])
        // The progress bar showed, and is gone a second later; the error banner is still there two seconds later.
        #expect(try scenario(failing + """

                Then after 1 second I should not see a progress bar
                And after 1 second I should not see an error banner
            """) == [
            "cache-first": .passed,
            "network-first": .failed("expected an error banner to be gone at 2 s; it still showed: edition 7 of World with an "
                + "error banner “Couldn't load the feed” at 2 s"),
        ])
    }

    @Test func theNetworkProfileIsTheFixturesByKeyOrByName() throws {
        // 3G: 200 ms round trip, 400 bytes up → 10 ms, 24,000 bytes down → 247 ms. Edge: 840 ms, 16 ms and 800 ms.
        for (profile, arrival) in [("3g", "457 ms"), ("Edge", "1.656 s")] {
            let outcome = Outcome.failed("expected a progress bar at \(arrival); saw blank view with a progress bar at 0 ms, "
                + "then edition 7 of World at \(arrival)")
            let outcomes = try scenario("""
                    Given the network profile is "\(profile)"
                    When I open the feed
                    Then I should see edition 7
                    And I should still see a progress bar
                """)
            #expect(outcomes == ["cache-first": outcome, "network-first": outcome])
        }
        let unknown = Outcome.failed(#"no network profile "5g" in the fixtures; known profiles: "#
            + "100%-loss, 3g, dsl, edge, high-latency, lte, very-bad-network, wifi")
        #expect(try scenario(#"    Given the network profile is "5g""#) == ["cache-first": unknown, "network-first": unknown])
    }

    @Test func noRequestLooksFromTheLastActionToTheEndOfItsWindow() throws {
        #expect(try scenario("""
                Given I read the feed
                When 10 minutes pass
                Then no request should have been made
            """) == ["cache-first": .passed, "network-first": .passed])
        #expect(try scenario("""
                Given the feed is cached
                When I open the feed
                Then no request should have been made
            """) == [
            "cache-first": .failed("expected no request from 0 ms to 1 min; saw feed World from 0 ms to 4 ms: ok (HTTP 304), 200 bytes"),
            "network-first": .failed("expected no request from 0 ms to 1 min; saw feed World from 0 ms to 8 ms: ok, 24000 bytes"),
        ])
    }

    @Test func theRequestsSinceTheSceneCountAcrossARelaunchAndAnotherAction() throws {
        let cases = try run("""
            @feed
            Feature: Feed
              Scenario: Relaunched and refreshed
                Given I read the feed
                When I relaunch the app
                And 10 seconds pass
                And I pull to refresh
                Then the app should have revalidated the feed twice
                And the app should have downloaded the feed never
            """, on: AnySystem(TestFixtures.feedSystem))
        #expect(cases.statusByAlgorithm == ["cache-first": .passed, "network-first": .failed])
        #expect(cases.message("network-first") == "expected 2 revalidations of World since the scene was set; "
            + "saw 1 revalidation: feed World from 8 ms to 16 ms: ok, 24000 bytes; feed World from 10.008 s to 10.012 s: ok (HTTP 304), 200 bytes")
        #expect(cases.map { $0.outcome?.metrics[FeedSystem.notModified] } == [1, 2])
    }

    @Test func aStepNamesAFeedByItsNameOrTheDefault() throws {
        #expect(try scenario("""
                Given the "Sports" feed is cached
                When I open the "Sports" feed
                Then I should see edition 3 immediately
            """) == [
            "cache-first": .passed,
            "network-first": .failed("expected edition 3 immediately, at 0 ms; saw blank view with a progress bar at 0 ms"),
        ])
        let unknown = Outcome.failed(#"there is no feed "Weather" on the simulated server; the fixtures have Sports, World"#)
        #expect(try scenario(#"    Given the "Weather" feed is cached"#) == ["cache-first": unknown, "network-first": unknown])
    }

    @Test func theFeedsStepsRegisterWithoutProblems() {
        let resolved = TestFixtures.feedSystem.steps.resolved()
        #expect(resolved.problems.isEmpty)
        #expect(!resolved.supportCode.contains { if case .undefinedParameterType = $0 { true } else { false } })
        // `{feed}` is defined after the steps that use it, and its steps match.
        #expect(resolved.supportCode.last == .parameterType(name: "feed"))
        #expect(TestFixtures.feedSystem.algorithms.map(\.name) == ["network-first", "cache-first"])
    }

    /// A world whose sights' vocabulary has a name of its own: the common steps read that name
    /// (`{view}`), never a `{sight}` the world did not define.
    @Test func theSightsGoByTheirVocabularysName() {
        var steps = StepRegistry<ViewWorld>()
        CommonSteps.register(in: &steps)
        let patterns = steps.resolved().definitions.map(\.pattern.source)
        #expect(patterns.contains("I should see {view}") && patterns.contains("after {duration} I should not see {view}"), "\(patterns)")
        #expect(!patterns.contains { $0.contains("{sight}") })
        #expect(Vocabulary<Int>().name == "sight")
    }
}

/// A world whose sights are `{view}`.
private struct ViewWorld: SimulatedWorld {
    static var sights: Vocabulary<Int> {
        var words = Vocabulary<Int>(name: "view")
        words.add("the feed", 1)
        return words
    }
    var session: DeviceSession
    func sight(_ phrase: Int) throws -> Sight { Sight("the feed") { _ in true } }
}
