@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

/// The README's example of a new wallet algorithm, as written there.
final class ReconnectingSafeApp: SafeAppAlgorithm {
    static let name = "reconnecting"
    static let summary = "the document's policy, and a reload of the open screen when the connection comes back"
    let environment: SafeAppEnvironment

    init(environment: SafeAppEnvironment) {
        self.environment = environment
    }

    func appDidStart() { environment.start() }
    func appDidComeToForeground() { environment.reloadOpenScreen() }
    func appDidGoToBackground() {}
    func appDidTerminate() { environment.terminate() }
    func pushNotificationDidArrive(about safe: String) {}

    func connectionDidChange(isConnected: Bool) {
        if isConnected { environment.reloadOpenScreen() }
    }
}

@Suite struct SafeAppReadmeExampleTests {
    @Test func theReadmesAlgorithmReloadsWhenTheConnectionComesBack() throws {
        let registration = SafeAppAlgorithms.algorithm(ReconnectingSafeApp.self)
        #expect(registration.name == "reconnecting")
        let app = SafeAppHarness(registration)
        defer { app.shutDown() }
        app.device.network.condition = .offline
        try app.launch()
        #expect(app.screen.showsNoData)
        app.device.network.condition = .online
        try app.pass(.seconds(1))
        #expect(app.requests(to: "balances").count == 2)
        #expect(app.screen.data == .balances(SafeAppSample.main.balances))
    }
}
