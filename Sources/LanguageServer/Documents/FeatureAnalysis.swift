import SpecrunKit
import Gherkin
import Foundation
import Runner
import Spelling

/// What the server knows of one version of an open feature: its syntax tree or its parse errors,
/// its system (or why it has none), and each step with what it matches (an outline's step once per
/// example row, placeholders filled).
struct FeatureAnalysis {
    /// A step line and the texts it runs as.
    struct AnalyzedStep {
        let step: Step
        /// The text as it runs: the step's own, or an outline row's with its values, and that row's line.
        let runs: [(text: String, row: Int?)]
    }

    let path: String
    /// How the document is written, as its name says (`GherkinSource`).
    let syntax: GherkinParser.Syntax
    /// The syntax tree: while the text does not parse, that of the text without the lines its
    /// errors name (`recovered(from:errors:)`), so the rest keeps its steps, symbols and hover.
    let document: GherkinDocument?
    let parseErrors: [ParseError]
    /// Whether the text starts with a byte order mark, which is read past and kept by formatting.
    let hasByteOrderMark: Bool
    /// The lines (from 1) left out to read the rest of a text that does not parse.
    let skippedLines: Set<Int>
    let system: AnySystem?
    /// Why the feature has no system, with the tag or line to point at.
    let systemProblem: (message: String, location: Location, isWarning: Bool)?
    let steps: [AnalyzedStep]
    let scenarios: [Scenario]
    /// The text, for reading a step from its line while the feature does not parse.
    private let text: String
    private let language: String

    init(text: String, path: String, project: EditorProject) {
        self.path = path
        self.text = text
        var ids = IdGenerator()
        // A byte order mark is no part of the text, as `specrun format` reads a file.
        hasByteOrderMark = text.unicodeScalars.first == "\u{FEFF}"
        let source = GherkinSource(uri: path, text: hasByteOrderMark ? String(text.unicodeScalars.dropFirst()) : text)
        syntax = source.syntax
        let parsed = source.parse(ids: &ids)
        switch parsed {
        case .success(let document):
            self.document = document
            parseErrors = []
            skippedLines = []
        case .failure(let errors):
            parseErrors = errors.errors
            (document, skippedLines) = Self.recovered(from: source, errors: errors.errors)
        }
        var steps: [AnalyzedStep] = []
        var scenarios: [Scenario] = []
        func collect(_ scenario: Scenario) {
            scenarios.append(scenario)
            let rows = scenario.examples.flatMap { examples in
                examples.tableBody.map { row in (header: examples.tableHeader?.cells.map(\.value) ?? [], row: row) }
            }
            for step in scenario.steps {
                if rows.isEmpty || !step.text.contains("<") {
                    steps.append(AnalyzedStep(step: step, runs: [(step.text, nil)]))
                } else {
                    steps.append(AnalyzedStep(step: step, runs: rows.map { header, row in
                        (Self.filling(step.text, header: header, values: row.cells.map(\.value)), row.location.line)
                    }))
                }
            }
        }
        func collect(_ background: Background) {
            steps += background.steps.map { AnalyzedStep(step: $0, runs: [($0.text, nil)]) }
        }
        for child in document?.feature?.children ?? [] {
            switch child {
            case .background(let background): collect(background)
            case .scenario(let scenario): collect(scenario)
            case .rule(let rule):
                for child in rule.children {
                    switch child {
                    case .background(let background): collect(background)
                    case .scenario(let scenario): collect(scenario)
                    }
                }
            }
        }
        self.steps = steps
        self.scenarios = scenarios
        language = document?.feature?.language ?? Self.language(of: text)
        if document?.feature == nil {
            // While it does not parse, the tags written still name its system.
            let written = text.split(separator: "\n").filter { $0.drop(while: \.isWhitespace).hasPrefix("@") }
                .flatMap { $0.split(whereSeparator: \.isWhitespace) }
            system = project.systems.first { written.contains(Substring("@" + $0.name)) }
                ?? project.defaultSystem.flatMap { name in project.systems.first { $0.name == name } }
            systemProblem = nil
        } else {
            (system, systemProblem) = Self.system(of: document?.feature, project: project)
        }
    }

