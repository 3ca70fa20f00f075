import SpecrunKit

/// Our own three policies as HTTP caches, which is what an HTTP Caching Test sees of them: each
/// stores the `200` answers to `GET` by path, with the `max-age` and `stale-while-revalidate` of
/// their `Cache-Control` and nothing else (no `Expires`, `Vary`, `no-store`, `Age` or `Date`), and
/// revalidates with the stored `ETag` (`If-None-Match`), as the policies do for pages:
///
/// - network first: asks the origin every time; the stored response only when no answer comes;
/// - max-age: a stored response younger than its `max-age` without asking; else asks;
/// - stale-while-revalidate: the same, and within `stale-while-revalidate` the stored response at
///   once while it is revalidated; when no answer comes, the stored response.
public final class SimpleHTTPCache {
    public enum Rule: Hashable, Sendable {
        case networkFirst, maxAge, staleWhileRevalidate
    }

    struct Entry {
        var response: HTTPResponse
        var receivedAt: VirtualInstant
        var freshness: CacheControl
    }

    let rule: Rule
    let environment: HTTPClientEnvironment
    private var entries: [String: Entry] = [:]

    public init(rule: Rule, environment: HTTPClientEnvironment) {
        self.rule = rule
        self.environment = environment
    }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        guard request.method == "GET" else {
            environment.send(request, then: respond)
            return
        }
        let path = request.path
        guard let entry = entries[path] else {
            revalidate(request, fallback: nil, respond: respond)
            return
        }
        let age = environment.device.clock.now - entry.receivedAt
        let fresh = age < entry.freshness.maxAge
        switch rule {
        case .networkFirst:
            revalidate(request, fallback: entry.response, respond: respond)
        case .maxAge:
            if fresh { respond(.success(entry.response)) } else { revalidate(request, fallback: nil, respond: respond) }
        case .staleWhileRevalidate:
            if fresh {
                respond(.success(entry.response))
            } else if age < entry.freshness.maxAge + entry.freshness.staleWhileRevalidate {
                respond(.success(entry.response))
                revalidate(request, fallback: nil) { _ in }
            } else {
                revalidate(request, fallback: entry.response, respond: respond)
            }
        }
    }

    /// Asks the origin, with the stored `ETag` when there is one; `fallback` answers when no answer comes.
    private func revalidate(_ request: HTTPRequest, fallback: HTTPResponse?, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        var conditional = request
        if let etag = entries[request.path]?.response.fields["ETag"], !request.fields.contains("If-None-Match") {
            conditional.fields.append("If-None-Match", etag)
        }
        environment.send(conditional) { [weak self] result in
            guard let self else { return }
            let now = environment.device.clock.now
            switch result {
            case .success(let response) where response.status == 200:
                entries[request.path] = Entry(response: response, receivedAt: now, freshness: CacheControl(response.fields))
                respond(.success(response))
            case .success(let response) where response.status == 304 && entries[request.path] != nil && !request.isConditional:
                entries[request.path]!.receivedAt = now
                entries[request.path]!.freshness = CacheControl(response.fields)
                respond(.success(entries[request.path]!.response))
            case .success(let response):
                respond(.success(response))
            case .failure(let failure):
                respond(fallback.map { .success($0) } ?? .failure(failure))
            }
        }
    }
}
