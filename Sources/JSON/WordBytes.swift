/// Eight bytes read as one word and tested all at once: each function sets the top bit of every
/// byte that passes (and maybe of bytes above one that does, as borrows carry upwards, so whether
/// any byte passes is exact, and so is the lowest that passes). The JSON escaper's test, the
/// terminal's search for control characters and the parser's reading of table cells are made of
/// these.
@usableFromInline
package enum WordBytes {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let tops: UInt64 = 0x8080_8080_8080_8080

    /// The bytes of `word` below `limit` (at most 0x80).
    @inlinable @inline(__always)
    package static func below(_ limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & tops
    }

    /// The bytes of `word` that continue a UTF-8 scalar (`10xxxxxx`), exactly: a byte's top bit
    /// set and the bit below it clear (the word shifted by one brings each byte's second bit to its
    /// top).
    @inlinable @inline(__always)
    package static func continuing(in word: UInt64) -> UInt64 {
        word & ~(word << 1) & tops
    }

    /// The bytes of `word` equal to `byte`.
    @inlinable @inline(__always)
    package static func equal(to byte: UInt8, in word: UInt64) -> UInt64 {
        below(1, in: word ^ (ones &* UInt64(byte)))
    }
}
