/// What goes wrong, if anything, with requests: for the whole device or for one endpoint.
/// The link's speed is its `NetworkProfile`; the condition decides the outcome.
///
/// ```swift
/// let network = SimulatedNetwork(clock: VirtualClock(), profile: .unconditioned, seed: 7)
/// network.condition = .flaky(failureRate: .percent(20))
/// network.setCondition(.failing(status: 503), forEndpoint: "revision")
/// network.effectiveCondition(forEndpoint: "revision").description  // "failing with HTTP 503"
/// network.effectiveCondition(forEndpoint: "content").description   // "flaky (20% of requests lost)"
/// ```
public enum NetworkCondition: Hashable, Sendable, CustomStringConvertible {
    /// Requests are answered by the server, in the time the profile gives.
    case online
    /// The device has no connection: requests fail at once with "not connected".
    case offline
    /// Requests are answered with this HTTP status (e.g. 503) after the profile's time.
    case failing(status: Int)
    /// No answer comes: requests fail with "timed out" at their own timeout.
    case timeout
    /// Answers come, but each `extraDelay` later than the profile gives.
    case slow(extraDelay: VirtualDuration)
    /// Each request is lost with this probability ("connection lost" after the round trip),
    /// decided by the network's seeded generator.
    case flaky(failureRate: NetworkCondition.Percentage)

    /// "online", "failing with HTTP 503", "flaky (20% of requests lost)", …
    public var description: String {
        switch self {
        case .online: "online"
        case .offline: "offline"
        case .failing(let status): "failing with HTTP \(status)"
        case .timeout: "timing out"
        case .slow(let extraDelay): "slow (\(extraDelay) more per request)"
        case .flaky(let failureRate): "flaky (\(failureRate) of requests lost)"
        }
    }
}
