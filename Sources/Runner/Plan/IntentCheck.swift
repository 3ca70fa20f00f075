import Gherkin
import SpecrunKit
import Spelling

/// The problems of a feature's `@spec-of:` tags (`Intent`), each at its line and column: a tag that
/// names no algorithm of the feature's system, and a scenario whose tags (its own, its rule's, its
/// feature's, its examples') declare the specs of two algorithms, which no run can follow.
///
/// ```swift
/// progress.problems += IntentCheck(system: system).problems(in: feature)
/// ```
struct IntentCheck {
    let system: SystemMatcher

    func problems(in feature: ParsedFeature) -> [String] {
        guard let gherkinFeature = feature.document.feature else { return [] }
        var problems: [String] = []
        let algorithms = system.algorithmNames
        func declared(_ tags: [Tag]) -> [Tag] {
            let specs = tags.filter { Intent.algorithm(declaredBy: $0.name) != nil }
            for tag in specs {
                guard let name = Intent.algorithm(declaredBy: tag.name), !algorithms.contains(name) else { continue }
                problems.append("\(place(tag, in: feature)): \(tag.name) names no algorithm of @\(system.name)"
                    + Suggestion.didYouMean(name, among: algorithms) + "; its algorithms are "
                    + algorithms.joined(separator: ", ") + " (the tag says which algorithm's spec the scenarios are)")
            }
            return specs
        }
        func check(_ scenario: Scenario, inherited: [Tag]) {
            let own = declared(scenario.tags)
            let examples = scenario.examples.map { declared($0.tags) }
            for lineage in (examples.isEmpty ? [[]] : examples).map({ inherited + own + $0 }) {
                let owners = Set(lineage.map(\.name))
                guard owners.count > 1, let last = lineage.last else { continue }
                problems.append("\(place(last, in: feature)): the scenario \"\(scenario.name)\" is declared the spec of "
                    + owners.sorted().joined(separator: " and ") + "; a scenario specifies one algorithm, so keep one "
                    + "@spec-of: tag on it, its rule and its feature")
                return
            }
        }
        let featureSpecs = declared(gherkinFeature.tags)
        for child in gherkinFeature.children {
            switch child {
            case .background: break
            case .scenario(let scenario): check(scenario, inherited: featureSpecs)
            case .rule(let rule):
                let ruleSpecs = declared(rule.tags)
                for case .scenario(let scenario) in rule.children { check(scenario, inherited: featureSpecs + ruleSpecs) }
            }
        }
        return problems
    }

    private func place(_ tag: Tag, in feature: ParsedFeature) -> String {
        "\(feature.uri):\(tag.location.line):\(tag.location.column ?? 1)"
    }
}
