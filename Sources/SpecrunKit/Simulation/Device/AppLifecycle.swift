/// The app's lifecycle on the simulated device: not running, in the foreground, or in the
/// background. Scenario steps move it ("the app comes to the foreground"); apps observe it, as
/// they would the system's notifications.
///
/// ```swift
/// let lifecycle = AppLifecycle()
/// let token = lifecycle.observe { state in print("the app is \(state)") }  // "the app is foreground", …
/// lifecycle.launch()            // lifecycle.state == .foreground
/// lifecycle.moveToBackground()  // lifecycle.state == .background
/// lifecycle.removeObserver(token)
/// ```
///
/// Its state and its observers' list opt out of Swift's run-time exclusivity checks (the state is
/// read at every request and render): the state is only assigned, before the observers are told,
/// and the list is told through a copy (`Observers.notify` takes one), so no access is held while an
/// observer runs.
public final class AppLifecycle {
    /// Where the app stands.
    public enum State: String, Hashable, Sendable, CustomStringConvertible {
        /// The app has not been launched, or was terminated.
        case notRunning = "not running"
        /// The app runs and the user sees it.
        case foreground
        /// The app runs, out of the user's sight.
        case background

        /// "not running", "foreground" or "background".
        public var description: String { rawValue }
    }

    /// Where the app stands now (not running until `launch()`).
    @exclusivity(unchecked) public private(set) var state: State = .notRunning
    @exclusivity(unchecked) private var observers = Observers<State>()

    /// An app that is not running yet.
    public init() {}

    /// The user opens the app: it runs, in the foreground.
    public func launch() {
        move(to: .foreground)
    }

    /// The user leaves the app (or locks the device): a running app goes to the background.
    public func moveToBackground() {
        if state == .foreground { move(to: .background) }
    }

    /// The user returns to the app: a backgrounded app comes to the foreground.
    public func moveToForeground() {
        if state == .background { move(to: .foreground) }
    }

    /// The app is killed.
    public func terminate() {
        move(to: .notRunning)
    }

    /// Calls `observer` with each new state, in the order observers were added.
    @discardableResult
    public func observe(_ observer: @escaping (State) -> Void) -> SimulatedDevice.ObserverToken {
        observers.add(observer)
    }

    /// Stops telling the observer `token` identifies.
    public func removeObserver(_ token: SimulatedDevice.ObserverToken) {
        observers.remove(token)
    }

    /// Drops every observer; call it when a run ends.
    public func shutDown() {
        observers.removeAll()
    }

    private func move(to newState: State) {
        guard newState != state else { return }
        state = newState
        observers.notify(newState)
    }
}
