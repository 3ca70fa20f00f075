/// The byte-level work of `JSONWriter`: escaping strings eight bytes at a time, decimal digits,
/// short copies. Each function writes at a pointer the caller made room at and returns how many
/// bytes it wrote.
@usableFromInline
enum JSONBytes {
    /// Writes `value` in decimal at `output` and returns how many bytes that took (at most 20).
    @usableFromInline
    static func writeDecimal(_ value: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        guard value < 0 else { return writeDecimal(UInt(bitPattern: value), to: output) }
        output[0] = UInt8(ascii: "-")
        return 1 + writeDecimal(value.magnitude, to: output + 1)
    }

    /// Writes `value` in decimal, two digits at a time from the last, and returns how many bytes
    /// that took.
    static func writeDecimal(_ value: UInt, to output: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = digitCount(value)
        let pairs = digitPairs.utf8Start
        var magnitude = value
        var position = digits
        while magnitude >= 100 {
            let quotient = magnitude / 100
            let pair = Int(truncatingIfNeeded: magnitude &- quotient &* 100) &* 2
            position &-= 2
            output[position] = pairs[pair]
            output[position &+ 1] = pairs[pair &+ 1]
            magnitude = quotient
        }
        if magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude) &* 2
            output[0] = pairs[pair]
            output[1] = pairs[pair &+ 1]
        } else {
            output[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        return digits
    }

    /// How many decimal digits `value` has.
    @inline(__always)
    static func digitCount(_ value: UInt) -> Int {
        var digits = 1
        var bound: UInt = 10
        while digits < 20 && value >= bound {
            digits &+= 1
            if digits == 20 { break }
            bound &*= 10
        }
        return digits
    }

    /// "00", "01", … "99", one after another.
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Copies `utf8` to `output`, escaping quotes, backslashes and control characters, and
    /// returns how many bytes it wrote. Bytes are tested eight at a time; `output` must have room
    /// for eight bytes more than the escaped text.
    @usableFromInline
    static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        guard let input = utf8.baseAddress else { return 0 }
        let count = utf8.count
        if count < 8 {  // one zero-padded word, its padding masked out
            let word = shortWord(input, count: count)
            let valid: UInt64 = count == 0 ? 0 : ~0 >> (64 - 8 * UInt64(count))
            if escapeBits(word) & valid == 0 {
                UnsafeMutableRawPointer(output).storeBytes(of: word, as: UInt64.self)
                return count
            }
            return escapeMixed(input, count, into: output)
        }
        var read = 0
        var written = 0
        while read + 8 <= count {
            let word = UnsafeRawPointer(input + read).loadUnaligned(as: UInt64.self)
            if escapeBits(word) != 0 {
                return written + escapeMixed(input + read, count - read, into: output + written)
            }
            UnsafeMutableRawPointer(output + written).storeBytes(of: word, as: UInt64.self)
            read += 8
            written += 8
        }
        if read < count {  // the last eight bytes, overlapping those already copied
            let word = UnsafeRawPointer(input + count - 8).loadUnaligned(as: UInt64.self)
            if escapeBits(word) != 0 {
                return written + escapeMixed(input + read, count - read, into: output + written)
            }
            UnsafeMutableRawPointer(output + written - (8 - (count - read))).storeBytes(of: word, as: UInt64.self)
            written += count - read
        }
        return written
    }

    /// Copies text that needs escaping somewhere: clean stretches eight bytes at a time, each
    /// character to escape on its own.
    static func escapeMixed(_ input: UnsafePointer<UInt8>, _ count: Int,
                                    into output: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while read < count {
            let remaining = count - read
            var word: UInt64 = 0
            if remaining >= 8 {
                word = UnsafeRawPointer(input + read).loadUnaligned(as: UInt64.self)
            } else {
                word = shortWord(input + read, count: remaining)
            }
            let chunk = min(remaining, 8)
            let valid: UInt64 = chunk == 8 ? ~0 : ~0 >> (64 - 8 * UInt64(chunk))
            let flagged = escapeBits(word) & valid
            // The lowest flagged byte is a real one (false flags only follow a real one).
            let clean = flagged == 0 ? chunk : flagged.trailingZeroBitCount / 8
            UnsafeMutableRawPointer(output + written).storeBytes(of: word, as: UInt64.self)
            read += clean
            written += clean
            if clean < chunk {
                written += escapeSlowly(input + read, 1, into: output + written)
                read += 1
            }
        }
        return written
    }

    /// Copies and escapes byte by byte.
    static func escapeSlowly(_ input: UnsafePointer<UInt8>, _ count: Int,
                                     into output: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        for read in 0..<count {
            let byte = input[read]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                output[written] = byte
                written += 1
                continue
            }
            output[written] = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output[written + 1] = byte
            case 0x08: output[written + 1] = UInt8(ascii: "b")
            case 0x0C: output[written + 1] = UInt8(ascii: "f")
            case 0x0A: output[written + 1] = UInt8(ascii: "n")
            case 0x0D: output[written + 1] = UInt8(ascii: "r")
            case 0x09: output[written + 1] = UInt8(ascii: "t")
            default:
                output[written + 1] = UInt8(ascii: "u")
                output[written + 2] = UInt8(ascii: "0")
                output[written + 3] = UInt8(ascii: "0")
                output[written + 4] = hexDigit(byte >> 4)
                output[written + 5] = hexDigit(byte & 0xF)
                written += 6
                continue
            }
            written += 2
        }
        return written
    }

    /// Up to seven bytes in the low end of a word (little-endian), the rest zero; assembled by
    /// hand, as a `memcpy` call would cost more than the bytes.
    @inline(__always)
    static func shortWord(_ input: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(input)
        switch count {
        case 4...7:
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return low | high << (8 * UInt64(count - 4))
        case 2...3:
            let low = UInt64(raw.loadUnaligned(as: UInt16.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
            return low | high << (8 * UInt64(count - 2))
        case 1:
            return UInt64(input[0])
        default:
            return 0
        }
    }

    /// Copies a few bytes without calling `memcpy`, whose call costs more than the copy for the
    /// short keys of messages; reads stay within `count` bytes.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(output)
        switch count {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                          toByteOffset: count - 8, as: UInt64.self)
        case 17...32:
            let first = from.loadUnaligned(as: UInt64.self)
            let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let third = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let fourth = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
            to.storeBytes(of: fourth, toByteOffset: count - 8, as: UInt64.self)
        case 4...7:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self),
                          toByteOffset: count - 4, as: UInt32.self)
        case 0...3:
            for index in 0..<count { output[index] = source[index] }
        default:
            output.update(from: source, count: count)
        }
    }

    @inline(__always)
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The high bit of each byte of `word` that is below 0x20, a quote or a backslash (and maybe
    /// of bytes after such a byte, as borrows carry upwards).
    @inline(__always)
    static func escapeBits(_ word: UInt64) -> UInt64 {
        WordBytes.below(0x20, in: word) | WordBytes.equal(to: UInt8(ascii: "\""), in: word)
            | WordBytes.equal(to: UInt8(ascii: "\\"), in: word)
    }

    /// The room `escape` needs for `count` bytes: six a byte at most (`\u00XX`), and the eight it
    /// may write past the end.
    @inlinable @inline(__always)
    static func escapedRoom(_ count: Int) -> Int { count &* 6 &+ 8 }

    /// The room `writeQuoted` needs for `count` bytes: `escape`'s, and the two quotes.
    @inlinable @inline(__always)
    static func quotedRoom(_ count: Int) -> Int { escapedRoom(count) &+ 2 }

    /// Writes `utf8` in quotes, escaped, and returns how many bytes that took (`quotedRoom` at most,
    /// with the eight `escape` may overrun).
    @inlinable @inline(__always)
    static func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) -> Int {
        output[0] = UInt8(ascii: "\"")
        let end = 1 + escape(utf8, into: output + 1)
        output[end] = UInt8(ascii: "\"")
        return end + 1
    }

    /// Writes `,"name":` (the comma when `comma`) and returns how many bytes that took.
    @inlinable @inline(__always)
    static func writeKey(_ name: UnsafePointer<UInt8>, count: Int, comma: Bool,
                         to output: UnsafeMutablePointer<UInt8>) -> Int {
        var index = 0
        if comma { output[0] = UInt8(ascii: ","); index = 1 }
        output[index] = UInt8(ascii: "\"")
        copy(name, count: count, to: output + index + 1)
        index += count + 1
        output[index] = UInt8(ascii: "\"")
        output[index + 1] = UInt8(ascii: ":")
        return index + 2
    }
}
