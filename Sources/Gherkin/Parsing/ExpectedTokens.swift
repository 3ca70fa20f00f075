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

        /// The candidate whose bit in a set (`ExpectedTokens.rawValue`) is `bit`: its raw value,
        /// which is its place in the declaration, which is also the number the enum stores it as
        /// (one byte, cases numbered in order; Swift's layout of an enum without payloads). Read
        /// for each candidate of each line: `init(rawValue:)` was a call each time (Swift left it
        /// one, 192,000 a parse).
        @inline(__always)
        init(bit: Int) {
            assert(bit >= 0 && bit < Self.allCases.count, "a candidate's bit")
            self = unsafeBitCast(UInt8(truncatingIfNeeded: bit), to: Candidate.self)
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
            result.append(Candidate(bit: bits.trailingZeroBitCount))
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

    /// The sets of tokens the grammar allows, by state, made once (`standard`). A parse keeps its
    /// own copy and reads it for each line: a static set read there was a call to check that it
    /// was made, nearly two a line.
    struct Table: Sendable {
        static let standard = Table()

        private let start = ExpectedTokens(.eof, .language, .tagLine, .featureLine, .commentLast, .emptyLast)
        private let featureTags = ExpectedTokens(.tagLine, .featureLine, .commentLast, .emptyLast)
        private let scenarioTags = ExpectedTokens(.tagLine, .scenarioLine, .commentLast, .emptyLast)
        private let examplesTags = ExpectedTokens(.tagLine, .examplesLine, .commentLast, .emptyLast)
        private let ruleTags = ExpectedTokens(.tagLine, .ruleLine, .commentLast, .emptyLast)
        /// Right after a keyword line.
        private let headerLine = ExpectedTokens(.eof, .emptyFirst, .commentFirst, .other)
        /// Inside a description.
        private let descriptionLine = ExpectedTokens(.eof, .commentFirst, .other)
        /// After a step or a table row.
        private let bodyLine = ExpectedTokens(.eof, .commentLast, .emptyLast)
        private let docStringLine = ExpectedTokens(.docStringSeparator, .other)

        private let afterHeader = ExpectedTokens(.backgroundLine, .scenarioTags, .ruleTags, .scenarioLine, .ruleLine)
        private let afterBackground = ExpectedTokens(.stepLine, .scenarioTags, .ruleTags, .scenarioLine, .ruleLine)
        private let afterScenario = ExpectedTokens(.stepLine, .examplesTags, .scenarioTags, .ruleTags, .examplesLine,
                                                   .scenarioLine, .ruleLine)
        private let afterExamples = ExpectedTokens(.tableRow, .examplesTags, .scenarioTags, .ruleTags, .examplesLine,
                                                   .scenarioLine, .ruleLine)
        private let bothArguments = ExpectedTokens(.tableRow, .docStringSeparator)
        private let dataTableArgument = ExpectedTokens(.tableRow)

        private init() {}

        /// What may come next in `state`.
        @inline(__always)
        func after(_ state: ParserState) -> ExpectedTokens {
            switch state.phase {
            case .start: start
            case .afterLanguage, .featureTags: featureTags
            case .tags(.scenario): scenarioTags
            case .tags(.examples): examplesTags
            case .tags(.rule): ruleTags
            case .header(let block): headerLine.union(following(block))
            case .description(let block): descriptionLine.union(following(block))
            case .step(let block, let argument): bodyLine.union(following(block)).union(arguments(after: argument))
            case .docString: docStringLine
            case .examplesTable: bodyLine.union(afterExamples)
            case .finished: ExpectedTokens()
            }
        }

        /// What may follow inside or after a block once its header is read.
        @inline(__always)
        private func following(_ block: ParserState.Block) -> ExpectedTokens {
            switch block {
            case .feature, .rule: afterHeader
            case .background: afterBackground
            case .scenario: afterScenario
            case .examples: afterExamples
            }
        }

        /// The step arguments that may still come: a data table and a doc string, one of each.
        @inline(__always)
        private func arguments(after argument: ParserState.StepArgument) -> ExpectedTokens {
            switch argument {
            case .none, .dataTable: bothArguments
            case .docString, .docStringThenDataTable: dataTableArgument
            case .dataTableThenDocString: ExpectedTokens()
            }
        }
    }
}
