import Foundation
import JSON

/// The `<name>` placeholders of a scenario outline, named by its examples table's header, and how
/// to fill them in from one row: each header in turn, every occurrence, compared byte by byte
/// (a value that itself holds `<other>` is filled in by a later header, as in the reference).
struct Placeholders: Sendable {
    private let needles: [[UInt8]]
    /// Whether no header holds `<` or `>`: then a text is filled in one pass when it allows it
    /// (`fillingInOnePass`).
    private let plainHeaders: Bool

    /// The placeholders named by the cells of an examples table's `header`.
    init(header: TableRow) {
        needles = header.cells.indices.map { index in
            header.cells.withValue(at: index) { value in
                var needle: [UInt8] = []
                needle.reserveCapacity(value.count + 2)
                needle.append(Self.open)
                needle.append(contentsOf: value)
                needle.append(Self.close)
                return needle
            }
        }
        plainHeaders = needles.allSatisfy { !$0.dropFirst().dropLast().contains { $0 == Self.open || $0 == Self.close } }
    }

    private static let open = UInt8(ascii: "<"), close = UInt8(ascii: ">")

    /// `text` with the placeholders filled in from the cells of `row`: in one pass when the text,
    /// headers and values allow it, else header after header.
    func fill(_ text: String, with row: TableRow) -> String {
        guard text.containsByte(Self.open) else { return text }
        let filled = text.withUTF8Bytes { text in
            fillingInOnePass(text, cells: row.cells) { String(decoding: $0, as: UTF8.self) }
        }
        return filled ?? fillHeaderAfterHeader(text, with: row)
    }

    /// `text` with the placeholders filled in from the cells of `row` header after header, as the
    /// reference does (never in one pass). Each header's text is made in a scratch buffer on the
    /// stack, from the one before, and only the last becomes a string.
    func fillHeaderAfterHeader(_ text: String, with row: TableRow) -> String {
        guard text.containsByte(Self.open) else { return text }
        return text.withUTF8Bytes { text in
            filling(text, from: 0, cells: row.cells) { String(decoding: $0, as: UTF8.self) }
        } ?? text
    }

    /// Calls `body` with the UTF-8 of `text` with the placeholders filled in from the cells of
    /// `row`, in a scratch buffer (or `text`'s own bytes when it holds none): for a writer that
    /// copies the text at once, no string is made.
    func withFilled<Result>(_ text: String, with row: TableRow, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUTF8Bytes { utf8 in
            guard text.containsByte(Self.open),
                  let filled = fillingInOnePass(utf8, cells: row.cells, body) ?? filling(utf8, from: 0, cells: row.cells, body)
            else { return body(utf8) }
            return filled
        }
    }

    /// What `body` makes of `text` with its placeholders filled in from `cells` in one pass: each
    /// `<` found, the header it opens looked up, the row's values copied in. That is what filling
    /// in header after header gives when no header holds `<` or `>`, every `<` of the text opens a
    /// header's placeholder and no value holds a `<` (which could open a placeholder of a later
    /// header): then the placeholders found in the text are the only ones any header finds, before
    /// and after each is filled in. Nil (`body` not called) when the text, headers or values do
    /// not allow it.
    private func fillingInOnePass<Result>(_ text: UnsafeBufferPointer<UInt8>, cells: TableCells,
                                          _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        // A placeholder takes two bytes at least: a text has at most half as many as its bytes.
        withUnsafeTemporaryAllocation(of: Placeholder.self, capacity: text.count / 2 + 1) { found in
            var count = 0
            guard scan(text, { placeholder in
                found[count] = placeholder
                count += 1
                return true
            }), count > 0 else { return nil }
            return Self.filling(text, at: UnsafeBufferPointer(rebasing: found[..<count]), cells: cells, body)
        }
    }

