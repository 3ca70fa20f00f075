import SpecrunKit

/// The document's policy ("Errors, Network requests and no internet connection"), which both
/// clients are to follow. Data is loaded at app start (only the balances: the app starts on
/// Assets → Coins), when the app comes to the foreground (whatever screen is open), on pull to
/// refresh (that screen, cancelling pending requests for the same resources, with a spinner),
/// when the user switches safe, and when a screen is opened; nothing is remembered between
/// visits, so an app started offline shows no data. No polling, and network availability
/// events change nothing: "No internet connection" shows only as the failure of a reload or of
/// a user action. Errors are shown as the environment shows them (see `SafeAppEnvironment`).
///
/// Where the document is open, our choices:
/// - A received push notification ("tbd") reloads nothing: the document's rule is to reload
///   only when a screen is accessed, and tapping the notification brings the app to the
///   foreground, which reloads the open screen.
/// - "[future] User made a transaction" is not a trigger yet: the transaction shows at the
///   list's next load (opening it, pull to refresh, coming to the foreground).
/// - Where a later note made pull to refresh unavailable while a load runs, we follow the
///   document: pull to refresh cancels the pending load and asks again.
///
/// ```swift
/// let app = UnifiedSafeApp(environment: environment)
/// app.appDidStart()
/// app.open(.assets)
/// app.pullToRefresh()
/// ```
package final class UnifiedSafeApp: SafeAppAlgorithm {
    package static let name = "unified"
    package static let summary = "the document's policy: load per screen on start, foreground, refresh and safe switch; no polling"

    package let environment: SafeAppEnvironment

    package init(environment: SafeAppEnvironment) {
        self.environment = environment
    }

    package func appDidStart() {
        environment.start()
    }

    package func appDidComeToForeground() {
        environment.reloadOpenScreen()
    }

    package func appDidGoToBackground() {}

    package func appDidTerminate() {
        environment.terminate()
    }

    /// Availability events are not reload events, and show no error.
    package func connectionDidChange(isConnected: Bool) {}

    /// "tbd" in the document: no reload (see the type's comment).
    package func pushNotificationDidArrive(about safe: String) {}
}
