/// Splits the text of a line into the parts tokens carry: the title after a keyword, the tags of a
/// tag line, the cells of a table row, the code of a `# language:` line. Works on UTF-8 bytes and
/// counts columns in Unicode scalars, each in one pass over the line.
enum LineParts {
    /// The text after the first `length` bytes of the line's trimmed text, without blanks around it.
    static func trimmedRest(of line: Line, after length: Int, in source: SourceBytes) -> TokenText {
        let end = line.trimmedEnd(in: source)
        let start = source.skipWhitespace(from: line.textStart + length, to: end)
        return .slice(start: start, end: end)
    }

    /// The tags of a tag line with their columns. A blank followed by `#` starts a comment; a tag
    /// with a blank inside is an error (and then the line is no tag line).
    static func tags(of line: Line, in source: SourceBytes, errors: inout ParseErrorCollector) -> Range<Int>? {
        source.withParts { tags(of: line, in: source, into: $0, errors: &errors) }
    }

    private static func tags(of line: Line, in source: SourceBytes, into parts: TokenParts,
                             errors: inout ParseErrorCollector) -> Range<Int>? {
        var end = line.trimmedEnd(in: source)
        var index = line.textStart
        while index < end {  // cut at the first blank followed by `#`
            let blank = source.whitespaceLength(at: index)
            if blank > 0 && index + blank < end && source[index + blank] == UInt8(ascii: "#") {
                end = index
                break
            }
            index += max(blank, 1)
        }
        end = source.trimWhitespaceBackwards(from: end, downTo: line.textStart)

        let first = parts.nextItem
        var column = line.indent + 1
        var itemStart = line.textStart + 1  // after the leading `@`
        while itemStart <= end {
            var itemEnd = itemStart
            while itemEnd < end && source[itemEnd] != UInt8(ascii: "@") { itemEnd += 1 }
            let nameStart = source.skipWhitespace(from: itemStart, to: itemEnd)
            let nameEnd = source.trimWhitespaceBackwards(from: itemEnd, downTo: nameStart)
            if containsWhitespace(source, from: nameStart, to: nameEnd) {
                errors.add("A tag may not contain whitespace", at: Location(line: line.number, column: column))
                return nil
            }
            let name: TokenText = nameStart == itemStart
                ? .slice(start: itemStart - 1, end: nameEnd)  // with its `@`
                : parts.made("@" + source.string(from: nameStart, to: nameEnd))
            parts.append(LineItem(column: column, text: name))
            column += source.scalarCount(from: itemStart, to: itemEnd) + 1
            itemStart = itemEnd + 1
        }
        return first..<parts.nextItem
    }

    private static func containsWhitespace(_ source: SourceBytes, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if source.whitespaceLength(at: index) > 0 { return true }
            index += 1
        }
        return false
    }

    /// The cells of a table row: the text between two unescaped `|`, trimmed, with `\|`, `\\` and
    /// `\n` unescaped (any other backslash stays). Text after the last `|` is no cell.
    static func cells(of line: Line, in source: SourceBytes) -> Range<Int> {
        source.withParts { cells(of: line, in: source, into: $0) }
    }

    private static func cells(of line: Line, in source: SourceBytes, into parts: TokenParts) -> Range<Int> {
        let end = line.trimmedEnd(in: source)
        let first = parts.nextItem
        var index = line.textStart + 1  // after the leading `|`
        var column = line.indent + 2
        while index < end {
            let cellStart = index
            let cellColumn = column
            var escaped = false
            // A column per scalar, up to each `|` or `\` (found a word at a time).
            while index < end {
                let run = source.firstOf(UInt8(ascii: "|"), or: UInt8(ascii: "\\"), from: index, to: end)
                index = run.index
                column += run.scalars
                guard index < end, source[index] == UInt8(ascii: "\\") else { break }
                escaped = true
                index += 1
                column += 1
                if index == end { break }
                index += scalarLength(source[index])
                column += 1
            }
            guard index < end else { break }  // no closing `|`: not a cell
            let (valueStart, leadingBlanks) = source.skipCountingWhitespace(from: cellStart, to: index)
            let valueEnd = source.trimWhitespaceBackwards(from: index, downTo: valueStart)
            let value: TokenText = escaped
                ? parts.made(bytes: unescapedCell(source, from: valueStart, to: valueEnd))
                : .slice(start: valueStart, end: valueEnd)
            parts.append(LineItem(column: cellColumn + leadingBlanks, text: value))
            index += 1
            column += 1
        }
        return first..<parts.nextItem
    }

    private static func unescapedCell(_ source: SourceBytes, from start: Int, to end: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = source[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            guard index < end else {
                bytes.append(byte)
                break
            }
            switch source[index] {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "|"): bytes.append(UInt8(ascii: "|"))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            default:
                bytes.append(byte)
                continue
            }
            index += 1
        }
        return bytes
    }

    /// The length in bytes of the UTF-8 sequence that `lead` starts.
    @inline(__always)
    static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The code of a `# language: xx` line (letters, `-` and `_`), or nil when the line is not one.
    static func languageCode(of line: Line, in source: SourceBytes) -> String? {
        let end = line.end
        var index = source.skipWhitespace(from: line.textStart + 1, to: end)
        guard source.hasPrefix(Self.language, at: index, before: end) else { return nil }
        index = source.skipWhitespace(from: index + Self.language.count, to: end)
        guard index < end, source[index] == UInt8(ascii: ":") else { return nil }
        let codeStart = source.skipWhitespace(from: index + 1, to: end)
        var codeEnd = codeStart
        while codeEnd < end, isLanguageCodeByte(source[codeEnd]) { codeEnd += 1 }
        guard codeEnd > codeStart, source.skipWhitespace(from: codeEnd, to: end) == end else { return nil }
        return source.string(from: codeStart, to: codeEnd)
    }

    private static let language = Array("language".utf8)

    private static func isLanguageCodeByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
