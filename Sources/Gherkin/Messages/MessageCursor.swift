import JSON

/// Writes bytes one after another at the end of a `JSONWriter`'s buffer, in room made for them
/// beforehand (`JSONWriter.append(room:_:)`): the pickle writer's way to copy escaped texts and
/// literal JSON without a check per value.
struct MessageCursor {
    private(set) var position: UnsafeMutablePointer<UInt8>

    init(_ position: UnsafeMutablePointer<UInt8>) {
        self.position = position
    }

    @inline(__always)
    mutating func put(_ literal: StaticString) {
        JSONBytes.copy(literal.utf8Start, count: literal.utf8CodeUnitCount, to: position)
        position += literal.utf8CodeUnitCount
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        JSONBytes.copy(source, count: bytes.count, to: position)
        position += bytes.count
    }

    @inline(__always)
    mutating func put(number: Int) {
        position += JSONBytes.writeDecimal(number, to: position)
    }

    /// `"123"`: an id.
    @inline(__always)
    mutating func put(quoted number: Int) {
        position.pointee = UInt8(ascii: "\"")
        position += 1 + JSONBytes.writeDecimal(number, to: position + 1)
        position.pointee = UInt8(ascii: "\"")
        position += 1
    }
}

extension JSONWriter {
    /// Makes room for `maximum` bytes and lets `body` write them with a cursor.
    @inline(__always)
    mutating func append(room maximum: Int, _ body: (inout MessageCursor) -> Void) {
        let start = tail(room: maximum)
        var cursor = MessageCursor(start)
        body(&cursor)
        didAppend(start.distance(to: cursor.position))
    }
}
