import Expressions
import Runner

/// A system known only from saved results: its algorithms, parameter types and step definitions as
/// the run recorded them. It matches step texts exactly as the run did (same patterns, same types),
/// so reports made from saved results show the same matches; it cannot run a step.
struct RecordedSystem: SystemUnderTest {
    typealias World = Void

    let name: String
    let summary: String
    let algorithms: [AlgorithmDescription]
    let metrics: [Metric]
    let steps: StepRegistry<Void>

    init(_ saved: SavedResults.System, file: String) throws {
        name = saved.name
        summary = saved.summary
        algorithms = saved.algorithms.map { AlgorithmDescription(name: $0.name, summary: $0.summary) }
        metrics = saved.metrics ?? []
        var steps = StepRegistry<Void>()
        for type in saved.parameterTypes ?? [] {
            do {
                var parameterType = try ParameterType(name: type.name, regexps: type.regexps, typeName: type.typeName,
                                                      useForSnippets: type.useForSnippets,
                                                      preferForRegexpMatch: type.preferForRegexpMatch)
                parameterType.examples = type.examples ?? []
                steps.define(parameterType)
            } catch {
                throw ResultsFileError("\(file): the parameter type {\(type.name)} of system \(saved.name) does not compile: \(error)")
            }
        }
        for definition in (saved.stepDefinitions ?? []).sorted(by: { $0.index < $1.index }) {
            let pattern = StepPattern(definition.pattern, kind: definition.kind)
            let body: StepRegistry<Void>.Body = { _, _ in throw StepFailure("saved results cannot run a step again") }
            switch definition.keyword {
            case .given: steps.given(pattern, file: definition.location.file, line: definition.location.line, filePath: "", body)
            case .when: steps.when(pattern, file: definition.location.file, line: definition.location.line, filePath: "", body)
            case .then: steps.then(pattern, file: definition.location.file, line: definition.location.line, filePath: "", body)
            }
        }
        if let problem = steps.problems.first {
            throw ResultsFileError("\(file): a step definition of system \(saved.name) does not compile: \(problem)")
        }
        self.steps = steps
    }

    func makeWorld(algorithm: String, settings: RunSettings) throws {
        throw ResultsFileError("saved results cannot be run again; run the features with specrun")
    }

    func outcome(of world: inout Void) -> RunOutcome { RunOutcome() }
}

/// Saved results that cannot be read, or that do not fit together. Exit code 2.
///
/// ```swift
/// do {
///     let replay = try ResultsReplay(files: ["shard-1.json", "shard-2.json"])
/// } catch let error as ResultsFileError {
///     print(error.message)   // exit code 2
/// }
/// ```
public struct ResultsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
