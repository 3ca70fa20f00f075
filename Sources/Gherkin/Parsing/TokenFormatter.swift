/// Lists the tokens the parser reads, one line each, in the official `.tokens` format:
/// `(LINE:COLUMN)TYPE:(KEYWORDTYPE)KEYWORD/TEXT/COL:ITEM,…`, and `EOF` at the end.
struct TokenFormatter: SyntaxTreeBuilder {
    private(set) var text = ""
    /// The source being read, where the tokens' texts lie.
    private var source: SourceBytes?

    mutating func begin(_ source: SourceBytes) {
        self.source = source
    }

    mutating func open(_ rule: Grammar.Rule) {}
    mutating func close(until rule: Grammar.Rule, errors: inout ParseErrorCollector) {}
    mutating func closeAll(errors: inout ParseErrorCollector) {}

    mutating func add(_ token: consuming Token) {
        guard let source else { return }
        guard token.type != .eof else {
            text += "EOF\n"
            return
        }
        text += "(\(token.location.line):\(token.location.column ?? 0))\(token.type.name):"
        if let keyword = token.keyword, !keyword.isEmpty {
            text += "(\(token.keywordType?.rawValue ?? ""))\(keyword.string(in: source))"
        }
        text += "/\(token.text?.string(in: source) ?? "")/"
        text += source.parts.withItems(token.items) { items in
            items.map { "\($0.column):\($0.text.string(in: source))" }.joined(separator: ",")
        }
        text += "\n"
    }
}
