import SpecrunKit

/// The contents of `fixtures/articles.yml`: the articles on Wikipedia's simulated server, the
/// one `$article` stands for, and the article view's timings.
///
/// ```swift
/// let articles = try FixtureSource(directory: "fixtures").load(ArticleFixture.file)
/// let server = articles.server                        // every article, on Wikipedia's simulated server
/// print(articles.defaultArticle, articles.timings.requestTimeout)
/// ```
package struct ArticleFixture: Hashable, Sendable, Decodable {
    /// The title `$article` stands for.
    package var defaultArticle: String
    package var timings: ArticleAppTimings
    package var articles: [Article]

    package init(defaultArticle: String, timings: ArticleAppTimings, articles: [Article]) {
        self.defaultArticle = defaultArticle
        self.timings = timings
        self.articles = articles
    }

    /// A fresh server holding these articles.
    package var server: ArticleServer { ArticleServer(articles: articles) }

    private enum CodingKeys: String, CodingKey {
        case defaultArticle = "default", timings = "app", articles
    }

    /// Decodes `default`, `app` and `articles`; the default must name an article.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        defaultArticle = try container.decode(String.self, forKey: .defaultArticle)
        timings = try container.decode(ArticleAppTimings.self, forKey: .timings)
        articles = try container.decode([Article].self, forKey: .articles)
        try container.requireDefault(
            defaultArticle, among: articles.map(\.title), forKey: .defaultArticle, kind: "article")
    }
}

/// The article view's timings.
///
/// ```swift
/// let timings = ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(10))
/// let environment = ArticleViewEnvironment(device: device, server: server, timings: timings)
/// ```
package struct ArticleAppTimings: Hashable, Sendable, Decodable {
    /// How long the app waits for an answer.
    package var requestTimeout: VirtualDuration
    /// How long after an action "eventually" and "should not see" look.
    package var observationWindow: VirtualDuration

    package init(requestTimeout: VirtualDuration, observationWindow: VirtualDuration) {
        self.requestTimeout = requestTimeout
        self.observationWindow = observationWindow
    }

    private enum CodingKeys: String, CodingKey {
        case requestTimeout, observationWindow
    }

    /// Decodes the two timings, each more than zero.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requestTimeout = try container.decodeRequestTimeout(forKey: .requestTimeout)
        observationWindow = try container.decodeObservationWindow(forKey: .observationWindow)
    }
}
