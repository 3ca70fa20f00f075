import Foundation
import Gherkin
import Runner
import Simulation
import StepLibrary

/// The repository's own fixtures directory.
let repositoryFixtures: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures").path
}()

/// The repository's fixtures, decoded once for the tests.
let fixtures: Fixtures = {
    do {
        return try Fixtures.load(fromDirectory: repositoryFixtures)
    } catch {
        fatalError("the repository's fixtures do not load: \(error)")
    }
}()

/// A network fixture with one profile: 100 ms each way, unlimited bandwidth.
let testNetwork = NetworkFixture(
    defaultProfile: "test",
    profiles: ["test": NetworkProfile(name: "Test", downlink: LinkDirection(bandwidth: .unlimited, delay: .milliseconds(100)),
                                      uplink: LinkDirection(bandwidth: .unlimited, delay: .milliseconds(100)))],
    conditions: ConditionDefaults(failingStatus: 503, slowExtraDelay: .seconds(5), flakyFailureRate: .percent(30)))

/// Runs feature text against the article view (every algorithm, or those named) and returns the
/// cases, in plan order.
func runArticleView(_ text: String, algorithms: [String] = [], window: Int? = nil) throws -> [CaseResult] {
    let system = AnySystem(ArticleViewSystem(fixtures: fixtures))
    var ids = IdGenerator()
    guard case .success(let document) = GherkinParser().parse(text, uri: "test.feature", ids: &ids) else {
        fatalError("the test's feature text does not parse")
    }
    let feature = ParsedFeature(uri: "test.feature", source: text, document: document,
                                pickles: PickleCompiler().compile(document, ids: &ids))
    let plan = try RunPlanner(systems: [system]).plan([feature], selection: Selection(algorithms: algorithms), ids: &ids)
    let recorder = CaseRecorder()
    try Runner(systems: [system], options: RunnerOptions(settings: RunSettings(observationWindowMs: window)))
        .run(plan, reporters: [recorder])
    return recorder.cases
}

/// Keeps the finished cases of a run.
final class CaseRecorder: Reporter, @unchecked Sendable {
    var cases: [CaseResult] = []

    func handle(_ event: RunEvent) throws {
        if case .caseFinished(let result) = event { cases.append(result) }
    }
}

extension Array where Element == CaseResult {
    /// Each case's algorithm and status: ["legacy": .failed, …] for a single scenario.
    var statusByAlgorithm: [String: Status] {
        Dictionary(map { ($0.algorithm, $0.status) }, uniquingKeysWith: { first, _ in first })
    }

    func message(_ algorithm: String) -> String? {
        first { $0.algorithm == algorithm }?.decisiveStep?.message
    }
}
