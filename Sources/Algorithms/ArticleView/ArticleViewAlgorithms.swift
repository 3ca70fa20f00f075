/// The article-view algorithms by name, in the order runs and reports show them. Registering an
/// algorithm is one line here.
public enum ArticleViewAlgorithms {
    public static let all: [ArticleViewAlgorithmRegistration] = [
        ArticleViewAlgorithmRegistration(LegacyArticleView.self),
        ArticleViewAlgorithmRegistration(NewArticleView.self),
        ArticleViewAlgorithmRegistration(AutoUpdateArticleView.self),
    ]

    /// The algorithm registered as `name`, if any.
    public static func named(_ name: String) -> ArticleViewAlgorithmRegistration? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }
}

/// One registered article-view algorithm: its name, what it does, and how to start it on an
/// environment.
public struct ArticleViewAlgorithmRegistration: Sendable {
    public let name: String
    public let summary: String
    private let make: @Sendable (ArticleViewEnvironment) -> any ArticleViewAlgorithm

    public init<Algorithm: ArticleViewAlgorithm>(_ type: Algorithm.Type) {
        name = Algorithm.name
        summary = Algorithm.summary
        make = { Algorithm(environment: $0) }
    }

    /// A new instance of the algorithm, running on `environment`.
    public func start(on environment: ArticleViewEnvironment) -> any ArticleViewAlgorithm {
        make(environment)
    }
}
