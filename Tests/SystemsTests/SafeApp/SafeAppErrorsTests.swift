@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

/// How every wallet algorithm shows errors and pull to refresh, as the document agrees.
@Suite struct SafeAppErrorsTests {
    static let algorithms = SafeAppAlgorithms.all.map(\.name)

    @Test(arguments: algorithms) func startedOfflineShowsNoDataAndASnackbarFor4Seconds(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        app.device.network.condition = .offline
        try app.launch()
        let noInternet = Screen.Snackbar("No internet connection", expires: .start + .seconds(4))
        #expect(app.screen == Screen(.assets, noData: true, snackbar: noInternet))
        try app.pass(.milliseconds(3_999))
        #expect(app.screen.snackbar == noInternet)
        try app.pass(.milliseconds(1))
        #expect(app.screen == Screen(.assets, noData: true))
    }

    @Test(arguments: algorithms) func aFailedScreenLoadShowsOneSnackbarAndCancelsTheRest(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        app.device.network.setCondition(.failing(status: 503), forEndpoint: "owners")
        app.device.network.setCondition(.slow(extraDelay: .seconds(2)), forEndpoint: "modules")
        try app.visit(.settings)
        #expect(app.screen.showsNoData)
        #expect(app.screen.snackbar?.text == "Something went wrong (HTTP 503)")
        #expect(app.requests(to: "modules").map(\.outcome) == [.cancelled])
        try app.pass(.seconds(5))
        #expect(app.device.timeline.entries.filter { $0.screen.snackbar != nil }.count == 1)
    }

    @Test(arguments: algorithms) func pullToRefreshShowsASpinnerAndKeepsTheDataOnError(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        try app.visit(.transactions)
        let shown = try #require(app.screen.data)

        let mark = app.now
        try app.act { $0.pullToRefresh() }
        #expect(app.endpoints(since: mark) == ["transactions", "creation transaction"])
        #expect(app.screen.showsSpinner && app.screen.data == shown)
        try app.pass(.seconds(1))
        #expect(!app.screen.showsSpinner)

        app.device.network.condition = .failing(status: 503)
        try app.act { $0.pullToRefresh() }
        try app.pass(.seconds(1))
        #expect(app.screen.data == shown)
        #expect(!app.screen.showsNoData && !app.screen.showsSpinner)
        #expect(app.screen.snackbar?.text == "Something went wrong (HTTP 503)")
    }

    @Test(arguments: algorithms) func pullToRefreshCancelsThePendingLoadOfTheSameResource(algorithm: String) throws {
        let app = try SafeAppHarness.named(algorithm)
        defer { app.shutDown() }
        app.device.network.condition = .slow(extraDelay: .seconds(5))
        try app.launch()
        try app.pass(.seconds(1))
        app.device.network.condition = .online
        try app.act { $0.pullToRefresh() }
        let balances = app.requests(to: "balances")
        #expect(balances.map(\.outcome) == [.cancelled, nil])
        #expect(balances[0].end == app.now)
        #expect(app.screen.showsSpinner)
        try app.pass(.milliseconds(4))
        #expect(app.screen.data == .balances(SafeAppSample.main.balances))
        #expect(!app.screen.showsSpinner)
    }

    @Test(arguments: algorithms) func pullToRefreshIsNotOfferedOnTheAddOwnerScreen(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        try app.act { $0.open(.addOwner) }
        let mark = app.now
        try app.act { $0.pullToRefresh() }
        #expect(app.endpoints(since: mark).isEmpty)
        #expect(!app.screen.showsSpinner)
    }

    @Test(arguments: algorithms) func addressErrorsGoBelowTheAddressField(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        try app.act { $0.open(.addOwner) }

        try app.act { $0.enterOwnerAddress("0x12") }
        #expect(app.screen.errorLabels == [Screen.ErrorLabel(field: "Address", message: "Invalid address")])
        #expect(app.requests(to: "owners").isEmpty)

        try app.act { $0.enterOwnerAddress(SafeAppSample.ownerAddress.lowercased()) }
        #expect(app.screen.errorLabels.isEmpty)
        try app.pass(.seconds(1))
        #expect(app.screen.errorLabels == [Screen.ErrorLabel(field: "Address", message: "This address is already an owner")])

        try app.act { $0.enterOwnerAddress(SafeAppSample.newAddress) }
        try app.pass(.seconds(1))
        #expect(app.screen.errorLabels.isEmpty)
        #expect(app.requests(to: "owners").count == 2)

        app.device.network.condition = .offline
        try app.act { $0.enterOwnerAddress(SafeAppSample.newAddress) }
        #expect(app.screen.errorLabels == [Screen.ErrorLabel(field: "Address", message: "No internet connection")])
        #expect(app.screen.snackbar == nil)
    }

    @Test(arguments: algorithms) func aFailedPushRegistrationShowsNothing(algorithm: String) throws {
        let app = try SafeAppHarness.started(algorithm)
        defer { app.shutDown() }
        app.device.network.setCondition(.failing(status: 503), forEndpoint: "push registration")
        try app.act { $0.pushTokenDidArrive("device-1") }
        try app.pass(.seconds(1))
        #expect(app.screen.snackbar == nil)
        #expect(app.requests(to: "push registration").map(\.outcome) == [.failed(.httpStatus(503))])
    }
}
