/// Lays a feature file out canonically: indentation by structure (two spaces a level), tables and
/// their cells aligned by display width, doc strings and comments kept, keywords as written in the
/// file's language, one blank line between the children of a feature or rule. Formatting changes
/// no pickle, and formatting a formatted file changes nothing. A file that does not parse is not
/// formatted: its errors come back instead.
///
/// ```swift
/// let text = "Feature: Cache\nScenario: Offline\nGiven the table\n|a|bb|\n|ccc|d|\n"
/// let formatted = try GherkinFormatter().format(text, uri: "cache.feature").get()
/// // Feature: Cache
/// //
/// //   Scenario: Offline
/// //     Given the table
/// //       | a   | bb |
/// //       | ccc | d  |
/// ```
///
/// Plain `.feature` files only: Gherkin in Markdown is laid out by its Markdown.
package struct GherkinFormatter: Sendable {
    package init() {}

    /// The canonical layout of `source`, or every error that keeps it from parsing.
    package func format(_ source: String, uri: String) -> Result<String, ParseErrors> {
        var ids = IdGenerator()
        return GherkinParser().parse(source, uri: uri, ids: &ids).map { format($0, source: source) }
    }

    /// The canonical layout of `document`, parsed from `source`.
    package func format(_ document: GherkinDocument, source: String) -> String {
        var layout = FormattedLayout(source: SourceLines(source), document: document)
        if let feature = document.feature { layout.write(feature) }
        return layout.finished()
    }
}

/// The formatted lines of one document as they are written, each element after the comments that
/// stood before it in the source.
struct FormattedLayout {
    private let source: SourceLines
    private var comments: [(line: Int, text: String)]
    private var nextComment = 0
    private var output: [String] = []
    private var lastIndent = 0
    private static let step = 2

    init(source: SourceLines, document: GherkinDocument) {
        self.source = source
        var comments = document.comments.map { (line: $0.location.line, text: $0.text.trimmingTrailingWhitespace) }
        let commentLines = Set(comments.map(\.line))
        let featureLine = document.feature?.location.line ?? source.count + 1
        if let line = source.languageLine(before: featureLine, comments: commentLines) {
            let code = document.feature?.language ?? Self.languageCode(source[line])
            comments.append((line, "# language: \(code)"))
        }
        self.comments = comments.sorted { $0.line < $1.line }
    }

    /// The text, every comment left written at the end, with one line break after the last line.
    mutating func finished() -> String {
        flushComments(before: .max, indent: lastIndent)
        while output.last == "" { output.removeLast() }
        return output.isEmpty ? "" : output.joined(separator: source.lineBreak) + source.lineBreak
    }

    mutating func write(_ feature: Feature) {
        writeHeader(tags: feature.tags, keyword: feature.keyword ?? "Feature", name: feature.name,
                    line: feature.location.line, description: feature.description, indent: 0)
        for child in feature.children {
            separate()
            switch child {
            case .background(let background): write(background, indent: Self.step)
            case .scenario(let scenario): write(scenario, indent: Self.step)
            case .rule(let rule): write(rule, indent: Self.step)
            }
        }
    }

    private mutating func write(_ rule: Rule, indent: Int) {
        writeHeader(tags: rule.tags, keyword: rule.keyword, name: rule.name, line: rule.location.line,
                    description: rule.description, indent: indent)
        for child in rule.children {
            separate()
            switch child {
            case .background(let background): write(background, indent: indent + Self.step)
            case .scenario(let scenario): write(scenario, indent: indent + Self.step)
            }
        }
    }

    private mutating func write(_ background: Background, indent: Int) {
        writeHeader(tags: [], keyword: background.keyword, name: background.name, line: background.location.line,
                    description: background.description, indent: indent)
        if !background.description.isEmpty && !background.steps.isEmpty { separate() }
        for step in background.steps { write(step, indent: indent + Self.step) }
    }

    private mutating func write(_ scenario: Scenario, indent: Int) {
        writeHeader(tags: scenario.tags, keyword: scenario.keyword, name: scenario.name, line: scenario.location.line,
                    description: scenario.description, indent: indent)
        if !scenario.description.isEmpty && !scenario.steps.isEmpty { separate() }
        for step in scenario.steps { write(step, indent: indent + Self.step) }
        for examples in scenario.examples {
            separate()
            write(examples, indent: indent + Self.step)
        }
    }

