import SpecrunKit
import Gherkin
import JSON
import Runner

/// Where "go to definition" leads, and the outline the editor shows: from a step to the Swift line
/// that registered its definition (every one, for an ambiguous step); from a scenario (or an example
/// row) to its entries in the baseline; and the document's symbols (features, rules, backgrounds,
/// scenarios, examples).
struct Navigation {
    let document: TextDocument
    let analysis: FeatureAnalysis
    let steps: SystemSteps?
    let project: EditorProject

    func definitions(atLine line: Int) -> [JSONValue] {
        if let analyzed = analysis.step(atLine: line), let steps {
            var indices: [Int] = []
            for (text, _) in analyzed.runs {
                switch steps.match(text) {
                case .matched(let index, _): indices.append(index)
                case .ambiguous(let found, _): indices += found
                default: break
                }
            }
            var seen = Set<Int>()
            return indices.filter { seen.insert($0).inserted }.compactMap(steps.definition).compactMap { definition in
                definition.sourcePath.map { location(path: project.sourceFile($0), line: definition.location.line, column: 1) }
            }
        }
        guard let scenario = analysis.scenario(atLine: line), let baseline = project.baseline,
              let document = analysis.document else { return [] }
        var ids = IdGenerator()
        let pickles = PickleCompiler().pickles(of: document, ids: &ids)
        let rowIds = Set(scenario.examples.flatMap { $0.tableBody.filter { $0.location.line == line }.map(\.id) })
        let labels = zip(pickles, ScenarioLabels.labels(names: pickles.indices.map { pickles.name(at: $0) }, document: document)).filter { pickle, _ in
            pickle.astNodeIds.first == scenario.id && (rowIds.isEmpty || pickle.astNodeIds.contains { rowIds.contains($0) })
        }.map(\.1)
        return baseline.entries(forFeatureAt: analysis.path).filter { labels.contains($0.scenarioLabel) }
            .map { location(path: baseline.path, line: $0.line, column: $0.column) }
    }

    private func location(path: String, line: Int, column: Int) -> JSONValue {
        let place = LSPPosition(line: max(0, line - 1), character: max(0, column - 1))
        return ["uri": .string(FileURI.uri(of: path)), "range": LSPRange(start: place, end: place).json]
    }

    var symbols: [JSONValue] {
        guard let feature = analysis.document?.feature else { return [] }
        let children = feature.children.map { child -> JSONValue in
            switch child {
            case .background(let background): symbol(background.keyword, background.name, 12, background.location, Self.lastLine(of: background.steps), [])
            case .scenario(let scenario): symbol(scenario)
            case .rule(let rule):
                symbol(rule.keyword, rule.name, 3, rule.location, Self.lastLine(of: rule), rule.children.map { child in
                    switch child {
                    case .background(let background): symbol(background.keyword, background.name, 12, background.location, Self.lastLine(of: background.steps), [])
                    case .scenario(let scenario): symbol(scenario)
                    }
                })
            }
        }
        return [symbol(feature.keyword ?? "Feature", feature.name, 2, feature.location, document.lineCount, children)]
    }

    private func symbol(_ scenario: Scenario) -> JSONValue {
        symbol(scenario.keyword, scenario.name, 12, scenario.location, Self.lastLine(of: scenario), scenario.examples.map { examples in
            symbol(examples.keyword, examples.name, 18, examples.location, examples.tableBody.last?.location.line ?? examples.location.line, [])
        })
    }

    /// A symbol from its keyword line to `lastLine` (both from 1).
    private func symbol(_ keyword: String, _ name: String, _ kind: Int, _ location: Location, _ lastLine: Int,
                        _ children: [JSONValue]) -> JSONValue {
        let line = location.line - 1
        let range = LSPRange(start: LSPPosition(line: line, character: 0), end: document.endOfLine(max(line, lastLine - 1)))
        let selection = LSPRange(start: LSPPosition(line: line, character: 0), end: document.endOfLine(line))
        return ["name": .string(name.isEmpty ? keyword : name), "detail": .string(keyword), "kind": .number(Double(kind)),
                "range": range.json, "selectionRange": selection.json, "children": .array(children)]
    }

    private static func lastLine(of steps: [Step]) -> Int {
        steps.map { step in
            let docString = step.docString.map { $0.location.line + $0.content.split(separator: "\n", omittingEmptySubsequences: false).count + 1 } ?? 0
            return max(step.location.line, step.dataTable?.rows.last?.location.line ?? 0, docString)
        }.max() ?? 0
    }

    private static func lastLine(of scenario: Scenario) -> Int {
        max(scenario.location.line, lastLine(of: scenario.steps),
            scenario.examples.map { $0.tableBody.last?.location.line ?? $0.location.line }.max() ?? 0)
    }

    private static func lastLine(of rule: Rule) -> Int {
        rule.children.map { child in
            switch child {
            case .background(let background): max(background.location.line, lastLine(of: background.steps))
            case .scenario(let scenario): lastLine(of: scenario)
            }
        }.max() ?? rule.location.line
    }
}
