import SpecrunKit

/// The legacy iOS client, which "had some kind of polling": while in the foreground it asks for
/// the transactions, then the balances, every `timings.pollingInterval` (10 s), whatever screen
/// is open; answers update the open screen when it shows them, and a failed poll shows its
/// snackbar like any other failed request. Otherwise it behaves as the document says (the
/// document names no other difference): it loads on start, on opening a screen, on switching
/// safe, on pull to refresh and on coming to the foreground (where polling resumes; it pauses in
/// the background).
///
/// Our choices where the document is silent about this client: its errors look as the document
/// agrees (the snackbar, "No data", the input's label), so its column differs from `unified`
/// only through polling; push notifications reload nothing (polling brings the news).
///
/// ```swift
/// let app = LegacyIOSSafeApp(environment: environment)
/// app.appDidStart()
/// app.open(.assets)
/// app.pullToRefresh()
/// ```
package final class LegacyIOSSafeApp: SafeAppAlgorithm {
    package static let name = "legacy-ios"
    package static let summary = "the old iOS client: polls transactions and balances every 10 s, whatever the screen"

    package let environment: SafeAppEnvironment
    private var pollTimer: VirtualClock.TimerToken?

    package init(environment: SafeAppEnvironment) {
        self.environment = environment
    }

    package func appDidStart() {
        environment.start()
        startPolling()
    }

    package func appDidComeToForeground() {
        environment.reloadOpenScreen()
        startPolling()
    }

    package func appDidGoToBackground() {
        stopPolling()
    }

    package func appDidTerminate() {
        stopPolling()
        environment.terminate()
    }

    package func connectionDidChange(isConnected: Bool) {}

    package func pushNotificationDidArrive(about safe: String) {}

    private func startPolling() {
        stopPolling()
        pollTimer = environment.device.clock.schedule(every: environment.timings.pollingInterval, label: "poll transactions and balances") {
            [weak self] in self?.poll()
        }
    }

    private func stopPolling() {
        if let pollTimer { environment.device.clock.cancel(pollTimer) }
        pollTimer = nil
    }

    private func poll() {
        let safe = environment.safe
        environment.fetchInBackground([.transactions(safe: safe), .balances(safe: safe)])
    }
}
