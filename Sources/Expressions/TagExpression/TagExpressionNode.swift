/// The tree of a parsed tag expression. A chain of one operator (`a or b or c`, as a generated
/// quarantine list writes a thousand) is one node of its operands, in order, so that it is not
/// nesting: only parentheses, `not` and a change of operator make the tree deeper.
indirect enum TagExpressionNode: Equatable, Sendable {
    case tag(String)
    /// Every operand, in order; at least two.
    case and([TagExpressionNode])
    case or([TagExpressionNode])
    case not(TagExpressionNode)

    func evaluate(_ tags: Set<String>) -> Bool {
        switch self {
        case .tag(let name): tags.contains(name)
        case .and(let operands): operands.allSatisfy { $0.evaluate(tags) }
        case .or(let operands): operands.contains { $0.evaluate(tags) }
        case .not(let operand): !operand.evaluate(tags)
        }
    }

    /// `left op right`, chained to the left as upstream reads it: a chain of the same operator on
    /// the left takes `right` as one more operand.
    static func and(_ left: TagExpressionNode, _ right: TagExpressionNode) -> TagExpressionNode {
        if case .and(let operands) = left { return .and(operands + [right]) }
        return .and([left, right])
    }

    static func or(_ left: TagExpressionNode, _ right: TagExpressionNode) -> TagExpressionNode {
        if case .or(let operands) = left { return .or(operands + [right]) }
        return .or([left, right])
    }

    /// Upstream's rendering of a chain, which nests to the left: `( ( a or b ) or c )`.
    private static func chain(_ operands: [TagExpressionNode], _ word: String) -> String {
        operands.dropFirst().reduce(operands[0].formatted) { "( \($0) \(word) \($1.formatted) )" }
    }

    /// Upstream's canonical rendering: `( a and b )`, `not ( a )`, tag names with their escapes put back.
    var formatted: String {
        switch self {
        case .tag(let name):
            var escaped = ""
            for scalar in name.unicodeScalars {
                if scalar.properties.isWhitespace {
                    escaped += "\\ "
                } else {
                    if "\\()".unicodeScalars.contains(scalar) { escaped += "\\" }
                    escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        case .and(let operands): return Self.chain(operands, "and")
        case .or(let operands): return Self.chain(operands, "or")
        case .not(let operand):
            switch operand {
            case .and, .or: return "not \(operand.formatted)"
            case .tag, .not: return "not ( \(operand.formatted) )"
            }
        }
    }
}
