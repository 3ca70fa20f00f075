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

    /// Each system's algorithms, what each does, and its part in the system's intent: in use today
    /// or proposed (`SystemUnderTest.proposal`), and whose spec it follows (`follows:` in
    /// specrun.yml), so that `@spec-of:` tags can be read against it.
    static func algorithms(of systems: [SystemDescription]) -> String {
        systems.map { system in
            let roles = system.algorithms.map { role(of: $0, in: system) }
            let showsRoles = roles.contains { !$0.isEmpty }
            var table = TextTable(header: ["  algorithm"] + (showsRoles ? ["role"] : []) + ["what it does"])
            for (algorithm, role) in zip(system.algorithms, roles) {
                table.add(["  \(algorithm.name)"] + (showsRoles ? [role] : []) + [algorithm.summary])
            }
            return "@\(system.name): \(system.summary)\n\(table.render())"
        }.joined(separator: "\n\n") + "\n"
    }

    /// The algorithms a scenario may specify, with their parts: the `@spec-of:` tags the features
    /// of the system can carry.
    private static func intent(of system: SystemDescription) -> String {
        let names = system.algorithms.map { algorithm in
            let role = role(of: algorithm, in: system)
            return algorithm.name + (role.isEmpty ? "" : " (\(role))")
        }
        return "  Algorithms: \(names.joined(separator: ", ")). A feature, rule or scenario that specifies one of them, "
            + "not a requirement of all, is tagged @spec-of:NAME (docs/systems.md).\n"
    }

    /// "current", "proposed", "follows new's spec", or nothing.
    private static func role(of algorithm: AlgorithmDescription, in system: SystemDescription) -> String {
        var words: [String] = []
        if system.proposal?.current.contains(algorithm.name) == true { words.append("current") }
        if system.proposal?.proposed.contains(algorithm.name) == true { words.append("proposed") }
        if let followed = algorithm.follows { words.append("follows \(followed)'s spec") }
        return words.joined(separator: ", ")
    }

    static func steps(of systems: [SystemDescription]) -> String {
        systems.map { system in
            var table = TextTable(header: ["  keyword", "pattern", "parameters", "defined at"])
            for definition in system.stepDefinitions {
                table.add(["  \(definition.keyword.rawValue)", definition.pattern.description,
                           definition.parameterTypeNames.map { "{\($0)}" }.joined(separator: " "),
                           definition.location.description])
            }
            return "@\(system.name): \(system.summary)\n" + intent(of: system) + "\(table.render())\n\n" + parameters(of: system) + hooks(of: system)
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
