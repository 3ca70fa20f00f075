extension RequestLog {
    /// One request in the network's log: what was asked, when it started and ended, the bytes sent
    /// and received, and how it ended (nil while it is still pending).
    ///
    /// ```swift
    /// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
    /// device.connect(to: ArticleServer()).send(ArticleRequest(title: "Tokyo")) { _ in }  // see `SimulatedServer`
    /// try device.clock.advance(by: .zero)
    /// let record = device.network.log[0]
    /// record.outcome      // .ok
    /// record.description  // "content Tokyo from 0 ms to 0 ms: ok, 30 bytes"
    /// ```
    public struct Record: Hashable, Sendable, CustomStringConvertible {
        /// The request's position in the log, from 0.
        public let id: Int
        /// The host the request went to.
        public let host: String
        /// The endpoint's name.
        public let endpoint: String
        /// What was asked for, e.g. an article title or a safe's name.
        public let resource: String
        /// When it was sent.
        public let start: VirtualInstant
        /// When it ended; nil while it is pending.
        public internal(set) var end: VirtualInstant?
        /// Bytes sent (0 for a request that found no connection).
        public let bytesSent: Int
        /// Bytes of the answer received; 0 for a request that failed or was cancelled before its
        /// answer arrived.
        public internal(set) var bytesReceived: Int
        /// How it ended; nil while it is pending.
        public internal(set) var outcome: RequestOutcome?
        /// The HTTP status of the answer (200, 304, 503, …); nil while pending, and for a request that
        /// got no answer (not connected, timed out, lost, cancelled).
        public internal(set) var status: Int?

        /// Whether it is still waiting for its answer.
        public var isPending: Bool { outcome == nil }
        /// Whether the app cancelled it.
        public var wasCancelled: Bool { outcome == .cancelled }
        /// From sent to ended; nil while it is pending.
        public var duration: VirtualDuration? { end.map { $0 - start } }

        /// "content Tokyo from 0 ms to 726 ms: ok, 50000 bytes", "page /news from 2 s to 2.1 s: ok
        /// (HTTP 304), 280 bytes" or "revision Tokyo from 1 s: pending".
        public var description: String {
            let subject = resource.isEmpty ? endpoint : "\(endpoint) \(resource)"
            guard let end, let outcome else { return "\(subject) from \(start): pending" }
            let bytes = bytesReceived > 0 ? ", \(bytesReceived) bytes" : ""
            let answer = outcome == .ok && status != nil && status != 200 ? " (HTTP \(status!))" : ""
            return "\(subject) from \(start) to \(end): \(outcome)\(answer)\(bytes)"
        }
    }
}

extension SimulatedNetwork {
    /// Identifies a request sent on a `SimulatedNetwork`, so that the app can cancel it.
    ///
    /// ```swift
    /// let wiki = SimulatedDevice(profile: .unconditioned, seed: 1).connect(to: ArticleServer())  // see `SimulatedServer`
    /// let token = wiki.send(ArticleRequest(title: "Tokyo")) { _ in print("never runs") }
    /// wiki.cancel(token)  // logged as cancelled
    /// ```
    public struct RequestToken: Hashable, Sendable {
        /// The request's position in the network's log.
        public let id: Int
    }
}
