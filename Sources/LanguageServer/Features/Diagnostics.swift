import SpecrunKit
import Gherkin
import JSON
import Runner
import Spelling

/// The diagnostics of one feature, as the editor underlines them: parse errors as the official
/// parsers word them; a feature without a system, or with a tag that nearly names one; undefined
/// steps with the nearest step texts (and quick fixes, `CodeActions`); ambiguous steps with every
/// definition that matches; a misspelt keyword the grammar reads as description text (a warning);
/// baseline entries for scenarios the file no longer has (a warning).
struct Diagnostics {
    let document: TextDocument
    let analysis: FeatureAnalysis
    let project: EditorProject
    let steps: SystemSteps?

    /// The code of an undefined step's diagnostic; its `data.suggestions` are what `CodeActions` offers.
    static let undefinedStep = "undefined-step"

    var all: [JSONValue] {
        var found = analysis.parseErrors.map(parseError)
        if let problem = analysis.systemProblem {
            found.append(diagnostic(lineRange(problem.location), problem.isWarning ? .warning : .error, problem.message, code: "system"))
        }
        if let steps { found += analysis.steps.compactMap { stepDiagnostic($0, steps) } }
        found += misspeltKeywords()
        found += staleBaselineEntries()
        return found
    }

    enum Severity: Int {
        case error = 1, warning = 2, information = 3
    }

    func diagnostic(_ range: LSPRange, _ severity: Severity, _ message: String, code: String, data: JSONValue? = nil,
                    related: [JSONValue] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("range", range.json), ("severity", .number(Double(severity.rawValue))),
                                              ("source", "specrun"), ("code", .string(code)), ("message", .string(message))]
        if let data { members.append(("data", data)) }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    private func parseError(_ error: ParseError) -> JSONValue {
        var message = Substring(error.message)
        if message.hasPrefix("("), let end = message.range(of: "): ") { message = message[end.upperBound...] }
        let line = max(0, error.location.line - 1)
        let start = error.location.column.map { document.position(line: line, scalarColumn: $0 - 1) } ?? LSPPosition(line: line, character: 0)
        return diagnostic(LSPRange(start: start, end: document.endOfLine(line)), .error, String(message), code: "parse-error")
    }

    /// From a location to the end of its line.
    func lineRange(_ location: Location) -> LSPRange {
        LSPRange(start: document.position(of: location), end: document.endOfLine(location.line - 1))
    }

    /// The range of a step's text, after its keyword.
    func textRange(of step: Step) -> LSPRange {
        let line = step.location.line - 1
        let start = document.position(line: line, scalarColumn: (step.location.column ?? 1) - 1 + step.keyword.unicodeScalars.count)
        return LSPRange(start: start, end: LSPPosition(line: line, character: start.character + step.text.utf16.count))
    }

    private func stepDiagnostic(_ analyzed: FeatureAnalysis.AnalyzedStep, _ steps: SystemSteps) -> JSONValue? {
        for (text, row) in analyzed.runs {
            let inRow = row.map { " (in the example row at line \($0): \"\(text)\")" } ?? ""
            switch steps.match(text) {
            case .matched:
                continue
            case .undefined:
                let nearest = steps.nearest(to: text)
                let advice = nearest.isEmpty ? "; write its definition, or see specrun --list-steps"
                    : "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
                return diagnostic(textRange(of: analyzed.step), .error,
                                  "Undefined step: no step of @\(steps.system.name) matches it\(inRow)\(advice)",
                                  code: Self.undefinedStep, data: ["suggestions": .array(row == nil ? nearest.map(JSONValue.string) : [])])
            case .ambiguous(let indices, _):
                let definitions = indices.compactMap(steps.definition)
                let listed = definitions.map { "\($0.pattern) (\($0.location))" }.joined(separator: ", ")
                return diagnostic(textRange(of: analyzed.step), .error,
                                  "Ambiguous step: \(definitions.count) step definitions match it\(inRow): \(listed); make the patterns distinct",
                                  code: "ambiguous-step", related: definitions.compactMap(relatedLocation))
            case .unmatchable(_, let reason):
                return diagnostic(textRange(of: analyzed.step), .error, "The step cannot be matched\(inRow): \(reason)", code: "unmatchable-step")
            }
        }
        return nil
    }

    private func relatedLocation(_ definition: StepDefinitionSummary) -> JSONValue? {
        guard let path = definition.sourcePath.map(project.sourceFile) else { return nil }
        let line = LSPPosition(line: max(0, definition.location.line - 1), character: 0)
        return ["location": ["uri": .string(FileURI.uri(of: path)), "range": LSPRange(start: line, end: line).json],
                "message": .string("\(definition.pattern)")]
    }

