import SpecrunKit

/// The article-view algorithms, in the order runs and reports show them. Registering an algorithm
/// is one line here.
///
/// ```swift
/// print(ArticleViewAlgorithms.all.map(\.name))   // ["legacy", "new", "auto-update"]
/// ```
package enum ArticleViewAlgorithms {
    package static let all: [Algorithm<ArticleViewEnvironment, any ArticleViewClient>] = [
        algorithm(LegacyArticleView.self),
        algorithm(NewArticleView.self),
        algorithm(AutoUpdateArticleView.self),
    ]

    /// An article-view algorithm type, under its own name and summary.
    package static func algorithm<Client: ArticleViewAlgorithm>(_ type: Client.Type)
        -> Algorithm<ArticleViewEnvironment, any ArticleViewClient> {
        Algorithm(name: Client.name, summary: Client.summary) { Client(environment: $0) }
    }
}
