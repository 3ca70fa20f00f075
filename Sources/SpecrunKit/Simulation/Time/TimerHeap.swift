/// A binary min-heap of timer deadlines, ordered by (deadline, sequence) so that equal deadlines
/// come out in the order they were scheduled.
struct TimerHeap {
    struct Entry {
        var deadline: Int
        var sequence: Int
        var slot: Int32
    }

    private(set) var entries: [Entry] = []

    var first: Entry? { entries.first }
    var isEmpty: Bool { entries.isEmpty }

    @inline(__always)
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence)
    }

    mutating func insert(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func removeFirst() -> Entry {
        let top = entries[0]
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            let count = entries.count
            while true {
                let left = 2 * parent + 1
                if left >= count { break }
                var smallest = left
                let right = left + 1
                if right < count && Self.precedes(entries[right], entries[left]) { smallest = right }
                guard Self.precedes(entries[smallest], entries[parent]) else { break }
                entries.swapAt(smallest, parent)
                parent = smallest
            }
        }
        return top
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
