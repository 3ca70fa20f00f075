import Foundation

/// Cuts a source into lines at `\n` (a `\r` before it stays part of the line and is trimmed
/// later), numbering them from 1. Copying a scanner and reading on from the copy is how the parser
/// looks ahead without losing its place.
struct LineScanner {
    let source: SourceBytes
    private(set) var position = 0
    private(set) var lineNumber = 0

    init(source: SourceBytes) {
        self.source = source
    }

    /// The next line, or nil at the end of the source. The end of the source has the number of
    /// the line after the last one (see `eofLine`).
    @inline(__always)
    mutating func next() -> Line? {
        lineNumber += 1
        guard position < source.count else { return nil }
        let start = position
        var end = start
        let count = source.count
        if let base = source.bytes.baseAddress,
           let newline = memchr(base + start, 0x0A, count - start) {
            end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
        } else {
            end = count
        }
        position = end < count ? end + 1 : end
        let (textStart, indent) = source.skipCountingWhitespace(from: start, to: end)
        return Line(number: lineNumber, start: start, end: end, textStart: textStart, indent: indent)
    }
}
