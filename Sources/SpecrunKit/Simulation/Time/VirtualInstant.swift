/// A moment of virtual time, counted in milliseconds from the start of a run and printed as the
/// time since then ("0 ms", "420 ms", "10 min").
///
/// ```swift
/// let sent = VirtualInstant.start + .milliseconds(420)
/// let answered = sent + .seconds(1)
/// (answered - sent).description  // "1 s"
/// answered.description           // "1.42 s"
/// ```
public struct VirtualInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the run started.
    public var millisecondsSinceStart: Int

    /// The moment `millisecondsSinceStart` after the run started.
    public init(millisecondsSinceStart: Int) {
        self.millisecondsSinceStart = millisecondsSinceStart
    }

    /// The moment a run starts.
    public static let start = VirtualInstant(millisecondsSinceStart: 0)

    /// The calendar moment a run's start stands for, where a date is needed (an HTTP `Date`, the
    /// system clock of a child that reads it): 2026-01-01 00:00:00 UTC, in seconds since 1970.
    public static let unixTimeOfStart = 1_767_225_600

    /// The moment as Unix time, in milliseconds: `unixTimeOfStart` and the time since the start.
    public var unixMilliseconds: Int { Self.unixTimeOfStart * 1_000 + millisecondsSinceStart }

    /// The time since the run started.
    public var sinceStart: VirtualDuration { VirtualDuration(milliseconds: millisecondsSinceStart) }

    /// The time since the run started: "0 ms", "1.42 s", "10 min".
    public var description: String { sinceStart.description }

    /// Appends the description to `text`.
    package func write(to text: inout TextBuffer) { sinceStart.write(to: &text) }

    /// Whether `a` comes before `b`.
    public static func < (a: VirtualInstant, b: VirtualInstant) -> Bool {
        a.millisecondsSinceStart < b.millisecondsSinceStart
    }

    /// The moment `b` after `a`.
    public static func + (a: VirtualInstant, b: VirtualDuration) -> VirtualInstant {
        VirtualInstant(millisecondsSinceStart: a.millisecondsSinceStart + b.milliseconds)
    }

    /// The moment `b` before `a`.
    public static func - (a: VirtualInstant, b: VirtualDuration) -> VirtualInstant {
        VirtualInstant(millisecondsSinceStart: a.millisecondsSinceStart - b.milliseconds)
    }

    /// The time from `b` to `a` (negative when `b` is later).
    public static func - (a: VirtualInstant, b: VirtualInstant) -> VirtualDuration {
        VirtualDuration(milliseconds: a.millisecondsSinceStart - b.millisecondsSinceStart)
    }
}
