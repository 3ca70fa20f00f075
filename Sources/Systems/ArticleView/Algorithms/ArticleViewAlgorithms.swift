import SpecrunKit

/// The article-view algorithms by name, in the order runs and reports show them. Registering an
/// algorithm is one line here.
///
/// ```swift
/// print(ArticleViewAlgorithms.list.descriptions.map(\.name))   // ["legacy", "new", "auto-update"]
/// let app = try ArticleViewAlgorithms.list.start("new", system: "article-view", on: environment)
/// ```
public enum ArticleViewAlgorithms {
    public static let list = AlgorithmList([
        AlgorithmRegistration(LegacyArticleView.self),
        AlgorithmRegistration(NewArticleView.self),
        AlgorithmRegistration(AutoUpdateArticleView.self),
    ])
}

extension AlgorithmRegistration where Environment == ArticleViewEnvironment, App == any ArticleViewClient {
    /// Registers an article-view algorithm type under its own name and summary.
    public init<Algorithm: ArticleViewAlgorithm>(_ type: Algorithm.Type) {
        self.init(name: Algorithm.name, summary: Algorithm.summary) { Algorithm(environment: $0) }
    }
}
