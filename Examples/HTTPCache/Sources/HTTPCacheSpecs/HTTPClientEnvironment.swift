import SpecrunKit

/// What a caching policy runs on: the device, the origin over the device's network, the client's
/// HTTP cache, and the page on screen. It sends `GET`s (conditional when the cache holds an ETag),
/// keeps the cache as answers arrive, counts what they cost, and renders the page.
public final class HTTPClientEnvironment {
    public let device: SimulatedDevice
    public let origin: ServerConnection<OriginServer>
    public let requestTimeout: VirtualDuration
    public private(set) var cache = ResponseCache()
    /// The page on screen.
    public private(set) var page = Page()
    /// Every answer that arrived, in order: downloads (200) and revalidations (304).
    public private(set) var answers: [AnswerRecord] = []
    private var requests: [RequestToken] = []

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
        public var banner: Banner?

        public var screen: Screen {
            Screen(.browser, content: shown.map(ScreenContent.init) ?? .blank, progressBar: isLoading,
                   banners: banner.map { [$0] } ?? [])
        }
    }

    public static let offlineBanner = Banner(.offline, "You are offline")
    public static let errorBanner = Banner(.error, "The page could not be loaded")

    /// Shows `page` now.
    public func show(_ page: Page) {
        self.page = page
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

    /// `GET path`, conditional on the stored ETag when there is one. The cache is updated before
    /// `completion` runs with the representation to show (the new one, or the stored one on a 304).
    public func fetch(_ path: String, then completion: @escaping (Result<Representation, RequestFailure>) -> Void) {
        let request = OriginServer.Request(path: path, ifNoneMatch: cache[path]?.representation.etag)
        let token = origin.send(request, timeout: requestTimeout) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(.representation(let representation, let cacheControl)):
                answers.append(AnswerRecord(path: path, kind: .download, instant: device.clock.now))
                cache.store(representation, cacheControl, at: device.clock.now)
                completion(.success(representation))
            case .success(.notModified(let cacheControl)):
                answers.append(AnswerRecord(path: path, kind: .revalidation, instant: device.clock.now))
                cache.revalidate(path, cacheControl, at: device.clock.now)
                completion(cache[path].map { .success($0.representation) } ?? .failure(.httpStatus(304)))
            case .failure(let failure):
                completion(.failure(failure))
            }
        }
        requests.append(token)
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
    public static func banner(for failure: RequestFailure) -> Banner {
        failure == .notConnected ? offlineBanner : errorBanner
    }
}

extension ScreenName {
    /// The client's one screen: a page whose content speaks for itself ("version 2 of /news").
    public static let browser = ScreenName("page", phrasing: .view)
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
    }

    public var path: String
    public var kind: Kind
    public var instant: VirtualInstant
}
