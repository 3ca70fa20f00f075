import Adapter
@testable import ArticleView
import Foundation
import SpecrunKit
import Runner
import Testing

/// The Python port of `new` through the bridge: it shows what the Swift `new` shows, learns of a
/// cache a Given step filled after the run started (a `scene` event), and one child serves runs
/// in turn.
@Suite struct ExternalArticleViewTests {
    static let port = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("adapters/python/article_view_new.py").path
    static let pool = AdapterPool(
        declaration: ExternalAlgorithm(system: "article-view", name: "new-python", command: ["python3", port]),
        vocabulary: ArticleViewVocabulary.vocabulary)

    /// Opens Kyoto (not cached), then caches Tokyo as a Given would and opens it: the screens seen,
    /// in words, for `name` (a Swift algorithm) or the port.
    static func screens(_ name: String?) throws -> [String] {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        let server = ArticleServer(articles: [Article(title: "Tokyo", revisions: [(1042, 213_120)]),
                                              Article(title: "Kyoto", revisions: [(1035, 148_224)])])
        let environment = ArticleViewEnvironment(
            device: device, server: server, timings: ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60)))
        let app: any ArticleViewClient = name.map { name in ArticleViewAlgorithms.all.first { $0.name == name }!.start(on: environment) }
            ?? ExternalArticleView(environment: environment, pool: pool)
        app.open("Kyoto", via: .link)
        try device.clock.advance(by: .seconds(5))
        environment.cache.store(server.articles[0].revisions[0])
        app.open("Tokyo", via: .savedArticles)
        try device.clock.advance(by: .seconds(5))
        #expect(device.appFailure == nil)
        return device.timeline.entries.map { "\($0)" }
    }

    @Test func thePortShowsWhatNewShowsAndHearsOfAChangedScene() throws {
        let swift = try Self.screens("new")
        #expect(swift.contains { $0.contains("revision 1042 of Tokyo") })
        for _ in 0..<3 { #expect(try Self.screens(nil) == swift) }
    }
}
