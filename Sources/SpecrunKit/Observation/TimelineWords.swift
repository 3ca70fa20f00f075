
/// Puts what a timeline shows into the words of failure messages: "blank view with a progress bar
/// at 0 ms, then revision 1042 of Tokyo at 420 ms".
enum TimelineWords {
    /// Most screens listed; a longer stretch keeps its first and last ones.
    static let limit = 8

    static func describe(_ moments: [Timeline.Entry]) -> String {
        guard moments.count <= limit else {
            return shortened(moments.map(\.description), noun: "screens").joined(separator: ", then ")
        }
        // Each moment written into the one text, not a string of its own joined after.
        var text = ""
        text.reserveCapacity(128 * moments.count)
        for (index, moment) in moments.enumerated() {
            if index > 0 { text += ", then " }
            moment.write(to: &text)
        }
        return text
    }

    /// `items`, or past `limit` its first three and last ones around "12 more screens".
    static func shortened(_ items: [String], noun: String) -> [String] {
        guard items.count > limit else { return items }
        let head = items.prefix(3)
        let tail = items.suffix(limit - 3)
        return head + ["\(items.count - head.count - tail.count) more \(noun)"] + tail
    }
}
