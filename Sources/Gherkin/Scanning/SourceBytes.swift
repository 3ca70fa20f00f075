import Foundation
import JSON

/// Read-only view of a source text's UTF-8 bytes with the few questions the scanner asks of them:
/// is there a blank here (Unicode white space, as the official parsers trim), how many characters
/// (Unicode scalars) lie in a range, and the text of a range.
struct SourceBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The texts and items made from the bytes while tokens are read. Not retained by each copy
    /// of this view (that would cost a retain and a release per call): whoever makes the view
    /// keeps the parts alive while it is used, as it keeps the bytes.
    private let unretainedParts: Unmanaged<TokenParts>

    init(bytes: UnsafeBufferPointer<UInt8>, parts: TokenParts) {
        self.bytes = bytes
        unretainedParts = .passUnretained(parts)
    }

    /// The parts, for a use or two (a loop that adds to them reads them with `withParts`).
    var parts: TokenParts { unretainedParts.takeUnretainedValue() }

    /// Calls `body` with the parts, which it may use without retaining them for each call.
    @inline(__always)
    func withParts<Result>(_ body: (TokenParts) throws -> Result) rethrows -> Result {
        try unretainedParts._withUnsafeGuaranteedRef(body)
    }

    var count: Int { bytes.count }

    subscript(index: Int) -> UInt8 { bytes[index] }

    /// The length in bytes of the white-space scalar starting at `index`, or 0 when there is none.
    /// White space is what Python's `str.isspace` accepts, which is what the reference parser trims.
    @inline(__always)
    func whitespaceLength(at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x1C && byte <= 0x1F) ? 1 : 0
        }
        return nonASCIIWhitespaceLength(at: index)
    }

    private func nonASCIIWhitespaceLength(at index: Int) -> Int {
        let byte = bytes[index]
        let end = bytes.count
        switch byte {
        case 0xC2:  // U+0085, U+00A0
            guard index + 1 < end else { return 0 }
            return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1:  // U+1680
            guard index + 2 < end else { return 0 }
            return bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0
        case 0xE2:  // U+2000…U+200A, U+2028, U+2029, U+202F, U+205F
            guard index + 2 < end else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80 {
                return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
            }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3:  // U+3000
            guard index + 2 < end else { return 0 }
            return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    /// The first index at or after `index` (and before `end`) that is not white space.
    @inline(__always)
    func skipWhitespace(from index: Int, to end: Int) -> Int {
        skipCountingWhitespace(from: index, to: end).index
    }

    /// The first index at or after `index` (and before `end`) that is not white space, and how
    /// many white-space scalars lie before it.
    @inline(__always)
    func skipCountingWhitespace(from start: Int, to end: Int) -> (index: Int, scalars: Int) {
        var index = start
        // Spaces, the usual indent and padding, taken a byte at a time first.
        while index < end && bytes[index] == 0x20 { index += 1 }
        var scalars = index - start
        while index < end {
            let length = whitespaceLength(at: index)
            if length == 0 { break }
            index += length
            scalars += 1
        }
        return (min(index, end), scalars)
    }

    /// The index just after the last scalar before `end` (and at or after `start`) that is not
    /// white space.
    @inline(__always)
    func trimWhitespaceBackwards(from end: Int, downTo start: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if last < 0x80 {
                if whitespaceLength(at: end - 1) == 0 { break }
                end -= 1
                continue
            }
            var lead = end - 1
            while lead > start && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            if whitespaceLength(at: lead) != end - lead { break }
            end = lead
        }
        return end
    }

    /// Where the first of two bytes (`stop` or `other`, both ASCII) lies in `start..<end` (`end`
    /// when neither does), and how many Unicode scalars start before it: eight bytes at a time
    /// while eight remain (`WordBytes`; a scalar starts at every byte that does not continue one,
    /// `10xxxxxx`), then byte by byte. A table row's cells are read this way, up to each `|` or `\`.
    @inline(__always)
    func firstOf(_ stop: UInt8, or other: UInt8, from start: Int, to end: Int) -> (index: Int, scalars: Int) {
        var index = start
        var scalars = 0
        if let base = bytes.baseAddress {
            while end - index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let found = WordBytes.equal(to: stop, in: word) | WordBytes.equal(to: other, in: word)
                let continuing = WordBytes.continuing(in: word)
                guard found != 0 else {
                    scalars += 8 - continuing.nonzeroBitCount
                    index += 8
                    continue
                }
                // The lowest byte found is exact (a borrow only carries upwards).
                let before = found.trailingZeroBitCount / 8
                let mask: UInt64 = before == 0 ? 0 : ~0 >> (64 - 8 * before)
                return (index + before, scalars + before - (continuing & mask).nonzeroBitCount)
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == stop || byte == other { break }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return (index, scalars)
    }

    /// How many Unicode scalars lie in `start..<end`.
    func scalarCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The index `scalars` Unicode scalars after `start`.
    func index(_ start: Int, offsetByScalars scalars: Int) -> Int {
        var index = start
        var remaining = scalars
        while remaining > 0 && index < bytes.count {
            index += 1
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }

    func string(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether `byte` stands somewhere in `start..<end`.
    func contains(_ byte: UInt8, from start: Int, to end: Int) -> Bool {
        guard start < end, let base = bytes.baseAddress else { return false }
        return memchr(base + start, Int32(byte), end - start) != nil
    }

    /// Whether the bytes at `index` start with `prefix`.
    func hasPrefix(_ prefix: [UInt8], at index: Int, before end: Int) -> Bool {
        let count = prefix.count
        guard end - index >= count else { return false }
        var offset = 0
        while offset < count {
            if bytes[index + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }
}
