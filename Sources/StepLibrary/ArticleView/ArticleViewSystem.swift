import Algorithms
import Runner
import Simulation

/// The Wikipedia app's article view (`@article-view`): each scenario runs against the legacy, new
/// and auto-update algorithms, each run on a fresh simulated device with the fixtures' articles.
public struct ArticleViewSystem: SystemUnderTest {
    public let name = "article-view"
    public let summary = "The Wikipedia app's article view: showing cached articles and fetching newer revisions"
    public let algorithms = ArticleViewAlgorithms.all.map { AlgorithmDescription(name: $0.name, summary: $0.summary) }
    public let steps: StepRegistry<ArticleViewWorld>
    public let fixtures: Fixtures

    public init(fixtures: Fixtures) {
        self.fixtures = fixtures
        steps = ArticleViewSteps.registry()
    }

    public func makeWorld(algorithm: String, settings: RunSettings) throws -> ArticleViewWorld {
        guard let registration = ArticleViewAlgorithms.named(algorithm) else {
            throw StepFailure("no article-view algorithm \"\(algorithm)\"; known: "
                + ArticleViewAlgorithms.names.joined(separator: ", "))
        }
        let articles = fixtures.articles
        let window = settings.observationWindow(default: articles.timings.observationWindow)
        let session = DeviceSession(network: fixtures.network, window: window, seed: settings.seed)
        let environment = ArticleViewEnvironment(device: session.device, server: articles.server, timings: articles.timings)
        session.device.lifecycle.launch()
        return ArticleViewWorld(session: session, environment: environment, app: registration.start(on: environment),
                                article: articles.defaultArticle)
    }

    public func outcome(of world: inout ArticleViewWorld) -> RunOutcome {
        let environment = world.environment
        return world.session.finish { metrics in
            metrics.redundantDownloads = environment.redundantDownloads
            guard let shown = environment.device.screen.article,
                  let revisions = environment.wikipedia.server.article(titled: shown.title)?.revisions,
                  let index = revisions.firstIndex(of: shown) else { return }
            metrics.revisionsBehind = revisions.count - 1 - index
        }
    }
}
