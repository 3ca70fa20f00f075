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
            guard text.containsByte(UInt8(ascii: "<")),
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
            let count = Self.occurrences(of: needle, in: text)
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
        var found = Occurrences(of: needle, in: text)
        while let index = found.next() {
            written += copy(UnsafeBufferPointer(rebasing: text[runStart..<index]), to: output, at: written)
            written += copy(value, to: output, at: written)
            runStart = index + needle.count
        }
        return written + copy(UnsafeBufferPointer(rebasing: text[runStart...]), to: output, at: written)
    }

    /// Copies `bytes` into `output` at `offset`; how many it copied.
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        (output.baseAddress! + offset).update(from: base, count: bytes.count)
        return bytes.count
    }

    /// How many times `needle` occurs in `text`.
    private static func occurrences(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Int {
        var found = Occurrences(of: needle, in: text)
        var count = 0
        while found.next() != nil { count += 1 }
        return count
    }

    /// Where `needle` occurs in `text`, left to right and without overlaps: a plain loop's state,
    /// so that neither counting nor replacing captures a variable in a closure (which the
    /// compiler then checks for exclusive access at run time, at every write).
    private struct Occurrences {
        private let needle: [UInt8]
        private let text: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) {
            self.needle = needle
            self.text = text
        }

        /// Where the next occurrence starts, or nil when there is none.
        mutating func next() -> Int? {
            guard let base = text.baseAddress, needle.count <= text.count else { return nil }
            let last = text.count - needle.count
            while index <= last {
                guard let found = memchr(base + index, Int32(needle[0]), last - index + 1) else { break }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needle, needle.count) == 0 {
                    defer { index += needle.count }
                    return index
                }
                index += 1
            }
            index = text.count
            return nil
        }
    }
}
