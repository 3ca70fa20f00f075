import Simulation

/// Puts what a timeline shows into the words of failure messages: "blank view with a progress bar
/// at 0 ms, then revision 1042 of Tokyo at 420 ms".
enum TimelineWords {
    /// Most screens listed; a longer stretch keeps its first and last ones.
    static let limit = 8

    static func describe(_ moments: [TimelineEntry]) -> String {
        guard moments.count > limit else { return moments.map(\.description).joined(separator: ", then ") }
        let head = moments.prefix(3).map(\.description)
        let tail = moments.suffix(limit - 3).map(\.description)
        let skipped = moments.count - head.count - tail.count
        return (head + ["\(skipped) more screens"] + tail).joined(separator: ", then ")
    }
}
