import SpecrunKit

/// What a caching policy runs on: the device, the origin over the device's network (`send`, the
/// transport of every cache), our own policies' page cache, and the page on screen. It counts the
/// downloads and revalidations the origin answers, and renders the page.
public final class HTTPClientEnvironment {
    public let device: SimulatedDevice
    public let origin: ServerConnection<OriginServer>
    public let requestTimeout: VirtualDuration
    public private(set) var cache = ResponseCache()
    /// The page on screen.
    public private(set) var page = Page()
    /// Every answer that arrived, in order: downloads (200) and revalidations (304).
    public private(set) var answers: [AnswerRecord] = []
    private var requests: [SimulatedNetwork.RequestToken] = []

    public init(device: SimulatedDevice, origin: OriginServer, requestTimeout: VirtualDuration) {
        self.device = device
        self.origin = device.connect(to: origin)
        self.requestTimeout = requestTimeout
    }

    /// The page the client renders.
    public struct Page: Hashable, Sendable {
        public var path: String?
        public var shown: Representation?
        public var isLoading = false
        public var banner: Screen.Banner?

        public var screen: Screen {
            Screen(.browser, content: shown.map(Screen.Content.init) ?? .blank, progressBar: isLoading,
                   banners: banner.map { [$0] } ?? [])
        }
    }

    public static let offlineBanner = Screen.Banner(.offline, "You are offline")
    public static let errorBanner = Screen.Banner(.error, "The page could not be loaded")

    private var pageGeneration = 0

    /// A new page (or refresh) begins: the answers of the ones before it no longer show.
    public func beginPage() -> Int {
        pageGeneration += 1
        return pageGeneration
    }

    public func isCurrentPage(_ generation: Int) -> Bool { generation == pageGeneration }

    /// The version of each page shown last.
    public private(set) var lastShown: [String: Representation] = [:]

    /// Shows `page` now.
    public func show(_ page: Page) {
        self.page = page
        if let shown = page.shown { lastShown[shown.path] = shown }
        device.show(page.screen)
    }

    /// Changes the page on screen and shows the result.
    public func updatePage(_ change: (inout Page) -> Void) {
        var changed = page
        change(&changed)
        show(changed)
    }

    /// The stored response for `path`, if any, and how fresh it is now.
    public func stored(_ path: String) -> (entry: ResponseCache.Entry, freshness: ResponseCache.Freshness)? {
        cache[path].map { ($0, $0.freshness(at: device.clock.now)) }
    }

    /// Sends `request` to the origin: the cache's transport. `completion` runs as a clock event with
    /// the origin's response (whatever its status), or the failure when none came (offline, timed
    /// out, the connection closed). Every 200 and 304 is counted.
    @discardableResult
    public func send(_ request: HTTPRequest, then completion: @escaping (Result<HTTPResponse, RequestError>) -> Void) -> SimulatedNetwork.RequestToken {
        let serverRequest = OriginServer.Request(http: request)
        let answer = origin.server.answer(serverRequest, at: device.clock.now)
        guard let payload = answer.payload else { preconditionFailure("the origin answers every request") }
        var status = 200
        if case .response(let response, _) = payload { status = response.status }
        let path = request.path
        return device.network.send(to: serverRequest.endpoint, resource: serverRequest.resource, status: status, responseBytes: answer.bytes,
                                   timeout: requestTimeout) { [weak self] outcome in
            guard let self else { return }
            switch (outcome, payload) {
            case (.ok, .response(let response, let delay)), (.failed(.httpStatus), .response(let response, let delay)):
                let deliver = { [weak self] in
                    guard let self else { return }
                    if let kind = AnswerRecord.Kind(status: response.status) {
                        answers.append(AnswerRecord(path: path, kind: kind, instant: device.clock.now))
                    }
                    completion(.success(response))
                }
                if delay == .zero { deliver() } else { device.clock.schedule(after: delay, label: "the origin's answer to \(path)") { deliver() } }
            case (.ok, .disconnect), (.failed(.httpStatus), .disconnect):
                completion(.failure(.connectionLost))
            default:
                if let failure = outcome.failure { completion(.failure(failure)) }
            }
        }
    }

    /// `GET path`, conditional on the stored ETag when there is one (our own policies' fetch). The
    /// cache is updated before `completion` runs with the representation to show (the new one, or
    /// the stored one on a 304).
    public func fetch(_ path: String, then completion: @escaping (Result<Representation, RequestError>) -> Void) {
        var request = HTTPRequest(path: path)
        if let etag = cache[path]?.representation.etag { request.fields.append("If-None-Match", etag) }
        let token = send(request) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response) where response.status == 200:
                guard let representation = representation(of: response, at: path) else {
                    completion(.failure(.httpStatus(200)))
                    return
                }
                cache.store(representation, CacheControl(response.fields), at: device.clock.now)
                completion(.success(representation))
            case .success(let response) where response.status == 304:
                cache.revalidate(path, CacheControl(response.fields), at: device.clock.now)
                completion(cache[path].map { .success($0.representation) } ?? .failure(.httpStatus(304)))
            case .success(let response):
                completion(.failure(.httpStatus(response.status)))
            case .failure(let failure):
                completion(.failure(failure))
            }
        }
        requests.append(token)
    }

    /// The page a response's body is, with its size on the origin.
    public func representation(of response: HTTPResponse, at path: String) -> Representation? {
        Representation(body: response.body, bytes: origin.server.resource(at: path)?.bytes ?? response.body.utf8.count)
    }

    /// How many answers of `kind` arrived, from `instant` on.
    public func count(_ kind: AnswerRecord.Kind, of path: String? = nil, since instant: VirtualInstant = .start) -> Int {
        answers.count { $0.kind == kind && $0.instant >= instant && (path == nil || $0.path == path) }
    }

    /// Drops every request in flight (the user went elsewhere).
    public func cancelRequests() {
        for token in requests { origin.cancel(token) }
        requests.removeAll(keepingCapacity: true)
    }

    /// The banner for a failed request.
    public static func banner(for failure: RequestError) -> Screen.Banner {
        failure == .notConnected ? offlineBanner : errorBanner
    }
}

extension Screen.Name {
    /// The client's one screen: a page whose content speaks for itself ("version 2 of /news").
    public static let browser = Screen.Name("page", phrasing: .view)
}

extension Screen {
    /// The representation shown, if any.
    public var representation: Representation? { content.value(as: Representation.self) }
}

/// An answer the client received: a download of a representation (200) or a revalidation of the
/// stored one (304), and when.
public struct AnswerRecord: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case download, revalidation

        /// A 200 is a download, a 304 a revalidation; nil for any other status.
        init?(status: Int) {
            switch status {
            case 200: self = .download
            case 304: self = .revalidation
            default: return nil
            }
        }
    }

    public var path: String
    public var kind: Kind
    public var instant: VirtualInstant
}
