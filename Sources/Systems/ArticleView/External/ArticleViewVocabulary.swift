import Adapter
import SpecrunKit

/// The article view's side of the adapter protocol, as data: the events a child receives (the
/// user's actions, the answers to its requests, connectivity), the commands it may send (send or
/// cancel a request, render the article page), the endpoints and routes, and the texts of the
/// prompt and banners. The scene is the app's article cache.
///
/// ```swift
/// let vocabulary = ArticleViewVocabulary.vocabulary
/// vocabulary.system                      // "article-view"
/// vocabulary.commands.map(\.name)        // ["send", "cancel", "render"]
/// let pool = AdapterPool(declaration: declaration, vocabulary: vocabulary)
/// ```
package enum ArticleViewVocabulary {
    static let revisionFields = [Field("title", .string), Field("id", .integer), Field("bytes", .integer)]
    static let failures = ["notConnected", "timedOut", "connectionLost", "httpStatus"]

    package static let vocabulary = AdapterVocabulary(
        system: "article-view",
        events: [
            MessageKind("open", "the user opens an article, from a route", [
                Field("title", .string), Field("route", .oneOf(ArticleRoute.allCases.map(\.rawValue))),
            ]),
            MessageKind("refresh", "the user taps the refresh button"),
            MessageKind("answer", "a request's answer: a revision, or a failure (with the HTTP status for httpStatus)", [
                Field("request", .integer), Field("revision", .object(revisionFields), required: false),
                Field("failure", .oneOf(failures), required: false), Field("status", .integer, required: false),
            ]),
            MessageKind("connectivity", "the device gained or lost its connection", [Field("connected", .boolean)]),
        ],
        commands: [
            MessageKind("send", "asks Wikipedia: `revision` (the newest revision's id) or `content` (a revision, the newest when null); content is stored in the cache when it arrives", [
                Field("request", .integer), Field("endpoint", .oneOf(["revision", "content"])), Field("title", .string),
                Field("revision", .nullable(.integer), required: false),
            ]),
            MessageKind("cancel", "cancels a request in flight: its answer never comes", [Field("request", .integer)]),
            MessageKind("render", "shows the article page", [
                Field("screen", .oneOf([Screen.Name.articleView.title])),
                Field("revision", .nullable(.object([Field("title", .string), Field("id", .integer)]))),
                Field("loading", .boolean),
                Field("banner", .nullable(.object([Field("kind", .oneOf(["offline", "warning", "error"])), Field("text", .string)]))),
                Field("refreshPrompt", .nullable(.string)),
            ]),
        ],
        data: .object([
            ("endpoints", .array([
                .object([("name", "revision"), ("host", .string(ArticleServer.revisionEndpoint.host)),
                         ("resource", "an article's title"), ("answer", "the newest revision: title, id, bytes")]),
                .object([("name", "content"), ("host", .string(ArticleServer.contentEndpoint.host)),
                         ("resource", "an article's title"), ("answer", "the revision downloaded: title, id, bytes")]),
            ])),
            ("routes", .array(ArticleRoute.allCases.map { .string($0.rawValue) })),
            ("screens", .array([.string(Screen.Name.articleView.title)])),
            ("refreshPrompt", .string(ArticlePage.refreshPromptText)),
            ("banners", .object([
                ("revisionUnknown", json(ArticlePage.revisionUnknownBanner)),
                ("offline", json(ArticlePage.offlineBanner)),
                ("loadFailed", json(ArticlePage.loadFailedBanner)),
            ])),
        ]))

    /// The scene a child receives: the revisions in the app's cache.
    static func scene(of cache: ArticleCache) -> JSONValue {
        .object([("cache", .array(cache.titles.compactMap { cache[$0] }.map(json)))])
    }

    static func json(_ revision: ArticleRevision) -> JSONValue {
        .object([("title", .string(revision.title)), ("id", .number(Double(revision.id))), ("bytes", .number(Double(revision.bytes)))])
    }

    static func json(_ banner: Screen.Banner) -> JSONValue {
        .object([("kind", .string(banner.kind.rawValue)), ("text", .string(banner.text))])
    }

    /// The fields of an answer: the revision, or the failure.
    static func answer(_ result: Result<ArticleRevision, RequestError>) -> [(String, JSONValue)] {
        switch result {
        case .success(let revision): [("revision", json(revision))]
        case .failure(let failure): AdapterVocabulary.fields(of: failure)
        }
    }
}
