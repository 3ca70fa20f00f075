import SpecrunKit

/// A wallet client as a system under test: a reload policy (when the app asks the back end for
/// data) over the `SafeAppEnvironment` every client shares (screens, requests, errors). The device's
/// lifecycle and connectivity reach the app as the hooks below; steps call the user actions.
///
/// A new algorithm is a final class conforming to this protocol and one line in
/// `SafeAppAlgorithms.list`; its registration starts one on the environment and lets it hear the
/// device.
///
/// ```swift
/// final class OnDemandSafeApp: SafeAppAlgorithm {
///     static let name = "on-demand"
///     static let summary = "loads a screen when it is opened, never in the background"
///     let environment: SafeAppEnvironment
///     init(environment: SafeAppEnvironment) { self.environment = environment }
///     func appDidStart() { environment.start() }
///     func appDidComeToForeground() {}
///     func appDidGoToBackground() {}
///     func appDidTerminate() { environment.terminate() }
///     func connectionDidChange(isConnected: Bool) {}
///     func pushNotificationDidArrive(about safe: String) {}
/// }
/// ```
package protocol SafeAppAlgorithm: SafeAppClient, SendableMetatype {
    /// The name the algorithm is registered and reported under, e.g. "unified".
    static var name: String { get }
    /// One line saying what the algorithm does.
    static var summary: String { get }

    init(environment: SafeAppEnvironment)
}

/// What the wallet's steps and the device drive: a client over the shared environment, with the
/// hooks of its reload policy and the user's actions. Every algorithm is one, the Swift ones
/// (`SafeAppAlgorithm`) and those in a child process (`ExternalSafeApp`).
///
/// ```swift
/// let client: any SafeAppClient = registration.start(on: environment)
/// client.appDidStart()
/// client.open(.transactionDetails(id: "0x5afe"))
/// client.pullToRefresh()
/// client.connectionDidChange(isConnected: false)
/// ```
package protocol SafeAppClient: AnyObject {
    var environment: SafeAppEnvironment { get }

    // MARK: When data is reloaded: each algorithm's policy

    /// The app was launched (it was not running).
    func appDidStart()
    /// The app came from the background to the foreground.
    func appDidComeToForeground()
    /// The app went to the background.
    func appDidGoToBackground()
    /// The app was killed.
    func appDidTerminate()
    /// The device gained (`true`) or lost (`false`) its connection: a network availability event.
    func connectionDidChange(isConnected: Bool)
    /// A push notification about `safe` arrived.
    func pushNotificationDidArrive(about safe: String)

    // MARK: User actions: the same in every client unless an algorithm says otherwise

    func open(_ screen: SafeAppScreen)
    /// Pull to refresh on the open screen.
    func pullToRefresh()
    func switchSafe(to name: String)
    /// Types an address into the Add owner screen's address field.
    func enterOwnerAddress(_ address: String)
    /// The system handed the app a push token to register with the back end.
    func pushTokenDidArrive(_ token: String)
}

extension SafeAppClient {
    package func open(_ screen: SafeAppScreen) { environment.open(screen) }
    package func pullToRefresh() { environment.refreshOpenScreen() }
    package func switchSafe(to name: String) { environment.switchSafe(to: name) }
    package func enterOwnerAddress(_ address: String) { environment.enterOwnerAddress(address) }
    package func pushTokenDidArrive(_ token: String) { environment.registerForPushNotifications(token: token) }

    /// Lets the app hear `device`'s lifecycle (launch, background, foreground, kill) and
    /// connectivity, as the hooks above.
    func listen(to device: SimulatedDevice) {
        var previous = device.lifecycle.state
        device.lifecycle.observe { [weak self] state in
            defer { previous = state }
            guard let self else { return }
            switch (previous, state) {
            case (.notRunning, .foreground): appDidStart()
            case (.background, .foreground): appDidComeToForeground()
            case (_, .background): appDidGoToBackground()
            case (_, .notRunning): appDidTerminate()
            default: break
            }
        }
        device.network.observeConnectivity { [weak self] isConnected in
            self?.connectionDidChange(isConnected: isConnected)
        }
    }
}
