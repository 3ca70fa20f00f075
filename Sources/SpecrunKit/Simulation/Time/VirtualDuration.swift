/// A span of virtual time with millisecond precision, as the simulated device counts it: written
/// and printed the way people say it ("420 ms", "4 s", "1.5 s", "10 min", "1 min 30 s").
///
/// ```swift
/// let timeout = VirtualDuration(parsing: "1 min 30 s")!  // == .seconds(90)
/// (timeout + .milliseconds(500)).description            // "1 min 30.5 s"
/// VirtualDuration.seconds(4) < timeout                  // true
/// ```
public struct VirtualDuration: Hashable, Comparable, Sendable {
    /// The length in milliseconds; negative only as the result of a subtraction.
    public var milliseconds: Int

    /// A duration of `milliseconds`.
    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// No time at all.
    public static let zero = VirtualDuration(milliseconds: 0)

    /// `count` milliseconds.
    public static func milliseconds(_ count: Int) -> VirtualDuration {
        VirtualDuration(milliseconds: count)
    }

    /// `count` seconds.
    public static func seconds(_ count: Int) -> VirtualDuration {
        VirtualDuration(milliseconds: count * 1_000)
    }

    /// `count` minutes.
    public static func minutes(_ count: Int) -> VirtualDuration {
        VirtualDuration(milliseconds: count * 60_000)
    }

    /// `count` hours.
    public static func hours(_ count: Int) -> VirtualDuration {
        VirtualDuration(milliseconds: count * 3_600_000)
    }

    /// Whether `a` is shorter than `b`.
    public static func < (a: VirtualDuration, b: VirtualDuration) -> Bool {
        a.milliseconds < b.milliseconds
    }

    /// The two durations one after the other.
    public static func + (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
        VirtualDuration(milliseconds: a.milliseconds + b.milliseconds)
    }

    /// `a` less `b` (negative when `b` is longer).
    public static func - (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
        VirtualDuration(milliseconds: a.milliseconds - b.milliseconds)
    }

    /// `a`, `factor` times.
    public static func * (a: VirtualDuration, factor: Int) -> VirtualDuration {
        VirtualDuration(milliseconds: a.milliseconds * factor)
    }

    /// Adds `b` to `a`.
    public static func += (a: inout VirtualDuration, b: VirtualDuration) {
        a.milliseconds += b.milliseconds
    }
}

extension VirtualDuration: CustomStringConvertible {
    /// "0 ms", "420 ms", "4 s", "1.5 s", "10 min", "1 min 30 s", "2 h 5 min".
    public var description: String { TextBuffer.string(write(to:)) }

    /// Appends the description to `text`.
    package func write(to text: inout TextBuffer) {
        var total = milliseconds
        if total < 0 {
            text += "-"
            total = -total
        }
        if total < 1_000 {
            text.appendDecimal(total)
            text += " ms"
            return
        }
        let hours = total / 3_600_000
        let minutes = total / 60_000 % 60
        let seconds = total / 1_000 % 60
        let millis = total % 1_000
        var separator = ""
        /// "2 h", then " 5 min": a number (and its fraction) and its unit, after a space from the part before.
        func part(_ number: Int, _ unit: String, fraction: Substring = "") {
            text += separator
            text.appendDecimal(number)
            text += fraction
            text += unit
            separator = " "
        }
        if hours > 0 { part(hours, " h") }
        if minutes > 0 { part(minutes, " min") }
        if millis > 0 {
            var fraction = String(millis + 1_000).dropFirst()  // "005", "500"
            while fraction.last == "0" { fraction = fraction.dropLast() }
            part(seconds, " s", fraction: "." + fraction)
        } else if seconds > 0 {
            part(seconds, " s")
        }
    }
}
