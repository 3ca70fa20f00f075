/// The tokens the parser may meet next, as a set ordered the way the official parsers try them.
/// Some token types appear twice, because the order differs by state (empty lines and comments
/// are tried first right after a keyword line, last after a step), and a tag line appears once
/// for each block it may open.
struct ExpectedTokens: OptionSet, Sendable {
    let rawValue: UInt32

    /// One entry of the set: the token type to match and, for tag lines, the line that must come
    /// after the tags for this reading to hold.
    enum Candidate: Int, CaseIterable, Sendable {
        case eof, emptyFirst, commentFirst, language, tableRow, docStringSeparator, backgroundLine, stepLine
        case examplesTags, scenarioTags, ruleTags, tagLine
        case featureLine, examplesLine, scenarioLine, ruleLine, commentLast, emptyLast, other

        var tokenType: TokenType {
            switch self {
            case .eof: .eof
            case .emptyFirst, .emptyLast: .empty
            case .commentFirst, .commentLast: .comment
            case .language: .language
            case .tableRow: .tableRow
            case .docStringSeparator: .docStringSeparator
            case .backgroundLine: .backgroundLine
            case .stepLine: .stepLine
            case .examplesTags, .scenarioTags, .ruleTags, .tagLine: .tagLine
            case .featureLine: .featureLine
            case .examplesLine: .examplesLine
            case .scenarioLine: .scenarioLine
            case .ruleLine: .ruleLine
            case .other: .other
            }
        }

        /// The keyword line that must follow the tags (over tag, comment and empty lines).
        var mustBeFollowedBy: TokenType? {
            switch self {
            case .examplesTags: .examplesLine
            case .scenarioTags: .scenarioLine
            default: nil
            }
        }
    }

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ candidates: Candidate...) {
        rawValue = candidates.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
    }

    /// The candidates in the order they are tried.
    var candidates: [Candidate] {
        var bits = rawValue
        var result: [Candidate] = []
        while bits != 0 {
            result.append(Candidate(rawValue: bits.trailingZeroBitCount)!)
            bits &= bits - 1
        }
        return result
    }

    /// `#EOF, #Empty, …` as the official parsers list them in errors.
    var description: String {
        var names: [String] = []
        for candidate in candidates {
            let name = "#" + candidate.tokenType.name
            if names.last != name { names.append(name) }
        }
        return names.joined(separator: ", ")
    }

    /// What may come next in `state`.
    static func after(_ state: ParserState) -> ExpectedTokens {
        switch state.phase {
        case .start:
            ExpectedTokens(.eof, .language, .tagLine, .featureLine, .commentLast, .emptyLast)
        case .afterLanguage, .featureTags:
            ExpectedTokens(.tagLine, .featureLine, .commentLast, .emptyLast)
        case .tags(.scenario):
            ExpectedTokens(.tagLine, .scenarioLine, .commentLast, .emptyLast)
        case .tags(.examples):
            ExpectedTokens(.tagLine, .examplesLine, .commentLast, .emptyLast)
        case .tags(.rule):
            ExpectedTokens(.tagLine, .ruleLine, .commentLast, .emptyLast)
        case .header(let block):
            ExpectedTokens(.eof, .emptyFirst, .commentFirst, .other).union(following(block))
        case .description(let block):
            ExpectedTokens(.eof, .commentFirst, .other).union(following(block))
        case .step(let block, let argument):
            ExpectedTokens(.eof, .commentLast, .emptyLast).union(following(block)).union(arguments(after: argument))
        case .docString:
            ExpectedTokens(.docStringSeparator, .other)
        case .examplesTable:
            ExpectedTokens(.eof, .commentLast, .emptyLast).union(following(.examples))
        case .finished:
            ExpectedTokens()
        }
    }

    /// What may follow inside or after a block once its header is read.
    private static func following(_ block: ParserState.Block) -> ExpectedTokens {
        switch block {
        case .feature, .rule:
            ExpectedTokens(.backgroundLine, .scenarioTags, .ruleTags, .scenarioLine, .ruleLine)
        case .background:
            ExpectedTokens(.stepLine, .scenarioTags, .ruleTags, .scenarioLine, .ruleLine)
        case .scenario:
            ExpectedTokens(.stepLine, .examplesTags, .scenarioTags, .ruleTags, .examplesLine, .scenarioLine, .ruleLine)
        case .examples:
            ExpectedTokens(.tableRow, .examplesTags, .scenarioTags, .ruleTags, .examplesLine, .scenarioLine, .ruleLine)
        }
    }

    /// The step arguments that may still come: a data table and a doc string, one of each.
    private static func arguments(after argument: ParserState.StepArgument) -> ExpectedTokens {
        switch argument {
        case .none, .dataTable: ExpectedTokens(.tableRow, .docStringSeparator)
        case .docString, .docStringThenDataTable: ExpectedTokens(.tableRow)
        case .dataTableThenDocString: ExpectedTokens()
        }
    }
}
