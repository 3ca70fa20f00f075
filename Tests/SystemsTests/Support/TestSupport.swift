import Expressions
import Gherkin
import Foundation
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import RunnerTestSupport

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
