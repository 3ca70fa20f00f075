/// Decides whether a line is a token of a given type, and if so builds the token. The parser asks
/// for the types its state allows, in the grammar's order, and takes the first that matches.
/// Matchers carry state: the dialect (changed by a `# language:` line) and the open doc string.
protocol TokenMatcher {
    /// The token of `type` that `line` is, or nil. `line` is nil at the end of the source, whose
    /// line number is `lineNumber`. Problems in a line that otherwise matches (a tag with a blank
    /// in it, an unknown language) are reported to `errors` and the line does not match.
    mutating func match(_ type: TokenType, _ line: Line?, lineNumber: Int, in source: SourceBytes,
                        errors: inout ParseErrorCollector) -> Token?

    /// Whether `line` might be a token of `type`: false only when it surely is not, so that the
    /// parser can skip asking (a cheap first look at the line).
    func mightMatch(_ type: TokenType, _ line: Line, in source: SourceBytes) -> Bool
}

extension TokenMatcher {
    func mightMatch(_ type: TokenType, _ line: Line, in source: SourceBytes) -> Bool { true }
}
