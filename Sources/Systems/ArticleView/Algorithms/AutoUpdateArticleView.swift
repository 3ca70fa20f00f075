import SpecrunKit

/// The variant the app later shipped: a cached article is shown at once and its current revision
/// id is checked; the same revision leaves the cache on screen, a newer one is downloaded
/// automatically and shown when it arrives, and a failed check (offline included) leaves the
/// cache on screen with no banner. An article that is not cached, and a tap on refresh, download
/// the newest revision as the new algorithm does.
///
/// ```swift
/// let app = AutoUpdateArticleView(environment: environment)
/// app.open("Tokyo", via: .searchResult)
/// app.tapRefresh()
/// ```
package final class AutoUpdateArticleView: ArticleViewAlgorithm, CacheFirstArticleView {
    package static let name = "auto-update"
    package static let summary = "shows the cache at once, checks the revision id, downloads a newer one by itself; no banner on failure"

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
        guard case .success(let latest) = result, latest.id != cached.id else {
            // The same revision, or no answer: the cache stays on screen, silently.
            state = .showing(cached, newer: nil)
            return
        }
        state = .updating(shown: cached, latest: latest)
        environment.download(latest.title, revision: latest.id) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let revision):
                state = .showing(revision, newer: nil)
                environment.show(ArticlePage(revision: revision))
            case .failure:
                state = .showing(cached, newer: nil)
            }
        }
    }
}
