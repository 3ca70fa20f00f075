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

    /// `text` with the placeholders filled in from the cells of `row`. Each header's text is made
    /// in a scratch buffer on the stack, from the one before, and only the last becomes a string: a
    /// name with four placeholders made four strings and freed three.
    func fill(_ text: String, with row: TableRow) -> String {
        guard text.containsByte(UInt8(ascii: "<")) else { return text }
        return text.withUTF8Bytes { text in
            row.cells.withUnsafeBufferPointer { cells in filling(text, from: 0, cells: cells) { String(decoding: $0, as: UTF8.self) } }
        } ?? text
    }

    /// Calls `body` with the UTF-8 of `text` with the placeholders filled in from the cells of
    /// `row`, in a scratch buffer (or `text`'s own bytes when it holds none): for a writer that
    /// copies the text at once, no string is made.
    func withFilled<Result>(_ text: String, with row: TableRow, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUTF8Bytes { utf8 in
            guard let base = utf8.baseAddress, memchr(base, Int32(UInt8(ascii: "<")), utf8.count) != nil,
                  let filled = row.cells.withUnsafeBufferPointer({ cells in filling(utf8, from: 0, cells: cells, body) })
            else { return body(utf8) }
            return filled
        }
    }

    /// What `body` makes of `text` with the placeholders of the headers from `first` on filled in
    /// from `cells`, or nil (`body` not called) when none of them is in it.
    private func filling<Result>(_ text: UnsafeBufferPointer<UInt8>, from first: Int, cells: UnsafeBufferPointer<TableCell>,
                                 _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        for index in first..<min(needles.count, cells.count) {
            let needle = needles[index]
            let count = Self.occurrences(of: needle, in: text, each: { _ in })
            guard count > 0 else { continue }
            return cells[index].value.withUTF8Bytes { value in
                let length = text.count + count * (value.count - needle.count)
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { output in
                    let filled = UnsafeBufferPointer(rebasing: output[..<Self.replace(needle, with: value, in: text, into: output)])
                    // Every placeholder starts with `<`: with none left, no later header can match.
                    let more = !filled.isEmpty && memchr(filled.baseAddress!, Int32(UInt8(ascii: "<")), filled.count) != nil
                    return (more ? filling(filled, from: index + 1, cells: cells, body) : nil) ?? body(filled)
                }
            }
        }
        return nil
    }

    /// Writes `text` with every `needle` replaced by `value` into `output`, which holds the result;
    /// how many bytes it wrote.
    private static func replace(_ needle: [UInt8], with value: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>,
                                into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
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
