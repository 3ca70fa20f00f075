import Gherkin
import Runner
import SpecrunKit

/// Runs feature text against `system` (every algorithm, or those named) and returns the cases, in
/// plan order: for tests that run a system's steps end to end.
package func run(_ text: String, on system: AnySystem, algorithms: [String] = [], window: VirtualDuration? = nil) throws
    -> [CaseResult] {
    var ids = IdGenerator()
    guard case .success(let document) = GherkinParser().parse(text, uri: "test.feature", ids: &ids) else {
        fatalError("the test's feature text does not parse")
    }
    let feature = ParsedFeature(uri: "test.feature", source: text, document: document,
                                pickles: PickleCompiler().compile(document, ids: &ids))
    let plan = try SuitePlanner(systems: [system.matcher]).plan([feature], selection: Selection(algorithms: algorithms), ids: &ids)
    let recorder = CaseRecorder()
    try Runner(systems: [system], options: SuiteOptions(strict: false, window: window))
        .run(plan, reporters: [recorder])
    return recorder.cases
}

/// Keeps the finished cases of a run.
package final class CaseRecorder: Reporter, @unchecked Sendable {
    package var cases: [CaseResult] = []
    /// The tests look at what the user saw.
    package var readsTraces: Bool { true }

    package init() {}

    package func handle(_ event: SuiteEvent) throws {
        if case .caseFinished(let result) = event { cases.append(result) }
    }
}

extension Array where Element == CaseResult {
    /// Each case's algorithm and status: ["legacy": .failed, …] for a single scenario.
    package var statusByAlgorithm: [String: Status] {
        Dictionary(map { ($0.algorithm, $0.status) }, uniquingKeysWith: { first, _ in first })
    }

    /// The message of the step that decided `algorithm`'s case, if it has one.
    package func message(_ algorithm: String) -> String? {
        first { $0.algorithm == algorithm }?.decisiveStep?.message
    }
}
