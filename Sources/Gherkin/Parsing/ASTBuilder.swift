/// Builds the `GherkinDocument` from the rules and tokens the parser recognises. Each rule is an
/// open node collecting tokens and closed children; when it closes, it becomes its AST value and
/// gets its id then, so children are numbered before their parents and a node's tags just before
/// the node itself, as in the official parsers.
struct ASTBuilder: SyntaxTreeBuilder {
    /// A rule being read, with what it has collected so far.
    struct Node {
        let rule: Grammar.Rule
        /// The line that opened the rule (a keyword line or a doc string's opening fence).
        var head: Token?
        /// The other lines read directly in the rule: tags, table rows, text.
        var lines: [Token] = []
        var children: [Value] = []

        func token(_ type: TokenType) -> Token? {
            head?.type == type ? head : lines.first { $0.type == type }
        }

        /// The text of the free-text lines, joined with newlines; trailing empty lines dropped
        /// when `trimmingTrailingEmptyLines`.
        func text(trimmingTrailingEmptyLines: Bool) -> String {
            var end = lines.endIndex
            if trimmingTrailingEmptyLines {
                while end > lines.startIndex, lines[end - 1].type != .other || lines[end - 1].text?.isEmpty != false {
                    end -= 1
                }
            }
            var text = ""
            var first = true
            for line in lines[..<end] where line.type == .other {
                if !first { text += "\n" }
                text += line.text ?? ""
                first = false
            }
            return text
        }

        var description: String {
            for case .description(let text) in children { return text }
            return ""
        }

        var steps: [Step] {
            children.compactMap { if case .step(let step) = $0 { step } else { nil } }
        }

        var tags: [Token] {
            for case .tags(let tags) in children { return tags }
            return []
        }

        func child(_ rule: Grammar.Rule) -> Node? {
            for case .node(let node) in children where node.rule == rule { return node }
            return nil
        }
    }

    /// What a closed rule turns into.
    enum Value {
        case step(Step), dataTable(DataTable), docString(DocString), background(Background)
        case scenario(Scenario), examples(Examples), rows([TableRow]), description(String)
        case tags([Token]), rule(Rule), feature(Feature)
        /// A rule whose parent takes it apart (headers, the inner scenario and examples).
        case node(Node)
    }

    private(set) var ids: IdGenerator
    private var stack = [Node(rule: .document)]
    private var comments: [Comment] = []
    private var feature: Feature?

    init(ids: IdGenerator) {
        self.ids = ids
    }

    /// The document built, once every rule is closed.
    func document(uri: String) -> GherkinDocument {
        GherkinDocument(uri: uri, feature: feature, comments: comments)
    }

    mutating func open(_ rule: Grammar.Rule) {
        stack.append(Node(rule: rule))
    }

    mutating func close(until rule: Grammar.Rule, errors: inout ParseErrorCollector) {
        while let top = stack.last, top.rule != rule, stack.count > 1 {
            closeTop(errors: &errors)
        }
    }

    mutating func closeAll(errors: inout ParseErrorCollector) {
        while stack.count > 1 { closeTop(errors: &errors) }
        for case .feature(let built) in stack[0].children { feature = built }
    }

    mutating func add(_ token: Token) {
        switch token.type {
        case .comment:
            comments.append(Comment(location: token.location, text: token.text ?? ""))
        case .empty, .eof:
            break
        case .stepLine, .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .docStringSeparator
            where stack[stack.count - 1].head == nil:
            stack[stack.count - 1].head = token
        default:
            stack[stack.count - 1].lines.append(token)
        }
    }

    /// Turns the innermost open rule into its value and hands it to its parent. A rule that is
    /// wrong as a whole (a table with ragged rows) is reported and dropped.
    private mutating func closeTop(errors: inout ParseErrorCollector) {
        let node = stack.removeLast()
        do {
            let value = try value(of: node)
            stack[stack.count - 1].children.append(value)
        } catch {
            errors.add(error.message, at: error.location)
        }
    }

