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
