@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Suite struct AutoUpdateArticleViewTests {
    @Test func aNewerRevisionIsDownloadedAndShownWithoutAPrompt() throws {
        let app = ArticleViewHarness("auto-update")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        let newer = app.server.publishNewRevision(of: "Tokyo")!
        try app.open(via: .savedArticles)
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(newer)))
        #expect(!app.everSince { $0.refreshPrompt != nil || !$0.banners.isEmpty || $0.showsProgressBar })
        #expect(app.requests(to: "revision").count == 1)
        #expect(app.requests(to: "content").count == 1)
        #expect(app.environment.redundantDownloads == 0)
    }

    @Test func theSameRevisionDownloadsNothing() throws {
        let app = ArticleViewHarness("auto-update")
        app.environment.cache.store(app.revision("Tokyo", 1042))
        try app.open(via: .link)
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        #expect(app.requests(to: "content").isEmpty)
    }

    @Test(arguments: [NetworkCondition.failing(status: 503), .timeout, .offline])
    func aFailedCheckLeavesTheCacheWithNoBanner(condition: NetworkCondition) throws {
        let app = ArticleViewHarness("auto-update")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        if condition == .offline {
            app.device.network.condition = .offline
        } else {
            app.device.network.setCondition(condition, forEndpoint: "revision")
        }
        try app.open(via: .history)
        try app.settle()
        #expect(!app.everSince { !$0.banners.isEmpty })
        #expect(app.screen.article?.id == 1041)
        #expect(app.requests(to: "content").isEmpty)
    }

    @Test func refreshWhileUpdatingReplacesTheBackgroundDownload() throws {
        let app = ArticleViewHarness("auto-update")
        app.environment.cache.store(app.revision("Tokyo", 1041))
        try app.open(via: .savedArticles)
        try app.device.clock.advance(by: .milliseconds(300))   // the check has answered; the update runs
        try app.tapRefresh()
        try app.settle()
        #expect(app.screen == Screen(.articleView, content: .article(app.revision("Tokyo", 1042))))
        #expect(app.requests(to: "content").map(\.outcome) == [.cancelled, .ok])
    }
}

@Suite struct ArticleViewAlgorithmsTests {
    @Test func algorithmsAreRegisteredByName() {
        #expect(ArticleViewAlgorithms.all.map(\.name) == ["legacy", "new", "auto-update"])
        #expect(ArticleViewAlgorithms.all.first { $0.name == "new" }?.summary == NewArticleView.summary)
        #expect(ArticleViewAlgorithms.all.first { $0.name == "newest" } == nil)
    }

    @Test(arguments: ArticleViewAlgorithms.all.map(\.name))
    func anAppWithRequestsInFlightIsReleasedEvenBeforeTheDeviceShutsDown(name: String) throws {
        weak var released: AnyObject?
        do {
            let app = ArticleViewHarness(name, shutsDownWhenReleased: false)
            app.environment.cache.store(app.revision("Tokyo", 1041))
            try app.open(via: .savedArticles)
            try app.tapRefresh()
            #expect(!app.device.network.log.pending.isEmpty)
            released = app.algorithm
        }
        #expect(released == nil)
    }

    @Test func routesReadAsTheFeatureFilesWriteThem() {
        #expect(ArticleRoute.allCases.map(\.description)
            == ["via search-result", "via link", "from saved articles", "from history", "from the featured article", "back"])
    }
}
