/// Matches Gherkin written in Markdown (`.feature.md`), as the official parsers read it: keyword
/// lines are headings (`## Scenario: …`), steps are list items (`* Given …`), tags are code spans
/// (`` `@tag` ``), tables are indented 2 to 5 blanks (GFM separator rows are skipped), and every
/// other line counts as empty. The first line that is no other token is the feature line, with or
/// without a `# Feature:` heading. There is no `# language:` line: the dialect is English.
///
/// The reference implementation's empty-line test tries every other matcher first; that may open
/// a doc string as a side effect, and this matcher keeps that behaviour for the sake of conformance.
struct MarkdownTokenMatcher: TokenMatcher {
    private let keywords = KeywordTable.english
    private let steps = KeywordTable.english.steps.all.filter { $0.keyword != "* " }
    private var docStrings = DocStringReader()
    private var matchedFeatureLine = false

    mutating func match(_ type: TokenType, _ line: Line?, lineNumber: Int, in source: SourceBytes,
                        errors: inout ParseErrorCollector) -> Token? {
        guard let line else {
            return type == .eof ? Token(.eof, line: lineNumber, column: nil) : nil
        }
        switch type {
        case .eof, .language: return nil
        case .empty: return matchEmpty(line, in: source, errors: &errors)
        case .comment: return matchSeparatorRow(line, in: source)
        case .tagLine: return matchTags(line, in: source)
        case .tableRow: return matchTableRow(line, in: source)
        case .featureLine: return matchFeature(line, in: source)
        case .ruleLine: return matchHeading(.ruleLine, keywords.rule, line, in: source)
        case .backgroundLine: return matchHeading(.backgroundLine, keywords.background, line, in: source)
        case .scenarioLine: return matchHeading(.scenarioLine, keywords.scenario, line, in: source)
        case .examplesLine: return matchHeading(.examplesLine, keywords.examples, line, in: source)
        case .stepLine: return matchListItem(line, in: source)
        case .docStringSeparator:
            return docStrings.matchFence(line, in: source, opening: Self.fences, closingText: .empty)
        case .other: return docStrings.matchOther(line, in: source)
        }
    }

    /// A line is empty when it is blank or when it is no other token.
    private mutating func matchEmpty(_ line: Line, in source: SourceBytes,
                                     errors: inout ParseErrorCollector) -> Token? {
        let others: [TokenType] = [.tagLine, .featureLine, .scenarioLine, .backgroundLine, .examplesLine,
                                   .ruleLine, .tableRow, .comment, .language, .docStringSeparator, .eof, .stepLine]
        let isAnotherToken = others.contains {
            match($0, line, lineNumber: line.number, in: source, errors: &errors) != nil
        }
        let isEmpty = line.isEmpty || !isAnotherToken
        return isEmpty ? Token(.empty, line: line.number, column: 1) : nil
    }

    /// The first line that is nothing else is the feature line, heading or not.
    private mutating func matchFeature(_ line: Line, in source: SourceBytes) -> Token? {
        guard !matchedFeatureLine else { return nil }
        matchedFeatureLine = true
        // The reference counts a blank line's `\n` into its indentation, which shows only here.
        let newline = line.isEmpty && line.end < source.count ? 1 : 0
        return matchHeading(.featureLine, keywords.feature, line, in: source)
            ?? Token(.featureLine, line: line.number, column: line.textColumn + newline,
                     text: .slice(start: line.textStart, end: line.contentEnd(in: source)))
    }

