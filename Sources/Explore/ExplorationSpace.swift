import SpecrunKit

/// A system's exploration vocabulary, expanded: its scene, action and check templates with their
/// values, and how to draw a random scenario from them. Scenes come first, then actions, as a
/// product owner writes a scenario.
struct ExplorationSpace: Sendable {
    let system: AnySystem
    let templates: [StepTemplate]
    let scenes: [Int]
    let actions: [Int]
    let checks: [Int]

    init(system: AnySystem) throws {
        guard let exploration = system.description.exploration else {
            throw ExploreError("the system @\(system.name) declares no exploration vocabulary, so it cannot be explored")
        }
        let examples = Dictionary(system.description.parameterTypes.parameterTypes.map { ($0.name, $0.examples) }, uniquingKeysWith: { first, _ in first })
        var templates: [StepTemplate] = []
        func add(_ texts: [String], _ role: StepTemplate.Role) throws -> [Int] {
            try texts.map { text in
                guard let template = StepTemplate(text, role: role, values: exploration.values, examples: examples) else {
                    throw ExploreError("the exploration step \"\(text)\" of @\(system.name) has a parameter with no values to try; "
                        + "give them in its Exploration's values, or examples to the parameter type")
                }
                templates.append(template)
                return templates.count - 1
            }
        }
        scenes = try add(exploration.scenes, .scene)
        actions = try add(exploration.actions, .action)
        checks = try add(exploration.checks, .check)
        guard !actions.isEmpty else { throw ExploreError("the exploration of @\(system.name) has no action steps") }
        self.system = system
        self.templates = templates
    }

    /// A random scenario of at most `maxSteps` steps (at least one action).
    func randomScenario(maxSteps: Int, using random: inout SplitMix64) -> GeneratedScenario {
        let count = Int.random(in: 1...max(1, maxSteps), using: &random)
        let sceneCount = scenes.isEmpty ? 0 : Int.random(in: 0...min(3, count - 1), using: &random)
        var steps: [GeneratedStep] = []
        for index in 0..<count {
            let pool = index < sceneCount ? scenes : actions
            let template = pool[Int.random(in: 0..<pool.count, using: &random)]
            let choice = templates[template].values.map { Int.random(in: 0..<$0.count, using: &random) }
            steps.append(GeneratedStep(template: template, choice: choice))
        }
        return GeneratedScenario(steps: steps)
    }

    /// The step lines of a scenario, with their keywords (`And` after the first of a kind).
    func lines(of steps: [GeneratedStep]) -> [String] {
        var previous: StepTemplate.Role?
        return steps.map { step in
            let template = templates[step.template]
            defer { previous = template.role }
            return (template.role == previous ? "And" : template.role.rawValue) + " " + template.text(step.choice)
        }
    }
}

/// Why `specrun explore` cannot go on: a system or option that does not fit. Exit code 2.
struct ExploreError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
