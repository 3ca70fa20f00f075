import Expressions
import Gherkin
import Foundation
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import RunnerTestSupport
import Testing

@Suite struct SafeAppSystemTests {
    let system = SafeAppSystem(network: fixtures.network, safes: fixtures.safe)

    /// The issue's examples of steps in the document's words.
    static let issueLines = [
        "the app is started", "my connection is offline", "the app comes to the foreground", "I open the Settings screen",
        "I pull to refresh the transaction list", #"I switch to the safe "Team""#, "the connection comes back",
        "the balances should have been requested once", "no request should have been made",
        #"I should see the "No data" view"#, #"I should see a snackbar "No internet connection""#,
        "after 4 seconds I should not see the snackbar", "the snackbar should show for 4 seconds",
        "I should see the error below the address field",
    ]

    /// Every step line of `features/safe-app`, as written there.
    static let featureLines: [String] = {
        let folder = URL(fileURLWithPath: repositoryRoot)
            .appendingPathComponent("features/safe-app")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var lines: Set<String> = []
        for file in files where file.hasSuffix(".feature") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var ids = IdGenerator()
            guard case .success(let document) = GherkinParser().parse(text, uri: file, ids: &ids) else { continue }
            for pickle in PickleCompiler().compile(document, ids: &ids) { lines.formUnion(pickle.steps.map(\.text)) }
        }
        return lines.sorted()
    }()

    @Test(arguments: issueLines + featureLines)
    func everyLineMatchesExactlyOneDefinition(line: String) {
        guard case .matched = system.steps.resolved().match(line) else {
            Issue.record("\(line): \(system.steps.resolved().match(line))")
            return
        }
    }

    @Test func theFeaturesHaveSteps() {
        #expect(Self.featureLines.count > 50)
    }

    @Test func theStepsRegisterWithoutProblems() {
        #expect(system.steps.resolved().problems.isEmpty)
        #expect(system.algorithms.map(\.name) == ["unified", "legacy-ios", "legacy-android"])
    }

    @Test func comingToTheForegroundDivergesAsDocumented() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Foreground
              Scenario: Settings
                Given the app is started
                And I am on the Settings screen
                And the app is in the background
                When the app comes to the foreground
                Then only the settings should have been requested
            """)
        #expect(cases.statusByAlgorithm == ["unified": .passed, "legacy-ios": .passed, "legacy-android": .failed])
        #expect(cases.message("legacy-android") == "expected only the settings (required confirmations, owners, master copy, "
            + "modules) to have been requested, once each, from 8 ms to 1 min 0.008 s; saw no request")
    }

    @Test func noRequestCountsFromTheLastActionThroughTheTimeThatPassed() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Quiet
              Scenario: Ten minutes
                Given the app is started
                When 10 minutes pass
                Then no request should have been made
            """)
        #expect(cases.statusByAlgorithm == ["unified": .passed, "legacy-ios": .failed, "legacy-android": .passed])
        let message = try #require(cases.message("legacy-ios"))
        // A summary line first, then the requests one a line, the first and the last ones.
        #expect(message.hasPrefix("expected no request from 4 ms to 11 min 0.004 s; saw 132 requests from 10 s to 11 min: "
            + "transactions ×66, balances ×66\n  transactions Main from 10 s to 10.004 s: ok, 2900 bytes\n"
            + "  balances Main from 10 s to 10.004 s: ok, 970 bytes\n  transactions Main from 20 s"))
        #expect(message.contains("\n  124 more requests\n"))
    }

    @Test func countsLookAtNowAndNegativesAtTheWholeWindow() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Counts
              Scenario: Settings
                Given the app is started
                When I open the Settings screen
                Then the owners should have been requested once
                And the balances should have been requested 0 times
                And the transactions should not have been requested
            """, algorithms: ["legacy-ios"])
        // Six requests: a line that sums them up, then one a line.
        #expect(cases.message("legacy-ios") == """
            expected no request for the transactions from 4 ms to 1 min 0.004 s; saw 6 requests from 10 s to 1 min: transactions ×6
              transactions Main from 10 s to 10.004 s: ok, 2900 bytes
              transactions Main from 20 s to 20.004 s: ok, 2900 bytes
              transactions Main from 30 s to 30.004 s: ok, 2900 bytes
              transactions Main from 40 s to 40.004 s: ok, 2900 bytes
              transactions Main from 50 s to 50.004 s: ok, 2900 bytes
              transactions Main from 1 min to 1 min 0.004 s: ok, 2900 bytes
            """)
    }

    @Test func stepsThatCannotApplySayHowToFixTheScenario() throws {
        func message(_ steps: String) throws -> String? {
            try runSafeApp("@safe-app\nFeature: F\n  Scenario: S\n" + steps, algorithms: ["unified"]).message("unified")
        }
        #expect(try message("    When I open the Settings screen\n")
            == "the app is not running; start it first with \"Given the app is started\"")
        #expect(try message("    Given the app is started\n    When I pull to refresh the transaction list\n")
            == "I cannot pull to refresh the Transactions screen: the Assets screen is open; open it first, e.g. "
            + "\"Given I am on the Transactions screen\"")
        #expect(try message("    Given the app is started\n    When I switch to the safe \"Savings\"\n")
            == "there is no safe \"Savings\" in the fixtures; they have \"Main\", \"Team\"")
        #expect(try message("    Given the app is started\n    When I enter the address \"0x12\" in the address field\n")
            == "the address field is on the Add owner screen; open it first with \"Given I am on the Add owner screen\"")
        #expect(try message("    Given the app is started\n    Then I should see the push registration\n")
            == "the push registration is not something a screen shows; check it with \"the push registration should "
            + "have been requested once\"")
    }

    /// The fixtures with the snackbar shown for `duration` instead of 4 s.
    private func fixturesShowingTheSnackbar(for duration: VirtualDuration) -> Fixtures {
        var changed = SystemsTests.fixtures
        changed.safe.timings.snackbarDuration = duration
        return changed
    }

    /// The app started offline, its snackbar seen, then `step`.
    private func offlineStart(then step: String) -> String {
        """
        @safe-app
        Feature: Screen.Snackbar
          Scenario: Offline start
            Given my connection is offline
            When the app starts
            Then I should see a snackbar "No internet connection"
            \(step)
        """
    }

    @Test func theSnackbarMustShowForItsTimeAndThenBeGone() throws {
        let scenario = offlineStart(then: "And the snackbar should show for 4 seconds")
        #expect(try runSafeApp(scenario).statusByAlgorithm.values.allSatisfy { $0 == .passed })
        #expect(try runSafeApp(scenario, algorithms: ["unified"], fixtures: fixturesShowingTheSnackbar(for: .seconds(6))).message("unified")
            == "expected the snackbar “No internet connection” shown at 0 ms to be gone after 4 s, at 4 s; it still showed")
        #expect(try runSafeApp(scenario, algorithms: ["unified"], fixtures: fixturesShowingTheSnackbar(for: .seconds(2))).message("unified")
            == "expected the snackbar “No internet connection” shown at 0 ms to stay until 4 s; it was gone at 2 s")
    }

    @Test func afterSomeSecondsTheSnackbarIsGoneWhenItWentAwayByThen() throws {
        let scenario = offlineStart(then: "And after 5 seconds I should not see the snackbar")
        // Gone after 4 s (or 2 s): by 5 s it is gone, which is all the step says.
        #expect(try runSafeApp(scenario).statusByAlgorithm.values.allSatisfy { $0 == .passed })
        #expect(try runSafeApp(scenario, algorithms: ["unified"], fixtures: fixturesShowingTheSnackbar(for: .seconds(2)))
            .statusByAlgorithm == ["unified": .passed])
        let stays = try runSafeApp(scenario, algorithms: ["unified"], fixtures: fixturesShowingTheSnackbar(for: .seconds(6)))
        #expect(stays.message("unified")?.hasPrefix("expected a snackbar to be gone at 5 s; it still showed: ") == true)
    }

    @Test func theSnackbarStepTimesTheLastSnackbarFromWhenItAppeared() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Screen.Snackbar
              Scenario: A second error
                Given the app is started
                And the server fails
                When I open the Transactions screen
                And 2 seconds pass
                And I pull to refresh the transaction list
                And 1 second passes
                Then the snackbar should show for 4 seconds
                And I should see the "No data" view
            """, algorithms: ["unified"])
        #expect(cases.statusByAlgorithm == ["unified": .passed])
        // The second snackbar showed at 2.008 s; the check stood at 6.008 s; the run ends a window later.
        #expect(cases.first?.outcome?.trace.endMs == 66_008)

        let early = try runSafeApp("""
            @safe-app
            Feature: Screen.Snackbar
              Scenario: Replaced
                Given the app is started
                And the server fails
                When I open the Transactions screen
                And 2 seconds pass
                And I pull to refresh the transaction list
                Then the snackbar should show for 4 seconds
            """, algorithms: ["unified"])
        #expect(early.message("unified") == "expected the snackbar “Something went wrong (HTTP 503)” shown at 8 ms to stay "
            + "until 4.008 s; it was replaced by another snackbar “Something went wrong (HTTP 503)” at 2.008 s")

        let none = try runSafeApp("""
            @safe-app
            Feature: Screen.Snackbar
              Scenario: None
                Given the app is started
                Then the snackbar should show for 4 seconds
            """, algorithms: ["unified"])
        #expect(none.message("unified") == "expected a snackbar that shows for 4 s, but none showed from 4 ms to 1 min 0.004 s; "
            + "saw Assets screen showing the balances of Main (12.5 ETH, 1250.00 DAI, 300.00 USDC, 4.2 GNO) at 4 ms")
    }

    @Test func theOutcomeCarriesTheWalletsMetrics() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Metrics
              Scenario: Back from the background, offline
                Given the app is started
                And the app is in the background
                And my connection is offline
                When the app comes to the foreground
                Then I should see a snackbar "No internet connection"
            """)
        let byAlgorithm = Dictionary(uniqueKeysWithValues: cases.map { ($0.algorithm, $0.outcome?.metrics) })
        let unified = try #require(byAlgorithm["unified"] ?? nil)
        #expect(unified.requestsByEndpoint == ["balances": 2])
        #expect(unified[key: "snackbarsShown"] == 1)
        #expect(unified[key: "timeToContentMs"] == 4)
        let ios = try #require(byAlgorithm["legacy-ios"] ?? nil)
        #expect(ios.requestsByEndpoint == ["balances": 8, "transactions": 6])
        #expect(ios[key: "snackbarsShown"] == 7)
        let android = try #require(byAlgorithm["legacy-android"] ?? nil)
        #expect(android.requestsByEndpoint == ["balances": 1])
        #expect(android[key: "snackbarsShown"] == 0)
    }

    @Test func aReloadThatBringsNothingNewIsARedundantDownload() throws {
        let cases = try runSafeApp("""
            @safe-app
            Feature: Redundant
              Scenario: Back from the background
                Given the app is started
                And the app is in the background
                When the app comes to the foreground
                Then I should eventually see the balances
            """)
        let redundant = Dictionary(uniqueKeysWithValues: cases.map { ($0.algorithm, $0.outcome?.metrics[key: "redundantDownloads"]) })
        // The reload on return; for iOS also its five polls of unchanged balances in the window (the
        // sixth answers after it), the transactions it polls not being on screen.
        #expect(redundant == ["unified": 1, "legacy-ios": 6, "legacy-android": 0])
    }
}
