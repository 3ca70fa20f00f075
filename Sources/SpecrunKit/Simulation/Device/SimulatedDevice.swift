/// One simulated phone for one run: its clock, network connection and app lifecycle, and the
/// timeline of what its screen showed. Apps render with `show(_:)` and reach servers through
/// `connect(to:)`. Call `shutDown()` when the run ends so that closures held by the clock,
/// network and lifecycle are released.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 42)
/// defer { device.shutDown() }
/// device.lifecycle.launch()
/// device.show(Screen("Assets", progressBar: true))
/// try device.sleep(for: .seconds(1))
/// device.timeline.description  // "nothing at 0 ms; empty Assets screen with a progress bar at 0 ms"
/// ```
///
/// Its timeline, the screen of an update under way and the app's failure are read and written at
/// every render and observation, so they opt out of Swift's run-time exclusivity checks, as
/// `VirtualClock`'s state does: each is changed only by one assignment or `Timeline.record`, which
/// call nothing out.
public final class SimulatedDevice {
    /// The device's virtual clock: the only time its apps know.
    public let clock: VirtualClock
    /// The device's network connection, with its profile, condition and request log.
    public let network: SimulatedNetwork
    /// The app's lifecycle (not running, foreground, background).
    public let lifecycle: AppLifecycle
    /// The seed its randomness was drawn from (an algorithm in a child process receives it too).
    public let seed: UInt64
    /// Everything the screen showed, with times.
    @exclusivity(unchecked) public private(set) var timeline = Timeline()
    /// Why the app stopped working in this run, if it did (an algorithm in a child process that
    /// exited, hung or broke the protocol); the step under way fails with it.
    @exclusivity(unchecked) public private(set) var appFailure: String?

    /// A device whose network has `profile`; `seed` makes flakiness and loss repeatable;
    /// `eventLimit` bounds the timers one step may run.
    public init(profile: NetworkProfile, seed: UInt64, eventLimit: Int = 10_000) {
        clock = VirtualClock(eventLimit: eventLimit)
        network = SimulatedNetwork(clock: clock, profile: profile, seed: seed)
        lifecycle = AppLifecycle()
        self.seed = seed
    }

    /// The app renders `screen` now; the timeline records it if it differs from what shows (at
    /// the end of the update, inside `update(_:)`).
    public func show(_ screen: Screen) {
        // Whether an update is open told by the case (comparing with nil copied the screen it holds).
        if case .some = updating {
            updating = screen
        } else {
            timeline.record(screen, at: clock.now)
        }
    }

    /// The app renders in several steps (a list of a hundred cells, one at a time) what the user
    /// sees as one change: the screens `changes` shows become one moment of the timeline, the last
    /// of them.
    ///
    /// ```swift
    /// device.update {
    ///     for photo in album { device.show(device.screen.adding(photo)) }
    /// }
    /// ```
    public func update(_ changes: () throws -> Void) rethrows {
        if case .some = updating { return try changes() }
        updating = screen
        defer {
            if let last = updating { timeline.record(last, at: clock.now) }
            updating = nil
        }
        try changes()
    }

    /// The screen shown so far inside `update(_:)`, not yet on the timeline.
    @exclusivity(unchecked) private var updating: Screen?

    /// The app stopped working for `reason`; the first reason is kept.
    public func failApp(_ reason: String) {
        if appFailure == nil { appFailure = reason }
    }

    /// What the screen shows now (inside `update(_:)`, what it will show once the update ends).
    public var screen: Screen {
        if case .some(let screen) = updating { return screen }
        return timeline.current
    }

    /// Marks the timeline just before a user action, for "immediately", "eventually" and
    /// "should not see" queries about it.
    package func markAction() -> TimelineMark {
        timeline.mark(at: clock.now)
    }

    /// A typed connection to `server` over this device's network.
    public func connect<Server: SimulatedServer>(to server: Server) -> ServerConnection<Server> {
        ServerConnection(server: server, network: network)
    }

    /// The device sleeps for `duration`: time jumps, each due timer fires once (see
    /// `VirtualClock.jump(by:)`).
    public func sleep(for duration: VirtualDuration) throws(ClockError) {
        try clock.jump(by: duration)
    }

    /// Releases every closure held for the app (timers, request completions, observers).
    public func shutDown() {
        clock.shutDown()
        network.shutDown()
        lifecycle.shutDown()
    }
}
