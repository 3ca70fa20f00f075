/// What one line turned out to be, named as in the official token format (`#StepLine`, …).
enum TokenType: UInt8, Sendable {
    case eof, empty, comment, tagLine, featureLine, ruleLine, backgroundLine, scenarioLine
    case examplesLine, stepLine, docStringSeparator, tableRow, language, other

    /// The name the official parsers print (`StepLine`) and, behind `#`, list in errors.
    var name: String {
        switch self {
        case .eof: "EOF"
        case .empty: "Empty"
        case .comment: "Comment"
        case .tagLine: "TagLine"
        case .featureLine: "FeatureLine"
        case .ruleLine: "RuleLine"
        case .backgroundLine: "BackgroundLine"
        case .scenarioLine: "ScenarioLine"
        case .examplesLine: "ExamplesLine"
        case .stepLine: "StepLine"
        case .docStringSeparator: "DocStringSeparator"
        case .tableRow: "TableRow"
        case .language: "Language"
        case .other: "Other"
        }
    }
}

/// One matched line: its type, where it is, the keyword it starts with (title keywords without
/// their colon), the text after the keyword, and the tags or cells it holds (in the source's
/// `TokenParts`). A plain value: nothing to retain or release.
struct Token: Sendable {
    var type: TokenType
    var location: Location
    var keyword: Optional<TokenText>
    var keywordType: Optional<StepKeywordType>
    /// Which of its dialect's keywords (`KeywordTable.spellings`) the line starts with, where the
    /// matcher knows it: the builder takes that keyword's string rather than making one of the
    /// line's bytes, which are the same.
    var keywordIndex: Optional<UInt8>
    /// The title after a keyword, a step's text, a doc string's media type or content line, a
    /// comment or description line, or the language code; nil where the line has none.
    var text: Optional<TokenText>
    var items: Range<Int>

    init(_ type: TokenType, line: Int, column: Int?, keyword: TokenText? = nil, keywordIndex: UInt8? = nil,
         keywordType: StepKeywordType? = nil, text: TokenText? = nil, items: Range<Int> = 0..<0) {
        self.type = type
        self.location = Location(line: line, column: column)
        self.keyword = keyword
        self.keywordIndex = keywordIndex
        self.keywordType = keywordType
        self.text = text
        self.items = items
    }
}
