/// The lines of a feature's source as the parser numbers them (cut at `\n`), for what the syntax
/// tree does not keep: where a description's lines stand among comments, the `# language:` line,
/// a comment at the end of a tag line, the line break the file uses. The formatter and the
/// language server read them.
package struct SourceLines {
    private let lines: [Substring]
    /// `\r\n` when the first line ends so, else `\n`.
    let lineBreak: String

    package init(_ source: String) {
        var lines: [Substring] = []
        var start = source.startIndex
        let utf8 = source.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(source[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start < source.endIndex { lines.append(source[start...]) }
        self.lines = lines
        lineBreak = lines.first.map { $0.utf8.last == UInt8(ascii: "\r") } == true ? "\r\n" : "\n"
    }

    /// Line `number` (from 1) without its line break; empty past the end.
    package subscript(number: Int) -> Substring {
        guard number >= 1, number <= lines.count else { return "" }
        let line = lines[number - 1]
        return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    package var count: Int { lines.count }

    func isBlank(_ number: Int) -> Bool {
        self[number].allSatisfy(\.isWhitespace)
    }

    func isComment(_ number: Int) -> Bool {
        self[number].first { !$0.isWhitespace } == "#"
    }

    /// The lines of a description of `count` lines that starts after line `header`: blank lines and
    /// comments before it are not part of it, comments inside it are not its lines.
    package func descriptionLines(after header: Int, count: Int) -> [Int] {
        var numbers: [Int] = []
        var line = header + 1
        while line <= self.count, isBlank(line) || isComment(line) { line += 1 }
        while numbers.count < count, line <= self.count {
            if !isComment(line) { numbers.append(line) }
            line += 1
        }
        return numbers
    }

    /// The comment at the end of a tag line (`@slow #why`), from its `#`: the parser drops it.
    func tagLineComment(_ number: Int) -> String? {
        let text = self[number]
        var previous: Character = "@"
        for index in text.indices {
            if text[index] == "#", previous.isWhitespace {
                return String(text[index...]).trimmingTrailingWhitespace
            }
            previous = text[index]
        }
        return nil
    }

    /// The number of the `# language:` line before the feature, if the file has one: a line of that
    /// form that is no comment (`comments` holds the comments' lines).
    func languageLine(before feature: Int, comments: Set<Int>) -> Int? {
        for number in 1..<max(1, min(feature, count + 1)) where !comments.contains(number) && !isBlank(number) {
            return isComment(number) ? number : nil
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without blanks at its end.
    var trimmingTrailingWhitespace: String {
        var text = self[...]
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// The number of blanks it starts with.
    var leadingWhitespaceCount: Int {
        prefix { $0.isWhitespace && $0 != "\n" }.count
    }
}