    private mutating func write(_ examples: Examples, indent: Int) {
        writeHeader(tags: examples.tags, keyword: examples.keyword, name: examples.name, line: examples.location.line,
                    description: examples.description, indent: indent)
        let rows = (examples.tableHeader.map { [$0] } ?? []) + examples.tableBody
        if !examples.description.isEmpty && !rows.isEmpty { separate() }
        write(rows, indent: indent + Self.step)
    }

    private mutating func write(_ step: Step, indent: Int) {
        emit(step.keyword + step.text, indent: indent, line: step.location.line)
        let docStringFirst = step.docString.map { $0.location.line < step.dataTable?.location.line ?? .max } ?? false
        if docStringFirst, let docString = step.docString { write(docString, indent: indent + Self.step) }
        if let table = step.dataTable { write(table.rows, indent: indent + Self.step) }
        if !docStringFirst, let docString = step.docString { write(docString, indent: indent + Self.step) }
    }

    private mutating func write(_ rows: [TableRow], indent: Int) {
        let laidOut = TableLayout(rows.map { $0.cells.map(\.value) }).lines
        for (row, text) in zip(rows, laidOut) { emit(text, indent: indent, line: row.location.line) }
    }

    private mutating func write(_ docString: DocString, indent: Int) {
        let line = docString.location.line
        emit(docString.delimiter + (docString.mediaType ?? ""), indent: indent, line: line)
        let escaped = String(docString.delimiter.flatMap { "\\\($0)" })
        if !docString.content.isEmpty {
            for text in docString.content.split(separator: "\n", omittingEmptySubsequences: false) {
                let content = text.replacing(docString.delimiter, with: escaped)
                output.append(content.isEmpty ? "" : String(repeating: " ", count: indent) + content)
            }
        }
        emit(docString.delimiter, indent: indent, line: line)
    }

    /// Tags (a line of them for each line they were written on), the keyword line, the description.
    private mutating func writeHeader(tags: [Tag], keyword: String, name: String, line: Int, description: String, indent: Int) {
        var tagLine = 0
        var names: [String] = []
        func writeTags() {
            guard !names.isEmpty else { return }
            let comment = source.tagLineComment(tagLine).map { " " + $0 } ?? ""
            emit(names.joined(separator: " ") + comment, indent: indent, line: tagLine)
            names = []
        }
        for tag in tags {
            if tag.location.line != tagLine { writeTags() }
            tagLine = tag.location.line
            names.append(tag.name)
        }
        writeTags()
        emit(keyword + ":" + (name.isEmpty ? "" : " " + name), indent: indent, line: line)
        writeDescription(description, after: line, indent: indent + Self.step)
    }

    /// The description's lines, their common indentation replaced by the structure's.
    private mutating func writeDescription(_ description: String, after header: Int, indent: Int) {
        guard !description.isEmpty else { return }
        let texts = description.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = source.descriptionLines(after: header, count: texts.count)
        let common = texts.filter { !$0.allSatisfy(\.isWhitespace) }.map(\.leadingWhitespaceCount).min() ?? 0
        for (index, text) in texts.enumerated() {
            let line = index < lines.count ? lines[index] : header
            let content = text.allSatisfy(\.isWhitespace) ? "" : String(text.dropFirst(common)).trimmingTrailingWhitespace
            emit(content, indent: indent, line: line)
        }
    }

    /// One blank line, unless the text is empty or ends with one.
    private mutating func separate() {
        if let last = output.last, last != "" { output.append("") }
    }

    /// A line at `indent`, after the comments written before source line `line`.
    private mutating func emit(_ text: String, indent: Int, line: Int) {
        flushComments(before: line, indent: indent)
        output.append(text.isEmpty ? "" : String(repeating: " ", count: indent) + text)
        lastIndent = indent
    }

    private mutating func flushComments(before line: Int, indent: Int) {
        while nextComment < comments.count, comments[nextComment].line < line {
            let text = comments[nextComment].text.drop { $0.isWhitespace }
            output.append(String(repeating: " ", count: indent) + text)
            nextComment += 1
        }
    }

    /// The code of a `# language: xx` line.
    private static func languageCode(_ line: Substring) -> String {
        let afterColon = line.split(separator: ":", maxSplits: 1).last ?? ""
        return afterColon.trimmingTrailingWhitespace.drop { $0.isWhitespace }.description
    }
}
