/// Parses the tokens of a tag expression into a tree with the shunting-yard algorithm, as upstream
/// does, so malformed expressions fail with upstream's reasons: `not` binds tightest, then `and`, then
/// `or`; `and` and `or` chain to the left. A tree deeper than `maximumDepth` is refused, so that
/// evaluating, printing and freeing it (all recursive) cannot run out of stack.
struct TagExpressionParser {
    /// How many operators may be nested (a chain of one operator counts once): far more than any
    /// expression a person writes, far less than a thread's stack holds.
    static let maximumDepth = 1_000

    private enum Expectation { case operand, `operator` }

    private enum Operator {
        case and, or, not, openParenthesis

        var precedence: Int {
            switch self {
            case .openParenthesis: -2
            case .or: 0
            case .and: 1
            case .not: 2
            }
        }
    }

    let expression: String

    /// The tree of the expression; `nil` for an expression without tokens (which every tag set satisfies).
    func parse() throws(TagExpressionError) -> TagExpressionNode? {
        let tokens = try TagExpressionTokenizer().tokenize(expression)
        guard !tokens.isEmpty else { return nil }

        var operators: [(op: Operator, offset: Int)] = []
        var operands: [(node: TagExpressionNode, depth: Int)] = []
        var expecting = Expectation.operand

        func expect(_ expectation: Expectation, at offset: Int) throws(TagExpressionError) {
            guard expecting == expectation else {
                throw error(expecting == .operand ? .expectedOperand : .expectedOperator, at: offset)
            }
        }

        for token in tokens {
            switch token.kind {
            case .tag(let name):
                try expect(.operand, at: token.offset)
                operands.append((.tag(name), 1))
                expecting = .operator
            case .not:
                try expect(.operand, at: token.offset)
                operators.append((.not, token.offset))
            case .and, .or:
                try expect(.operator, at: token.offset)
                let op: Operator = token.kind == .and ? .and : .or
                // Both are left-associative: first apply what binds at least as tightly.
                while let top = operators.last, top.op != .openParenthesis, op.precedence <= top.op.precedence {
                    try apply(operators.removeLast(), to: &operands)
                }
                operators.append((op, token.offset))
                expecting = .operand
            case .openParenthesis:
                try expect(.operand, at: token.offset)
                operators.append((.openParenthesis, token.offset))
            case .closeParenthesis:
                try expect(.operator, at: token.offset)
                while let top = operators.last, top.op != .openParenthesis {
                    try apply(operators.removeLast(), to: &operands)
                }
                guard !operators.isEmpty else { throw error(.unmatchedClosingParenthesis, at: token.offset) }
                operators.removeLast()
            }
        }
        if expecting == .operand {
            throw error(.expectedOperand, at: expression.unicodeScalars.count)
        }
        while let top = operators.popLast() {
            guard top.op != .openParenthesis else { throw error(.unmatchedOpeningParenthesis, at: top.offset) }
            try apply(top, to: &operands)
        }
        return operands.last?.node
    }

    /// Replaces the operands an operator takes with the node it makes of them. Expectation checks ensure
    /// every operator finds its operands.
    private func apply(_ op: (op: Operator, offset: Int),
                       to operands: inout [(node: TagExpressionNode, depth: Int)]) throws(TagExpressionError) {
        let right = operands.removeLast()
        let left = op.op == .not ? nil : operands.removeLast()
        // A chain of one operator stays one node, as deep as its deepest operand and one more.
        let chained: Bool
        switch (op.op, left?.node) {
        case (.and, .and?), (.or, .or?): chained = true
        default: chained = false
        }
        let depth = chained ? max(left!.depth, right.depth + 1) : max(left?.depth ?? 0, right.depth) + 1
        guard depth <= Self.maximumDepth else { throw error(.nestedTooDeeply(limit: Self.maximumDepth), at: op.offset) }
        switch (op.op, left) {
        case (.and, let left?): operands.append((TagExpressionNode.and(left.node, right.node), depth))
        case (.or, let left?): operands.append((TagExpressionNode.or(left.node, right.node), depth))
        default: operands.append((.not(right.node), depth))
        }
    }

    private func error(_ problem: TagExpressionError.Problem, at offset: Int) -> TagExpressionError {
        TagExpressionError(expression: expression, problem: problem, column: offset + 1)
    }
}
