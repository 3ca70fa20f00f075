@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import SpecrunTestSupport
import Runner
import Testing

/// The README's example of a new algorithm, as written there.
final class CacheOnlyArticleView: ArticleViewAlgorithm {
    static let name = "cache-only"
    static let summary = "shows the cache and never checks it; downloads what is not cached, or on refresh"
    private let environment: ArticleViewEnvironment

    init(environment: ArticleViewEnvironment) {
        self.environment = environment
    }

    func open(_ title: String, via route: ArticleRoute) {
        environment.cancelRequests()
        if let cached = environment.cache[title] {
            environment.show(ArticlePage(revision: cached))
        } else {
            environment.loadLatest(of: title, over: nil) { _ in }
        }
    }

    func tapRefresh() {
        guard let shown = environment.page.revision else { return }
        environment.loadLatest(of: shown.title, over: shown) { _ in }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmesAlgorithmShowsTheCacheAndDownloadsOnlyOnRefresh() throws {
        let device = SimulatedDevice(profile: ArticleViewHarness.threeG, seed: 1)
        defer { device.shutDown() }
        let environment = ArticleViewEnvironment(device: device, server: ArticleViewHarness.server,
                                                 timings: ArticleViewHarness.timings)
        let stored = ArticleViewHarness.server.article(titled: "Tokyo")!.revisions[1]
        environment.cache.store(stored)
        let registration = ArticleViewAlgorithms.algorithm(CacheOnlyArticleView.self)
        let app = registration.start(on: environment)
        #expect(registration.name == "cache-only")
        app.open("Tokyo", via: .searchResult)
        try device.clock.advance(by: .seconds(60))
        #expect(device.screen == Screen(.articleView, content: .article(stored)))
        #expect(device.network.log.isEmpty)
        app.tapRefresh()
        try device.clock.advance(by: .seconds(60))
        #expect(device.screen.article?.id == 1042)
    }
}