    private mutating func value(of node: Node) throws(ASTError) -> Value {
        switch node.rule {
        case .step:
            guard let line = node.token(.stepLine) else { return .node(node) }
            var dataTable: DataTable?
            var docString: DocString?
            for child in node.children {
                if case .dataTable(let table) = child { dataTable = table }
                if case .docString(let string) = child { docString = string }
            }
            return .step(Step(id: ids.newId(), location: line.location, keyword: line.keyword ?? "",
                              keywordType: line.keywordType, text: line.text ?? "",
                              dataTable: dataTable, docString: docString))
        case .docString:
            guard let fence = node.token(.docStringSeparator) else { return .node(node) }
            let content = node.text(trimmingTrailingEmptyLines: false)
            let mediaType = fence.text.flatMap { $0.isEmpty ? nil : $0 }
            return .docString(DocString(location: fence.location, mediaType: mediaType, content: content,
                                        delimiter: fence.keyword ?? ""))
        case .dataTable:
            let rows = try tableRows(node.lines)
            guard let first = rows.first else { return .node(node) }
            return .dataTable(DataTable(location: first.location, rows: rows))
        case .examplesTable:
            return .rows(try tableRows(node.lines))
        case .description:
            return .description(node.text(trimmingTrailingEmptyLines: true))
        case .tags:
            return .tags(node.lines)
        case .background:
            guard let line = node.token(.backgroundLine) else { return .node(node) }
            return .background(Background(id: ids.newId(), location: line.location, keyword: line.keyword ?? "",
                                          name: line.text ?? "", description: node.description, steps: node.steps))
        case .scenarioDefinition:
            guard let scenario = node.child(.scenario), let line = scenario.token(.scenarioLine) else {
                return .node(node)
            }
            let tags = tags(node.tags)
            let examples = scenario.children.compactMap { if case .examples(let e) = $0 { e } else { nil } }
            return .scenario(Scenario(id: ids.newId(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                                      name: line.text ?? "", description: scenario.description,
                                      steps: scenario.steps, examples: examples))
        case .examplesDefinition:
            guard let examples = node.child(.examples), let line = examples.token(.examplesLine) else {
                return .node(node)
            }
            let tags = tags(node.tags)
            var rows: [TableRow] = []
            for case .rows(let table) in examples.children { rows = table }
            return .examples(Examples(id: ids.newId(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                                      name: line.text ?? "", description: examples.description,
                                      tableHeader: rows.first, tableBody: Array(rows.dropFirst())))
        case .rule:
            guard let header = node.child(.ruleHeader), let line = header.token(.ruleLine) else { return .node(node) }
            let tags = tags(header.tags)
            let children: [RuleChild] = node.children.compactMap {
                switch $0 {
                case .background(let background): .background(background)
                case .scenario(let scenario): .scenario(scenario)
                default: nil
                }
            }
            return .rule(Rule(id: ids.newId(), location: line.location, tags: tags, keyword: line.keyword ?? "",
                              name: line.text ?? "", description: header.description, children: children))
        case .feature:
            guard let header = node.child(.featureHeader), let line = header.token(.featureLine) else {
                return .node(node)
            }
            let tags = tags(header.tags)
            let children: [FeatureChild] = node.children.compactMap {
                switch $0 {
                case .background(let background): .background(background)
                case .scenario(let scenario): .scenario(scenario)
                case .rule(let rule): .rule(rule)
                default: nil
                }
            }
            return .feature(Feature(location: line.location, tags: tags, language: line.language ?? "en",
                                    keyword: line.keyword, name: line.text ?? "", description: header.description,
                                    children: children))
        case .featureHeader, .ruleHeader, .scenario, .examples, .document:
            return .node(node)
        }
    }

    private mutating func tags(_ tokens: [Token]) -> [Tag] {
        var tags: [Tag] = []
        for token in tokens {
            for item in token.items {
                tags.append(Tag(id: ids.newId(), location: Location(line: token.location.line, column: item.column),
                                name: item.text))
            }
        }
        return tags
    }

    /// The rows of a data or examples table, numbered, all with as many cells as the first.
    private mutating func tableRows(_ tokens: [Token]) throws(ASTError) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(tokens.count)
        for token in tokens where token.type == .tableRow {
            let cells = token.items.map {
                TableCell(location: Location(line: token.location.line, column: $0.column), value: $0.text)
            }
            rows.append(TableRow(id: ids.newId(), location: token.location, cells: cells))
        }
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw ASTError(message: "inconsistent cell count within the table", location: ragged.location)
        }
        return rows
    }

    /// A rule that cannot become an AST node, such as a table with ragged rows.
    struct ASTError: Error {
        let message: String
        let location: Location
    }
}
