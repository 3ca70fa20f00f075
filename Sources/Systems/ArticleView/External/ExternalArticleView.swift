import Adapter
import SpecrunKit

/// An article-view algorithm running in a child process (see docs/adapter.md): the user's actions,
/// the answers and connectivity changes go to the child as events, and its commands are carried
/// out here on the `ArticleViewEnvironment`: requests go through the environment (so downloads
/// land in the cache and are counted as for every algorithm) and pages are shown on the device.
/// What to ask and what to show is the child's alone.
///
/// ```swift
/// let declaration = ExternalAlgorithm(system: "article-view", name: "new-python",
///                                                command: ["python3", "adapters/python/article_view_new.py"])
/// let algorithm = ExternalArticleView.algorithm(declaration)
/// let app = algorithm.start(on: environment)
/// app.open("Tokyo", via: .searchResult)   // the child receives {"event":"open",…}
/// ```
package final class ExternalArticleView: ArticleViewClient {
    package let environment: ArticleViewEnvironment
    private let run: AdapterRun
    /// The child's request ids, with their tokens while in flight.
    private var requests: [Int: SimulatedNetwork.RequestToken] = [:]
    private var sentRequests: Set<Int> = []

    package init(environment: ArticleViewEnvironment, pool: AdapterPool) {
        self.environment = environment
        run = AdapterRun(pool: pool, device: environment.device) { ArticleViewVocabulary.scene(of: environment.cache) }
        run.apply = { [weak self] command throws(AdapterCommandError) in try self?.apply(command) }
        environment.device.network.observeConnectivity { [weak self] connected in
            self?.run.deliver("connectivity", [("connected", .bool(connected))])
        }
    }

    package func open(_ title: String, via route: ArticleRoute) {
        run.deliver("open", [("title", .string(title)), ("route", .string(route.rawValue))])
    }

    package func tapRefresh() {
        run.deliver("refresh")
    }

    /// `declaration` as an article-view algorithm: its children come from a pool of their own,
    /// warmed up (one child started and shaken hands with) before its first run.
    package static func algorithm(_ declaration: ExternalAlgorithm) -> Algorithm<ArticleViewEnvironment, any ArticleViewClient> {
        let pool = AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
        return Algorithm(name: declaration.name, summary: declaration.summary, prepare: pool.warmUp) {
            ExternalArticleView(environment: $0, pool: pool)
        }
    }

    // MARK: Commands

    private func apply(_ command: JSONValue) throws(AdapterCommandError) {
        switch command["command"]?.string {
        case "send": try send(command)
        case "cancel":
            let id = command["request"]!.integer!
            guard sentRequests.contains(id) else { throw AdapterCommandError("there is no request \(id)") }
            if let token = requests.removeValue(forKey: id) { environment.wikipedia.cancel(token) }
        case "render": try render(command)
        default: throw AdapterCommandError("the article view has no such command")
        }
    }

    private func send(_ command: JSONValue) throws(AdapterCommandError) {
        let id = command["request"]!.integer!
        guard sentRequests.insert(id).inserted else { throw AdapterCommandError("the request \(id) was sent already") }
        let title = command["title"]!.string!
        let answered: (Result<ArticleRevision, RequestError>) -> Void = { [weak self] result in
            self?.answered(id, result)
        }
        if command["endpoint"]?.string == "revision" {
            requests[id] = environment.checkLatestRevision(of: title, then: answered)
        } else {
            requests[id] = environment.download(title, revision: command["revision"]?.integer, then: answered)
        }
    }

    private func answered(_ id: Int, _ result: Result<ArticleRevision, RequestError>) {
        requests[id] = nil
        run.acknowledgeScene()
        run.deliver("answer", [("request", .number(Double(id)))] + ArticleViewVocabulary.answer(result))
    }

    private func render(_ command: JSONValue) throws(AdapterCommandError) {
        var page = ArticlePage(isLoading: command["loading"]!.bool!, refreshPrompt: command["refreshPrompt"]?.string)
        if let shown = command["revision"], let title = shown["title"]?.string, let id = shown["id"]?.integer {
            guard let revision = environment.wikipedia.server.article(titled: title)?.revisions.first(where: { $0.id == id })
                ?? environment.cache[title].flatMap({ $0.id == id ? $0 : nil }) else {
                throw AdapterCommandError("the article view knows no revision \(id) of “\(title)”")
            }
            page.revision = revision
        }
        if let banner = command["banner"], let kind = banner["kind"]?.string, let text = banner["text"]?.string {
            page.banner = Screen.Banner(Screen.Banner.Kind(kind), text)
        }
        environment.show(page)
    }
}
