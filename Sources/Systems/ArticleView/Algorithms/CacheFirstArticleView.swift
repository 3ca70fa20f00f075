import SpecrunKit

/// What the new and auto-update algorithms share: a cached article is shown at once and only its
/// current revision's id is asked for; an article that is not cached, and a tap on refresh,
/// download the newest revision with a progress bar. They differ in what the revision check's
/// answer leads to (`revisionChecked`).
protocol CacheFirstArticleView: AnyObject {
    var environment: ArticleViewEnvironment { get }
    var state: CacheFirstState { get set }

    /// Acts on the answer to the revision check made for `cached`, which is on screen.
    func revisionChecked(_ result: Result<ArticleRevision, RequestError>, cached: ArticleRevision)
}

/// Where a cache-first article view stands.
enum CacheFirstState: Equatable {
    case idle
    /// Not cached: downloading `title` for display.
    case loading(title: String)
    /// Showing the cached revision while asking for the current revision's id.
    case checking(cached: ArticleRevision)
    /// Showing a revision; `newer` is a newer revision the user was told of (a prompt).
    case showing(ArticleRevision, newer: ArticleRevision?)
    /// Showing `shown` while downloading the newer revision `latest` in the background.
    case updating(shown: ArticleRevision, latest: ArticleRevision)
    /// The user tapped refresh: downloading the newest revision over `shown`.
    case refreshing(title: String, shown: ArticleRevision?)
    /// A download the user waits for failed; `shown` (if any) stays with a banner.
    case failed(title: String, shown: ArticleRevision?)
}

extension CacheFirstArticleView {
    /// Shows the cached revision of `title` at once and checks its current revision; downloads it
    /// when it is not cached.
    func openCacheFirst(_ title: String) {
        environment.cancelRequests()
        guard let cached = environment.cache[title] else {
            state = .loading(title: title)
            loadLatest(of: title, over: nil)
            return
        }
        state = .checking(cached: cached)
        environment.show(ArticlePage(revision: cached))
        environment.checkLatestRevision(of: title) { [weak self] result in
            self?.revisionChecked(result, cached: cached)
        }
    }

    /// Downloads the newest revision of the article on screen, over it, dropping other requests.
    func refreshCacheFirst() {
        switch state {
        case .idle, .loading, .refreshing:
            return
        case .checking(let shown), .showing(let shown, _), .updating(let shown, _):
            environment.cancelRequests()
            state = .refreshing(title: shown.title, shown: shown)
            loadLatest(of: shown.title, over: shown)
        case .failed(let title, let shown):
            state = .refreshing(title: title, shown: shown)
            loadLatest(of: title, over: shown)
        }
    }

    private func loadLatest(of title: String, over shown: ArticleRevision?) {
        environment.loadLatest(of: title, over: shown) { [weak self] result in
            switch result {
            case .success(let revision): self?.state = .showing(revision, newer: nil)
            case .failure: self?.state = .failed(title: title, shown: shown)
            }
        }
    }
}
