import SpecrunKit

/// The article view as the app shipped it before the proposal. Opening an article via a search
/// result or a link shows a blank page with a progress bar and downloads the newest revision in
/// full, even when the cached one is current, then shows it. Any other route (saved articles,
/// history, the featured article, back) shows the cached content at once and checks nothing; an
/// article that is not cached is downloaded the same way.
///
/// Its reachability check shows an offline banner whenever the device has no connection, even
/// over cached content: the bug of the proposal's "Steps to repro" (save a featured article,
/// enable airplane mode, tap the article: an offline banner).
///
/// ```swift
/// let app = LegacyArticleView(environment: environment)
/// app.open("Tokyo", via: .searchResult)
/// app.tapRefresh()
/// ```
package final class LegacyArticleView: ArticleViewAlgorithm {
    package static let name = "legacy"
    package static let summary = "search results and links download the article in full; other routes show the cache unchecked; offline banner over cached content"

    /// Where the article view stands.
    enum State: Equatable {
        case idle
        /// Downloading `title` for display, over `shown` (nil: a blank page).
        case loading(title: String, shown: ArticleRevision?)
        case showing(ArticleRevision)
        /// The download failed; `shown` (if any) stays on screen with a banner.
        case failed(title: String, shown: ArticleRevision?)
    }

    private let environment: ArticleViewEnvironment
    private(set) var state = State.idle

    package init(environment: ArticleViewEnvironment) {
        self.environment = environment
        environment.device.network.observeConnectivity { [weak self] connected in
            self?.connectivityChanged(connected)
        }
    }

    package func open(_ title: String, via route: ArticleRoute) {
        environment.cancelRequests()
        let cached = environment.cache[title]
        if let cached, route != .searchResult, route != .link {
            state = .showing(cached)
            environment.show(ArticlePage(revision: cached, banner: offlineBanner()))
        } else {
            load(title, over: nil, fallback: cached)
        }
    }

    package func tapRefresh() {
        switch state {
        case .idle, .loading:
            return
        case .showing(let revision):
            load(revision.title, over: revision, fallback: revision)
        case .failed(let title, let shown):
            load(title, over: shown, fallback: shown ?? environment.cache[title])
        }
    }

    /// Downloads the newest revision of `title`; on failure shows `fallback` with the banner.
    private func load(_ title: String, over shown: ArticleRevision?, fallback: ArticleRevision?) {
        state = .loading(title: title, shown: shown)
        environment.loadLatest(of: title, over: shown, fallback: fallback) { [weak self] result in
            switch result {
            case .success(let revision): self?.state = .showing(revision)
            case .failure: self?.state = .failed(title: title, shown: fallback)
            }
        }
    }

    /// The reachability banner: offline whenever the device has no connection.
    private func offlineBanner() -> Screen.Banner? {
        environment.isConnected ? nil : ArticlePage.offlineBanner
    }

    private func connectivityChanged(_ connected: Bool) {
        guard case .showing = state else { return }
        environment.updatePage { $0.banner = connected ? nil : ArticlePage.offlineBanner }
    }
}