    /// Description lines that start like a keyword misspelt (`Scenaro:`, `Gvien the …`): the grammar
    /// reads them as description text, so the scenario or step silently is not there.
    private func misspeltKeywords() -> [JSONValue] {
        guard let feature = analysis.document?.feature, let dialect = Dialect.named(feature.language) else { return [] }
        let sections = [dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline, dialect.examples]
            .flatMap { $0 }
        let stepWords = dialect.stepKeywords.map { $0.trimmingWhitespace }.filter { $0 != "*" && $0.count >= 4 }
        var read: SourceLines?
        var found: [JSONValue] = []
        func check(_ description: String, header: Int, expectsSteps: Bool) {
            guard !description.isEmpty else { return }
            let lines = read ?? SourceLines(document.text)
            read = lines
            let count = description.split(separator: "\n", omittingEmptySubsequences: false).count
            for number in lines.descriptionLines(after: header, count: count) {
                let text = lines[number].drop { $0.isWhitespace }
                let column = lines[number].count - text.count
                var word: String?
                var keyword: String?
                if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 30 {
                    let head = String(text[..<colon])
                    if !sections.contains(head), let near = Suggestion.closest(to: head, among: sections) { (word, keyword) = (head + ":", near + ":") }
                }
                if keyword == nil, expectsSteps, let first = text.split(separator: " ").first.map(String.init), first.count >= 4,
                   !stepWords.contains(first), let near = Suggestion.closest(to: first, among: stepWords) {
                    (word, keyword) = (first, near)
                }
                guard let word, let keyword else { continue }
                let start = document.position(line: number - 1, scalarColumn: column)
                let end = LSPPosition(line: number - 1, character: start.character + word.utf16.count)
                found.append(diagnostic(LSPRange(start: start, end: end), .warning,
                                        "\"\(word)\" is read as description text, not as a keyword; did you mean \"\(keyword)\"?",
                                        code: "misspelt-keyword"))
            }
        }
        check(feature.description, header: feature.location.line, expectsSteps: false)
        for child in feature.children {
            switch child {
            case .background(let background): check(background.description, header: background.location.line, expectsSteps: true)
            case .scenario(let scenario): checkScenario(scenario)
            case .rule(let rule):
                check(rule.description, header: rule.location.line, expectsSteps: false)
                for child in rule.children {
                    switch child {
                    case .background(let background): check(background.description, header: background.location.line, expectsSteps: true)
                    case .scenario(let scenario): checkScenario(scenario)
                    }
                }
            }
        }
        func checkScenario(_ scenario: Scenario) {
            check(scenario.description, header: scenario.location.line, expectsSteps: true)
            for examples in scenario.examples { check(examples.description, header: examples.location.line, expectsSteps: false) }
        }
        return found
    }

    /// Baseline entries naming scenarios this file no longer has.
    private func staleBaselineEntries() -> [JSONValue] {
        // While the text does not parse, a scenario on a line left out is not gone.
        guard analysis.parseErrors.isEmpty, let baseline = project.baseline, let document = analysis.document,
              let feature = document.feature else { return [] }
        let entries = baseline.entries(forFeatureAt: analysis.path)
        guard !entries.isEmpty else { return [] }
        var ids = IdGenerator()
        let pickles = PickleCompiler().pickles(of: document, ids: &ids)
        let labels = Set(ScenarioLabels.labels(names: pickles.indices.map { pickles.name(at: $0) }, document: document))
        return entries.filter { !labels.contains($0.scenarioLabel) }.map { entry in
            let place = LSPPosition(line: max(0, entry.line - 1), character: max(0, entry.column - 1))
            let related: JSONValue = ["location": ["uri": .string(FileURI.uri(of: baseline.path)), "range": LSPRange(start: place, end: place).json],
                                      "message": "the entry"]
            return diagnostic(lineRange(feature.location), .warning,
                              "\(ProjectPath.lastComponent(of: baseline.path)):\(entry.line): the baseline has an entry for the scenario "
                                + "\"\(entry.scenarioLabel)\", which this file no longer has\(Suggestion.didYouMean(entry.scenarioLabel, among: Array(labels))); "
                                + "correct the name, or record the baseline afresh (--write-baseline)",
                              code: "stale-baseline-entry", related: [related])
        }
    }
}
