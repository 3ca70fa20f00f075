import Foundation

/// How often a live display is let through: at once the first time, then only when `interval` of
/// real time has passed since the last time. The work it shows does not wait on a slow terminal or
/// pipe: the progress line is flushed at most ten times a second, not at every run, which through
/// a pipe (a CI log) cost a third of a fast suite's time; explore's progress line likewise.
///
/// ```swift
/// var pace = Pace(every: .milliseconds(100))
/// for mark in marks {
///     output.write(mark)
///     if pace.isDue() { output.flush() }
/// }
/// output.flush()   // the last marks, at the end
/// ```
package struct Pace {
    private let interval: Duration
    private let clock: () -> Duration
    private var last: Duration?

    /// A pace of one display every `interval`, read on `clock`: by default the system's coarse
    /// monotonic clock, a few milliseconds fine and far cheaper to read than the precise one
    /// (a reading a run, when every run finishes).
    package init(every interval: Duration, clock: @escaping () -> Duration = Pace.coarseMonotonic) {
        self.interval = interval
        self.clock = clock
    }

    /// Whether the display is due now; when it is, the next is due `interval` from now.
    package mutating func isDue() -> Bool {
        let now = clock()
        if let last, now - last < interval { return false }
        last = now
        return true
    }

    /// The time since some fixed instant, on the coarse monotonic clock.
    package static func coarseMonotonic() -> Duration {
        var spec = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_MONOTONIC_COARSE, &spec)
        #else
        clock_gettime(CLOCK_MONOTONIC, &spec)
        #endif
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
}
