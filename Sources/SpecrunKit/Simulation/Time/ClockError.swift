/// Why a `VirtualClock` stopped instead of running on: the app was still busy at the horizon, or
/// ran more events in one step than the limit allows. Both name the timers still pending.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(every: .seconds(30), label: "poll for a newer revision") {}
/// do {
///     try clock.runUntilIdle(horizon: .minutes(5))
/// } catch {
///     print(error.pending.map(\.label))  // ["poll for a newer revision"]; the clock stands at 5 min
/// }
/// ```
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `runUntilIdle` reached its horizon with timers still pending; the clock stands at the horizon.
    case horizonReached(horizon: VirtualInstant, pending: [VirtualClock.PendingTimer])
    /// One call ran `limit` events and more were due; the clock stands at `at`.
    case eventLimitReached(limit: Int, at: VirtualInstant, pending: [VirtualClock.PendingTimer])

    /// The timers still pending when the clock stopped, soonest first.
    public var pending: [VirtualClock.PendingTimer] {
        switch self {
        case .horizonReached(_, let pending), .eventLimitReached(_, _, let pending): pending
        }
    }

    /// Why the clock stopped, with the timers pending: what a failed step says.
    public var description: String {
        switch self {
        case .horizonReached(let horizon, let pending):
            "the app was still busy at the horizon of \(horizon): \(Self.describe(pending))"
        case .eventLimitReached(let limit, let at, let pending):
            "the app ran \(limit) events in one step and had more due at \(at); it may be looping "
                + "(raise the event limit if this much work is expected): \(Self.describe(pending))"
        }
    }

    private static func describe(_ pending: [VirtualClock.PendingTimer]) -> String {
        let shown = pending.prefix(8).map(\.description)
        let more = pending.count > shown.count ? ", and \(pending.count - shown.count) more" : ""
        let noun = pending.count == 1 ? "timer" : "timers"
        return "\(pending.count) \(noun) pending: " + shown.joined(separator: ", ") + more
    }
}
