/// Builds a `CompactDocument` from the rules and tokens the parser recognises: the same walk as
/// `ASTBuilder`, handing out ids in the same order (children before their parents, a node's tags
/// just before the node), but keeping only what pickles need, each text escaped for JSON once,
/// straight from the source's bytes. Descriptions, comments and keywords are read past.
struct CompactBuilder: SyntaxTreeBuilder {
    /// A rule being read. What it holds lies in the document's tables after where they stood
    /// when it opened; the rest it collects here until it closes.
    struct Node {
        let rule: Grammar.Rule
        let firstStep: Int
        let firstExamples: Int
        let firstRow: Int
        let firstTag: Int
        /// The line that opened the rule: where it is, its text (kept for scenarios, steps and
        /// doc strings), its step kind, its dialect.
        var hasHead = false
        var location = Location(line: 0)
        var text = CompactDocument.Text.empty
        var keywordType: StepKeywordType?
        /// The tags read for it, in `pendingTags`.
        var tags: Range<Int> = 0..<0
        var dataTable: (rows: Range<Int>, line: Int)?
        var docString: CompactDocument.DocString?
        /// A doc string's content so far: where it starts in the texts and how many lines it has.
        var contentStart = 0
        var contentLines = 0
        /// A rule's place among the feature's children.
        var childIndex = 0
    }

    private(set) var ids: IdGenerator
    private(set) var document: CompactDocument
    private var stack: [Node] = []
    /// Tag names read and not yet numbered; a node's tags are on top when it closes.
    private var pendingTags: [CompactDocument.Text] = []
    /// The dialect's code: English unless a `# language:` line said otherwise.
    private var language = "en"

    init(ids: IdGenerator, uri: String, sourceSize: Int) {
        self.ids = ids
        document = CompactDocument(sourceSize: sourceSize)
        var uri = uri
        document.uri = uri.withUTF8 { document.texts.append(escaping: $0) }
        stack.reserveCapacity(8)
        stack.append(node(.document))
    }

    private func node(_ rule: Grammar.Rule) -> Node {
        Node(rule: rule, firstStep: document.steps.count, firstExamples: document.examples.count,
             firstRow: document.rows.count, firstTag: pendingTags.count)
    }

    mutating func open(_ rule: Grammar.Rule) {
        var opened = node(rule)
        if rule == .rule {
            opened.childIndex = document.children.count
            document.children.append(.rule(tags: 0..<0))
        }
        stack.append(opened)
    }

    mutating func close(until rule: Grammar.Rule, errors: inout ParseErrorCollector) {
        while let top = stack.last, top.rule != rule, stack.count > 1 {
            closeTop(errors: &errors)
        }
    }

    mutating func closeAll(errors: inout ParseErrorCollector) {
        while stack.count > 1 { closeTop(errors: &errors) }
    }

    mutating func add(_ token: consuming Token, in source: SourceBytes) {
        let top = stack.count - 1
        switch token.type {
        case .comment, .empty, .eof:
            break
        case .language:
            language = token.text?.string(in: source) ?? language
        case .tagLine:
            for index in token.items { pendingTags.append(escaped(source.parts.item(index).text, in: source)) }
        case .tableRow:
            let firstCell = document.cells.count
            for index in token.items { document.cells.append(escaped(source.parts.item(index).text, in: source)) }
            document.rows.append(CompactDocument.Row(id: .empty, location: token.location,
                                                     cells: firstCell..<document.cells.count))
        case .other:
            guard stack[top].rule == .docString else { return }  // a description line
            if stack[top].contentLines > 0 { document.texts.append(raw: "\\n") }
            stack[top].contentLines += 1
            _ = escaped(token.text ?? .empty, in: source)
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine, .docStringSeparator:
            guard !stack[top].hasHead else { return }  // a doc string's closing fence
            stack[top].hasHead = true
            stack[top].location = token.location
            stack[top].keywordType = token.keywordType
            switch token.type {
            case .scenarioLine, .stepLine:
                stack[top].text = escaped(token.text ?? .empty, in: source)
            case .docStringSeparator:
                if let mediaType = token.text, !mediaType.isEmpty { stack[top].text = escaped(mediaType, in: source) }
                stack[top].contentStart = document.texts.count
            default:
                break
            }
        }
    }

