import SpecrunKit

/// The proposal: never download content unless the user asks. A cached article is shown at once
/// on every route, and only the id of its current revision is asked for: a newer one brings a
/// prompt to tap refresh, the same one brings nothing, a failed check brings a warning banner
/// that the current revision could not be determined, and no connection brings no banner at all
/// (the cached content is what an offline user wants). Content is downloaded when the user taps
/// refresh, or opens an article that is not cached.
///
/// ```swift
/// let app = NewArticleView(environment: environment)
/// app.open("Tokyo", via: .searchResult)
/// app.tapRefresh()
/// ```
package final class NewArticleView: ArticleViewAlgorithm, CacheFirstArticleView {
    package static let name = "new"
    package static let summary = "shows the cache at once, checks only the revision id, prompts to refresh; downloads only when asked"

    let environment: ArticleViewEnvironment
    var state = CacheFirstState.idle

    package init(environment: ArticleViewEnvironment) {
        self.environment = environment
    }

    package func open(_ title: String, via route: ArticleRoute) {
        openCacheFirst(title)
    }

    package func tapRefresh() {
        refreshCacheFirst()
    }

    func revisionChecked(_ result: Result<ArticleRevision, RequestError>, cached: ArticleRevision) {
        switch result {
        case .success(let latest) where latest.id != cached.id:
            state = .showing(cached, newer: latest)
            environment.updatePage { $0.refreshPrompt = ArticlePage.refreshPromptText }
        case .success, .failure(.notConnected):
            // The same revision; or offline, where the cached content is the best there is and no
            // banner says otherwise.
            state = .showing(cached, newer: nil)
        case .failure:
            state = .showing(cached, newer: nil)
            environment.updatePage { $0.banner = ArticlePage.revisionUnknownBanner }
        }
    }
}
