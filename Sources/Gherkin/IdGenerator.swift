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

    /// The decimal digits of `next`, kept beside it: the next id is copied from them, and they
    /// count up by one from id to id, where writing the number out afresh would divide by ten
    /// for every digit.
    private var digits: DecimalDigits

    package init(startingAt first: Int = 0) {
        next = first
        digits = DecimalDigits(first)
    }

    /// Sets the next `count` ids aside and returns a generator that hands them out, so that
    /// work numbered later (such as compiling pickles on another thread) gets the same ids as if
    /// it had been done now.
    package mutating func reserve(_ count: Int) -> IdGenerator {
        defer { skip(count) }
        return IdGenerator(startingAt: next)
    }

    /// The next id as a number, for writers that print it themselves (`newId()` is its decimal
    /// string).
    package mutating func newNumber() -> Int {
        defer { advance() }
        return next
    }

    package mutating func newId() -> String {
        defer { advance() }
        return next >= 0 ? digits.string : String(next)
    }

    /// Calls `body` with the next id's decimal digits, read where they are kept (the UTF-8 of
    /// `newId()`, no string made and no number divided), and moves on.
    package mutating func withNewId<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        defer { advance() }
        guard next >= 0 else {
            var text = String(next)
            return text.withUTF8(body)
        }
        return digits.withUTF8(body)
    }

    /// On to the next id, its digits counted up (made afresh below zero, where there are none).
    private mutating func advance() {
        guard next >= 0 else { return skip(1) }
        next += 1
        digits.increment()
    }

    private mutating func skip(_ count: Int) {
        next += count
        digits = DecimalDigits(next)
    }
}

/// The decimal digits of a number that is not negative, right-aligned in a fixed buffer, that
/// can count up by one and be read as a string.
private struct DecimalDigits: Sendable {
    /// Room for every `Int`, of at most 19 digits: `capacity` bytes, the last `count` of them used.
    private var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var count = 0

    private static let capacity = MemoryLayout<(UInt64, UInt64, UInt64)>.size

    /// The digits of `value`; none for a negative one.
    init(_ value: Int) {
        guard value >= 0 else { return }
        var value = value
        withUnsafeMutableBytes(of: &bytes) { bytes in
            repeat {
                count += 1
                bytes[Self.capacity - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
        }
    }

    /// Calls `body` with the digits in place.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeBytes(of: bytes) { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[(Self.capacity - count)...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    var string: String {
        withUnsafeBytes(of: bytes) { bytes in
            let digits = UnsafeRawBufferPointer(rebasing: bytes[(Self.capacity - count)...])
            return String(unsafeUninitializedCapacity: count) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: digits)
                return digits.count
            }
        }
    }

    /// Adds one: the nines at the end become zeros, and the digit before them (or a new one)
    /// goes up. The last digit is the last byte of the buffer, the top byte of its last word (the
    /// words are little-endian): below a nine it goes up in place, nine ids in ten.
    mutating func increment() {
        #if _endian(little)
        if count > 0, bytes.2 >> 56 < UInt64(UInt8(ascii: "9")) {
            bytes.2 &+= 1 << 56
            return
        }
        #endif
        withUnsafeMutableBytes(of: &bytes) { bytes in
            var index = Self.capacity - 1
            while index >= Self.capacity - count && bytes[index] == UInt8(ascii: "9") {
                bytes[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index < Self.capacity - count {
                bytes[index] = UInt8(ascii: "1")
                count += 1
            } else {
                bytes[index] += 1
            }
        }
    }
}
