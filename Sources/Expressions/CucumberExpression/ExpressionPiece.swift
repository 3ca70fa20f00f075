/// A Cucumber Expression as a step writer types it: its text and its parameters, in order, with
/// optional text left out and the first of each set of alternatives taken (`{duration} pass(es)`
/// reads `{duration}`, ` pass`). For suggestions ("did you mean") and an editor's completions.
///
/// ```swift
/// let expression = try CucumberExpression("I tap/press (on )the {word} button", parameterTypes: ParameterTypeRegistry())
/// expression.pieces   // [.text("I "), .alternation(["tap", "press"]), .text(" the "), .parameter("word"), .text(" button")]
/// ```
package enum ExpressionPiece: Hashable, Sendable {
    case text(String)
    /// A parameter, by its type's name (empty for `{}`).
    case parameter(String)
    /// Alternatives (`tap/press`), each as text, optional text left out; the first is the usual one.
    case alternation([String])
}

extension CucumberExpression {
    /// The expression's reading (see `ExpressionPiece`), adjacent texts joined.
    package var pieces: [ExpressionPiece] {
        guard let tree = try? CucumberExpressionParser.parse(source) else { return [.text(source)] }
        var pieces: [ExpressionPiece] = []
        func add(_ node: Node) {
            switch node.kind {
            case .text:
                if case .text(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + node.text)
                } else {
                    pieces.append(.text(node.text))
                }
            case .parameter: pieces.append(.parameter(node.text))
            case .optional: break
            case .alternation:
                pieces.append(.alternation(node.nodes.map { alternative in
                    alternative.nodes.filter { $0.kind != .optional }.map(\.text).joined()
                }))
            case .alternative, .expression: node.nodes.forEach(add)
            }
        }
        add(tree)
        return pieces
    }
}

extension CucumberExpression {
    /// Every way to write the expression as texts and parameters (no `.alternation`): each
    /// alternative of each alternation, and optional text left out or, with `optionalText`, both
    /// left out and written. `{duration} pass(es)` with `optionalText` writes
    /// `[.parameter("duration"), .text(" pass")]` and `[.parameter("duration"), .text(" passes")]`.
    /// At most `limit` writings: past it, optional text is left out.
    package func writings(optionalText: Bool, limit: Int = 32) -> [[ExpressionPiece]] {
        guard let tree = try? CucumberExpressionParser.parse(source) else { return [[.text(source)]] }
        func joined(_ pieces: [ExpressionPiece]) -> [ExpressionPiece] {
            var result: [ExpressionPiece] = []
            for piece in pieces {
                if case .text(let text) = piece, case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + text)
                } else if piece != .text("") {
                    result.append(piece)
                }
            }
            return result
        }
        func writings(_ node: Node, optionalText: Bool) -> [[ExpressionPiece]] {
            switch node.kind {
            case .text: return [[.text(node.text)]]
            case .parameter: return [[.parameter(node.text)]]
            case .optional: return optionalText ? [[], [.text(node.text)]] : [[]]
            case .alternation: return node.nodes.flatMap { writings($0, optionalText: optionalText) }
            case .alternative, .expression:
                var results: [[ExpressionPiece]] = [[]]
                for child in node.nodes {
                    let inner = writings(child, optionalText: optionalText)
                    results = results.flatMap { prefix in inner.map { prefix + $0 } }
                }
                return results
            }
        }
        let all = writings(tree, optionalText: optionalText).map(joined)
        return all.count > limit && optionalText ? self.writings(optionalText: false, limit: limit) : all
    }
}
