import SpecrunKit

/// The client's HTTP cache: for each path, the representation it holds, when it was received (or
/// last revalidated) and the freshness headers it came with. Its age decides what a caching
/// policy may do with it (RFC 9111: fresh while younger than `max-age`; then usable while it is
/// revalidated, for `stale-while-revalidate` more).
public struct ResponseCache: Hashable, Sendable {
    /// One stored response.
    public struct Entry: Hashable, Sendable {
        public var representation: Representation
        public var receivedAt: VirtualInstant
        public var cacheControl: CacheControl

        /// How fresh it is at `now`.
        public func freshness(at now: VirtualInstant) -> Freshness {
            let age = now - receivedAt
            if age < cacheControl.maxAge { return .fresh }
            if age < cacheControl.maxAge + cacheControl.staleWhileRevalidate { return .staleWhileRevalidating }
            return .stale
        }
    }

    /// What a stored response may be used for now.
    public enum Freshness: Hashable, Sendable {
        /// Younger than `max-age`: usable without asking the origin.
        case fresh
        /// Past `max-age` but within `stale-while-revalidate`: usable while it is revalidated.
        case staleWhileRevalidating
        /// Past both: it must be revalidated before it is used.
        case stale
    }

    private var entries: [String: Entry] = [:]

    public init() {}

    public subscript(path: String) -> Entry? { entries[path] }

    /// Stores a representation the origin sent.
    public mutating func store(_ representation: Representation, _ cacheControl: CacheControl, at now: VirtualInstant) {
        entries[representation.path] = Entry(representation: representation, receivedAt: now, cacheControl: cacheControl)
    }

    /// The origin said the stored response is current (304): it is fresh again.
    public mutating func revalidate(_ path: String, _ cacheControl: CacheControl, at now: VirtualInstant) {
        entries[path]?.receivedAt = now
        entries[path]?.cacheControl = cacheControl
    }
}
