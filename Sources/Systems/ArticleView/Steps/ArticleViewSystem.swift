import SpecrunKit

/// The Wikipedia app's article view (`@article-view`): each scenario runs against the legacy, new
/// and auto-update algorithms, each run on a fresh simulated device with the fixtures' articles.
///
/// ```swift
/// let system = try ArticleViewSystem(fixtures: FixtureSource(directory: "fixtures"))
/// var world = try system.makeWorld(running: system.algorithms[1], settings: RunSettings(seed: 1))
/// SpecrunCLI.main(systems: [ArticleViewSystem.self])   // as the command line takes it
/// ```
package struct ArticleViewSystem: FixtureReading {
    package static let name = "article-view"
    package static let summary = "The Wikipedia app's article view: showing cached articles and fetching newer revisions"
    package let algorithms: [Algorithm<ArticleViewEnvironment, any ArticleViewClient>]
    package let steps = ArticleViewSteps.registry()
    /// What `specrun explore` may write: the proposal's scenes and actions, and its checks; time
    /// also passes by the fixtures' request time-out, a second less and more.
    package var exploration: ExplorationVocabulary? {
        ExplorationVocabulary(
            scenes: ["$article is cached", "revision 1041 of $article is cached", "$article is not cached",
                     "my connection is {connection}", "there's a newer revision of $article",
                     "the app can't retrieve the current revision of $article"],
            actions: ["I navigate to it {route}", "I tap the refresh button", "{duration} pass",
                      "a newer revision of $article is published"],
            checks: ["I should see {sight}", "I should not see {sight}", "the app should not have downloaded a revision it already had",
                     "no request should have been made", "the app should have made {requests}",
                     "after {duration} I should see {sight}", "after {duration} I should not see {sight}"],
            values: [
                "connection": ["online", "offline", "failing", "slow", "timing out"],
                "route": ["from saved articles", "via search-result", "via link", "from history", "from the featured article",
                          "by going back"],
                "duration": ["2 seconds", "10 seconds", "10 minutes"],
                "sight": ["an offline banner", "a warning banner", "an error banner", "a prompt to refresh", "a blank view with a progress bar",
                          "a progress bar", "locally stored revision of $article", "the latest version of $article", "any banners"],
                "requests": ["0 requests", "1 request", "2 requests", "3 requests"],
            ],
            thresholds: [articles.timings.requestTimeout])
    }
    /// The document proposes the new algorithm in place of the legacy one.
    package var proposal: Proposal? {
        Proposal(current: [LegacyArticleView.name], proposed: [NewArticleView.name]).among(algorithms.map(\.name))
    }
    package let metrics = Metric.standard(adding: [Metric.redundantDownloads, revisionsBehind])
    /// How many revisions the article on screen was behind the server's at the end.
    package static let revisionsBehind = Metric("revisionsBehind", label: "behind", title: "Revisions behind",
                                               combined: .median, shown: .detail,
                                               definition: "how many revisions the article on screen was behind the server's at the end",
                                               better: .lower)
    package let network: NetworkFixture
    package let articles: ArticleFixture

    package init(network: NetworkFixture, articles: ArticleFixture,
                algorithms: [Algorithm<ArticleViewEnvironment, any ArticleViewClient>] = ArticleViewAlgorithms.all) {
        self.network = network
        self.articles = articles
        self.algorithms = algorithms
    }

    /// The system made from `network.yml` and `articles.yml`: built in, unless the project's
    /// fixtures override them.
    package init(fixtures: FixtureSource) throws {
        self.init(network: try fixtures.load(NetworkFixture.file), articles: try fixtures.load(ArticleFixture.file))
    }

    /// How long "eventually" waits and "should not see" looks: the fixtures' window.
    package var observationWindow: VirtualDuration { articles.timings.observationWindow }

    package func makeWorld(running algorithm: Algorithm<ArticleViewEnvironment, any ArticleViewClient>,
                          settings: RunSettings) throws -> ArticleViewWorld {
        let session = DeviceSession(network: network, settings: settings)
        let environment = ArticleViewEnvironment(device: session.device, server: articles.server, timings: articles.timings)
        session.device.lifecycle.launch()
        return ArticleViewWorld(session: session, environment: environment, app: algorithm.start(on: environment),
                                article: articles.defaultArticle)
    }

    /// An article-view algorithm in another language, run in child processes through the adapter.
    package func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<ArticleViewEnvironment, any ArticleViewClient>? {
        ExternalArticleView.algorithm(declaration)
    }

    package func outcome(of world: inout ArticleViewWorld) -> RunOutcome {
        let environment = world.environment
        return world.session.finish { metrics in
            metrics[Metric.redundantDownloads] = environment.redundantDownloads
            guard let shown = environment.device.screen.article,
                  let revisions = environment.wikipedia.server.article(titled: shown.title)?.revisions,
                  let index = revisions.firstIndex(of: shown) else { return }
            metrics[Self.revisionsBehind] = revisions.count - 1 - index
        }
    }
}
