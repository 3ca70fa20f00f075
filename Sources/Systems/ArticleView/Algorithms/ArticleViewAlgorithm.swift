import SpecrunKit

/// What the article view's steps drive: an app that opens articles and has a refresh button. Every
/// algorithm is one, the Swift ones (`ArticleViewAlgorithm`) and those in a child process
/// (`ExternalArticleView`).
///
/// ```swift
/// let app: any ArticleViewClient = registration.start(on: environment)
/// app.open("Tokyo", via: .link)
/// app.tapRefresh()
/// ```
package protocol ArticleViewClient: AnyObject {
    /// The user opens the article titled `title`, coming from `route`.
    func open(_ title: String, via route: ArticleRoute)
    /// The user taps the refresh button of the article open now.
    func tapRefresh()
}

/// An algorithm of the Wikipedia app's article view: how it shows an article the user opens and
/// when it asks Wikipedia for revisions and content. It runs on an `ArticleViewEnvironment` (the
/// device, the server, the app's article cache) and renders the article page there; the answers
/// to its requests arrive later, as events of the simulated clock.
///
/// A new algorithm is a new type conforming to this protocol plus one line in
/// `ArticleViewAlgorithms.list`.
///
/// ```swift
/// final class CacheOnlyArticleView: ArticleViewAlgorithm {
///     static let name = "cache-only"
///     static let summary = "shows the cached revision and never asks the network"
///     let environment: ArticleViewEnvironment
///     init(environment: ArticleViewEnvironment) { self.environment = environment }
///     func open(_ title: String, via route: ArticleRoute) { environment.show(ArticlePage(revision: environment.cache[title])) }
///     func tapRefresh() {}
/// }
/// ```
package protocol ArticleViewAlgorithm: ArticleViewClient, SendableMetatype {
    /// The name it is registered and selected by (`--algorithm new`).
    static var name: String { get }
    /// One line saying what it does, for `--list-algorithms`.
    static var summary: String { get }

    init(environment: ArticleViewEnvironment)
}
