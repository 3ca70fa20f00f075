import JSON
/// Builds the `GherkinDocument` from the rules and tokens the parser recognises. Each rule is an
/// open node collecting tokens and closed children; when it closes, it becomes its AST value and
/// gets its id then, so children are numbered before their parents and a node's tags just before
/// the node itself, as in the official parsers.
struct ASTBuilder: SyntaxTreeBuilder {
    /// A rule being read, with what it has collected so far. A closed rule hands its value to its
    /// parent; the inner rules of the grammar (headers, the scenario inside a scenario definition,
    /// the examples inside an examples definition) hand over their parts, so the parent gets
    /// them as if it had read them itself. Lines are kept as tokens, plain values naming stretches
    /// of the source, until the rule closes: only then are strings made, each once, where the
    /// syntax tree keeps them (a description's or doc string's lines straight into its one text).
    /// The open rules' lines lie one after another in the builder's one list (`lines`), as only
    /// the innermost rule takes lines: a rule's are those from where it opened, until it closes.
    struct Node {
        let rule: Grammar.Rule
        /// The line that opened the rule (a keyword line or a doc string's opening fence).
        var head: Optional<Token>
        /// Where the lines read directly in the rule (tag lines, table rows, free text) begin in
        /// the builder's `lines`.
        let linesStart: Int

        init(rule: Grammar.Rule, linesStart: Int) {
            self.rule = rule
            self.linesStart = linesStart
            head = nil
        }

        /// The text of the free-text lines of `lines`, joined with newlines; trailing blank lines
        /// (empty or only whitespace, as upstream trims them) dropped when
        /// `trimmingTrailingEmptyLines`. Made in one string from the lines' bytes.
        static func text(of lines: UnsafeBufferPointer<Token>, trimmingTrailingEmptyLines: Bool, in source: SourceBytes) -> String {
            var end = lines.endIndex
            if trimmingTrailingEmptyLines {
                while end > lines.startIndex, lines[end - 1].type != .other || lines[end - 1].text.map({ isBlank($0, in: source) }) != false {
                    end -= 1
                }
            }
            var length = 0
            var first = true
            for index in lines.startIndex..<end where lines[index].type == .other {
                length += (first ? 0 : 1) + (lines[index].text?.withUTF8(in: source) { $0.count } ?? 0)
                first = false
            }
            guard length > 0 else { return "" }
            return String(unsafeUninitializedCapacity: length) { output in
                var written = 0
                var first = true
                for index in lines.startIndex..<end where lines[index].type == .other {
                    if !first {
                        output[written] = 0x0A
                        written += 1
                    }
                    first = false
                    lines[index].text?.withUTF8(in: source) { bytes in
                        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                        (output.baseAddress! + written).update(from: base, count: bytes.count)
                        written += bytes.count
                    }
                }
                return written
            }
        }

