/// Receives what the parser recognises: rules opening and closing, and the tokens read inside
/// them. The AST builder turns them into a `GherkinDocument`; the token formatter only lists the
/// tokens.
protocol SyntaxTreeBuilder {
    /// Starts reading `source`: the texts of the tokens that follow lie in it (valid while it is read).
    mutating func begin(_ source: SourceBytes)
    mutating func open(_ rule: Grammar.Rule)
    /// Closes the open rules above the innermost open `rule`, innermost first.
    mutating func close(until rule: Grammar.Rule, errors: inout ParseErrorCollector)
    /// Closes every open rule.
    mutating func closeAll(errors: inout ParseErrorCollector)
    /// Takes a token read inside the innermost open rule.
    mutating func add(_ token: consuming Token)
}
