/// A boolean expression over tags, `@smoke and not (@slow or @wip)`, that selects scenarios by their tags.
/// The empty expression selects everything.
///
/// ```swift
/// let selection = try TagExpression("@smoke and not (@slow or @wip)")
/// selection.evaluate(["@smoke"])           // true
/// selection.evaluate(["@smoke", "@slow"])  // false
/// selection.description                    // "( @smoke and not ( @slow or @wip ) )"
/// try TagExpression("").evaluate([])       // true: the empty expression selects everything
/// ```
package struct TagExpression: Sendable, Equatable, CustomStringConvertible {
    /// The expression as given.
    package let source: String
    private let root: TagExpressionNode?

    /// Parses `source`; throws a `TagExpressionError` worded as upstream words it, with its column.
    package init(_ source: String) throws(TagExpressionError) {
        self.source = source
        self.root = try TagExpressionParser(expression: source).parse()
    }

    /// Whether a scenario with these tags (names as written, `@smoke`, escapes resolved) is selected.
    package func evaluate<S: Sequence>(_ tags: S) -> Bool where S.Element == String {
        guard let root else { return true }
        return root.evaluate(Set(tags))
    }

    /// The canonical form upstream renders: `( ( a and b ) or not ( c ) )`; empty for the empty expression.
    package var description: String {
        root?.formatted ?? ""
    }
}
