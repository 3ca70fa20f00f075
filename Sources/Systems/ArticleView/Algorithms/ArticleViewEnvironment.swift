import SpecrunKit

/// What an article-view algorithm runs on: the simulated device, Wikipedia's server over the
/// device's network, the app's own article cache and its timings. It holds the page on screen and
/// the requests in flight, stores downloaded content in the cache, and notes every download (so
/// that a download of a revision already held can be counted).
///
/// Answers arrive as clock events: an algorithm's completion handlers run when a step moves time.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// let environment = ArticleViewEnvironment(device: device, server: articles.server, timings: articles.timings)
/// environment.checkLatestRevision(of: "Tokyo") { result in print(result) }
/// print(environment.redundantDownloads)
/// ```
///
/// The cache, the page, the downloads and the requests opt out of Swift's run-time exclusivity
/// checks, as the simulated device's state does: each is assigned, appended to or changed by the
/// cache's own methods, with no call out held open.
package final class ArticleViewEnvironment {
    package let device: SimulatedDevice
    package let wikipedia: ServerConnection<ArticleServer>
    /// The app's store of downloaded articles.
    @exclusivity(unchecked) package var cache: ArticleCache
    package let timings: ArticleAppTimings
    /// The page on screen.
    @exclusivity(unchecked) package private(set) var page = ArticlePage()
    /// Every content download that arrived, in order.
    @exclusivity(unchecked) package private(set) var downloads: [ArticleDownload] = []
    @exclusivity(unchecked) private var requests: [SimulatedNetwork.RequestToken] = []

    package init(device: SimulatedDevice, server: ArticleServer, cache: ArticleCache = ArticleCache(),
                timings: ArticleAppTimings) {
        self.device = device
        self.wikipedia = device.connect(to: server)
        self.cache = cache
        self.timings = timings
    }

    /// Downloads that fetched a revision the app already held.
    package var redundantDownloads: Int { downloads.count { $0.wasAlreadyHeld } }

    // MARK: Rendering

    /// Shows `page` now. The revision on screen keeps its content from one page to the next, so the
    /// timeline sees the same content (compared at once, put in words once) until the revision changes.
    package func show(_ page: ArticlePage) {
        self.page = page
        var content = Screen.Content.blank
        if let revision = page.revision {
            if let shown = shownContent, shown.revision == revision {
                content = shown.content
            } else {
                content = .article(revision)
                shownContent = (revision, content)
            }
        }
        device.show(page.screen(showing: content))
    }

    /// The revision last shown, and its content as the screen showed it.
    @exclusivity(unchecked) private var shownContent: (revision: ArticleRevision, content: Screen.Content)?

    /// Changes the page on screen and shows the result.
    package func updatePage(_ change: (inout ArticlePage) -> Void) {
        var changed = page
        change(&changed)
        show(changed)
    }

    // MARK: Requests

    /// Asks Wikipedia for the id of `title`'s newest revision (no content).
    @discardableResult
    package func checkLatestRevision(
        of title: String, then completion: @escaping (Result<ArticleRevision, RequestError>) -> Void
    ) -> SimulatedNetwork.RequestToken {
        let token = wikipedia.send(.latestRevision(of: title), timeout: timings.requestTimeout, completion: completion)
        requests.append(token)
        return token
    }

    /// Downloads `title`'s content (the newest revision, or `revision`); on success stores it in the
    /// cache, noting whether that revision was already held, before `completion` runs.
    @discardableResult
    package func download(
        _ title: String, revision: Int? = nil,
        then completion: @escaping (Result<ArticleRevision, RequestError>) -> Void
    ) -> SimulatedNetwork.RequestToken {
        let token = wikipedia.send(.content(of: title, revision: revision), timeout: timings.requestTimeout) {
            [weak self] result in
            if case .success(let downloaded) = result, let self {
                downloads.append(ArticleDownload(revision: downloaded, instant: device.clock.now,
                                                 wasAlreadyHeld: cache.holds(downloaded)))
                cache.store(downloaded)
            }
            completion(result)
        }
        requests.append(token)
        return token
    }

    /// Shows a progress bar over `shown` (or a blank page), downloads the newest revision of
    /// `title` and shows it; on failure shows `fallback` (by default `shown`) with a banner
    /// (offline, or an error). `completion` runs after the page changed.
    package func loadLatest(
        of title: String, over shown: ArticleRevision?, fallback: ArticleRevision?? = nil,
        then completion: @escaping (Result<ArticleRevision, RequestError>) -> Void
    ) {
        let fallback = fallback ?? shown
        show(ArticlePage(revision: shown, isLoading: true))
        download(title) { [weak self] result in
            switch result {
            case .success(let revision):
                self?.show(ArticlePage(revision: revision))
            case .failure(let failure):
                self?.show(ArticlePage(revision: fallback, banner: ArticlePage.banner(for: failure)))
            }
            completion(result)
        }
    }

    /// Cancels every request still in flight (the user went to another article): their completions
    /// never run.
    package func cancelRequests() {
        for token in requests { wikipedia.cancel(token) }
        requests.removeAll(keepingCapacity: true)
    }

    /// Whether the operating system reports a connection (what a reachability check sees).
    package var isConnected: Bool { device.network.isConnected }
}
