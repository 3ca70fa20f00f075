import Expressions
import SpecrunKit

extension SavedResults.System {
    /// The system as the run described it, with a matcher that matches its step texts exactly as
    /// the run did (same patterns, same parameter types); a report made from saved results is fed
    /// the same description as the live run's reports.
    func matcher(file: String) throws -> SystemMatcher {
        var types: [Expressions.ParameterType] = []
        for type in parameterTypes ?? [] {
            do {
                var parameterType = try Expressions.ParameterType(name: type.name, regexps: type.regexps, typeName: type.typeName,
                                                      useForSnippets: type.useForSnippets,
                                                      preferForRegexpMatch: type.preferForRegexpMatch)
                parameterType.examples = type.examples ?? []
                types.append(parameterType)
            } catch {
                throw ResultsFileError("\(file): the parameter type {\(type.name)} of system \(name) does not compile: \(error)")
            }
        }
        let definitions = (stepDefinitions ?? []).map {
            StepDefinitionSummary(index: $0.index, keyword: $0.keyword, pattern: StepPattern($0.pattern, kind: $0.kind),
                                  location: CodeLocation(file: $0.location.file, line: $0.location.line), parameterTypeNames: [])
        }
        let hooks = (self.hooks ?? []).map {
            HookSummary(index: $0.index, kind: $0.kind, name: $0.name, tagExpression: $0.tags,
                        location: CodeLocation(file: $0.location.file, line: $0.location.line))
        }
        do {
            return try SystemMatcher(recordedSystem: name, summary: summary,
                                     algorithms: algorithms.map { AlgorithmDescription(name: $0.name, summary: $0.summary, follows: $0.follows) },
                                     metrics: metrics ?? [], parameterTypes: types, stepDefinitions: definitions, hooks: hooks,
                                     order: supportCode, proposal: proposal)
        } catch {
            throw ResultsFileError("\(file): a step definition or hook of system \(name) does not compile: \(error)")
        }
    }
}
