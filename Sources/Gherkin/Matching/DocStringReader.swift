/// What both token matchers know about doc strings: whether one is open and with which fence,
/// how much indentation its content lines lose, and how free-text lines read inside and outside
/// of one.
struct DocStringReader {
    /// The fence of the open doc string, if one is open.
    private(set) var openFence: DocStringFence?
    /// The indentation of the open doc string's fence, removed from its content lines.
    private var indentToRemove = 0

    /// A fence line: it closes the open doc string (the rest of the line is ignored, the token's
    /// text is `closingText`), or opens one with the first of `fences` it starts with (the rest
    /// of the line is the media type).
    mutating func matchFence(_ line: Line, in source: SourceBytes, opening fences: [DocStringFence],
                             closingText: TokenText?) -> Token? {
        if let fence = openFence {
            guard source.hasPrefix(fence.bytes, at: line.textStart, before: line.end) else { return nil }
            openFence = nil
            indentToRemove = 0
            return Token(.docStringSeparator, line: line.number, column: line.textColumn,
                         keyword: fence.text(at: line.textStart), text: closingText)
        }
        for fence in fences where source.hasPrefix(fence.bytes, at: line.textStart, before: line.end) {
            openFence = fence
            indentToRemove = line.indent
            return Token(.docStringSeparator, line: line.number, column: line.textColumn,
                         keyword: fence.text(at: line.textStart), text: LineParts.trimmedRest(of: line, after: fence.bytes.count, in: source))
        }
        return nil
    }

    /// A free-text line. A description line keeps its leading blanks; a doc string line loses as
    /// much indentation as its opening fence had (all of it when it has less), and escaped
    /// `"""`/```` ``` ```` fences in it are unescaped.
    func matchOther(_ line: Line, in source: SourceBytes) -> Token {
        let start = indentToRemove > line.indent
            ? line.textStart
            : source.index(line.start, offsetByScalars: indentToRemove)
        let end = line.contentEnd(in: source)
        if let fence = openFence, fence.bytes.count == 3, source.contains(UInt8(ascii: "\\"), from: start, to: end) {
            let text = source.string(from: start, to: end).replacingAll(fence.escaped, with: fence.bytes)
            return Token(.other, line: line.number, column: 1, text: source.parts.made(text))
        }
        return Token(.other, line: line.number, column: 1, text: .slice(start: start, end: end))
    }
}
