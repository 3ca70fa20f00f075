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
    private let clock: () -> ContinuousClock.Instant
    private var last: ContinuousClock.Instant?

    /// A pace of one display every `interval`, read on `clock` (the system's continuous clock).
    package init(every interval: Duration, clock: @escaping () -> ContinuousClock.Instant = { .now }) {
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
}
