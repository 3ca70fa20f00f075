import SpecrunKit

/// A response stored by the RFC 9111 reference cache, with the request it answered (for `Vary`)
/// and when it was requested and received (for its age, RFC 9111 §4.2.3).
public struct StoredExchange: Hashable, Sendable {
    public var request: HTTPRequest
    public var response: HTTPResponse
    public var requestTime: Int
    public var responseTime: Int

    /// Fields a cache does not store (RFC 9111 §3.1): the connection's own and a proxy's.
    static let unstored: Set<String> = ["connection", "keep-alive", "proxy-connection", "te", "transfer-encoding", "upgrade",
                                        "proxy-authenticate", "proxy-authentication-info", "proxy-authorization"]

    public init(request: HTTPRequest, response: HTTPResponse, requestTime: Int, responseTime: Int) {
        self.request = request
        self.requestTime = requestTime
        self.responseTime = responseTime
        self.response = response
        self.response.fields = Self.storable(response.fields)
    }

    /// The fields of `fields` a cache may keep: not the connection's (nor those `Connection`
    /// names), not a proxy's, not those a qualified `no-cache` or `private` names.
    static func storable(_ fields: HTTPFields) -> HTTPFields {
        let directives = CacheDirectives(fields)
        let named = Set((fields.listItems("Connection") + directives.fieldNames("no-cache") + directives.fieldNames("private"))
            .map { $0.lowercased() })
        return HTTPFields(fields.pairs.filter { !unstored.contains($0.name.lowercased()) && !named.contains($0.name.lowercased()) }
            .map { ($0.name, $0.value) })
    }

    public var directives: CacheDirectives { CacheDirectives(response.fields) }

    /// How long it is fresh for a shared cache (§4.2.1): `s-maxage`, `max-age`, `Expires` − `Date`,
    /// else a tenth of the time since `Last-Modified` when heuristics are allowed; nil when invalid
    /// (a stale response).
    public var freshnessLifetime: Int? {
        let directives = directives
        for name in ["s-maxage", "max-age"] {
            switch directives.seconds(name) {
            case .valid(let seconds): return seconds
            case .invalid: return nil
            case nil: continue
            }
        }
        let expires = response.fields.values("Expires")
        if !expires.isEmpty {
            guard expires.count == 1, let expiry = HTTPDate.parse(expires[0]) else { return nil }
            return expiry - date
        }
        if let lastModified = response.fields["Last-Modified"].flatMap(HTTPDate.parse),
           Self.heuristicallyCacheable.contains(response.status) || directives.has("public") {
            return max(0, (date - lastModified) / 10)
        }
        return nil
    }

    /// Statuses cacheable by default (RFC 9110 §15.1).
    static let heuristicallyCacheable: Set<Int> = [200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The response's `Date`, else when it was received.
    var date: Int { response.fields.values("Date").first.flatMap(HTTPDate.parse) ?? responseTime }

    /// Its age at `now` (§4.2.3), from its `Date`, its `Age` (a non-negative whole number, else
    /// ignored) and the time the request took.
    public func age(at now: Int) -> Int {
        let apparentAge = max(0, responseTime - date)
        var ageValue = 0
        if let text = response.fields.listItems("Age").first, !text.isEmpty,
           text.allSatisfy(\.isNumber) {
            ageValue = Int(text.prefix(11)) ?? 2_147_483_648
        }
        let correctedAge = ageValue + (responseTime - requestTime)
        return max(apparentAge, correctedAge) + (now - responseTime)
    }

    public func isFresh(at now: Int) -> Bool {
        guard let lifetime = freshnessLifetime else { return false }
        return lifetime > age(at: now)
    }

    /// Whether `request` may be answered with it (§4.1): the fields its `Vary` names are the same.
    public func matches(_ other: HTTPRequest) -> Bool {
        let vary = response.fields.listItems("Vary").map { $0.lowercased() }
        if vary.contains("*") { return false }
        return vary.allSatisfy { name in normalized(request.fields[name]) == normalized(other.fields[name]) }
    }

    private func normalized(_ value: String?) -> String? {
        value.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ",") }
    }

    /// Takes the fields of a `304` or of a `200` to `HEAD` (§4.3.4): each replaces the stored one
    /// of its name, except those not stored and `Content-Length`.
    public mutating func update(with fields: HTTPFields, at now: Int, requestedAt requestTime: Int) {
        var updated = response.fields
        let incoming = Self.storable(fields)
        for name in Set(incoming.pairs.map { $0.name.lowercased() }) where name != "content-length" {
            updated.remove(name)
            for value in incoming.values(name) { updated.append(incoming.pairs.first { $0.name.lowercased() == name }!.name, value) }
        }
        response.fields = updated
        self.requestTime = requestTime
        responseTime = now
    }
}