        /// Whether a line's text is only white space, as `Character.isWhitespace` tells (what the
        /// reference trims): a byte of ASCII that is not white space settles it (no character it
        /// is part of can be), as it does at once for almost every line; else the characters ask.
        private static func isBlank(_ text: TokenText, in source: SourceBytes) -> Bool {
            text.withUTF8(in: source) { bytes in
                for byte in bytes where byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte) { return false }
                return String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace)
            }
        }
    }

    /// What an open rule has collected from the rules closed inside it. Kept apart from the
    /// rule's `Node`, one for each depth of the stack and used again by the next rule opened at
    /// its depth: a rule's values are taken (moved out) when it closes, so that what remains is
    /// empty and nothing is released, where a rule of its own collected nine values that were
    /// released one by one when it closed, most of them empty (a step uses two).
    struct Collected {
        var tags: [Token] = []
        var description = ""
        var steps: [Step] = []
        var examples: [Examples] = []
        var rows: [TableRow] = []
        var dataTable: Optional<DataTable> = nil
        var docString: Optional<DocString> = nil
        /// Backgrounds, scenarios and rules of a feature or rule.
        var children: [FeatureChild] = []

        /// Empties what was collected and not taken (a rule the grammar allows only where it is
        /// ignored), reading each value before anything is released.
        mutating func clear() {
            if !tags.isEmpty { tags = [] }
            if !description.isEmpty { description = "" }
            if !steps.isEmpty { steps = [] }
            if !examples.isEmpty { examples = [] }
            if !rows.isEmpty { rows = [] }
            if case .some = dataTable { dataTable = nil }
            if case .some = docString { docString = nil }
            if !children.isEmpty { children = [] }
        }
    }

    private(set) var ids: IdGenerator
    /// The open rules, the document's first.
    private var stack: [Node] = []
    /// What each open rule has collected, by its depth in `stack`; kept beyond the stack's depth
    /// for the rules opened there later.
    private var collected: [Collected] = []
    /// The lines of the open rules, the innermost's last (`Node.linesStart`).
    private var lines: [Token] = []
    private var comments: [Comment] = []
    private var feature: Feature?
    /// The dialect's code: English unless a `# language:` line said otherwise.
    private var language = "en"
    /// The dialect's keywords, whose strings the nodes take (`keyword(of:)`).
    private var keywords = KeywordTable.english.spellings
    /// The source being read, where the tokens' texts lie.
    private var source: SourceBytes?

    init(ids: IdGenerator) {
        self.ids = ids
        lines.reserveCapacity(Self.usualLines)
        // Room for the rules open at once, so that opening them does not grow the lists three times a file.
        stack.reserveCapacity(Self.deepestRules)
        stack.append(Node(rule: .document, linesStart: 0))
        collected.reserveCapacity(Self.deepestRules)
        collected.append(Collected())
    }

    /// The document built, once every rule is closed.
    func document(uri: String) -> GherkinDocument {
        GherkinDocument(uri: uri, feature: feature, comments: comments)
    }

    mutating func begin(_ source: SourceBytes) {
        self.source = source
    }

    mutating func open(_ rule: Grammar.Rule) {
        stack.append(Node(rule: rule, linesStart: lines.count))
        if collected.count < stack.count { collected.append(Collected()) }
    }

    mutating func close(until rule: Grammar.Rule, errors: inout ParseErrorCollector) {
        while stack.count > 1, stack[stack.count - 1].rule != rule {
            closeTop(errors: &errors)
        }
    }

    mutating func closeAll(errors: inout ParseErrorCollector) {
        while stack.count > 1 { closeTop(errors: &errors) }
    }

    @inline(__always)
    mutating func add(_ token: consuming Token) {
        switch token.type {
        case .comment:
            comments.append(Comment(location: token.location, text: string(token.text) ?? ""))
            return
        case .empty, .eof:
            return
        case .language:
            language = string(token.text) ?? language
            keywords = KeywordTable.named(language)?.spellings ?? keywords
        default:
            break
        }
        switch token.type {
        case .stepLine, .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .docStringSeparator:
            if stack[stack.count - 1].head == nil {
                stack[stack.count - 1].head = token
            } else {
                lines.append(token)  // a doc string's closing fence
            }
        default:
            lines.append(token)
        }
    }

    /// The keyword a keyword line starts with: the dialect's string of it, where the matcher said
    /// which (the same bytes), else one made of the line's.
    @inline(__always)
    private func keyword(of line: borrowing Token) -> String? {
        guard let index = line.keywordIndex.map(Int.init), index < keywords.count else { return string(line.keyword) }
        return keywords[index]
    }

    /// A token's text as a string.
    private func string(_ text: TokenText?) -> String? {
        guard let text, let source else { return nil }
        return text.string(in: source)
    }

    /// Turns the innermost open rule into its value and hands it to its parent. A rule that is
    /// wrong as a whole (a table with ragged rows) is reported and dropped.
    private mutating func closeTop(errors: inout ParseErrorCollector) {
        let node = stack.removeLast()
        let depth = stack.count
        // The open rules' lines taken out while the node's are read, as handing it over changes
        // the builder, and put back without them.
        var openLines: [Token] = []
        swap(&openLines, &lines)
        defer {
            openLines.truncate(to: node.linesStart)
            swap(&openLines, &lines)
            collected[depth].clear()
        }
        openLines.withUnsafeBufferPointer { all in
            do throws(ASTError) {
                try hand(node, collected: depth, lines: UnsafeBufferPointer(rebasing: all[node.linesStart...]), to: depth - 1)
            } catch {
                errors.add(error.message, at: error.location)
            }
        }
    }

    /// What the node collected (`collected[depth]`) is moved out (taken, not copied), so none is
    /// retained here and released again.
    private mutating func hand(_ node: Node, collected depth: Int, lines: UnsafeBufferPointer<Token>, to parent: Int) throws(ASTError) {
        guard let source else { return }
        switch node.rule {
        case .tags:
            collected[parent].tags = Array(lines)
        case .description:
            collected[parent].description = Node.text(of: lines, trimmingTrailingEmptyLines: true, in: source)
        case .docString:
            guard let fence = node.head else { return }
            let mediaType = fence.text.flatMap { $0.isEmpty ? nil : $0.string(in: source) }
            collected[parent].docString = DocString(location: fence.location, mediaType: mediaType,
                                                content: Node.text(of: lines, trimmingTrailingEmptyLines: false, in: source),
                                                delimiter: string(fence.keyword) ?? "")
        case .dataTable:
            let rows = try tableRows(lines, in: source)
            guard let first = rows.first else { return }
            collected[parent].dataTable = DataTable(location: first.location, rows: rows)
        case .examplesTable:
            collected[parent].rows = try tableRows(lines, in: source)
        case .step:
            guard let line = node.head else { return }
            Self.append(Step(id: ids.newId(), location: line.location, keyword: keyword(of: line) ?? "",
                                            keywordType: line.keywordType, text: string(line.text) ?? "",
                                            dataTable: collected[depth].dataTable.take(), docString: collected[depth].docString.take()),
                        to: &collected[parent].steps, roomAtFirst: Self.usualSteps)
        case .background:
            guard let line = node.head else { return }
            addChild(to: parent, .background(Background(
                id: ids.newId(), location: line.location, keyword: keyword(of: line) ?? "", name: string(line.text) ?? "",
                description: take(&collected[depth].description), steps: take(&collected[depth].steps))))
        case .featureHeader, .ruleHeader, .scenario, .examples:
            stack[parent].head = node.head
            collected[parent].description = take(&collected[depth].description)
            if node.rule == .featureHeader || node.rule == .ruleHeader { collected[parent].tags = take(&collected[depth].tags) }
            collected[parent].steps = take(&collected[depth].steps)
            collected[parent].examples = take(&collected[depth].examples)
            collected[parent].rows = take(&collected[depth].rows)
        case .scenarioDefinition:
            guard let line = node.head else { return }
            let tags = tags(take(&collected[depth].tags), in: source)
            addChild(to: parent, .scenario(Scenario(
                id: ids.newId(), location: line.location, tags: tags, keyword: keyword(of: line) ?? "",
                name: string(line.text) ?? "", description: take(&collected[depth].description), steps: take(&collected[depth].steps),
                examples: take(&collected[depth].examples))))
        case .examplesDefinition:
            guard let line = node.head else { return }
            let tags = tags(take(&collected[depth].tags), in: source)
            // The header moved out of the rows, the body moved down in place (a copy of the rest
            // would retain each row's cells).
            var rows = take(&collected[depth].rows)
            let header = rows.isEmpty ? nil : rows.removeFirst()
            collected[parent].examples.append(Examples(
                id: ids.newId(), location: line.location, tags: tags, keyword: keyword(of: line) ?? "",
                name: string(line.text) ?? "", description: take(&collected[depth].description),
                tableHeader: header, tableBody: rows))
        case .rule:
            guard let line = node.head else { return }
            let tags = tags(take(&collected[depth].tags), in: source)
            let children: [RuleChild] = take(&collected[depth].children).compactMap {
                switch $0 {
                case .background(let background): .background(background)
                case .scenario(let scenario): .scenario(scenario)
                case .rule: nil
                }
            }
            addChild(to: parent, .rule(Rule(
                id: ids.newId(), location: line.location, tags: tags, keyword: keyword(of: line) ?? "",
                name: string(line.text) ?? "", description: take(&collected[depth].description), children: children)))
        case .feature:
            guard let line = node.head else { return }
            let tags = tags(take(&collected[depth].tags), in: source)
            feature = Feature(location: line.location, tags: tags, language: language,
                              keyword: keyword(of: line), name: string(line.text) ?? "", description: take(&collected[depth].description),
                              children: take(&collected[depth].children))
        case .document:
            break
        }
    }

    /// Adds a background, scenario or rule to what `parent` collected.
    private mutating func addChild(to parent: Int, _ child: consuming FeatureChild) {
        Self.append(child, to: &collected[parent].children, roomAtFirst: Self.usualChildren)
    }

    /// Appends `element` to `list`, giving the list room for its usual count at the first (a
    /// scenario's steps, a feature's children: each list grew three or four times).
    private static func append<Element>(_ element: consuming Element, to list: inout [Element], roomAtFirst usual: Int) {
        if list.isEmpty { list.reserveCapacity(usual) }
        list.append(element)
    }

    /// How many lines the open rules usually hold at most (a table's rows, a description's lines).
    private static let usualLines = 32
    /// How many steps a scenario or background usually has.
    private static let usualSteps = 8
    /// How many backgrounds, scenarios and rules a feature or rule usually has.
    private static let usualChildren = 8
    /// How many rules are open at most: the document, feature, rule, scenario definition and
    /// scenario, examples definition and table, or step and its argument.
    private static let deepestRules = 8
    /// Room for a table cell's value, enough for most (a table's bytes grow when they need more).
    private static let usualCellBytes = 12

    /// `value`, moved out of where it was and an empty one left there.
    private func take<Value: RangeReplaceableCollection>(_ value: inout Value) -> Value {
        var taken = Value()
        swap(&taken, &value)
        return taken
    }

    /// The tags of tag lines, each with its id.
    private mutating func tags(_ tokens: [Token], in source: SourceBytes) -> [Tag] {
        var tags: [Tag] = []
        tags.reserveCapacity(tokens.reduce(0) { $0 + $1.items.count })
        for index in tokens.indices {
            let line = tokens[index].location.line
            source.parts.withItems(tokens[index].items) { items in
                for item in items {
                    tags.append(Tag(id: ids.newId(), location: Location(line: line, column: item.column),
                                    name: item.text.string(in: source)))
                }
            }
        }
        return tags
    }

    /// The rows of a data or examples table, numbered, all with as many cells as the first. The
    /// table's cells are kept together (`TableCells`): read first, then shared by the rows.
    private mutating func tableRows(_ tokens: UnsafeBufferPointer<Token>, in source: SourceBytes) throws(ASTError) -> [TableRow] {
        var width: Int?
        var cellCount = 0, rowCount = 0
        var ragged: Location?
        for index in tokens.indices where tokens[index].type == .tableRow {
            let count = tokens[index].items.count
            if width == nil { width = count }
            if count != width, ragged == nil { ragged = tokens[index].location }
            cellCount += count
            rowCount += 1
        }
        if let ragged {
            // Each row took its id before the table was found ragged, as in the reference: the
            // files after this one number their nodes on from there.
            for _ in 0..<rowCount { _ = ids.newNumber() }
            throw ASTError(message: "inconsistent cell count within the table", location: ragged)
        }
        guard let width else { return [] }
        var table = TableCells.Table()
        table.reserve(cells: cellCount, bytes: cellCount * Self.usualCellBytes)
        source.withParts { parts in
            for index in tokens.indices where tokens[index].type == .tableRow {
                let line = tokens[index].location.line
                parts.withItems(tokens[index].items) { items in
                    for item in items { item.text.withUTF8(in: source) { table.add($0, at: Location(line: line, column: item.column)) } }
                }
            }
        }
        let storage = table.storage(width: width)
        var rows: [TableRow] = []
        rows.reserveCapacity(rowCount)
        for index in tokens.indices where tokens[index].type == .tableRow {
            rows.append(TableRow(id: ids.newId(), location: tokens[index].location, cells: TableCells(storage: storage, row: rows.count)))
        }
        return rows
    }

    /// A rule that cannot become an AST node, such as a table with ragged rows.
    struct ASTError: Error {
        let message: String
        let location: Location
    }
}
