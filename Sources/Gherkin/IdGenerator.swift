/// Hands out the ids of AST nodes and pickles: decimal strings from one counter starting at "0",
/// shared by a file's AST and its pickles (and by every file of a run, so ids stay unique).
///
/// ```swift
/// var ids = IdGenerator()
/// ids.newId()                  // "0"
/// ids.newId()                  // "1"
/// var reserved = ids.reserve(2)
/// reserved.newId()             // "2"
/// ids.newId()                  // "4": "2" and "3" were set aside
/// ```
package struct IdGenerator: Sendable {
    /// The number of the next id handed out: where a parse that starts now begins, so that it can be
    /// made again later with the same ids (`IdGenerator(startingAt:)`).
    package private(set) var next: Int

    package init(startingAt first: Int = 0) {
        next = first
    }

    /// Sets the next `count` ids aside and returns a generator that hands them out, so that
    /// work numbered later (such as compiling pickles on another thread) gets the same ids as if
    /// it had been done now.
    package mutating func reserve(_ count: Int) -> IdGenerator {
        defer { next += count }
        return IdGenerator(startingAt: next)
    }

    /// The next id as a number, for writers that print it themselves (`newId()` is its decimal
    /// string).
    package mutating func newNumber() -> Int {
        defer { next += 1 }
        return next
    }

    package mutating func newId() -> String {
        defer { next += 1 }
        guard next >= 0 else { return String(next) }
        // Decimal digits written into a small buffer: much faster than `String(Int)`.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var value = next
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