    /// The step at `line`; while the feature does not parse, the line read as a step when it starts with a step keyword.
    func step(atLine line: Int) -> AnalyzedStep? {
        if document != nil, !skippedLines.contains(line) { return steps.first { $0.step.location.line == line } }
        let written = SourceLines(text)[line]
        let trimmed = written.drop { $0.isWhitespace }
        guard let keyword = (Dialect.named(language) ?? .english).stepKeywords.first(where: { trimmed.hasPrefix($0) }) else { return nil }
        let stepText = String(trimmed.dropFirst(keyword.count)).trimmingWhitespace
        let step = Step(id: "", location: Location(line: line, column: written.unicodeScalars.count - trimmed.unicodeScalars.count + 1),
                        keyword: keyword, keywordType: nil, text: stepText, dataTable: nil, docString: nil)
        return AnalyzedStep(step: step, runs: [(stepText, nil)])
    }

    /// The syntax tree of the text without the lines that do not parse, as an editor's parser
    /// recovers at the next line it can read: each round leaves out the lines the errors name (for
    /// a doc string never closed, its opening line) and parses again, at most 20 rounds. Nil when
    /// the errors name no line left to take out.
    static func recovered(from source: GherkinSource, errors: [ParseError]) -> (GherkinDocument?, Set<Int>) {
        var lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var skipped = Set<Int>()
        var errors = errors
        for _ in 0..<20 {
            var progressed = false
            for error in errors {
                var line = error.location.line
                if line > lines.count || lines[line - 1].trimmingWhitespace.isEmpty {
                    // The end of the file: a doc string still open is what it waits for.
                    line = lines.lastIndex(where: DocStringFence.isFence).map { $0 + 1 } ?? line
                }
                guard line >= 1, line <= lines.count, !skipped.contains(line) else { continue }
                lines[line - 1] = ""
                skipped.insert(line)
                progressed = true
            }
            guard progressed else { return (nil, skipped) }
            var ids = IdGenerator()
            switch GherkinSource(uri: source.uri, text: lines.joined(separator: "\n"), syntax: source.syntax).parse(ids: &ids) {
            case .success(let document): return (document, skipped)
            case .failure(let next): errors = next.errors
            }
        }
        return (nil, skipped)
    }

    /// The code of the file's `# language:` line, English without one.
    static func language(of text: String) -> String {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(50) {
            let trimmed = line.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("#") else { if !trimmed.isEmpty { break }; continue }
            let words = trimmed.dropFirst().split(separator: ":", maxSplits: 1)
            if words.count == 2, words[0].trimmingWhitespace == "language" { return words[1].trimmingWhitespace }
        }
        return "en"
    }

    /// The scenario whose keyword line, or one of whose example rows, is `line`.
    func scenario(atLine line: Int) -> Scenario? {
        scenarios.first { scenario in
            scenario.location.line == line || scenario.examples.contains { $0.tableBody.contains { $0.location.line == line } }
        }
    }

    /// The system the feature's tags name, or the project's default; else why there is none.
    private static func system(of feature: Feature?, project: EditorProject)
        -> (AnySystem?, (message: String, location: Location, isWarning: Bool)?) {
        guard let feature else { return (nil, nil) }
        let names = project.systems.map { "@" + $0.name }
        let named = feature.tags.filter { names.contains($0.name) }
        if named.count > 1 {
            return (nil, ("the feature names two systems (\(named.map(\.name).joined(separator: " and "))); "
                + "a feature specifies one system, so keep one tag", named[1].location, false))
        }
        if let tag = named.first {
            return (project.systems.first { "@" + $0.name == tag.name }, nil)
        }
        let nearMiss = feature.tags.lazy.compactMap { tag in Suggestion.closest(to: tag.name, among: names).map { (tag, $0) } }.first
        if let (tag, name) = nearMiss {
            let fallback = project.defaultSystem.flatMap { name in project.systems.first { $0.name == name } }
            return (fallback, ("\(tag.name) names no system; did you mean \(name)?", tag.location, fallback != nil))
        }
        if let name = project.defaultSystem, let system = project.systems.first(where: { $0.name == name }) {
            return (system, nil)
        }
        return (nil, ("the feature names no system under test; tag it with one of \(names.joined(separator: ", "))",
                      feature.location, false))
    }

    /// An outline step's text with a row's values in its `<placeholders>`.
    static func filling(_ text: String, header: [String], values: [String]) -> String {
        var text = text
        for (name, value) in zip(header, values) { text = text.replacingOccurrences(of: "<\(name)>", with: value) }
        return text
    }
}
