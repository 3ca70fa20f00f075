import SpecrunKit

/// A metric's value as reports write it for people: counts as they are, bytes in decimal units,
/// times as durations (`2.1 MB`, `350 ms`); a negative value stands for none.
enum MetricText {
    static func format(_ value: Double, _ unit: Metric.Unit) -> String {
        guard value >= 0 else { return unit == .milliseconds ? "never" : "none" }
        switch unit {
        case .count: return "\(Int(value))"
        case .bytes: return bytes(Int(value))
        case .milliseconds: return TimelineSVG.duration(Int(value))
        }
    }

    /// Bytes in decimal units: `512 B`, `3.4 kB`, `12 MB`.
    static func bytes(_ count: Int) -> String {
        let units = ["B", "kB", "MB", "GB", "TB"]
        var value = Double(count), unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        if unit == 0 { return "\(count) B" }
        let tenths = Int((value * 10).rounded())
        return (tenths >= 100 || tenths % 10 == 0 ? "\(Int(value.rounded()))" : "\(tenths / 10).\(tenths % 10)") + " " + units[unit]
    }
}
