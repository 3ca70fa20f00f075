/// A dialect's keywords prepared for matching lines byte by byte: title keywords with their colon,
/// step keywords longest first with the kind each one stands for.
struct KeywordTable: Sendable {
    /// One keyword as written and as the UTF-8 bytes a line must start with.
    struct Entry: Sendable {
        let keyword: String
        let prefix: [UInt8]
        let first: UInt8
        let type: StepKeywordType?
        /// Where `keyword` is among the table's `spellings` (nil past the 256th, which no dialect has).
        let spelling: UInt8?

        init(keyword: String, prefix: [UInt8], type: StepKeywordType?, spelling: Int) {
            self.keyword = keyword
            self.prefix = prefix
            first = prefix.first ?? 0
            self.type = type
            self.spelling = UInt8(exactly: spelling)
        }
    }

    /// Keywords in their order, with the set of bytes they start with, so a line is compared only
    /// with the keywords that can start it (and most lines with none). Cheap to make, as the
    /// other dialects' tables are made together when a file first needs one.
    struct Group: Sendable {
        let all: [Entry]
        /// Bit `b % 64` of word `b / 64` is set when a keyword starts with byte `b`.
        private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

        init(_ entries: [Entry]) {
            all = entries
            var words: [UInt64] = [0, 0, 0, 0]
            for entry in entries { words[Int(entry.first >> 6)] |= 1 << UInt64(entry.first & 63) }
            firstBytes = (words[0], words[1], words[2], words[3])
        }

        /// Whether some keyword starts with `byte`.
        @inline(__always)
        func mayStart(with byte: UInt8) -> Bool {
            let word: UInt64 = switch byte >> 6 {
            case 0: firstBytes.0
            case 1: firstBytes.1
            case 2: firstBytes.2
            default: firstBytes.3
            }
            return word & (1 << UInt64(byte & 63)) != 0
        }
    }

    let dialect: Dialect
    /// Every keyword of the groups below, as written (a title keyword without its colon), each
    /// entry's at its `spelling`: a syntax tree takes its nodes' keywords from here
    /// (`Token.keywordIndex`) rather than making a string of each line's.
    let spellings: [String]
    let feature: Group
    let rule: Group
    let background: Group
    /// Scenario keywords followed by scenario outline keywords.
    let scenario: Group
    let examples: Group
    /// Every step keyword, longest first.
    let steps: Group

    init(_ dialect: Dialect) {
        var spellings: [String] = []
        spellings.reserveCapacity(Dialect.Keyword.allCases.reduce(0) { $0 + dialect.keywords($1).count })
        func titles(_ keywords: [String]...) -> Group {
            var entries: [Entry] = []
            entries.reserveCapacity(keywords.reduce(0) { $0 + $1.count })
            for list in keywords {
                for keyword in list {
                    // The keyword's bytes and its colon, in a list made with room for both.
                    var prefix: [UInt8] = []
                    prefix.reserveCapacity(keyword.utf8.count + 1)
                    prefix.append(contentsOf: keyword.utf8)
                    prefix.append(UInt8(ascii: ":"))
                    spellings.append(keyword)
                    entries.append(Entry(keyword: keyword, prefix: prefix, type: nil, spelling: spellings.count - 1))
                }
            }
            return Group(entries)
        }
        self.dialect = dialect
        feature = titles(dialect.feature)
        rule = titles(dialect.rule)
        background = titles(dialect.background)
        scenario = titles(dialect.scenario, dialect.scenarioOutline)
        examples = titles(dialect.examples)
        // Every step keyword once, with `Dialect.keywordType(ofStepKeyword:)`: the kind of the one
        // list holding it, unknown when several do. Found by comparing bytes, not by hashing or
        // counting characters (both normalize text that is not ASCII, and a table of every other
        // dialect is made at once): a dialect has a dozen step keywords.
        var keywords: [(keyword: String, prefix: [UInt8], type: StepKeywordType, lists: Int)] = []
        keywords.reserveCapacity(Dialect.stepKinds.reduce(0) { $0 + dialect.keywords($1.0).count })
        for (kind, type) in Dialect.stepKinds {
            let listStart = keywords.count
            for keyword in dialect.keywords(kind) {
                let prefix = Array(keyword.utf8)
                if let index = keywords.firstIndex(where: { $0.prefix == prefix }) {
                    if index < listStart { keywords[index].lists += 1 }  // in an earlier list too (not twice in this one)
                } else {
                    keywords.append((keyword, prefix, type, 1))
                }
            }
        }
        // Longest first, so that a keyword is tried before the keywords it begins with (in bytes,
        // which orders any two keywords of which one begins the other as characters do).
        keywords.sort { $0.prefix.count > $1.prefix.count }
        steps = Group(keywords.map { keyword in
            spellings.append(keyword.keyword)
            return Entry(keyword: keyword.keyword, prefix: keyword.prefix, type: keyword.lists == 1 ? keyword.type : .unknown,
                         spelling: spellings.count - 1)
        })
        self.spellings = spellings
    }

    /// The prepared table of the dialect with this code, or nil when there is no such dialect.
    static func named(_ code: String) -> KeywordTable? {
        code == "en" ? english : others[code]
    }

    static let english = KeywordTable(.english)

    /// Every other dialect's table, made together the first time a file in another language is read
    /// (a suite written in English never makes them).
    private static let others: [String: KeywordTable] =
        Dictionary(uniqueKeysWithValues: Dialect.all.filter { $0.code != "en" }.map { ($0.code, KeywordTable($0)) })
}
