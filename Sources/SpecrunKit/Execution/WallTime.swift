import Foundation
import Synchronization

/// An instant of real time, in nanoseconds since the Unix epoch: when a run started, for reports.
/// Kept apart from the simulation's virtual time, which never reads the real clock.
///
/// ```swift
/// let start = WallTime(secondsSinceEpoch: 1_764_000_000)
/// print(start.iso8601)                        // 2025-11-24T16:00:00.000Z
/// let later = WallClock.system.now() > start  // true
/// ```
@usableFromInline
package struct WallTime: Hashable, Sendable, Comparable, Codable {
    @usableFromInline package var nanosecondsSinceEpoch: UInt64

    @usableFromInline package init(nanosecondsSinceEpoch: UInt64) {
        self.nanosecondsSinceEpoch = nanosecondsSinceEpoch
    }

    @usableFromInline package init(secondsSinceEpoch: UInt64) {
        self.init(nanosecondsSinceEpoch: secondsSinceEpoch &* 1_000_000_000)
    }

    @usableFromInline package static func < (a: WallTime, b: WallTime) -> Bool { a.nanosecondsSinceEpoch < b.nanosecondsSinceEpoch }

    @usableFromInline package var seconds: UInt64 { nanosecondsSinceEpoch / 1_000_000_000 }
    @usableFromInline package var nanos: UInt64 { nanosecondsSinceEpoch % 1_000_000_000 }

    /// ISO 8601 in UTC with milliseconds, e.g. `2026-11-29T22:21:59.123Z`.
    @usableFromInline package var iso8601: String {
        let days = Int64(seconds / 86_400)
        let secondOfDay = Int(seconds % 86_400)
        let (year, month, day) = Self.civilDate(fromDaysSinceEpoch: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let millis = Int(nanos / 1_000_000)
        let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(ms)Z"
    }

    /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
    private static func civilDate(fromDaysSinceEpoch days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }
}

/// The real clock as the runner sees it: the current instant for reports and a stopwatch for
/// durations. `fixed` (from `SOURCE_DATE_EPOCH`) makes every instant that one and every duration 0,
/// so two runs give byte-identical reports. `ticking` (from `SPECRUN_CLOCK=ticking`) is the clock of
/// the Cucumber Compatibility Kit's reference streams: the clock and the stopwatch each start at 0
/// and advance 1 ms at every reading, so a serial run's timestamps and durations are predictable.
///
/// ```swift
/// let clock = WallClock.ticking()
/// clock.now()   // 0 ms after the epoch
/// clock.now()   // 1 ms
/// let start = clock.tick()
/// clock.nanoseconds(since: start)   // 1_000_000
/// ```
@usableFromInline
package struct WallClock: Sendable {
    private let source: Source

    /// Where a clock's readings come from.
    private enum Source: Sendable {
        /// Every instant this one, every duration 0.
        case fixed(WallTime)
        /// Counters that advance 1 ms at every reading, shared by every copy of the clock.
        case ticking(Ticker)
        /// The system's clocks: instants counted on the monotonic clock from where the wall clock
        /// stood when the system clock was made, so that one read gives both an instant and a
        /// stopwatch reading. The clock holds it: a static read at each reading cost a call to the
        /// runtime to check it was made (`swift_once`, ten a run).
        case system(Anchor)
    }

    private struct Anchor: Sendable {
        let wall: UInt64
        let monotonic: UInt64

        init() {
            var spec = timespec()
            clock_gettime(CLOCK_REALTIME, &spec)
            monotonic = WallClock.monotonicNanoseconds()
            wall = UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        }

        func instant(atMonotonic monotonic: UInt64) -> WallTime {
            WallTime(nanosecondsSinceEpoch: wall &+ (monotonic &- self.monotonic))
        }
    }

    @usableFromInline package static let system = WallClock(source: .system(Anchor()))

    @usableFromInline package static func fixed(at instant: WallTime) -> WallClock { WallClock(source: .fixed(instant)) }

    /// A new clock that advances 1 ms at every reading of `now()`, and a stopwatch that does the same at
    /// every `tick()` and `nanoseconds(since:)`, both from 0 (a `read()` reads each once).
    @usableFromInline package static func ticking() -> WallClock { WallClock(source: .ticking(Ticker())) }

    /// One look at the clock: the instant, and the stopwatch's reading to subtract from a later one.
    @usableFromInline package struct Reading: Sendable {
        @usableFromInline package let instant: WallTime
        @usableFromInline let stopwatch: UInt64
    }

    /// The instant and the stopwatch together: one read of the system's clock where `now()` and
    /// `tick()` would make two (a step's start and end each take one).
    @usableFromInline package func read() -> Reading {
        switch source {
        case .fixed(let instant):
            return Reading(instant: instant, stopwatch: 0)
        case .ticking(let ticker):
            return Reading(instant: WallTime(nanosecondsSinceEpoch: ticker.nextInstant()), stopwatch: ticker.nextStopwatchReading())
        case .system(let anchor):
            let monotonic = Self.monotonicNanoseconds()
            return Reading(instant: anchor.instant(atMonotonic: monotonic), stopwatch: monotonic)
        }
    }

    /// Nanoseconds from one reading to a later one (0 with a fixed clock).
    @usableFromInline package func nanoseconds(from start: Reading, to end: Reading) -> UInt64 {
        end.stopwatch &- start.stopwatch
    }

    /// `SPECRUN_CLOCK=ticking` gives a ticking clock; else `SOURCE_DATE_EPOCH`, when it holds a whole
    /// number of seconds, a fixed one; else the system clock.
    @usableFromInline package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> WallClock {
        if environment["SPECRUN_CLOCK"] == "ticking" { return .ticking() }
        guard let text = environment["SOURCE_DATE_EPOCH"], let seconds = UInt64(text) else { return .system }
        return .fixed(at: WallTime(secondsSinceEpoch: seconds))
    }

    @usableFromInline package func now() -> WallTime {
        switch source {
        case .fixed(let instant): instant
        case .ticking(let ticker): WallTime(nanosecondsSinceEpoch: ticker.nextInstant())
        case .system(let anchor): anchor.instant(atMonotonic: Self.monotonicNanoseconds())
        }
    }

    /// A reading of the monotonic clock, to subtract from a later one.
    @usableFromInline package func tick() -> UInt64 {
        switch source {
        case .fixed: 0
        case .ticking(let ticker): ticker.nextStopwatchReading()
        case .system: Self.monotonicNanoseconds()
        }
    }

    /// Nanoseconds since `start` (a `tick()`), or 0 with a fixed clock (whose ticks are all 0).
    @usableFromInline package func nanoseconds(since start: UInt64) -> UInt64 {
        tick() &- start
    }

    /// The monotonic clock, read directly (`DispatchTime.now()` reads it too, then converts twice).
    @usableFromInline static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}

/// The two counters of a ticking clock, shared by every copy of it.
private final class Ticker: Sendable {
    private let instant = Atomic<UInt64>(0)
    private let stopwatch = Atomic<UInt64>(0)

    func nextInstant() -> UInt64 {
        instant.wrappingAdd(1_000_000, ordering: .relaxed).oldValue
    }

    func nextStopwatchReading() -> UInt64 {
        stopwatch.wrappingAdd(1_000_000, ordering: .relaxed).oldValue
    }
}
