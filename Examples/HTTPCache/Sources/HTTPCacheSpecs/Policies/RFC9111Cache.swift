import SpecrunKit

/// The reference: a shared HTTP cache written to follow RFC 9111 (HTTP Caching) closely, and only
/// it (no extensions such as `stale-while-revalidate`). It stores what §3 allows (a final answer
/// to `GET` the request and response do not forbid, with explicit or heuristic freshness), keyed
/// by path and by the request fields its `Vary` names (§4.1); serves a stored response while it is
/// fresh (§4.2, the request's `max-age`, `min-fresh`, `max-stale` and `no-cache` heard) with an
/// `Age`, answering a client's own `If-None-Match` or `If-Modified-Since` with a `304`; otherwise
/// revalidates with the stored `ETag` and `Last-Modified` (§4.3) and updates the stored fields from
/// a `304` or from a `200` to `HEAD`; serves a stale response only when the origin cannot be
/// reached and nothing forbids it (§4.2.4); and invalidates the stored responses of a path after
/// a successful unsafe request to it (§4.4). Its pages are the app's pages through the cache.
public final class RFC9111Cache: HTTPClientPolicy {
    public static let name = "rfc9111"
    public static let summary = "a shared cache following RFC 9111 closely: the reference"
    public let environment: HTTPClientEnvironment
    private var entries: [String: [StoredExchange]] = [:]

    public init(environment: HTTPClientEnvironment) {
        self.environment = environment
    }

    public func open(_ path: String) { openThroughCache(path) }
    public func pullToRefresh() { refreshThroughCache() }

