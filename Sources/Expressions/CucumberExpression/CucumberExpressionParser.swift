/// Builds the syntax tree of a Cucumber Expression from its tokens: the second stage of the pipeline.
///
/// A recursive-descent parser over the grammar in ARCHITECTURE.md. Each rule looks at the token at the
/// cursor and either consumes some tokens and yields nodes, or consumes nothing so the next rule can try.
struct CucumberExpressionParser {
    private let expression: String
    private let tokens: [Token]

    /// Where the parser stands in the token list.
    private typealias Cursor = Int
    /// What a rule consumed, and the nodes it made; `consumed == 0` means the rule does not apply.
    private typealias Outcome = (consumed: Int, nodes: [Node])

    /// The rules of the grammar, each applied by the method of the same name.
    private enum Rule {
        case alternation, alternativeSeparator, optional, parameter, name, text
    }

    private init(expression: String, tokens: [Token]) {
        self.expression = expression
        self.tokens = tokens
    }

    /// Parses `expression` into a tree whose root is an expression node.
    static func parse(_ expression: String) throws(CucumberExpressionError) -> Node {
        let tokens = try CucumberExpressionTokenizer().tokenize(expression)
        let parser = CucumberExpressionParser(expression: expression, tokens: tokens)
        let outcome = try parser.between(.startOfLine, and: .endOfLine, making: .expression,
                                         from: [.alternation, .optional, .parameter, .text], at: 0)
        return outcome.nodes[0]
    }

    // MARK: Rules

    private func apply(_ rule: Rule, at cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        switch rule {
        case .alternation: try alternation(cursor)
        case .alternativeSeparator: alternativeSeparator(cursor)
        case .optional: try optional(cursor)
        case .parameter: try parameter(cursor)
        case .name: try name(cursor)
        case .text: try text(cursor)
        }
    }

    /// `text := whitespace | ')' | '}' | .` — an alternation symbol here is inside an optional.
    private func text(_ cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        let token = tokens[cursor]
        switch token.kind {
        case .whiteSpace, .text, .endParameter, .endOptional:
            return (1, [Node(text: token.text, start: token.start, end: token.end)])
        case .alternation:
            throw .alternationNotAllowedInOptional(in: expression, at: token)
        case .beginParameter, .beginOptional, .startOfLine, .endOfLine:
            return (0, [])
        }
    }

    /// `name := whitespace | .` — the inside of a parameter; any symbol there is a mistake.
    private func name(_ cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        let token = tokens[cursor]
        switch token.kind {
        case .whiteSpace, .text:
            return (1, [Node(text: token.text, start: token.start, end: token.end)])
        case .beginParameter, .endParameter, .beginOptional, .endOptional, .alternation:
            throw .invalidParameterName(in: expression, start: token.start, end: token.end)
        case .startOfLine, .endOfLine:
            return (0, [])
        }
    }

    /// `parameter := '{' name* '}'`
    private func parameter(_ cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        try between(.beginParameter, and: .endParameter, making: .parameter, from: [.name], at: cursor)
    }

    /// `optional := '(' option* ')'` with `option := optional | parameter | text`
    private func optional(_ cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        try between(.beginOptional, and: .endOptional, making: .optional,
                    from: [.optional, .parameter, .text], at: cursor)
    }

    /// A `/` inside an alternation, kept for a moment as a marker node to split the alternatives at.
    private func alternativeSeparator(_ cursor: Cursor) -> Outcome {
        let token = tokens[cursor]
        guard token.kind == .alternation else { return (0, []) }
        return (1, [Node(.alternative, start: token.start, end: token.end, nodes: [])])
    }

    /// `alternation := (?<=left-boundary) alternative* ( '/' alternative* )+ (?=right-boundary)`;
    /// the right boundary is not consumed.
    private func alternation(_ cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        let boundaries: Set<Token.Kind> = [.startOfLine, .whiteSpace, .endParameter]
        guard boundaries.contains(tokens[cursor - 1].kind) else { return (0, []) }
        let (consumed, parts) = try sequence(
            from: [.alternativeSeparator, .optional, .parameter, .text],
            at: cursor, until: [.whiteSpace, .endOfLine, .beginParameter])
        let separators = parts.filter { $0.kind == .alternative }
        guard !separators.isEmpty else { return (0, []) }

        let start = tokens[cursor].start
        let end = tokens[cursor + consumed].start
        var alternatives: [Node] = []
        var members: [Node] = []
        var alternativeStart = start
        for part in parts {
            if part.kind == .alternative {
                alternatives.append(Node(.alternative, start: alternativeStart, end: part.start, nodes: members))
                members = []
                alternativeStart = part.end
            } else {
                members.append(part)
            }
        }
        alternatives.append(Node(.alternative, start: alternativeStart, end: end, nodes: members))
        return (consumed, [Node(.alternation, start: start, end: end, nodes: alternatives)])
    }

    // MARK: Combinators

    /// Parses `begin`, then `rules` until `end` (or the end of line), then `end`, into one node of `kind`.
    private func between(_ begin: Token.Kind, and end: Token.Kind, making kind: Node.Kind,
                         from rules: [Rule], at cursor: Cursor) throws(CucumberExpressionError) -> Outcome {
        guard tokens[cursor].kind == begin else { return (0, []) }
        let (consumed, children) = try sequence(from: rules, at: cursor + 1, until: [end, .endOfLine])
        let closing = cursor + 1 + consumed
        guard tokens[closing].kind == end else {
            throw .missingEndToken(in: expression, begin: begin, end: end, at: tokens[cursor])
        }
        let node = Node(kind, start: tokens[cursor].start, end: tokens[closing].end, nodes: children)
        return (closing + 1 - cursor, [node])
    }

    /// Applies the first rule that fits, again and again, until one of `stops` is at the cursor.
    private func sequence(from rules: [Rule], at start: Cursor,
                          until stops: Set<Token.Kind>) throws(CucumberExpressionError) -> Outcome {
        var cursor = start
        var nodes: [Node] = []
        tokens: while cursor < tokens.count, !stops.contains(tokens[cursor].kind) {
            for rule in rules {
                let outcome = try apply(rule, at: cursor)
                if outcome.consumed > 0 {
                    cursor += outcome.consumed
                    nodes += outcome.nodes
                    continue tokens
                }
            }
            // Unreachable with the rules above (text takes any token the others leave); stop rather than loop.
            preconditionFailure("No rule of the Cucumber Expression grammar fits \(tokens[cursor])")
        }
        return (cursor - start, nodes)
    }
}
