/// Durations as reports write them.
enum Seconds {
    /// Whole seconds with three decimals, as JUnit's `time` attributes are read: `0.042`.
    static func decimal(_ nanoseconds: UInt64) -> String {
        let milliseconds = (nanoseconds + 500_000) / 1_000_000
        let fraction = milliseconds % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(milliseconds / 1000).\(padded)"
    }
}
