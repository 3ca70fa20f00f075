
/// Puts what a timeline shows into the words of failure messages: "blank view with a progress bar
/// at 0 ms, then revision 1042 of Tokyo at 420 ms".
enum TimelineWords {
    /// Most screens listed; a longer stretch keeps its first and last ones.
    static let limit = 8

    /// The moments in words, each written into the one text (not a string of its own joined after),
    /// which has room for them from the start (a screen and its instant take about 60 bytes).
    static func describe(_ moments: [Timeline.Entry]) -> String {
        let shown = listed(moments.count)
        return TextBuffer.string(reservingCapacity: 64 * min(moments.count, limit + 1)) { text in
            var separator = ""
            func next() {
                text += separator
                separator = ", then "
            }
            for index in shown.head {
                next()
                moments[index].write(to: &text)
            }
            if shown.leftOut > 0 {
                next()
                text += "\(shown.leftOut) more screens"
            }
            for index in shown.tail {
                next()
                moments[index].write(to: &text)
            }
        }
    }

    /// `items`, or past `limit` its first three and last ones around "12 more screens".
    static func shortened(_ items: [String], noun: String) -> [String] {
        let shown = listed(items.count)
        return Array(items[shown.head]) + (shown.leftOut > 0 ? ["\(shown.leftOut) more \(noun)"] : []) + items[shown.tail]
    }

    /// Which of `count` items a list shows: all of them, or past `limit` the first three and the
    /// last ones, with how many are left out between them.
    private static func listed(_ count: Int) -> (head: Range<Int>, leftOut: Int, tail: Range<Int>) {
        guard count > limit else { return (0..<count, 0, count..<count) }
        return (0..<3, count - limit, count - (limit - 3)..<count)
    }
}
