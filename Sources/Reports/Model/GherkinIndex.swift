import Gherkin
import Runner
import SpecrunKit

/// Finds, for a pickle, the parts of its feature file that reports show but a pickle does not carry:
/// the scenario (its keyword and description), the rule around it, the background its first steps
/// come from, and the feature itself.
struct GherkinIndex {
    private var scenarios: [String: Scenario] = [:]
    private var rules: [String: Rule] = [:]
    private var backgrounds: [String: [Background]] = [:]
    private var backgroundStepIds: Set<String> = []
    private var features: [String: Feature] = [:]
    private var tagLines: [String: Int] = [:]
    private var docStringLines: [String: Int] = [:]

    init(_ plannedFeatures: [PlannedFeature]) {
        for planned in plannedFeatures {
            guard let feature = planned.parsed.document.feature else { continue }
            features[planned.parsed.uri] = feature
            noteTags(feature.tags)
            var featureBackgrounds: [Background] = []
            for child in feature.children {
                switch child {
                case .background(let background): note(background, in: &featureBackgrounds)
                case .scenario(let scenario): note(scenario, rule: nil, backgrounds: featureBackgrounds)
                case .rule(let rule):
                    var ruleBackgrounds = featureBackgrounds
                    noteTags(rule.tags)
                    for ruleChild in rule.children {
                        switch ruleChild {
                        case .background(let background): note(background, in: &ruleBackgrounds)
                        case .scenario(let scenario): note(scenario, rule: rule, backgrounds: ruleBackgrounds)
                        }
                    }
                }
            }
        }
    }

    private mutating func note(_ background: Background, in backgrounds: inout [Background]) {
        backgrounds.append(background)
        noteSteps(background.steps)
        backgroundStepIds.formUnion(background.steps.map(\.id))
    }

    private mutating func note(_ scenario: Scenario, rule: Rule?, backgrounds: [Background]) {
        scenarios[scenario.id] = scenario
        rules[scenario.id] = rule
        self.backgrounds[scenario.id] = backgrounds
        noteSteps(scenario.steps)
        noteTags(scenario.tags)
        for examples in scenario.examples { noteTags(examples.tags) }
    }

    private mutating func noteSteps(_ steps: [Step]) {
        for step in steps { if let docString = step.docString { docStringLines[step.id] = docString.location.line } }
    }

    private mutating func noteTags(_ tags: [Tag]) {
        for tag in tags { tagLines[tag.id] = tag.location.line }
    }

    func feature(at uri: String) -> Feature? { features[uri] }

    /// The line a tag is written on, by the tag's id (a pickle tag's `astNodeId`).
    func line(ofTag id: String) -> Int? { tagLines[id] }

    func scenario(of pickle: Pickle) -> Scenario? { pickle.astNodeIds.first.flatMap { scenarios[$0] } }

    func rule(of pickle: Pickle) -> Rule? { pickle.astNodeIds.first.flatMap { rules[$0] } }

    /// The backgrounds whose steps run before the scenario's (the feature's, then the rule's).
    func backgrounds(of pickle: Pickle) -> [Background] { pickle.astNodeIds.first.flatMap { backgrounds[$0] } ?? [] }

    /// The line of the doc string a pickle step's Gherkin step carries, if any.
    func docStringLine(of step: PickleStep) -> Int? { step.astNodeIds.first.flatMap { docStringLines[$0] } }

    /// Whether a pickle step was written in a background rather than in the scenario.
    func isFromBackground(_ step: PickleStep) -> Bool {
        step.astNodeIds.first.map(backgroundStepIds.contains) ?? false
    }
}
