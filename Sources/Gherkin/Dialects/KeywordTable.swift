/// A dialect's keywords prepared for matching lines byte by byte: title keywords with their colon,
/// step keywords longest first with the kind each one stands for.
struct KeywordTable: Sendable {
    /// One keyword as written and as the UTF-8 bytes a line must start with.
    struct Entry: Sendable {
        let keyword: String
        let prefix: [UInt8]
        let type: StepKeywordType?
    }

    let dialect: Dialect
    let feature: [Entry]
    let rule: [Entry]
    let background: [Entry]
    /// Scenario keywords followed by scenario outline keywords.
    let scenario: [Entry]
    let examples: [Entry]
    /// Every step keyword, longest first.
    let steps: [Entry]

    init(_ dialect: Dialect) {
        func titles(_ keywords: [String]) -> [Entry] {
            keywords.map { Entry(keyword: $0, prefix: Array(($0 + ":").utf8), type: nil) }
        }
        self.dialect = dialect
        feature = titles(dialect.feature)
        rule = titles(dialect.rule)
        background = titles(dialect.background)
        scenario = titles(dialect.scenario + dialect.scenarioOutline)
        examples = titles(dialect.examples)
        steps = dialect.stepKeywords.map {
            Entry(keyword: $0, prefix: Array($0.utf8), type: dialect.keywordType(ofStepKeyword: $0))
        }
    }

    /// The prepared table of the dialect with this code, or nil when there is no such dialect.
    static func named(_ code: String) -> KeywordTable? {
        all[code]
    }

    static let english = all["en"]!

    private static let all: [String: KeywordTable] =
        Dictionary(uniqueKeysWithValues: Dialect.all.map { ($0.code, KeywordTable($0)) })
}
