import Foundation

/// The `<name>` placeholders of a scenario outline, named by its examples table's header, and how
/// to fill them in from one row: each header in turn, every occurrence, compared byte by byte
/// (a value that itself holds `<other>` is filled in by a later header, as in the reference).
struct Placeholders: Sendable {
    private let needles: [[UInt8]]

    /// The placeholders named by the cells of an examples table's `header`.
    init(header: TableRow) {
        needles = header.cells.map { Array("<\($0.value)>".utf8) }
    }

    /// `text` with the placeholders filled in from the cells of `row`.
    func fill(_ text: String, with row: TableRow) -> String {
        guard text.containsByte(UInt8(ascii: "<")) else { return text }
        let filled: [UInt8]?? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let base = utf8.baseAddress, memchr(base, Int32(UInt8(ascii: "<")), utf8.count) != nil else {
                return nil
            }
            var current: [UInt8]?
            for (needle, cell) in zip(needles, row.cells) {
                let value = cell.value
                let replaced: [UInt8]? = if let current {
                    current.withUnsafeBufferPointer { Self.replacing(needle, with: value, in: $0) }
                } else {
                    Self.replacing(needle, with: value, in: utf8)
                }
                if let replaced { current = replaced }
            }
            return current
        }
        switch filled {
        case .some(.some(let bytes)): return String(decoding: bytes, as: UTF8.self)
        case .some(.none): return text
        case .none: return fill(String(decoding: Array(text.utf8), as: UTF8.self), with: row)
        }
    }

    /// `text` with every `needle` replaced by `value`, or nil when there is none.
    private static func replacing(_ needle: [UInt8], with value: String,
                                  in text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let base = text.baseAddress, needle.count <= text.count else { return nil }
        var output: [UInt8]?
        var runStart = 0
        var index = 0
        let last = text.count - needle.count
        while index <= last {
            guard let found = memchr(base + index, Int32(needle[0]), last - index + 1) else { break }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needle, needle.count) == 0 {
                if output == nil { output = []; output!.reserveCapacity(text.count + value.utf8.count) }
                output!.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                if value.utf8.withContiguousStorageIfAvailable({ output!.append(contentsOf: $0) }) == nil {
                    output!.append(contentsOf: value.utf8)
                }
                index += needle.count
                runStart = index
            } else {
                index += 1
            }
        }
        guard var result = output else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: text.count - runStart))
        return result
    }
}