    /// The time now in whole seconds since 1970, on the origin's calendar.
    private var now: Int { OriginServer.epoch + Int(environment.device.clock.now.millisecondsSinceStart / 1_000) }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        guard request.method == "GET" || request.method == "HEAD" else {
            let unsafe = !["OPTIONS", "TRACE"].contains(request.method)
            environment.send(request) { [weak self] result in
                if unsafe, case .success(let response) = result, (200..<400).contains(response.status) {
                    self?.invalidate(request.path, after: response)
                }
                respond(result)
            }
            return
        }
        guard let stored = entries[request.path]?.last(where: { $0.matches(request) }) else {
            forward(request, respond: respond)
            return
        }
        if mayServe(stored, for: request) {
            respond(.success(served(stored, for: request)))
        } else {
            validate(stored, for: request, respond: respond)
        }
    }

    /// Whether `stored` may answer `request` without asking the origin (§4, §5.2.1).
    private func mayServe(_ stored: StoredExchange, for request: HTTPRequest) -> Bool {
        let asked = CacheDirectives(request.fields), given = stored.directives
        if asked.has("no-cache") || (given.has("no-cache") && given.fieldNames("no-cache").isEmpty) { return false }
        let age = stored.age(at: now)
        let lifetime = stored.freshnessLifetime ?? 0
        if let maxAge = asked.seconds("max-age") {
            guard case .valid(let seconds) = maxAge, age <= seconds else { return false }
        }
        if let minFresh = asked.seconds("min-fresh") {
            guard case .valid(let seconds) = minFresh, lifetime - age >= seconds else { return false }
        }
        if stored.isFresh(at: now) { return true }
        guard let maxStale = asked.seconds("max-stale") ?? (asked.has("max-stale") ? .valid(Int.max / 2) : nil),
              case .valid(let tolerated) = maxStale, !forbidsStale(stored) else { return false }
        return age - lifetime <= tolerated
    }

    /// Whether the response forbids serving it stale (§5.2.2.2, §5.2.2.8, §5.2.2.10).
    private func forbidsStale(_ stored: StoredExchange) -> Bool {
        let given = stored.directives
        return given.has("must-revalidate") || given.has("proxy-revalidate") || given.has("s-maxage") || given.has("no-cache")
    }

    /// The stored response as it answers `request`: with its `Age`, without a body for `HEAD`, or a
    /// `304` when the request's own validator matches it (RFC 9110 §13.1).
    private func served(_ stored: StoredExchange, for request: HTTPRequest) -> HTTPResponse {
        var response = stored.response
        response.fields.set("Age", "\(max(0, stored.age(at: now)))")
        if request.method == "HEAD" { response.body = "" }
        let etag = response.fields["ETag"].map(Self.opaque)
        let candidates = request.fields.listItems("If-None-Match")
        let matched: Bool
        if !candidates.isEmpty {
            matched = candidates.contains("*") || candidates.map(Self.opaque).contains { $0 == etag }
        } else if let since = request.fields["If-Modified-Since"].flatMap(HTTPDate.parse),
                  let modified = response.fields["Last-Modified"].flatMap(HTTPDate.parse) {
            matched = modified <= since
        } else {
            matched = false
        }
        guard matched, response.status == 200 else { return response }
        var notModified = response
        notModified.status = 304
        notModified.reason = "Not Modified"
        notModified.body = ""
        for name in ["Content-Length", "Content-Type", "Content-Encoding", "Content-Range"] { notModified.fields.remove(name) }
        return notModified
    }

    /// An entity tag without its weakness, for the weak comparison of `If-None-Match`.
    private static func opaque(_ tag: String) -> String { tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag }

    /// Asks the origin whether `stored` is still current, with its validators (§4.3.1).
    private func validate(_ stored: StoredExchange, for request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        var conditional = request
        let etag = stored.response.fields["ETag"], lastModified = stored.response.fields["Last-Modified"]
        if request.method == "GET", etag != nil || lastModified != nil {
            conditional.fields.remove("If-None-Match")
            conditional.fields.remove("If-Modified-Since")
            if let etag { conditional.fields.append("If-None-Match", etag) }
            if let lastModified { conditional.fields.append("If-Modified-Since", lastModified) }
        }
        let requestTime = now
        environment.send(conditional) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let response) where response.status == 304 && conditional.isConditional:
                guard response.fields["ETag"] == nil || response.fields["ETag"] == etag,
                      let updated = freshen(request.path, stored, with: response.fields, requestedAt: requestTime) else {
                    respond(.success(response))
                    return
                }
                respond(.success(served(updated, for: request)))
            case .success(let response) where request.method == "HEAD":
                if response.status == 200, response.fields["ETag"] == etag, response.fields["Last-Modified"] == lastModified {
                    _ = freshen(request.path, stored, with: response.fields, requestedAt: requestTime)
                }
                respond(.success(response))
            case .success(let response):
                store(response, for: request, requestedAt: requestTime)
                respond(.success(response))
            case .failure:
                // Disconnected, a cache may serve a stale response nothing forbids it to (§4.2.4);
                // when something does, it answers 504 Gateway Timeout (§5.2.2.2).
                if forbidsStale(stored) || CacheDirectives(request.fields).has("no-cache") {
                    let date = HTTPFields([("Date", HTTPDate.format(now)), ("Content-Length", "0")])
                    respond(.success(HTTPResponse(status: 504, reason: "Gateway Timeout", fields: date)))
                } else {
                    respond(.success(served(stored, for: request)))
                }
            }
        }
    }

    /// Updates the stored response `stored` with `fields` (§4.3.4); the updated one, nil when it is gone.
    private func freshen(_ path: String, _ stored: StoredExchange, with fields: HTTPFields, requestedAt requestTime: Int) -> StoredExchange? {
        guard let index = entries[path]?.lastIndex(of: stored) else { return nil }
        entries[path]![index].update(with: fields, at: now, requestedAt: requestTime)
        return entries[path]![index]
    }

    /// Sends `request` on, and stores the answer if it may.
    private func forward(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        let requestTime = now
        environment.send(request) { [weak self] result in
            if case .success(let response) = result { self?.store(response, for: request, requestedAt: requestTime) }
            respond(result)
        }
    }

    /// Stores `response` to `request` when §3 allows it, in place of the ones it replaces.
    private func store(_ response: HTTPResponse, for request: HTTPRequest, requestedAt requestTime: Int) {
        let asked = CacheDirectives(request.fields), given = CacheDirectives(response.fields)
        guard request.method == "GET", !request.isConditional || response.status != 304,
              (200..<600).contains(response.status), ![206, 304].contains(response.status),
              !asked.has("no-store"), !given.has("no-store"),
              !(given.has("private") && given.fieldNames("private").isEmpty) else { return }
        if request.fields.contains("Authorization"), !(given.has("must-revalidate") || given.has("public") || given.has("s-maxage")) {
            return
        }
        let explicit = given.has("public") || given.has("max-age") || given.has("s-maxage") || response.fields.contains("Expires")
        guard explicit || StoredExchange.heuristicallyCacheable.contains(response.status) else { return }
        let exchange = StoredExchange(request: request, response: response, requestTime: requestTime, responseTime: now)
        entries[request.path, default: []].removeAll { exchange.matches($0.request) }
        entries[request.path, default: []].append(exchange)
    }

    /// Forgets what is stored for `path`, and for the paths of the answer's `Location` and
    /// `Content-Location` (§4.4).
    private func invalidate(_ path: String, after response: HTTPResponse) {
        entries[path] = nil
        for name in ["Location", "Content-Location"] {
            if let target = response.fields[name], target.hasPrefix("/") { entries[target] = nil }
        }
    }
}
