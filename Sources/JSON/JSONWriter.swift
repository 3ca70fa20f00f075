/// Writes compact JSON into a growing byte buffer, one value at a time, without building a tree
/// first. Strings are escaped as `JSON.stringify` escapes them (quote, backslash, control
/// characters); everything else is copied as raw UTF-8. Keys come out in the order the caller
/// writes them, so callers that want sorted keys write them sorted.
///
/// ```swift
/// var json = JSONWriter()
/// json.object { json in
///     json.field("name", "café")
///     json.key("tags"); json.array { $0.string("@fast") }
/// }
/// json.text  // {"name":"café","tags":["@fast"]}
/// ```
///
/// The type is `@usableFromInline`: Swift 6.3 inlines a `package` type's `@inlinable` members into
/// other modules only when the type is (else they are called), and the message writers of the other
/// modules make millions of these small calls.
@usableFromInline
package struct JSONWriter: @unchecked Sendable {  // a raw pointer into storage it copies before writing when shared, as Array does
    /// The buffer: `count` bytes written, the rest spare capacity. Copied before a write when it
    /// is shared, so writers stay values.
    @usableFromInline var storage: ByteStorage
    /// The storage's first byte (stable while `storage` is held), so writes skip the lookup.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    /// Whether the next key or array element needs a comma in front of it.
    @usableFromInline var needsComma = false

    package init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        storage = ByteStorage.create(capacity: self.capacity)
        base = storage.withUnsafeMutablePointerToElements { $0 }
    }

    /// The JSON written so far, as UTF-8 (a copy; see `withBytes` to read it in place).
    package var bytes: [UInt8] { withBytes { Array($0) } }

    /// How many bytes were written so far.
    package var byteCount: Int { count }

    /// The JSON written so far, as a string.
    package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Reads the bytes written so far in place, e.g. to write them to a file.
    @inlinable @inline(__always)
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// The bytes written so far, read in place without a closure: valid only while this writer is
    /// neither changed nor gone, as a writer's own kept parts are between its writes.
    @inlinable
    package var unsafeBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets what was written (keeping the buffer's capacity), e.g. after flushing it to a file.
    package mutating func removeAll() {
        count = 0
        needsComma = false
    }

    /// Appends a byte that is not JSON, such as the newline between two NDJSON lines.
    @inlinable @inline(__always)
    package mutating func raw(_ byte: UInt8) {
        write(upTo: 1) { $0[0] = byte; return 1 }
        needsComma = false
    }

    /// Appends bytes as they are, such as JSON written by another writer.
    package mutating func raw(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        write(upTo: bytes.count) { output in
            if let base = bytes.baseAddress { output.update(from: base, count: bytes.count) }
            return bytes.count
        }
        needsComma = false
    }

    /// Appends text that is not JSON as it is.
    package mutating func raw(_ text: String) {
        append(text, afterComma: false)
        needsComma = false
    }

    // MARK: Containers

    @inlinable @inline(__always)
    package mutating func beginObject() { punctuation(UInt8(ascii: "{")) }
    @inlinable @inline(__always)
    package mutating func endObject() { closing(UInt8(ascii: "}")) }
    @inlinable @inline(__always)
    package mutating func beginArray() { punctuation(UInt8(ascii: "[")) }
    @inlinable @inline(__always)
    package mutating func endArray() { closing(UInt8(ascii: "]")) }

    /// Writes `{`, whatever `body` writes, and `}`.
    @inlinable @inline(__always)
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes `[`, whatever `body` writes, and `]`.
    @inlinable @inline(__always)
    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Writes an object key given as a literal; the next call writes its value. The literal is
    /// copied without looking for characters to escape, so it must not hold quotes, backslashes
    /// or control characters.
    @inlinable @inline(__always)
    package mutating func key(_ name: StaticString) {
        let comma = needsComma
        let count = name.utf8CodeUnitCount
        let start = name.utf8Start
        write(upTo: count + 4) { JSONBytes.writeKey(start, count: count, comma: comma, to: $0) }
        needsComma = false
    }

    /// Writes an object key computed at run time (escaped like any string); the next call
    /// writes its value.
    package mutating func key(string name: String) {
        quoted(name)
        write(upTo: 1) { $0[0] = UInt8(ascii: ":"); return 1 }
        needsComma = false
    }

    // MARK: Values

    @inlinable
    package mutating func string(_ value: String) {
        quoted(value)
        needsComma = true
    }

    @inlinable
    package mutating func int(_ value: Int) {
        let comma = needsComma
        write(upTo: 21) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            return index + JSONBytes.writeDecimal(value, to: output + index)
        }
        needsComma = true
    }


    /// Writes a number as `JSON.stringify` would for common values: integral values without a
    /// fraction (every whole number a double holds exactly, up to 2^53 − 1 either side of zero),
    /// others in their shortest round-tripping form; NaN and infinities as `null`.
    package mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_991 {
            int(Int(value))
            return
        }
        literal("\(value)")
    }

    package mutating func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    package mutating func null() {
        literal("null")
    }

    // MARK: Key-value shorthands

    @inlinable
    package mutating func field(_ name: StaticString, _ value: String) {
        value.withUTF8Bytes { field(name, utf8: $0) }
    }

    /// Writes `"name":"value"` with the value given as UTF-8 (escaped like any string), such as
    /// text made in a scratch buffer.
    @inlinable
    package mutating func field(_ name: StaticString, utf8: UnsafeBufferPointer<UInt8>) {
        let comma = needsComma
        let nameCount = name.utf8CodeUnitCount
        let nameStart = name.utf8Start
        write(upTo: nameCount + 4 + JSONBytes.quotedRoom(utf8.count)) { output in
            let index = JSONBytes.writeKey(nameStart, count: nameCount, comma: comma, to: output)
            return index + JSONBytes.writeQuoted(utf8, to: output + index)
        }
        needsComma = true
    }

    @inlinable
    package mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    package mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes `{"name":"value"}` in one go.
    @inlinable
    package mutating func object(_ name: StaticString, _ value: String) {
        value.withUTF8Bytes { object(name, utf8: $0) }
    }

    /// Writes `{"name":"value"}` in one go, the value given as its UTF-8.
    @inlinable @inline(__always)
    package mutating func object(_ name: StaticString, utf8: UnsafeBufferPointer<UInt8>) {
        let comma = needsComma
        let nameCount = name.utf8CodeUnitCount
        let nameStart = name.utf8Start
        write(upTo: nameCount + 6 + JSONBytes.quotedRoom(utf8.count)) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            output[index] = UInt8(ascii: "{")
            index += 1
            index += JSONBytes.writeKey(nameStart, count: nameCount, comma: false, to: output + index)
            index += JSONBytes.writeQuoted(utf8, to: output + index)
            output[index] = UInt8(ascii: "}")
            return index + 1
        }
        needsComma = true
    }

    /// Writes the key and value only when the value is present.
    @inlinable
    package mutating func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    // MARK: Encoding

    /// Makes room for `maximum` more bytes and lets `body` write them at the end; `body` returns
    /// how many it wrote.
    @inlinable @inline(__always)
    mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if _slowPath(count &+ maximum > capacity) || _slowPath(!isKnownUniquelyReferenced(&storage)) {
            grow(toHold: maximum)
        }
        count &+= body(base + count)
    }

    /// Moves the bytes into a new block, of room for `maximum` more, when this one is too small
    /// or shared.
    @usableFromInline
    mutating func grow(toHold maximum: Int) {
        capacity = max(count + maximum, count + maximum > capacity ? capacity * 2 : capacity)
        storage = storage.copy(count: count, capacity: capacity)
        base = storage.withUnsafeMutablePointerToElements { $0 }
    }


    @inlinable @inline(__always)
    mutating func punctuation(_ byte: UInt8) {
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

    @inlinable @inline(__always)
    mutating func closing(_ byte: UInt8) {
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
    @inlinable
    mutating func quoted(_ value: String) {
        let comma = needsComma
        value.withUTF8Bytes { quoted($0, comma: comma) }
    }

    @inlinable
    mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool) {
        write(upTo: 1 + JSONBytes.quotedRoom(utf8.count)) { output in
            var index = 0
            if comma { output[0] = UInt8(ascii: ","); index = 1 }
            return index + JSONBytes.writeQuoted(utf8, to: output + index)
        }
    }
}
