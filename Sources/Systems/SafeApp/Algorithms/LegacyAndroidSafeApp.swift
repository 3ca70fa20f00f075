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
package final class LegacyAndroidSafeApp: SafeAppAlgorithm {
    package static let name = "legacy-android"
    package static let summary = "the old Android client: loads only when a screen is opened, not on coming to the foreground"

    package let environment: SafeAppEnvironment

    package init(environment: SafeAppEnvironment) {
        self.environment = environment
    }

    package func appDidStart() {
        environment.start()
    }

    /// Not a screen access: nothing is loaded.
    package func appDidComeToForeground() {}

    package func appDidGoToBackground() {}

    package func appDidTerminate() {
        environment.terminate()
    }

    package func connectionDidChange(isConnected: Bool) {}

    package func pushNotificationDidArrive(about safe: String) {}
}
