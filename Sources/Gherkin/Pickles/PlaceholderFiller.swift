import Foundation

/// Fills the `<name>` placeholders of an outline's texts from one examples row, on texts escaped
/// for JSON: escaping replaces each byte on its own and never makes a `<`, so the escaped text
/// filled with escaped values is the filled text escaped. As `Placeholders` does: each header in
/// turn, every occurrence left to right, so a value holding `<other>` is filled by a later header.
struct PlaceholderFiller {
    private let first = ScratchBytes()
    private let second = ScratchBytes()

    /// `text` with the placeholders named by the cells `names` filled with the cells `values`
    /// (of `cells`, all in `texts`), or `text` itself when it has none. The result stays valid
    /// until the next call.
    func fill(_ text: UnsafeBufferPointer<UInt8>, names: Range<Int>, values: Range<Int>,
              of cells: [TextStore.Reference], in texts: TextStore) -> UnsafeBufferPointer<UInt8> {
        guard let base = text.baseAddress, memchr(base, Int32(UInt8(ascii: "<")), text.count) != nil else { return text }
        var current = text
        var target = first
        for offset in 0..<min(names.count, values.count) {
            let name = texts.bytes(cells[names.lowerBound + offset])
            let value = texts.bytes(cells[values.lowerBound + offset])
            if Self.replace(name, with: value, in: current, into: target) {
                current = UnsafeBufferPointer(start: target.base, count: target.count)
                target = target === first ? second : first
            }
        }
        return current
    }

    /// Writes `text` with every `<name>` replaced by `value` into `output`; false (and nothing
    /// written) when there is none.
    private static func replace(_ name: UnsafeBufferPointer<UInt8>, with value: UnsafeBufferPointer<UInt8>,
                                in text: UnsafeBufferPointer<UInt8>, into output: ScratchBytes) -> Bool {
        let needle = name.count + 2
        guard let base = text.baseAddress, needle <= text.count else { return false }
        var replaced = false
        var runStart = 0
        var index = 0
        let last = text.count - needle
        while index <= last {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "<")), last - index + 1) else { break }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard base[index + needle - 1] == UInt8(ascii: ">"),
                  name.count == 0 || memcmp(base + index + 1, name.baseAddress!, name.count) == 0 else {
                index += 1
                continue
            }
            if !replaced {
                replaced = true
                output.removeAll(keepingRoomFor: text.count + (text.count / needle) * value.count)
            }
            output.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            output.append(value)
            index += needle
            runStart = index
        }
        guard replaced else { return false }
        output.append(UnsafeBufferPointer(start: base + runStart, count: text.count - runStart))
        return true
    }
}

/// A block of bytes reused from one filled text to the next.
final class ScratchBytes {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity = 256

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Forgets the bytes and makes sure `room` bytes fit.
    func removeAll(keepingRoomFor room: Int) {
        count = 0
        guard room > capacity else { return }
        base.deallocate()
        capacity = max(room, capacity * 2)
        base = .allocate(capacity: capacity)
    }

    /// Appends `bytes`; they must fit in the room made.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}
