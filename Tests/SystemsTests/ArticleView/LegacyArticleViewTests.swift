@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Suite struct LegacyArticleViewTests {
    @Test(arguments: [ArticleRoute.searchResult, .link])
    func aFreshPageDownloadsTheLatestInFullEvenWhenTheCacheIsCurrent(route: ArticleRoute) throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        try app.open(via: route)
        #expect(app.screen == Screen(.articleView, content: .blank, progressBar: true))
        try app.settle()
        #expect(app.screen.article == app.revision("Tokyo", 1042))
        #expect(!app.screen.showsProgressBar)
        #expect(app.requests(to: "content").count == 1)
        #expect(app.requests(to: "revision").isEmpty)
        #expect(app.environment.redundantDownloads == 1)
        // 200 ms round trip, 350 bytes up at 330 Kbps (9 ms), 213,120 bytes down at 780 Kbps (2,186 ms).
        #expect(app.requests(to: "content")[0].end == VirtualInstant(millisecondsSinceStart: 2_395))
    }

    @Test(arguments: [ArticleRoute.savedArticles, .history, .featuredArticle, .back])
    func otherRoutesShowTheCacheAtOnceWithoutAnyRequest(route: ArticleRoute) throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        app.server.publishNewRevision(of: "Tokyo")
        try app.open(via: route)
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1041))))
        try app.settle()
        #expect(app.screen.article?.id == 1041)
        #expect(app.device.network.log.isEmpty)
    }

    @Test func offlineTheCachedArticleComesWithAnOfflineBanner() throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        app.device.network.condition = .offline
        try app.open(via: .featuredArticle)
        #expect(app.screen.article?.id == 1042)
        #expect(app.screen.banners == [ArticlePage.offlineBanner])
    }

    @Test func offlineALinkFallsBackToTheCacheWithAnOfflineBanner() throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        app.device.network.condition = .offline
        try app.open(via: .link)
        #expect(app.screen.article?.id == 1042)
        #expect(app.screen.banners == [ArticlePage.offlineBanner])
        #expect(app.everSince { $0.content == .blank && $0.showsProgressBar })
        #expect(app.requests(to: "content").map(\.outcome) == [.failed(.notConnected)])
    }

    @Test func anArticleNotCachedIsDownloadedOnAnyRoute() throws {
        let app = ArticleViewHarness("legacy")
        try app.open("Kyoto", via: .history)
        #expect(app.screen == Screen(.articleView, content: .blank, progressBar: true))
        try app.settle()
        #expect(app.screen.article == app.revision("Kyoto", 1035))
        #expect(app.environment.cache["Kyoto"]?.id == 1035)
        #expect(app.environment.redundantDownloads == 0)
    }

    @Test func refreshDownloadsTheLatestOverThePage() throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        try app.open(via: .savedArticles)
        try app.tapRefresh()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1041)), progressBar: true))
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
    }

    @Test func losingTheConnectionWhileReadingShowsTheOfflineBannerAndRegainingItRemovesIt() throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        try app.open(via: .savedArticles)
        app.device.network.condition = .offline
        #expect(app.screen.showsBanner(.offline))
        app.device.network.condition = .online
        #expect(app.screen.banners.isEmpty)
    }

    @Test func aFailingServerShowsAnErrorBannerOverTheCache() throws {
        let app = ArticleViewHarness("legacy")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        app.device.network.setCondition(.failing(status: 503), forEndpoint: "content")
        try app.open(via: .searchResult)
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042)),
                                     banners: [ArticlePage.loadFailedBanner]))
    }
}
