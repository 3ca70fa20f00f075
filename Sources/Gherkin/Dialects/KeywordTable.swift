/// A dialect's keywords prepared for matching lines byte by byte: title keywords with their colon,
/// step keywords longest first with the kind each one stands for.
struct KeywordTable: Sendable {
    /// One keyword as written and as the UTF-8 bytes a line must start with.
    struct Entry: Sendable {
        let keyword: String
        let prefix: [UInt8]
        let type: StepKeywordType?
    }

    /// Keywords grouped by their first byte, in their order, so a line is compared only with
    /// the keywords that can start it.
    struct Group: Sendable {
        let all: [Entry]
        private let byFirstByte: [[Entry]]

        init(_ entries: [Entry]) {
            all = entries
            var groups = [[Entry]](repeating: [], count: 256)
            for entry in entries { groups[Int(entry.prefix.first ?? 0)].append(entry) }
            byFirstByte = groups
        }

        /// The keywords starting with `byte`, in their order.
        @inline(__always)
        func startingWith(_ byte: UInt8) -> [Entry] { byFirstByte[Int(byte)] }
    }

    let dialect: Dialect
    let feature: Group
    let rule: Group
    let background: Group
    /// Scenario keywords followed by scenario outline keywords.
    let scenario: Group
    let examples: Group
    /// Every step keyword, longest first.
    let steps: Group

    init(_ dialect: Dialect) {
        func titles(_ keywords: [String]) -> Group {
            Group(keywords.map { Entry(keyword: $0, prefix: Array(($0 + ":").utf8), type: nil) })
        }
        self.dialect = dialect
        feature = titles(dialect.feature)
        rule = titles(dialect.rule)
        background = titles(dialect.background)
        scenario = titles(dialect.scenario + dialect.scenarioOutline)
        examples = titles(dialect.examples)
        steps = Group(dialect.stepKeywords.map {
            Entry(keyword: $0, prefix: Array($0.utf8), type: dialect.keywordType(ofStepKeyword: $0))
        })
    }

    /// The prepared table of the dialect with this code, or nil when there is no such dialect.
    static func named(_ code: String) -> KeywordTable? {
        all[code]
    }

    static let english = all["en"]!

    private static let all: [String: KeywordTable] =
        Dictionary(uniqueKeysWithValues: Dialect.all.map { ($0.code, KeywordTable($0)) })
}