    /// `text` with the placeholders of its `template` (`template(of:into:)`, found once for every
    /// row) filled in from the cells of `row` in one pass; header after header when it has no
    /// template (no placeholder, or the text or headers rule one pass out: no row's values change
    /// that, so the text is not scanned again), or when a value holds `<` (or the row is short of
    /// a cell).
    func fill(_ text: String, template: ArraySlice<Placeholder>?, with row: TableRow) -> String {
        guard let template else { return fillHeaderAfterHeader(text, with: row) }
        let filled = text.withUTF8Bytes { text in
            template.withUnsafeBufferPointer { template in
                Self.filling(text, at: template, cells: row.cells) { String(decoding: $0, as: UTF8.self) }
            }
        }
        return filled ?? fillHeaderAfterHeader(text, with: row)
    }

    /// What `body` makes of `text` with the placeholders at `placeholders` (found by `scan`, in
    /// order) replaced by the values of `cells` they name; nil (`body` not called) when a value
    /// holds `<` (which could open a placeholder of a later header) or is missing.
    private static func filling<Result>(_ text: UnsafeBufferPointer<UInt8>, at placeholders: UnsafeBufferPointer<Placeholder>,
                                        cells: TableCells, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var length = text.count
        for placeholder in placeholders {
            guard placeholder.cell < cells.count,
                  // The value's length, when it holds no `<`: one look at its bytes for both.
                  let valueLength = cells.withValue(at: placeholder.cell, { value in
                      value.isEmpty || memchr(value.baseAddress!, Int32(open), value.count) == nil ? value.count : nil
                  })
            else { return nil }
            length += valueLength - (placeholder.end - placeholder.open)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { output in
            var written = 0, start = 0
            for placeholder in placeholders {
                written += copy(UnsafeBufferPointer(rebasing: text[start..<placeholder.open]), to: output, at: written)
                written += cells.withValue(at: placeholder.cell) { copy($0, to: output, at: written) }
                start = placeholder.end
            }
            written += copy(UnsafeBufferPointer(rebasing: text[start...]), to: output, at: written)
            return body(UnsafeBufferPointer(rebasing: output[..<written]))
        }
    }

    /// A placeholder found in a text: where it opens and ends, and the header (the row's cell) it names.
    struct Placeholder {
        let open: Int
        let end: Int
        let cell: Int
    }

    /// Calls `found` with each placeholder of `text` in order, as long as it returns true; false
    /// when the text cannot be filled in one pass: a header holds `<` or `>`, or a `<` of the text
    /// opens no header's placeholder (or `found` said no).
    private func scan(_ text: UnsafeBufferPointer<UInt8>, _ found: (Placeholder) -> Bool) -> Bool {
        guard plainHeaders, let base = text.baseAddress else { return false }
        func next(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
            guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var start = 0
        while let open = next(Self.open, from: start, to: text.count) {
            guard let close = next(Self.close, from: open + 1, to: text.count), next(Self.open, from: open + 1, to: close) == nil,
                  let cell = needles.firstIndex(where: { $0.count == close - open + 1 && memcmp(base + open, $0, $0.count) == 0 }),
                  found(Placeholder(open: open, end: close + 1, cell: cell))
            else { return false }
            start = close + 1
        }
        return true
    }

    /// The placeholders of `text`, found once for filling it from many rows in one pass
    /// (`fillingInOnePass`'s conditions on the text and headers; each row's values must hold no
    /// `<`), added to `list` (the templates of an outline's texts are kept in one list): where
    /// they are in it, or nil, `list` as it was, when the text holds none or cannot be filled in
    /// one pass.
    func template(of text: UnsafeBufferPointer<UInt8>, into list: inout [Placeholder]) -> Range<Int>? {
        let start = list.count
        guard scan(text, { list.append($0); return true }), list.count > start else {
            list.truncate(to: start)
            return nil
        }
        return start..<list.count
    }

    /// What `body` makes of `text` with the placeholders of the headers from `first` on filled in
    /// from `cells`, or nil (`body` not called) when none of them is in it.
    private func filling<Result>(_ text: UnsafeBufferPointer<UInt8>, from first: Int, cells: TableCells,
                                 _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        for index in first..<min(needles.count, cells.count) {
            let needle = needles[index]
            let count = Self.occurrences(of: needle, in: text)
            guard count > 0 else { continue }
            return cells.withValue(at: index) { value in
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