    /// `#`…`######`, one blank, the keyword, a colon, the title.
    private func matchHeading(_ type: TokenType, _ entries: KeywordTable.Group, _ line: Line,
                              in source: SourceBytes) -> Token? {
        var index = line.textStart
        while index < line.end && source[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - line.textStart
        guard (1...6).contains(hashes), index < line.end else { return nil }
        let blank = source.whitespaceLength(at: index)
        guard blank > 0 else { return nil }
        index += blank
        return keywordLine(type, entries.all, line, at: index, prefixColumns: hashes + 1, in: source)
    }

    /// `*`, `+` or `-`, blanks, a step keyword, the step text.
    private func matchListItem(_ line: Line, in source: SourceBytes) -> Token? {
        guard !line.isEmpty, [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(source[line.textStart])
        else { return nil }
        let keywordStart = source.skipWhitespace(from: line.textStart + 1, to: line.end)
        let bullet = 1 + source.scalarCount(from: line.textStart + 1, to: keywordStart)
        return keywordLine(.stepLine, steps, line, at: keywordStart, prefixColumns: bullet, in: source)
    }

    private func keywordLine(_ type: TokenType, _ entries: [KeywordTable.Entry], _ line: Line, at index: Int,
                             prefixColumns: Int, in source: SourceBytes) -> Token? {
        for entry in entries where source.hasPrefix(entry.prefix, at: index, before: line.end) {
            let end = line.trimmedEnd(in: source)
            let textStart = source.skipWhitespace(from: index + entry.prefix.count, to: end)
            let stepType = type == .stepLine ? firstType(of: entry.keyword) : nil
            let colon = type == .stepLine ? 0 : 1  // title keywords are matched with their colon
            let keyword = TokenText.slice(start: index, end: index + entry.prefix.count - colon)
            return Token(type, line: line.number, column: line.indent + prefixColumns + 1, keyword: keyword,
                         keywordType: stepType, text: .slice(start: textStart, end: end))
        }
        return nil
    }

    /// The kind a step keyword is listed under first (given, when, then, and, but).
    private func firstType(of keyword: String) -> StepKeywordType? {
        Dialect.stepKinds.first { keywords.dialect.keywords($0.0).contains(keyword) }?.1
    }

    /// Code spans holding a tag: `` `@tag` ``.
    private func matchTags(_ line: Line, in source: SourceBytes) -> Token? {
        let first = source.parts.nextItem
        var index = line.textStart
        var column = line.indent + 1
        while index < line.end {
            if source[index] == UInt8(ascii: "`"), index + 1 < line.end, source[index + 1] == UInt8(ascii: "@") {
                var close = index + 2
                while close < line.end && source[close] != UInt8(ascii: "`") { close += 1 }
                if close < line.end && close > index + 2 {
                    source.parts.append(LineItem(column: column + 1, text: .slice(start: index + 1, end: close)))
                    column += 1 + source.scalarCount(from: index + 1, to: close + 1)
                    index = close + 1
                    continue
                }
            }
            column += 1
            index += LineParts.scalarLength(source[index])
        }
        guard source.parts.nextItem > first else { return nil }
        return Token(.tagLine, line: line.number, column: line.textColumn, items: first..<source.parts.nextItem)
    }

    /// A table row is indented by 2 to 5 blanks; a GFM separator row (`|---|:-:|`) is none.
    private func matchTableRow(_ line: Line, in source: SourceBytes) -> Token? {
        guard (2...5).contains(line.indent), !line.isEmpty, source[line.textStart] == UInt8(ascii: "|") else { return nil }
        let cells = LineParts.cells(of: line, in: source)
        guard !Self.isSeparatorRow(cells, in: source) else { return nil }
        return Token(.tableRow, line: line.number, column: line.textColumn,
                     keyword: .slice(start: line.textStart, end: line.textStart + 1), items: cells)
    }

    /// A GFM table separator row reads as an empty line (it is tried where comments are).
    private func matchSeparatorRow(_ line: Line, in source: SourceBytes) -> Token? {
        guard !line.isEmpty, source[line.textStart] == UInt8(ascii: "|"),
              Self.isSeparatorRow(LineParts.cells(of: line, in: source), in: source) else { return nil }
        return Token(.empty, line: line.number, column: 1)
    }

    private static func isSeparatorRow(_ cells: Range<Int>, in source: SourceBytes) -> Bool {
        source.parts.withItems(cells) { Array($0) }.contains { cell in
            var text = Substring(cell.text.string(in: source))
            if text.hasSuffix("\n") { text = text.dropLast() }
            if text.hasPrefix(":") { text = text.dropFirst() }
            if text.hasSuffix(":") { text = text.dropLast() }
            return !text.isEmpty && text.allSatisfy { $0 == "-" }
        }
    }

    private static let fences = [DocStringFence.quotes, DocStringFence("````"), DocStringFence.backticks]
}
