import SpecrunKit

/// A system's exploration vocabulary, expanded: its scene, action and check templates with their
/// values, each `{duration}` also taking the system's thresholds, one unit less and one unit more.
/// Scenes come first in a scenario, then actions, as a product owner writes one.
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
        var values = exploration.values
        if !exploration.thresholds.isEmpty {
            values[Self.duration] = Self.durations(values[Self.duration] ?? examples[Self.duration] ?? [], around: exploration.thresholds)
        }
        var templates: [StepTemplate] = []
        func add(_ texts: [String], _ role: StepTemplate.Role) throws -> [Int] {
            try texts.map { text in
                guard let template = StepTemplate(text, role: role, values: values, examples: examples) else {
                    throw ExploreError("the exploration step \"\(text)\" of @\(system.name) has a parameter with no values to try; "
                        + "give them in its ExplorationVocabulary's values, or examples to the parameter type")
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

    /// Every template with its role and values, in words: what the numbers of a generated step
    /// mean, the same as long as the system's exploration and fixtures are.
    var vocabulary: [String] {
        templates.map { template in
            "\(template.role.rawValue) \(template.pattern)" + template.values.map { " [" + $0.joined(separator: " | ") + "]" }.joined()
        }
    }

    /// Whether `step` is one of this vocabulary's: a template it has, with a value of each of its
    /// parameters.
    func has(_ step: GeneratedStep) -> Bool {
        guard templates.indices.contains(step.template) else { return false }
        let values = templates[step.template].values
        return step.choice.count == values.count && zip(step.choice, values).allSatisfy { $1.indices.contains($0) }
    }

    /// The parameter the thresholds feed.
    static let duration = "duration"

    /// `values` and each threshold with one unit (a second, or a millisecond for a threshold that
    /// is not whole seconds) less and more, shortest first, each duration once (a value written in
    /// words the parser does not read, such as "a minute", stays first).
    static func durations(_ values: [String], around thresholds: [VirtualDuration]) -> [String] {
        var byLength: [VirtualDuration: String] = [:]
        var unread: [String] = []
        for value in values {
            guard let length = VirtualDuration(parsing: value) else {
                unread.append(value)
                continue
            }
            if byLength[length] == nil { byLength[length] = value }
        }
        for threshold in thresholds {
            let unit = threshold.milliseconds % 1_000 == 0 ? VirtualDuration.seconds(1) : .milliseconds(1)
            for duration in [threshold - unit, threshold, threshold + unit] where duration > .zero && byLength[duration] == nil {
                byLength[duration] = phrase(duration)
            }
        }
        return unread + byLength.keys.sorted().map { byLength[$0]! }
    }

    /// "29 seconds", "10 minutes", "1 minute", "1500 milliseconds": a duration as a step writes it.
    static func phrase(_ duration: VirtualDuration) -> String {
        let (count, unit) = duration.milliseconds % 60_000 == 0 ? (duration.milliseconds / 60_000, "minute")
            : duration.milliseconds % 1_000 == 0 ? (duration.milliseconds / 1_000, "second") : (duration.milliseconds, "millisecond")
        return "\(count) \(unit)\(count == 1 ? "" : "s")"
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
package struct ExploreError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
