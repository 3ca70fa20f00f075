@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Suite struct NewArticleViewTests {
    @Test(arguments: ArticleRoute.allCases)
    func aNewerRevisionBringsAPromptAndNoDownload(route: ArticleRoute) throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        let newer = app.server.publishNewRevision(of: "Tokyo")!
        try app.open(via: route)
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        try app.settle()
        #expect(app.screen.refreshPrompt == ArticlePage.refreshPromptText)
        #expect(app.screen.article?.id == 1042 && newer.id == 1043)
        #expect(app.requests(to: "content").isEmpty)
        #expect(app.requests(to: "revision").count == 1)
        // The prompt appears when the revision check's answer arrives: 200 ms + 9 ms up + 5 ms down.
        #expect(app.device.timeline.entries.last?.instant == VirtualInstant(millisecondsSinceStart: 214))
    }

    @Test func theSameRevisionBringsNothing() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        try app.open(via: .searchResult)
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        #expect(app.requests(to: "content").isEmpty)
        #expect(app.requests(to: "revision").map(\.outcome) == [.ok])
    }

    @Test(arguments: [NetworkCondition.failing(status: 503), .timeout, .flaky(failureRate: .all)])
    func aFailedCheckBringsAWarningBanner(condition: NetworkCondition) throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        app.device.network.setCondition(condition, forEndpoint: "revision")
        try app.open(via: .savedArticles)
        #expect(app.screen.banners.isEmpty)
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1041)),
                                     banners: [ArticlePage.revisionUnknownBanner]))
    }

    @Test func offlineShowsTheCacheWithNoBannerAtAll() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        app.device.network.condition = .offline
        try app.open(via: .featuredArticle)
        try app.settle()
        #expect(!app.everSince { !$0.banners.isEmpty })
        #expect(app.screen.article?.id == 1041)
        #expect(app.requests(to: "revision").map(\.outcome) == [.failed(.notConnected)])
    }

    @Test func anArticleNotCachedIsDownloaded() throws {
        let app = ArticleViewHarness("new")
        try app.open("Kyoto", via: .link)
        #expect(app.screen == Screen(.articleView, content: .blank, progressBar: true))
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Kyoto", 1035))))
    }

    @Test func anArticleNotCachedOfflineShowsABlankPageWithAnOfflineBanner() throws {
        let app = ArticleViewHarness("new")
        app.device.network.condition = .offline
        try app.open("Kyoto", via: .savedArticles)
        #expect(app.screen == Screen(.articleView, content: .blank, banners: [ArticlePage.offlineBanner]))
    }

    @Test func refreshDownloadsTheNewerRevisionAndRemovesThePrompt() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        let newer = app.server.publishNewRevision(of: "Tokyo")!
        try app.open(via: .savedArticles)
        try app.settle()
        try app.tapRefresh()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042)), progressBar: true))
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(newer)))
        #expect(app.environment.cache["Tokyo"] == newer)
        #expect(app.environment.redundantDownloads == 0)
    }

    @Test func refreshWhileTheCheckIsInFlightCancelsTheCheck() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        try app.open(via: .savedArticles)
        try app.tapRefresh()
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        #expect(app.requests(to: "revision").map(\.outcome) == [.cancelled])
    }

    @Test func refreshOfflineKeepsThePageAndSaysSo() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        app.device.network.condition = .offline
        try app.open(via: .savedArticles)
        try app.tapRefresh()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1041)),
                                     banners: [ArticlePage.offlineBanner]))
    }

    @Test func answersForAnArticleLeftBehindAreIgnored() throws {
        let app = ArticleViewHarness("new")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        try app.open(via: .savedArticles)
        try app.open("Kyoto", via: .link)
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Kyoto", 1035))))
        #expect(app.requests(to: "revision").map(\.outcome) == [.cancelled])
    }
}
