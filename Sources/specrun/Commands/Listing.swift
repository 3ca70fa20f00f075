import Reports
import Runner

/// The text of `--list-algorithms` and `--list-steps` (the step glossary, grouped by system).
enum Listing {
    static func algorithms(of systems: [AnySystem]) -> String {
        systems.map { system in
            var table = TextTable(header: ["  algorithm", "what it does"])
            for algorithm in system.algorithms { table.add(["  \(algorithm.name)", algorithm.summary]) }
            return "@\(system.name): \(system.summary)\n\(table.render())"
        }.joined(separator: "\n\n") + "\n"
    }

    static func steps(of systems: [AnySystem]) -> String {
        systems.map { system in
            var table = TextTable(header: ["  keyword", "pattern", "parameters", "defined at"])
            for definition in system.stepDefinitions {
                table.add(["  \(definition.keyword.rawValue)", definition.pattern.description,
                           definition.parameterTypeNames.map { "{\($0)}" }.joined(separator: " "),
                           definition.location.description])
            }
            return "@\(system.name): \(system.summary)\n\(table.render())"
        }.joined(separator: "\n\n") + "\n"
    }
}
