import Reports
import Runner
import SpecrunKit

/// The text of `--list-algorithms`, `--list-steps` (the step glossary, grouped by system) and
/// `--list-steps --unused` (the definitions no step of the features uses).
enum Listing {
    /// Per system with a scenario in the features, the step definitions none of their steps uses.
    static func unusedSteps(of systems: [SystemDescription], in plan: some PlanSource, paths: [String]) throws -> String {
        var use = DefinitionUse()
        for position in 0..<plan.featureCount {
            for pickle in try plan.feature(at: position).runningPickles { use.note(pickle) }
        }
        try plan.finishPlanning()
        let place = paths.joined(separator: " ")
        let listed = use.unused(in: systems)
        guard !listed.isEmpty else { return "No scenario of \(place) names a system, so no definition is used or unused.\n" }
        return listed.map { system, definitions in
            guard !definitions.isEmpty else { return "@\(system.name): every step definition is used by a step of \(place)" }
            var table = TextTable(header: ["  keyword", "pattern", "defined at"])
            for definition in definitions {
                table.add(["  \(definition.keyword.rawValue)", definition.pattern.description, definition.location.description])
            }
            let count = definitions.count
            return "@\(system.name): \(count) step definition\(count == 1 ? "" : "s") no step of \(place) uses\n" + table.render()
        }.joined(separator: "\n\n") + "\n"
    }

    static func algorithms(of systems: [SystemDescription]) -> String {
        systems.map { system in
            var table = TextTable(header: ["  algorithm", "what it does"])
            for algorithm in system.algorithms { table.add(["  \(algorithm.name)", algorithm.summary]) }
            return "@\(system.name): \(system.summary)\n\(table.render())"
        }.joined(separator: "\n\n") + "\n"
    }

    static func steps(of systems: [SystemDescription]) -> String {
        systems.map { system in
            var table = TextTable(header: ["  keyword", "pattern", "parameters", "defined at"])
            for definition in system.stepDefinitions {
                table.add(["  \(definition.keyword.rawValue)", definition.pattern.description,
                           definition.parameterTypeNames.map { "{\($0)}" }.joined(separator: " "),
                           definition.location.description])
            }
            return "@\(system.name): \(system.summary)\n\(table.render())\n\n" + parameters(of: system) + hooks(of: system)
        }.joined(separator: "\n\n") + "\n"
    }

    /// A system's hooks, when it has any: when each runs, for which tags, its name and where it is.
    private static func hooks(of system: SystemDescription) -> String {
        guard !system.hooks.isEmpty else { return "" }
        var table = TextTable(header: ["    hook", "tags", "name", "defined at"])
        for hook in system.hooks {
            table.add(["    \(hook.kind.displayName)", hook.tagExpression ?? "", hook.name ?? "", hook.location.description])
        }
        return "\n\n  Hooks:\n" + table.render()
    }

    /// What each of a system's own parameter types stands for, in the words a step may use.
    private static func parameters(of system: SystemDescription) -> String {
        let used = Set(system.stepDefinitions.flatMap(\.parameterTypeNames))
        let described = system.parameterTypes.parameterTypes.filter { used.contains($0.name) && !$0.examples.isEmpty }
        return "  Parameters:\n" + described.map { type in
            "    {\(type.name)}: " + type.examples.joined(separator: " · ")
        }.joined(separator: "\n")
    }
}
