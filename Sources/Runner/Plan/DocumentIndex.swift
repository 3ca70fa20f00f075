import SpecrunKit
import Gherkin

/// Looks up, for one document, the AST nodes a pickle refers to by id: the step behind each pickle
/// step (for its keyword and line) and the lines that select a pickle on the command line
/// (`file.feature:LINE`).
struct DocumentIndex {
    private var stepsById: [String: Step] = [:]
    /// For each scenario id, the lines that select all of its pickles.
    private var scenarioLines: [String: [Int]] = [:]
    /// For each examples row id, the lines that select just that row's pickle.
    private var rowLines: [String: [Int]] = [:]
    /// The line of each scenario (or outline), in order.
    private(set) var scenarioStarts: [Int] = []

    /// Whether the lines that select each pickle were indexed (only a run given `file:LINE` needs them).
    private let indexesLines: Bool

    /// The steps of `document` by id and, when `indexingLines`, the lines that select its pickles.
    init(_ document: GherkinDocument, indexingLines: Bool = true) {
        indexesLines = indexingLines
        guard let feature = document.feature else { return }
        for child in feature.children {
            switch child {
            case .background(let background): index(background.steps)
            case .scenario(let scenario): index(scenario, enclosingLines: [feature.location.line])
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): index(background.steps)
                    case .scenario(let scenario):
                        index(scenario, enclosingLines: [feature.location.line, rule.location.line])
                    }
                }
            }
        }
    }

    private mutating func index(_ steps: [Step]) {
        for step in steps { stepsById[step.id] = step }
    }

    private mutating func index(_ scenario: Scenario, enclosingLines: [Int]) {
        index(scenario.steps)
        guard indexesLines else { return }
        scenarioStarts.append(scenario.location.line)
        scenarioLines[scenario.id] = enclosingLines + [scenario.location.line] + scenario.steps.map(\.location.line)
        for examples in scenario.examples {
            for row in examples.tableBody {
                rowLines[row.id] = [examples.location.line, row.location.line]
            }
        }
    }

    func step(for pickleStep: PickleStep) -> Step? {
        pickleStep.astNodeIds.first.flatMap { stepsById[$0] }
    }

    /// Whether `file.feature:LINE` names this pickle: its feature, rule, scenario or one of its step
    /// lines, or for an outline row, its examples table or the row itself.
    func pickle(_ pickle: Pickle, isSelectedByAnyOf lines: Set<Int>) -> Bool {
        for id in pickle.astNodeIds {
            if let candidates = scenarioLines[id] ?? rowLines[id], candidates.contains(where: lines.contains) {
                return true
            }
        }
        return false
    }
}
