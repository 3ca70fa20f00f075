import Foundation
import JSON

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
        var filled = text
        row.cells.withUnsafeBufferPointer { cells in
            for index in 0..<min(needles.count, cells.count) {
                guard let replaced = Self.replacing(needles[index], with: cells[index].value, in: filled) else { continue }
                filled = replaced
                // Every placeholder starts with `<`: with none left, no later header can match.
                if !filled.containsByte(UInt8(ascii: "<")) { break }
            }
        }
        return filled
    }

    /// `text` with every `needle` replaced by `value`, or nil when there is none; made in one go,
    /// its length known from a first look for the needle.
    private static func replacing(_ needle: [UInt8], with value: String, in text: String) -> String? {
        text.withUTF8Bytes { text in
            let count = occurrences(of: needle, in: text, each: { _ in })
            guard count > 0 else { return nil }
            return value.withUTF8Bytes { value in
                String(unsafeUninitializedCapacity: text.count + count * (value.count - needle.count)) { output in
                    var written = 0
                    var runStart = 0
                    func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                        (output.baseAddress! + written).update(from: base, count: bytes.count)
                        written += bytes.count
                    }
                    _ = occurrences(of: needle, in: text) { index in
                        copy(UnsafeBufferPointer(rebasing: text[runStart..<index]))
                        copy(value)
                        runStart = index + needle.count
                    }
                    copy(UnsafeBufferPointer(rebasing: text[runStart...]))
                    return written
                }
            }
        }
    }

    /// How many times `needle` occurs in `text` (left to right, without overlaps), calling `each`
    /// with where each occurrence starts.
    private static func occurrences(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, each: (Int) -> Void) -> Int {
        guard let base = text.baseAddress, needle.count <= text.count else { return 0 }
        var count = 0
        var index = 0
        let last = text.count - needle.count
        while index <= last {
            guard let found = memchr(base + index, Int32(needle[0]), last - index + 1) else { break }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needle, needle.count) == 0 {
                each(index)
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }
}
