/// Matches the lines of a plain `.feature` file: keywords of the dialect in force at the start of
/// the trimmed line, `|` table rows, `@` tag lines, `#` comments, `"""`/```` ``` ```` doc string
/// fences, and everything else as free text.
struct PlainTokenMatcher: TokenMatcher {
    private var keywords: KeywordTable
    private var docStrings = DocStringReader()

    init(keywords: KeywordTable = .english) {
        self.keywords = keywords
    }

    @inline(__always)
    mutating func match(_ type: TokenType, _ line: Line?, lineNumber: Int, in source: SourceBytes,
                        errors: inout ParseErrorCollector) -> Token? {
        guard let line else {
            return type == .eof ? Token(.eof, line: lineNumber, column: nil) : nil
        }
        let first: UInt8? = line.isEmpty ? nil : source[line.textStart]
        switch type {
        case .eof:
            return nil
        case .empty:
            return line.isEmpty ? Token(.empty, line: line.number, column: 1) : nil
        case .comment:
            guard first == UInt8(ascii: "#") else { return nil }
            return Token(.comment, line: line.number, column: 1,
                         text: .slice(start: line.start, end: line.contentEnd(in: source)))
        case .language:
            guard first == UInt8(ascii: "#") else { return nil }
            return matchLanguage(line, in: source, errors: &errors)
        case .tagLine:
            guard first == UInt8(ascii: "@") else { return nil }
            guard let tags = LineParts.tags(of: line, in: source, errors: &errors) else { return nil }
            return Token(.tagLine, line: line.number, column: line.textColumn, items: tags)
        case .tableRow:
            guard first == UInt8(ascii: "|") else { return nil }
            return Token(.tableRow, line: line.number, column: line.textColumn,
                         items: LineParts.cells(of: line, in: source))
        case .featureLine:
            return matchTitle(.featureLine, keywords.feature, line, in: source)
        case .ruleLine:
            return matchTitle(.ruleLine, keywords.rule, line, in: source)
        case .backgroundLine:
            return matchTitle(.backgroundLine, keywords.background, line, in: source)
        case .scenarioLine:
            return matchTitle(.scenarioLine, keywords.scenario, line, in: source)
        case .examplesLine:
            return matchTitle(.examplesLine, keywords.examples, line, in: source)
        case .stepLine:
            return matchStep(line, in: source)
        case .docStringSeparator:
            return docStrings.matchFence(line, in: source, opening: DocStringFence.all, closingText: nil)
        case .other:
            return docStrings.matchOther(line, in: source)
        }
    }

    func mightMatch(_ type: TokenType, _ line: Line, in source: SourceBytes) -> Bool {
        guard !line.isEmpty else { return type == .empty || type == .other }
        let first = source[line.textStart]
        switch type {
        case .empty: return false
        case .comment, .language: return first == UInt8(ascii: "#")
        case .tagLine: return first == UInt8(ascii: "@")
        case .tableRow: return first == UInt8(ascii: "|")
        case .docStringSeparator: return first == UInt8(ascii: "\"") || first == UInt8(ascii: "`")
        default: return true
        }
    }

    private func matchTitle(_ type: TokenType, _ keywords: KeywordTable.Group, _ line: Line,
                            in source: SourceBytes) -> Token? {
        guard !line.isEmpty else { return nil }
        let first = source[line.textStart]
        guard keywords.mayStart(with: first) else { return nil }
        for entry in keywords.all
        where entry.first == first && source.hasPrefix(entry.prefix, at: line.textStart, before: line.end) {
            let keyword = TokenText.slice(start: line.textStart, end: line.textStart + entry.prefix.count - 1)  // no colon
            return Token(type, line: line.number, column: line.textColumn, keyword: keyword, keywordIndex: entry.spelling,
                         text: LineParts.trimmedRest(of: line, after: entry.prefix.count, in: source))
        }
        return nil
    }

    @inline(__always)
    private func matchStep(_ line: Line, in source: SourceBytes) -> Token? {
        guard !line.isEmpty else { return nil }
        let first = source[line.textStart]
        guard keywords.steps.mayStart(with: first) else { return nil }
        for entry in keywords.steps.all
        where entry.first == first && source.hasPrefix(entry.prefix, at: line.textStart, before: line.end) {
            let keyword = TokenText.slice(start: line.textStart, end: line.textStart + entry.prefix.count)
            return Token(.stepLine, line: line.number, column: line.textColumn, keyword: keyword, keywordIndex: entry.spelling,
                         keywordType: entry.type,
                         text: LineParts.trimmedRest(of: line, after: entry.prefix.count, in: source))
        }
        return nil
    }

    /// `# language: xx` switches the dialect for the rest of the file; an unknown code is an
    /// error and leaves the line to be matched as a comment.
    private mutating func matchLanguage(_ line: Line, in source: SourceBytes,
                                        errors: inout ParseErrorCollector) -> Token? {
        guard let code = LineParts.languageCode(of: line, in: source) else { return nil }
        let token = Token(.language, line: line.number, column: line.textColumn, text: source.parts.made(code))
        guard let table = KeywordTable.named(code) else {
            // The reference records the column the line gets as the comment it turns into.
            errors.add("Language not supported: \(code)", at: Location(line: line.number, column: 1),
                       messageLocation: token.location)
            return nil
        }
        keywords = table
        return token
    }
}
