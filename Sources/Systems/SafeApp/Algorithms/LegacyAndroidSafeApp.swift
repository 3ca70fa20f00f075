import SpecrunKit

/// The legacy Android client, which "only refreshed when accessing a screen": it loads when the
/// app starts (on Assets), when a screen is opened (switching safe opens the new safe's
/// Assets) and when the user pulls to refresh, but not when the app comes to the foreground:
/// the screen keeps what it showed when the app left.
///
/// Our choices where the document is silent about this client: it has pull to refresh (a user
/// action, not a reload of its own), and its errors look as the document agrees (the snackbar,
/// "No data", the input's label), so its column differs from `unified` only where the app comes
/// back to the foreground; push notifications reload nothing.
///
/// ```swift
/// let app = LegacyAndroidSafeApp(environment: environment)
/// app.appDidStart()
/// app.open(.assets)
/// app.pullToRefresh()
/// ```
public final class LegacyAndroidSafeApp: SafeAppAlgorithm {
    public static let name = "legacy-android"
    public static let summary = "the old Android client: loads only when a screen is opened, not on coming to the foreground"

    public let environment: SafeAppEnvironment

    public init(environment: SafeAppEnvironment) {
        self.environment = environment
    }

    public func appDidStart() {
        environment.start()
    }

    /// Not a screen access: nothing is loaded.
    public func appDidComeToForeground() {}

    public func appDidGoToBackground() {}

    public func appDidTerminate() {
        environment.terminate()
    }

    public func connectionDidChange(isConnected: Bool) {}

    public func pushNotificationDidArrive(about safe: String) {}
}
