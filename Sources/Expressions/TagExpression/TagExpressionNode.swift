/// The tree of a parsed tag expression.
indirect enum TagExpressionNode: Equatable, Sendable {
    case tag(String)
    case and(TagExpressionNode, TagExpressionNode)
    case or(TagExpressionNode, TagExpressionNode)
    case not(TagExpressionNode)

    func evaluate(_ tags: Set<String>) -> Bool {
        switch self {
        case .tag(let name): tags.contains(name)
        case .and(let left, let right): left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right): left.evaluate(tags) || right.evaluate(tags)
        case .not(let operand): !operand.evaluate(tags)
        }
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
        case .and(let left, let right): return "( \(left.formatted) and \(right.formatted) )"
        case .or(let left, let right): return "( \(left.formatted) or \(right.formatted) )"
        case .not(let operand):
            switch operand {
            case .and, .or: return "not \(operand.formatted)"
            case .tag, .not: return "not ( \(operand.formatted) )"
            }
        }
    }
}
