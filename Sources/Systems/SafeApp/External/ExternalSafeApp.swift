import Adapter
import SpecrunKit

/// A wallet client running in a child process (see docs/adapter.md). Its hooks and the user's
/// actions go to the child as events; the child answers with the shared environment's operations,
/// carried out here, so loading, rendering and errors are the environment's, as for every Swift
/// client, and the child's policy is only *when* to load.
///
/// ```swift
/// let declaration = ExternalAlgorithm(system: "safe-app", name: "polling-js",
///                                                command: ["node", "adapters/js/safe_app.js"])
/// let algorithm = ExternalSafeApp.algorithm(declaration)
/// let app = algorithm.start(on: environment)
/// app.appDidStart()   // the child receives {"event":"launch"}
/// ```
package final class ExternalSafeApp: SafeAppClient {
    package let environment: SafeAppEnvironment
    private let run: AdapterRun

    package init(environment: SafeAppEnvironment, pool: AdapterPool) {
        self.environment = environment
        run = AdapterRun(pool: pool, device: environment.device) { ["defaultSafe": .string(environment.defaultSafe)] }
        run.apply = { [weak self] command throws(AdapterCommandError) in try self?.apply(command) }
    }

    /// `declaration` as a wallet algorithm: its children come from a pool of their own, warmed up
    /// before its first run; like every wallet algorithm it hears the device's lifecycle and
    /// connectivity.
    package static func algorithm(_ declaration: ExternalAlgorithm) -> Algorithm<SafeAppEnvironment, any SafeAppClient> {
        let pool = AdapterPool(declaration: declaration, vocabulary: SafeAppVocabulary.vocabulary)
        return Algorithm(name: declaration.name, summary: declaration.summary, prepare: pool.warmUp) { environment in
            let app = ExternalSafeApp(environment: environment, pool: pool)
            app.listen(to: environment.device)
            return app
        }
    }

    // MARK: Events

    package func appDidStart() { run.deliver("launch") }
    package func appDidComeToForeground() { run.deliver("foreground") }
    package func appDidGoToBackground() { run.deliver("background") }
    package func appDidTerminate() { run.deliver("terminate") }
    package func connectionDidChange(isConnected: Bool) { run.deliver("connectivity", [("connected", .bool(isConnected))]) }
    package func pushNotificationDidArrive(about safe: String) { run.deliver("push", [("safe", .string(safe))]) }
    package func open(_ screen: SafeAppScreen) { run.deliver("open", SafeAppVocabulary.fields(screen)) }
    package func pullToRefresh() { run.deliver("pullToRefresh") }
    package func switchSafe(to name: String) { run.deliver("switchSafe", [("safe", .string(name))]) }
    package func enterOwnerAddress(_ address: String) { run.deliver("enterAddress", [("address", .string(address))]) }
    package func pushTokenDidArrive(_ token: String) { run.deliver("pushToken", [("token", .string(token))]) }

    // MARK: Commands

    private func apply(_ command: JSONValue) throws(AdapterCommandError) {
        switch command["command"]?.string {
        case "start": environment.start()
        case "open": environment.open(try SafeAppVocabulary.screen(command))
        case "reload": environment.reloadOpenScreen()
        case "refresh": environment.refreshOpenScreen()
        case "fetch": environment.fetchInBackground(try requests(command["requests"]?.array ?? []))
        case "switchSafe":
            let name = command["safe"]!.string!
            guard environment.wallet.server[safe: name] != nil else { throw AdapterCommandError("the wallet has no safe “\(name)”") }
            environment.switchSafe(to: name)
        case "enterAddress": environment.enterOwnerAddress(command["address"]!.string!)
        case "registerPush": environment.registerForPushNotifications(token: command["token"]!.string!)
        case "terminate": environment.terminate()
        default: throw AdapterCommandError("the wallet has no such command")
        }
    }

    private func requests(_ items: [JSONValue]) throws(AdapterCommandError) -> [SafeAppRequest] {
        var requests: [SafeAppRequest] = []
        for item in items {
            let endpoint = item["endpoint"]!.string!
            guard let request = SafeAppVocabulary.endpoints[endpoint]?(item["safe"]?.string ?? environment.safe,
                                                                       item["transaction"]?.string) else {
                throw AdapterCommandError("a request to \(endpoint) needs the field “transaction”")
            }
            requests.append(request)
        }
        return requests
    }
}
