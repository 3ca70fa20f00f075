/// Writes compact JSON into a growing byte buffer, one value at a time, without building a tree
/// first. Strings are escaped as `JSON.stringify` escapes them (quote, backslash, control
/// characters); everything else is copied as raw UTF-8. Keys come out in the order the caller
/// writes them, so callers that want sorted keys write them sorted.
///
///     var json = JSONWriter()
///     json.object {
///         json.key("name"); json.string("café")
///         json.key("tags"); json.array { json.string("@fast") }
///     }
///     // {"name":"café","tags":["@fast"]}
public struct JSONWriter: @unchecked Sendable {  // copy-on-write storage, like Array
    /// The buffer: `count` bytes written, the rest spare capacity. Copied before a write when it
    /// is shared, so writers stay values.
    private var storage: ByteStorage
    private var count = 0
    private var capacity: Int
    /// Whether the next key or array element needs a comma in front of it.
    private var needsComma = false

    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        storage = ByteStorage.create(capacity: self.capacity)
    }

    /// The JSON written so far, as UTF-8 (a copy; see `withBytes` to read it in place).
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// How many bytes were written so far.
    public var byteCount: Int { count }

    /// The JSON written so far, as a string.
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Reads the bytes written so far in place, e.g. to write them to a file.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// Forgets what was written (keeping the buffer's capacity), e.g. after flushing it to a file.
    public mutating func removeAll() {
        count = 0
        needsComma = false
    }

    /// Appends a byte that is not JSON, such as the newline between two NDJSON lines.
    public mutating func raw(_ byte: UInt8) {
        write(upTo: 1) { $0[0] = byte; return 1 }
        needsComma = false
    }

    /// Appends bytes as they are, such as JSON written by another writer.
    public mutating func raw(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        write(upTo: bytes.count) { output in
            if let base = bytes.baseAddress { output.update(from: base, count: bytes.count) }
            return bytes.count
        }
        needsComma = false
    }

    /// Appends text that is not JSON as it is.
    public mutating func raw(_ text: String) {
        append(text, afterComma: false)
        needsComma = false
    }

    // MARK: Containers

    public mutating func beginObject() { punctuation(UInt8(ascii: "{")) }
    public mutating func endObject() { closing(UInt8(ascii: "}")) }
    public mutating func beginArray() { punctuation(UInt8(ascii: "[")) }
    public mutating func endArray() { closing(UInt8(ascii: "]")) }

    /// Writes `{`, whatever `body` writes, and `}`.
    @inline(__always)
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes `[`, whatever `body` writes, and `]`.
    @inline(__always)
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Writes an object key given as a literal; the next call writes its value. The literal is
    /// copied without looking for characters to escape, so it must not hold quotes, backslashes
    /// or control characters.
    public mutating func key(_ name: StaticString) {
        let comma = needsComma
        let count = name.utf8CodeUnitCount
        let source = name.utf8Start
        write(upTo: count + 4) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            output[index] = UInt8(ascii: "\"")
            Self.copy(source, count: count, to: output + index + 1)
            index += count + 1
            output[index] = UInt8(ascii: "\"")
            output[index + 1] = UInt8(ascii: ":")
            return index + 2
        }
        needsComma = false
    }

    /// Writes an object key computed at run time (escaped like any string); the next call
    /// writes its value.
    public mutating func key(string name: String) {
        quoted(name)
        write(upTo: 1) { $0[0] = UInt8(ascii: ":"); return 1 }
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        quoted(value)
        needsComma = true
    }

    public mutating func int(_ value: Int) {
        let comma = needsComma
        write(upTo: 21) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            return index + Self.writeDecimal(value, to: output + index)
        }
        needsComma = true
    }

    /// Writes `value` in decimal at `output` and returns how many bytes that took (at most 20).
    private static func writeDecimal(_ value: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var index = 0
        if value < 0 { output[0] = UInt8(ascii: "-"); index = 1 }
        var magnitude = value.magnitude
        let first = index
        repeat {
            output[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            index += 1
        } while magnitude > 0
        var digits = UnsafeMutableBufferPointer(start: output + first, count: index - first)
        digits.reverse()
        return index
    }

    /// Writes a number as `JSON.stringify` would for common values: integral values without a
    /// fraction, others in their shortest round-tripping form; NaN and infinities as `null`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
            return
        }
        literal("\(value)")
    }

    public mutating func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    public mutating func null() {
        literal("null")
    }

    // MARK: Key-value shorthands

    public mutating func field(_ name: StaticString, _ value: String) {
        let comma = needsComma
        let nameCount = name.utf8CodeUnitCount
        let nameStart = name.utf8Start
        Self.withUTF8(of: value) { utf8 in
            write(upTo: nameCount + utf8.count * 6 + 16) { output in
                var index = 0
                if comma { output[0] = UInt8(ascii: ","); index = 1 }
                output[index] = UInt8(ascii: "\"")
                Self.copy(nameStart, count: nameCount, to: output + index + 1)
                index += nameCount + 1
                output[index] = UInt8(ascii: "\"")
                output[index + 1] = UInt8(ascii: ":")
                output[index + 2] = UInt8(ascii: "\"")
                index += 3
                index += Self.escape(utf8, into: output + index)
                output[index] = UInt8(ascii: "\"")
                return index + 1
            }
        }
        needsComma = true
    }

    public mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    public mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes `"name":"123"`: a number as a JSON string, as message ids are.
    public mutating func field(_ name: StaticString, quoting number: Int) {
        key(name)
        let comma = needsComma
        write(upTo: 23) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            output[index] = UInt8(ascii: "\"")
            index += 1 + Self.writeDecimal(number, to: output + index + 1)
            output[index] = UInt8(ascii: "\"")
            return index + 1
        }
        needsComma = true
    }

    /// Writes `{"name":"value"}` in one go.
    public mutating func object(_ name: StaticString, _ value: String) {
        punctuation(UInt8(ascii: "{"))
        field(name, value)
        closing(UInt8(ascii: "}"))
    }

    /// Writes the key and value only when the value is present.
    public mutating func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    // MARK: Encoding

    /// Makes room for `maximum` more bytes and lets `body` write them at the end; `body` returns
    /// how many it wrote.
    @inline(__always)
    private mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity || !isKnownUniquelyReferenced(&storage) {
            capacity = max(count + maximum, capacity * 2)
            storage = storage.copy(count: count, capacity: capacity)
        }
        let start = count
        count += storage.withUnsafeMutablePointerToElements { body($0 + start) }
    }


    private mutating func punctuation(_ byte: UInt8) {
        let comma = needsComma
        write(upTo: 2) { output in
            if comma {
                output[0] = UInt8(ascii: ",")
                output[1] = byte
                return 2
            }
            output[0] = byte
            return 1
        }
        needsComma = false
    }

    private mutating func closing(_ byte: UInt8) {
        write(upTo: 1) { $0[0] = byte; return 1 }
        needsComma = true
    }

    private mutating func literal(_ text: String) {
        append(text, afterComma: needsComma)
        needsComma = true
    }

    /// Appends `text` unescaped, after a comma if `afterComma`.
    private mutating func append(_ text: String, afterComma comma: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            write(upTo: utf8.count + 1) { output in
                var index = 0
                if comma { output[0] = UInt8(ascii: ","); index = 1 }
                if let base = utf8.baseAddress { (output + index).update(from: base, count: utf8.count) }
                return index + utf8.count
            }
        }
    }

    /// Writes `value` in quotes, escaped, after a comma where one is due.
    private mutating func quoted(_ value: String) {
        let comma = needsComma
        Self.withUTF8(of: value) { quoted($0, comma: comma) }
    }

    /// Reads the UTF-8 of `value` in place (borrowing it, which copying it into a `var` for
    /// `withUTF8` would not).
    @inline(__always)
    private static func withUTF8(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if value.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = value
            copy.withUTF8(body)
        }
    }

    private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool) {
        write(upTo: utf8.count * 6 + 11) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            output[index] = UInt8(ascii: "\"")
            index += 1
            index += Self.escape(utf8, into: output + index)
            output[index] = UInt8(ascii: "\"")
            return index + 1
        }
    }

    /// Copies `utf8` to `output`, escaping quotes, backslashes and control characters, and
    /// returns how many bytes it wrote. Bytes are tested eight at a time; `output` must have room
    /// for eight bytes more than the escaped text.
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
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
    private static func escapeMixed(_ input: UnsafePointer<UInt8>, _ count: Int,
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
    private static func escapeSlowly(_ input: UnsafePointer<UInt8>, _ count: Int,
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
    private static func shortWord(_ input: UnsafePointer<UInt8>, count: Int) -> UInt64 {
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
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(output)
        switch count {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                          toByteOffset: count - 8, as: UInt64.self)
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
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The high bit of each byte of `word` that is below 0x20, a quote or a backslash (and maybe
    /// of bytes after such a byte, as borrows carry upwards).
    @inline(__always)
    private static func escapeBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }
}

/// The bytes of a `JSONWriter`, in one block of memory.
final class ByteStorage: ManagedBuffer<Void, UInt8> {
    static func create(capacity: Int) -> ByteStorage {
        unsafeDowncast(ByteStorage.create(minimumCapacity: capacity) { _ in }, to: ByteStorage.self)
    }

    /// A new block holding the first `count` bytes of this one.
    func copy(count: Int, capacity: Int) -> ByteStorage {
        let copy = ByteStorage.create(capacity: capacity)
        withUnsafeMutablePointerToElements { source in
            copy.withUnsafeMutablePointerToElements { $0.update(from: source, count: count) }
        }
        return copy
    }
}
