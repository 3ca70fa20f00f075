import Expressions
import Gherkin
import Foundation
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner

/// The repository's root, found from this file's place in the tree.
let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}()

/// The built-in fixtures, decoded once for the tests.
struct Fixtures {
    var network: NetworkFixture
    var articles: ArticleFixture
    var safe: SafeFixture
}

let fixtures: Fixtures = {
    do {
        let source = FixtureSource.builtIn
        return try Fixtures(network: source.load(NetworkFixture.file), articles: source.load(ArticleFixture.file),
                            safe: source.load(SafeFixture.file))
    } catch {
        fatalError("the built-in fixtures do not load: \(error)")
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
func runArticleView(_ text: String, algorithms: [String] = [], window: VirtualDuration? = nil) throws -> [CaseResult] {
    try run(text, on: try AnySystem(ArticleViewSystem(network: fixtures.network, articles: fixtures.articles)), algorithms: algorithms, window: window)
}

/// Runs feature text against the wallet app (every algorithm, or those named), with the
/// repository's fixtures unless others are given.
func runSafeApp(_ text: String, algorithms: [String] = [], fixtures: Fixtures = fixtures) throws -> [CaseResult] {
    try run(text, on: try AnySystem(SafeAppSystem(network: fixtures.network, safes: fixtures.safe)), algorithms: algorithms, window: nil)
}

/// Runs feature text against `system` and returns the cases, in plan order.
func run(_ text: String, on system: AnySystem, algorithms: [String], window: VirtualDuration?) throws -> [CaseResult] {
    var ids = IdGenerator()
    guard case .success(let document) = GherkinParser().parse(text, uri: "test.feature", ids: &ids) else {
        fatalError("the test's feature text does not parse")
    }
    let feature = ParsedFeature(uri: "test.feature", source: text, document: document,
                                pickles: PickleCompiler().compile(document, ids: &ids))
    let plan = try RunPlanner(systems: [system.matcher]).plan([feature], selection: Selection(algorithms: algorithms), ids: &ids)
    let recorder = CaseRecorder()
    try Runner(systems: [system], options: RunOptions(window: window))
        .run(plan, reporters: [recorder])
    return recorder.cases
}

/// Keeps the finished cases of a run.
final class CaseRecorder: Reporter, @unchecked Sendable {
    var cases: [CaseResult] = []
    /// The tests look at what the user saw.
    var readsTraces: Bool { true }

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
