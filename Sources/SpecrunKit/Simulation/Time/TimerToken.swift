extension VirtualClock {
    /// Identifies a timer scheduled on a `VirtualClock`, so that it can be cancelled or asked about.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let token = clock.schedule(after: .seconds(4), label: "hide the snackbar") {}
    /// clock.isPending(token)  // true
    /// clock.cancel(token)     // its closure never runs
    /// ```
    public struct TimerToken: Hashable, Sendable {
        let slot: Int32
        let identity: Int
    }
}

extension VirtualClock {
    /// A timer that has not fired yet (or, for a repeating timer, not been cancelled), as named in
    /// clock errors: its label, when it fires next and, if it repeats, how often.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// clock.schedule(every: .seconds(30), label: "poll") {}
    /// clock.pendingTimers.first?.description  // "“poll” every 30 s (next at 30 s)"
    /// ```
    public struct PendingTimer: Hashable, Sendable, CustomStringConvertible {
        /// The label it was scheduled with ("answer to content Tokyo").
        public let label: String
        /// When it fires next.
        public let deadline: VirtualInstant
        /// How often it repeats; nil for a timer that fires once.
        public let interval: VirtualDuration?

        /// "“poll” every 30 s (next at 30 s)", "“hide the snackbar” at 4 s".
        public var description: String {
            if let interval {
                return "“\(label)” every \(interval) (next at \(deadline))"
            }
            return "“\(label)” at \(deadline)"
        }
    }
}
