import Runner
import SpecrunKit

/// Which step definitions the steps of some scenarios use (matched, ambiguously or not), by system,
/// to list the ones none uses: `specrun --list-steps --unused`.
///
/// ```swift
/// var use = DefinitionUse()
/// for pickle in feature.runningPickles { use.note(pickle) }
/// print(use.unused(in: systems))   // a definition no step uses, per system that had a step
/// ```
package struct DefinitionUse {
    private var used: [String: Set<Int>] = [:]

    package init() {}

    /// Notes the definitions that the steps of `pickle` match.
    package mutating func note(_ pickle: PlannedPickle) {
        var used = self.used[pickle.system] ?? []
        for step in pickle.steps {
            switch step.match {
            case .matched(let index, _), .unmatchable(let index, _): used.insert(index)
            case .ambiguous(let indexes, _): used.formUnion(indexes)
            case .undefined: continue
            }
        }
        self.used[pickle.system] = used
    }

    /// For each system with a noted scenario, in the order given, its definitions no step matched.
    package func unused(in systems: [SystemDescription]) -> [(system: SystemDescription, definitions: [StepDefinitionSummary])] {
        systems.compactMap { system in
            guard let used = used[system.name] else { return nil }
            return (system, system.stepDefinitions.filter { !used.contains($0.index) })
        }
    }
}
