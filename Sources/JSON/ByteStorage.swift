/// The bytes of a `JSONWriter`, in one block of memory.
@usableFromInline
final class ByteStorage: ManagedBuffer<Void, UInt8> {
    @usableFromInline
    static func create(capacity: Int) -> ByteStorage {
        unsafeDowncast(ByteStorage.create(minimumCapacity: capacity) { _ in }, to: ByteStorage.self)
    }

    /// A new block holding the first `count` bytes of this one.
    @usableFromInline
    func copy(count: Int, capacity: Int) -> ByteStorage {
        let copy = ByteStorage.create(capacity: capacity)
        withUnsafeMutablePointerToElements { source in
            copy.withUnsafeMutablePointerToElements { $0.update(from: source, count: count) }
        }
        return copy
    }
}
