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
    let document: GherkinDocument?
    let parseErrors: [ParseError]
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
        let source = GherkinSource(uri: path, text: text)
        syntax = source.syntax
        let parsed = source.parse(ids: &ids)
        switch parsed {
        case .success(let document):
            self.document = document
            parseErrors = []
        case .failure(let errors):
            document = nil
            parseErrors = errors.errors
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
        if document == nil {
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
        if document != nil { return steps.first { $0.step.location.line == line } }
        let written = SourceLines(text)[line]
        let trimmed = written.drop { $0.isWhitespace }
        guard let keyword = (Dialect.named(language) ?? .english).stepKeywords.first(where: { trimmed.hasPrefix($0) }) else { return nil }
        let stepText = String(trimmed.dropFirst(keyword.count)).trimmingWhitespace
        let step = Step(id: "", location: Location(line: line, column: written.unicodeScalars.count - trimmed.unicodeScalars.count + 1),
                        keyword: keyword, keywordType: nil, text: stepText, dataTable: nil, docString: nil)
        return AnalyzedStep(step: step, runs: [(stepText, nil)])
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