    private func escaped(_ text: TokenText, in source: SourceBytes) -> CompactDocument.Text {
        text.withUTF8(in: source) { document.texts.append(escaping: $0) }
    }

    /// Turns the innermost open rule into its records and hands what it holds to its parent. A
    /// table with ragged rows is reported and dropped.
    private mutating func closeTop(errors: inout ParseErrorCollector) {
        let node = stack.removeLast()
        let parent = stack.count - 1
        switch node.rule {
        case .tags:
            stack[parent].tags = node.firstTag..<pendingTags.count
        case .description, .document:
            break
        case .docString:
            guard node.hasHead else { return }
            let content = CompactDocument.Text(start: node.contentStart, count: document.texts.count - node.contentStart)
            stack[parent].docString = CompactDocument.DocString(
                line: node.location.line, content: content,
                mediaType: node.text.count > 0 ? node.text : nil)
        case .dataTable:
            guard numberRows(from: node.firstRow, errors: &errors), node.firstRow < document.rows.count else { return }
            stack[parent].dataTable = (node.firstRow..<document.rows.count, document.rows[node.firstRow].location.line)
        case .examplesTable:
            _ = numberRows(from: node.firstRow, errors: &errors)
        case .step:
            guard node.hasHead else { return }
            var step = CompactDocument.Step(id: newId(), keywordType: node.keywordType, text: node.text)
            if let table = node.dataTable {
                step.tableRows = table.rows
                step.tableLine = table.line
            }
            step.docString = node.docString
            document.steps.append(step)
        case .background:
            guard node.hasHead else { return }
            _ = ids.newNumber()
            document.children.append(.background(steps: node.firstStep..<document.steps.count))
        case .featureHeader, .ruleHeader, .scenario, .examples:
            stack[parent].hasHead = node.hasHead
            stack[parent].location = node.location
            stack[parent].text = node.text
            if node.rule == .featureHeader || node.rule == .ruleHeader { stack[parent].tags = node.tags }
        case .scenarioDefinition:
            guard node.hasHead else { return }
            let tags = numberTags(node.tags)
            document.children.append(.scenario(document.scenarios.count))
            document.scenarios.append(CompactDocument.Scenario(
                id: newId(), location: node.location, name: node.text, tags: tags,
                steps: node.firstStep..<document.steps.count, examples: node.firstExamples..<document.examples.count))
        case .examplesDefinition:
            guard node.hasHead else { return }
            let tags = numberTags(node.tags)
            _ = ids.newNumber()
            document.examples.append(CompactDocument.Examples(tags: tags, rows: node.firstRow..<document.rows.count))
        case .rule:
            guard node.hasHead else { return }
            let tags = numberTags(node.tags)
            _ = ids.newNumber()
            document.children[node.childIndex] = .rule(tags: tags)
        case .feature:
            guard node.hasHead else { return }
            document.featureTags = numberTags(node.tags)
            var language = language
            document.language = language.withUTF8 { document.texts.append(escaping: $0) }
            document.hasFeature = true
        }
    }

    /// The next id, as the JSON text the messages name it by.
    private mutating func newId() -> CompactDocument.Text {
        document.texts.append(quoted: ids.newNumber())
    }

    /// Numbers the tags read for a node (the newest ones waiting) and returns where they are
    /// in the document's tags.
    private mutating func numberTags(_ pending: Range<Int>) -> Range<Int> {
        let first = document.tags.count
        guard !pending.isEmpty else { return first..<first }
        for name in pendingTags[pending] { document.tags.append(CompactDocument.Tag(id: newId(), name: name)) }
        pendingTags.removeSubrange(pending)
        return first..<document.tags.count
    }

    /// Numbers the rows of a table read from `first` on; false (and an error) when they do not
    /// all have as many cells as the first.
    private mutating func numberRows(from first: Int, errors: inout ParseErrorCollector) -> Bool {
        guard first < document.rows.count else { return true }
        for index in first..<document.rows.count { document.rows[index].id = newId() }
        let width = document.rows[first].cells.count
        if let ragged = document.rows[first...].first(where: { $0.cells.count != width }) {
            errors.add("inconsistent cell count within the table", at: ragged.location)
            return false
        }
        return true
    }
}
