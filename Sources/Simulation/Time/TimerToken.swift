/// Identifies a timer scheduled on a `VirtualClock`, so that it can be cancelled or asked about.
public struct TimerToken: Hashable, Sendable {
    let slot: Int32
    let identity: Int
}

/// A timer that has not fired yet (or, for a repeating timer, not been cancelled), as named in
/// clock errors: its label, when it fires next and, if it repeats, how often.
public struct PendingTimer: Hashable, Sendable, CustomStringConvertible {
    public let label: String
    public let deadline: VirtualInstant
    public let interval: VirtualDuration?

    public var description: String {
        if let interval {
            return "“\(label)” every \(interval) (next at \(deadline))"
        }
        return "“\(label)” at \(deadline)"
    }
}
