@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

/// When each wallet algorithm reloads: where the document's policy and the legacy clients part.
@Suite struct SafeAppReloadPolicyTests {
    @Test(arguments: [("unified", true), ("legacy-ios", true), ("legacy-android", false)])
    func comingToTheForegroundReloadsTheOpenScreen(algorithm: String, reloads: Bool) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        try app.launch()
        try app.visit(.settings)
        app.wallet.server[safe: "Main"]?.settings.requiredConfirmations = 1
        app.device.lifecycle.moveToBackground()
        try app.pass(.seconds(30))
        let mark = app.now
        app.device.lifecycle.moveToForeground()
        try app.pass(.zero)
        let expected = reloads ? ["required confirmations", "owners", "master copy", "modules"] : []
        #expect(app.endpoints(since: mark) == expected)
        try app.pass(.seconds(1))
        guard case .settings(let settings)? = app.screen.data else {
            Issue.record("expected the settings on screen, saw \(app.screen)")
            return
        }
        #expect(settings.requiredConfirmations == (reloads ? 1 : 2))
    }

    @Test(arguments: ["unified", "legacy-android"])
    func withoutATriggerNoRequestIsMade(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        try app.launch()
        try app.visit(.transactions)
        let mark = app.now
        try app.pass(.minutes(10))
        app.device.network.condition = .offline
        try app.pass(.seconds(30))
        app.device.network.condition = .online
        try app.act { $0.pushNotificationDidArrive(about: "Main") }
        try app.pass(.minutes(1))
        #expect(app.endpoints(since: mark).isEmpty)
        #expect(app.device.timeline.entries.allSatisfy { $0.screen.snackbar == nil })
    }

    @Test(arguments: ["unified", "legacy-android"])
    func startedOfflineTheAppStaysEmptyWhenTheConnectionComesBack(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        app.device.network.condition = .offline
        try app.launch()
        try app.pass(.seconds(5))
        app.device.network.condition = .online
        try app.pass(.minutes(1))
        #expect(app.screen == Screen(.assets, noData: true))
        #expect(app.requests(to: "balances").count == 1)
    }

    @Test func legacyIOSPollsTransactionsThenBalancesEvery10SecondsWhateverTheScreen() throws {
        let app = try SafeAppHarness.named("legacy-ios")
        defer { app.shutDown() }
        try app.launch()
        try app.visit(.settings)
        let mark = app.now
        try app.pass(.seconds(29))
        #expect(app.endpoints(since: mark) == Array(repeating: ["transactions", "balances"], count: 3).flatMap { $0 })
        #expect(app.requests(to: "transactions").map(\.start.description) == ["10 s", "20 s", "30 s"])
        #expect(app.screen.data == .settings(SafeAppSample.main.settings))

        // Paused in the background, resumed (with a reload of the open screen) in the foreground.
        try app.leaveAndReturn(after: .minutes(5))
        #expect(app.requests(to: "transactions").count == 3)
        #expect(app.requests(to: "owners").count == 2)
        try app.pass(.seconds(10))
        #expect(app.requests(to: "transactions").count == 4)
    }

    @Test func legacyIOSPollingUpdatesTheBalancesShown() throws {
        let app = try SafeAppHarness.started("legacy-ios")
        defer { app.shutDown() }
        app.wallet.server[safe: "Main"]?.balances.eth = "13.0"
        try app.pass(.seconds(10))
        guard case .balances(let balances)? = app.screen.data else {
            Issue.record("expected the balances on screen, saw \(app.screen)")
            return
        }
        #expect(balances.eth == "13.0")
    }

    @Test func legacyIOSShowsNoInternetWithoutAnyActionWhenAPollFails() throws {
        let app = try SafeAppHarness.started("legacy-ios")
        defer { app.shutDown() }
        app.device.network.condition = .offline
        #expect(app.screen.snackbar == nil)
        try app.pass(.seconds(9))
        #expect(app.screen.snackbar == Screen.Snackbar("No internet connection", expires: .start + .seconds(14)))
        #expect(app.screen.data == .balances(SafeAppSample.main.balances))
    }

    @Test func legacyIOSFillsAnEmptyScreenWhenTheConnectionComesBack() throws {
        let app = try SafeAppHarness.named("legacy-ios")
        defer { app.shutDown() }
        app.device.network.condition = .offline
        try app.launch()
        try app.pass(.seconds(5))
        app.device.network.condition = .online
        try app.pass(.seconds(6))
        #expect(app.screen.data == .balances(SafeAppSample.main.balances))
        #expect(!app.screen.showsNoData)
    }

    @Test(arguments: SafeAppAlgorithms.all.map(\.name))
    func anotherRequestsErrorKeepsTheScreen(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        let shown = app.screen.data
        app.device.network.condition = .failing(status: 503)
        try app.leaveAndReturn()
        try app.pass(.seconds(1))
        #expect(app.screen.data == shown)
        #expect(!app.screen.showsNoData)
        let reloads = algorithm != "legacy-android"
        #expect((app.screen.snackbar?.text == "Something went wrong (HTTP 503)") == reloads)
    }
}

@Test func reloadsThatBringNothingNewAreCountedAsRedundant() throws {
    let ios = try SafeAppHarness.started("legacy-ios")
    let unified = try SafeAppHarness.started("unified")
    defer { ios.shutDown(); unified.shutDown() }
    for app in [ios, unified] {
        try app.pass(.seconds(59))
        try app.leaveAndReturn()
        try app.pass(.seconds(1))
    }
    // iOS: six polls of unchanged balances in the first minute (10 s … 60 s) and the reload on
    // return; unified: the reload on return.
    #expect(ios.app.environment.redundantDownloads == 7)
    #expect(unified.app.environment.redundantDownloads == 1)
}
