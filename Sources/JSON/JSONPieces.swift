/// The bytes of one JSON value laid out piece by piece in room a `JSONWriter` made for all of them
/// at once (`JSONWriter.value(upTo:_:)`): literal punctuation and keys, numbers, escaped strings,
/// and fragments written before. A message that is mostly the same from one instance to the next
/// (a pickle step of an outline, row after row) is a few pieces, where writing it call by call
/// checks the writer's room and its buffer's owner at every call.
///
/// ```swift
/// var json = JSONWriter()
/// let text = Array("offline".utf8)
/// json.value(upTo: 64) { pieces in
///     pieces.literal("{\"id\":")
///     pieces.decimal(7)
///     pieces.literal(",\"text\":")
///     text.withUnsafeBufferPointer { pieces.quoted($0) }
///     pieces.literal("}")
/// }
/// json.text  // {"id":7,"text":"offline"}
/// ```
///
/// `@usableFromInline`, as `JSONWriter` is, so that other modules inline its members.
@usableFromInline
package struct JSONPieces {
    @usableFromInline let output: UnsafeMutablePointer<UInt8>
    /// How many bytes were laid out so far.
    @usableFromInline var count = 0

    @inlinable
    init(output: UnsafeMutablePointer<UInt8>) {
        self.output = output
    }

    /// The room a string of `count` UTF-8 bytes takes at most in quotes, escaped (six bytes a byte,
    /// the quotes, and the eight bytes the escaping may write past its end).
    @inlinable @inline(__always)
    package static func quotedRoom(_ count: Int) -> Int { JSONBytes.quotedRoom(count) }

    /// Copies text that is JSON as it is: it must hold no string that needs escaping.
    @inlinable @inline(__always)
    package mutating func literal(_ text: StaticString) {
        JSONBytes.copy(text.utf8Start, count: text.utf8CodeUnitCount, to: output + count)
        count &+= text.utf8CodeUnitCount
    }

    /// Copies bytes that are JSON already, such as a fragment another writer wrote.
    @inlinable @inline(__always)
    package mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        JSONBytes.copy(source, count: bytes.count, to: output + count)
        count &+= bytes.count
    }

    /// The room `count` UTF-8 bytes take at most escaped, without quotes (six bytes a byte, and the
    /// eight bytes the escaping may write past its end).
    @inlinable @inline(__always)
    package static func escapedRoom(_ count: Int) -> Int { JSONBytes.escapedRoom(count) }

    /// Writes `utf8` escaped as in a JSON string, without the quotes (`escapedRoom` bytes at most).
    @inlinable @inline(__always)
    package mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        count &+= JSONBytes.escape(utf8, into: output + count)
    }

    /// Writes `value` in decimal (at most 20 bytes).
    @inlinable @inline(__always)
    package mutating func decimal(_ value: Int) {
        count &+= JSONBytes.writeDecimal(value, to: output + count)
    }

    /// Writes `utf8` in quotes, escaped (`quotedRoom` bytes at most).
    @inlinable @inline(__always)
    package mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        count &+= JSONBytes.writeQuoted(utf8, to: output + count)
    }
}

extension JSONWriter {
    /// Writes one value (an array's element, or an object's after its key), or a key and its value,
    /// laid out by `body` in room made once for at most `maximum` bytes, after a comma where one is
    /// due. What `body` lays out must be one whole value or field.
    @inlinable
    package mutating func value(upTo maximum: Int, _ body: (inout JSONPieces) -> Void) {
        let comma = needsComma
        write(upTo: maximum &+ 1) { output in
            var pieces = JSONPieces(output: output)
            if comma { pieces.literal(",") }
            body(&pieces)
            return pieces.count
        }
        needsComma = true
    }
}

extension JSONWriter {
    /// Writes the start of an object or array laid out by `body` (its first elements may come in
    /// it too) in room made once for at most `maximum` bytes, after a comma where one is due; the
    /// next element of the container it opens needs none.
    @inlinable
    package mutating func opening(upTo maximum: Int, _ body: (inout JSONPieces) -> Void) {
        value(upTo: maximum, body)
        needsComma = false
    }

    /// Writes the end of an object or array laid out by `body` (its last elements may come in it
    /// too) in room made once for at most `maximum` bytes, with no comma first; what follows the
    /// container it closes needs one.
    @inlinable
    package mutating func ending(upTo maximum: Int, _ body: (inout JSONPieces) -> Void) {
        needsComma = false
        value(upTo: maximum, body)
    }

    /// Writes a fragment after what is written, as a writer of its own would write it from its
    /// start (no comma first), and returns where its bytes are: a part of many messages kept once
    /// among others in one buffer, read again in place (`withBytes`, `unsafeBytes`).
    package mutating func fragment(_ body: (inout JSONWriter) -> Void) -> Range<Int> {
        needsComma = false
        let start = count
        body(&self)
        return start..<count
    }
}
