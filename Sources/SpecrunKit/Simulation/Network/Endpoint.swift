/// A kind of request a server answers, such as an article's latest revision or a safe's
/// balances: the host it lives on (each host needs its own DNS lookup), a name used in the
/// request log and in per-endpoint conditions, and the size of the request sent.
///
/// ```swift
/// let content = Endpoint(host: "wiki.example", name: "content", requestBytes: 300)
/// let network = SimulatedNetwork(clock: VirtualClock(), profile: .unconditioned, seed: 1)
/// network.setCondition(.failing(status: 503), forEndpoint: content.name)
/// ```
public struct Endpoint: Hashable, Sendable, CustomStringConvertible {
    /// The host it lives on; the first request to each host pays the profile's DNS delay.
    public let host: String
    /// Its name in the request log and in per-endpoint conditions (`content`, `thumbnail`).
    public let name: String
    /// Bytes sent for one request (headers and body).
    public let requestBytes: Int

    /// An endpoint of `host` named `name`, whose requests send `requestBytes`.
    public init(host: String, name: String, requestBytes: Int) {
        self.host = host
        self.name = name
        self.requestBytes = requestBytes
    }

    /// Its name.
    public var description: String { name }
}
