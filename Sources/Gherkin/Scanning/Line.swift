/// One physical line of a source, as byte offsets into it: where it starts and ends (without its
/// `\n`), where its text starts after the leading blanks, and how many characters those blanks are.
struct Line {
    /// 1-based line number.
    let number: Int
    let start: Int
    /// End of the line, without the `\n` (but with any `\r`).
    let end: Int
    /// First byte after the leading white space.
    let textStart: Int
    /// The leading white space, in Unicode scalars (a tab counts one).
    let indent: Int

    /// Whether the line holds only white space.
    var isEmpty: Bool { textStart == end }

    /// The 1-based column of the text after the indentation.
    var textColumn: Int { indent + 1 }

    /// End of the line without trailing `\r` characters (Python's `rstrip("\r\n")`).
    func contentEnd(in source: SourceBytes) -> Int {
        var end = end
        while end > start && source[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// End of the line without any trailing white space.
    @inline(__always)
    func trimmedEnd(in source: SourceBytes) -> Int {
        source.trimWhitespaceBackwards(from: end, downTo: textStart)
    }

    /// The line's text without leading and trailing white space, as the reference parser quotes it
    /// in `got '…'`.
    func trimmedText(in source: SourceBytes) -> String {
        source.string(from: textStart, to: trimmedEnd(in: source))
    }
}
