@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

/// What every wallet algorithm does the same: the document's screens and their requests.
@Suite struct SafeAppScreensTests {
    static let algorithms = SafeAppAlgorithms.all.map(\.name)

    @Test(arguments: algorithms) func appStartLoadsJustTheBalances(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        try app.launch()
        #expect(app.endpoints() == ["balances"])
        #expect(app.screen == Screen(.assets, progressBar: true))
        try app.pass(.milliseconds(4))
        #expect(app.screen.data == .balances(SafeAppSample.main.balances))
        #expect(!app.screen.showsProgressBar)
        #expect(app.device.timeline.description
            == "nothing at 0 ms; empty Assets screen with a progress bar at 0 ms; "
            + "Assets screen showing the balances of Main (12.5 ETH, 1250.00 DAI, 300.00 USDC) at 4 ms")
    }

    @Test(arguments: algorithms) func nothingHappensBeforeTheAppIsStarted(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        try app.act { $0.open(.settings) }
        try app.act { $0.pullToRefresh() }
        try app.pass(.seconds(60))
        #expect(app.endpoints().isEmpty)
        #expect(app.screen == .nothing)
    }

    @Test(arguments: algorithms) func openingAScreenLoadsItsData(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }

        var mark = app.now
        try app.act { $0.open(.settings) }
        #expect(app.endpoints(since: mark) == ["required confirmations", "owners", "master copy", "modules"])
        try app.pass(.seconds(1))
        #expect(app.screen.data == .settings(SafeAppSample.main.settings))

        mark = app.now
        try app.act { $0.open(.transactions) }
        #expect(app.endpoints(since: mark) == ["transactions", "creation transaction"])
        try app.pass(.seconds(1))
        #expect(app.screen.data == .transactions(SafeAppSample.main.transactions + [SafeAppSample.main.creation]))

        mark = app.now
        try app.act { $0.open(.transactionDetails(id: "0x3a9c")) }
        #expect(app.endpoints(since: mark) == ["transaction details"])
        try app.pass(.seconds(1))
        #expect(app.screen.data == .transaction(SafeAppSample.main.transactions[1]))

        mark = app.now
        try app.act { $0.open(.collectibles) }
        #expect(app.endpoints(since: mark) == ["collectibles"])
        try app.pass(.seconds(1))
        #expect(app.endpoints(since: mark) == ["collectibles", "image", "image"])
        #expect(app.requests(to: "image").map(\.resource) == ["kitty-1204", "ens-main-safe"])
        #expect(app.screen.data == .collectibles(SafeAppSample.main.collectibles))
    }

    @Test(arguments: algorithms) func theAppDoesNotRememberData(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        try app.visit(.settings)
        try app.act { $0.open(.assets) }
        #expect(app.screen == Screen(.assets, progressBar: true))
        #expect(app.requests(to: "balances").count == 2)

        // Killed and started again: everything is asked for anew.
        app.device.lifecycle.terminate()
        #expect(app.screen == .nothing)
        try app.launch()
        #expect(app.requests(to: "balances").count == 3)
    }

    @Test(arguments: algorithms) func leavingAScreenCancelsItsRequests(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        app.device.network.condition = .slow(extraDelay: .seconds(5))
        try app.visit(.settings)
        try app.act { $0.open(.transactions) }
        let settings = app.device.network.log.filter { $0.endpoint == "owners" }
        #expect(settings.map(\.outcome) == [.cancelled])
        try app.pass(.seconds(10))
        #expect(app.screen.name == .transactions)
        #expect(app.screen.data != nil)
    }

    @Test(arguments: algorithms) func switchingSafeShowsItsAssets(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        try app.visit(.settings)
        let mark = app.now
        try app.act { $0.switchSafe(to: "Team") }
        #expect(app.endpoints(since: mark) == ["balances"])
        #expect(app.requests(to: "balances").last?.resource == "Team")
        #expect(app.screen == Screen(.assets, progressBar: true))
        try app.pass(.seconds(1))
        #expect(app.screen.safeContent == SafeContent(safe: "Team", data: .balances(SafeAppSample.team.balances)))

        // The same safe again is no switch.
        try app.act { $0.switchSafe(to: "Team") }
        #expect(app.requests(to: "balances").count == 2)
    }

    @Test(arguments: algorithms) func aPushTokenIsRegisteredOnce(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        try app.launch()
        try app.act { $0.pushTokenDidArrive("device-1") }
        try app.pass(.seconds(1))
        #expect(app.requests(to: "push registration").map(\.resource) == ["device-1"])
        #expect(app.wallet.server.pushRegistrations == ["device-1"])
    }
}
