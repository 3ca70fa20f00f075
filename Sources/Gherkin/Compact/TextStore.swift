import JSON

/// The texts of a `CompactDocument`, escaped for JSON (without their quotes), one after another
/// in one block of memory that the document owns: writing a pickle copies them as they are, and
/// freeing the document frees them at once.
final class TextStore: @unchecked Sendable {  // written only while the document is built
    /// A text in the store: where it starts and how many bytes it has.
    struct Reference: Sendable {
        var start: Int
        var count: Int

        static let empty = Reference(start: 0, count: 0)
    }

    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends `utf8` escaped for JSON.
    func append(escaping utf8: UnsafeBufferPointer<UInt8>) -> Reference {
        let start = count
        makeRoom(utf8.count * 6 + 8)  // the escaper writes whole words
        count += JSONBytes.escape(utf8, into: base + count)
        return Reference(start: start, count: count - start)
    }

    /// Appends `"123"`: an id as JSON writes it, made once for every message that names it.
    func append(quoted number: Int) -> Reference {
        let start = count
        makeRoom(22)
        base[count] = UInt8(ascii: "\"")
        count += 1 + JSONBytes.writeDecimal(number, to: base + count + 1)
        base[count] = UInt8(ascii: "\"")
        count += 1
        return Reference(start: start, count: count - start)
    }

    /// Appends bytes that need no escaping.
    func append(raw literal: StaticString) {
        makeRoom(literal.utf8CodeUnitCount)
        (base + count).update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
        count += literal.utf8CodeUnitCount
    }

    /// The bytes of `text`, valid as long as the store.
    @inline(__always)
    func bytes(_ text: Reference) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + text.start, count: text.count)
    }

    private func makeRoom(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
