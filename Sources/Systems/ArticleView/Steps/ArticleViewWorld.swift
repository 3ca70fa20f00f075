import SpecrunKit

/// One run of the article view: the device session, the app (an algorithm on its environment,
/// with its own article cache) and the scenario's article, `$article`.
///
/// ```swift
/// var world = try system.makeWorld(running: system.algorithms[0], settings: RunSettings())
/// let title = world.article
/// try world.act { app in app.open(title, via: .searchResult) }
/// try world.session.observe(try world.sight(.blankViewWithProgressBar), .immediately)
/// ```
package struct ArticleViewWorld: SimulatedWorld {
    /// The phrases of `{sight}`, as the proposal writes them.
    package static var sights: Vocabulary<ArticleSight> { ArticleSight.vocabulary }

    package var session: DeviceSession
    package let environment: ArticleViewEnvironment
    package let app: any ArticleViewClient
    /// The title `$article` stands for: the fixtures' default until a step names another.
    package var article: String
    /// The app's cache as it was when the last action began ("locally stored revision").
    package private(set) var cacheBeforeAction: ArticleCache

    package init(session: DeviceSession, environment: ArticleViewEnvironment, app: any ArticleViewClient, article: String) {
        self.session = session
        self.environment = environment
        self.app = app
        self.article = article
        cacheBeforeAction = environment.cache
    }

    package var server: ArticleServer {
        get { environment.wikipedia.server }
        nonmutating set { environment.wikipedia.server = newValue }
    }

    /// A user action on the app, at the current instant.
    package mutating func act(_ action: (any ArticleViewClient) -> Void) throws {
        cacheBeforeAction = environment.cache
        let app = app
        try session.perform { action(app) }
    }

    /// The title a reference stands for; an unknown title fails the step, listing the known ones.
    package func title(_ reference: ArticleReference) throws -> String {
        switch reference {
        case .scenarioArticle:
            return article
        case .titled(let title):
            guard server.article(titled: title) != nil else {
                throw StepError.failed("there is no article \"\(title)\" on the simulated server; the fixtures have "
                    + server.articles.map { "\"\($0.title)\"" }.joined(separator: ", "))
            }
            return title
        }
    }

    /// The newest revision of an article on the server.
    package func latestRevision(of reference: ArticleReference) throws -> ArticleRevision {
        let title = try title(reference)
        guard let latest = server.latestRevision(of: title) else {
            throw StepError.failed("the article \"\(title)\" has no revision on the simulated server")
        }
        return latest
    }

    package func sight(_ phrase: ArticleSight) throws -> Sight {
        switch phrase {
        case .storedRevision(let reference):
            let title = try title(reference)
            guard let stored = cacheBeforeAction[title] else {
                throw StepError.failed("expected the locally stored revision of \(title), but the app held no revision of "
                    + "\(title) when the action began; say \"Given $article is cached\" first")
            }
            return Sight("locally stored \(stored)") { $0.article == stored }
        case .content(let reference):
            let title = try title(reference)
            return Sight("the \(title) content") { $0.article?.title == title }
        case .latestRevision(let reference):
            let latest = try latestRevision(of: reference)
            return Sight("the latest version of \(latest.title), revision \(latest.id)") { $0.article == latest }
        case .latestRevisionOrPrompt(let reference):
            let latest = try latestRevision(of: reference)
            return Sight("the latest version of \(latest.title), revision \(latest.id),") { $0.article == latest }
                .or(try sight(.refreshPrompt))
        case .blankViewWithProgressBar:
            return Sight("a blank view with a progress bar") { $0.name == .articleView && $0.content == .blank && $0.showsProgressBar }
        case .blankView:
            return Sight("a blank view") { $0.name == .articleView && $0.content == .blank }
        case .progressBar:
            return Sight("a progress bar") { $0.showsProgressBar }
        case .refreshPrompt:
            return Sight("a prompt to tap the refresh button") { $0.refreshPrompt != nil }
        case .anyBanner:
            return Sight("any banner") { !$0.banners.isEmpty }
        case .errorBanner:
            return Sight("an error banner (offline or error)") { $0.showsBanner(.error) || $0.showsBanner(.offline) }
        case .banner(let kind):
            return Sight(Screen.Banner(kind).description) { $0.showsBanner(kind) }
        }
    }
}
