/// The state machine that reads a source line by line: in each state it tries the tokens the
/// grammar allows there, in order, takes the first that matches, tells the builder which rules
/// open and close, and moves on. A line that matches nothing is an error; the parser records it
/// and reads on from the same state, so one run reports every problem (up to a limit).
struct ParserEngine<Matcher: TokenMatcher, Builder: SyntaxTreeBuilder> {
    var matcher: Matcher
    var builder: Builder
    var errors: ParseErrorCollector
    private var state = ParserState()
    private let expectations = ExpectedTokens.Table.standard

    init(matcher: Matcher, builder: Builder, uri: String) {
        self.matcher = matcher
        self.builder = builder
        self.errors = ParseErrorCollector(uri: uri)
    }

    mutating func parse(_ source: SourceBytes) {
        builder.begin(source)
        var scanner = LineScanner(source: source)
        while !errors.isFull {
            let line = scanner.next()
            read(line, lineNumber: scanner.lineNumber, scanner: scanner)
            if line == nil { break }
        }
    }

    /// Matches one line (nil: the end of the source) against what may come in the current state.
    private mutating func read(_ line: Line?, lineNumber: Int, scanner: LineScanner) {
        let expected = expectations.after(state)
        var bits = expected.rawValue
        while bits != 0 {
            let candidate = ExpectedTokens.Candidate(bit: bits.trailingZeroBitCount)
            bits &= bits - 1
            if let line, !matcher.mightMatch(candidate.tokenType, line, in: scanner.source) { continue }
            guard let token = matcher.match(candidate.tokenType, line, lineNumber: lineNumber,
                                            in: scanner.source, errors: &errors) else { continue }
            if let follower = candidate.mustBeFollowedBy,
               !lookAhead(for: follower, after: scanner) { continue }
            take(candidate, token)
            return
        }
        if let line {
            errors.add("expected: \(expected.description), got '\(line.trimmedText(in: scanner.source))'",
                       at: Location(line: lineNumber, column: line.textColumn))
        } else {
            errors.add("unexpected end of file, expected: \(expected.description)",
                       at: Location(line: lineNumber))
        }
    }

    /// Whether `type` comes next after nothing but tag lines, comments and empty lines.
    private mutating func lookAhead(for type: TokenType, after scanner: LineScanner) -> Bool {
        var scanner = scanner
        while true {
            let line = scanner.next()
            let number = scanner.lineNumber
            if matcher.match(type, line, lineNumber: number, in: scanner.source, errors: &errors) != nil {
                return true
            }
            guard line != nil else { return false }
            let skippable = [TokenType.empty, .comment, .tagLine].contains {
                matcher.match($0, line, lineNumber: number, in: scanner.source, errors: &errors) != nil
            }
            if !skippable { return false }
        }
    }

    /// Moves to the next state for a matched token, opening and closing rules on the way.
    private mutating func take(_ candidate: ExpectedTokens.Candidate, _ token: consuming Token) {
        switch candidate {
        case .eof:
            builder.closeAll(errors: &errors)
            state.phase = .finished
        case .emptyFirst, .emptyLast, .commentLast:
            break
        case .commentFirst, .other:
            if case .header(let block) = state.phase {
                builder.open(.description)
                state.phase = .description(block)
            }
        case .language:
            open(.feature, .featureHeader)
            state.phase = .afterLanguage
        case .tagLine:
            switch state.phase {
            case .start: open(.feature, .featureHeader, .tags)
            case .afterLanguage: open(.tags)
            default: break
            }
            if state.phase == .start || state.phase == .afterLanguage { state.phase = .featureTags }
        case .featureLine:
            switch state.phase {
            case .start: open(.feature, .featureHeader)
            case .featureTags: close(until: .featureHeader)
            default: break
            }
            state.phase = .header(.feature)
        case .backgroundLine:
            close(until: state.container)
            open(.background)
            state.phase = .header(.background)
        case .stepLine:
            let owner = stepOwner
            close(until: owner == .background ? .background : .scenario)
            open(.step)
            state.phase = .step(owner, .none)
        case .tableRow:
            takeTableRow()
        case .docStringSeparator:
            takeDocStringSeparator()
        case .examplesTags:
            close(until: .scenario)
            open(.examplesDefinition, .tags)
            state.phase = .tags(.examples)
        case .scenarioTags:
            close(until: state.container)
            open(.scenarioDefinition, .tags)
            state.phase = .tags(.scenario)
        case .ruleTags:
            close(until: .feature)
            open(.rule, .ruleHeader, .tags)
            state = ParserState(phase: .tags(.rule), inRule: true)
        case .examplesLine:
            if state.phase == .tags(.examples) {
                close(until: .examplesDefinition)
                open(.examples)
            } else {
                close(until: .scenario)
                open(.examplesDefinition, .examples)
            }
            state.phase = .header(.examples)
        case .scenarioLine:
            if state.phase == .tags(.scenario) {
                close(until: .scenarioDefinition)
                open(.scenario)
            } else {
                close(until: state.container)
                open(.scenarioDefinition, .scenario)
            }
            state.phase = .header(.scenario)
        case .ruleLine:
            if state.phase == .tags(.rule) {
                close(until: .ruleHeader)
            } else {
                close(until: .feature)
                open(.rule, .ruleHeader)
            }
            state = ParserState(phase: .header(.rule), inRule: true)
        }
        builder.add(token)
    }

    /// The background or scenario whose steps are being read.
    private var stepOwner: ParserState.Block {
        switch state.phase {
        case .header(let block), .description(let block), .step(let block, _), .docString(let block, _):
            block
        default:
            .scenario
        }
    }

    private mutating func takeTableRow() {
        switch state.phase {
        case .step(let owner, .none):
            open(.dataTable)
            state.phase = .step(owner, .dataTable)
        case .step(let owner, .docString):
            close(until: .step)
            open(.dataTable)
            state.phase = .step(owner, .docStringThenDataTable)
        case .header(.examples), .description(.examples):
            close(until: .examples)
            open(.examplesTable)
            state.phase = .examplesTable
        default:
            break  // another row of the table being read
        }
    }

    private mutating func takeDocStringSeparator() {
        switch state.phase {
        case .step(let owner, .none):
            open(.docString)
            state.phase = .docString(owner, afterDataTable: false)
        case .step(let owner, _):
            close(until: .step)
            open(.docString)
            state.phase = .docString(owner, afterDataTable: true)
        case .docString(let owner, let afterDataTable):
            state.phase = .step(owner, afterDataTable ? .dataTableThenDocString : .docString)
        default:
            break
        }
    }

    @inline(__always)
    private mutating func open(_ rules: Grammar.Rule...) {
        for rule in rules { builder.open(rule) }
    }

    private mutating func close(until rule: Grammar.Rule) {
        builder.close(until: rule, errors: &errors)
    }
}
