/// How a request ended, as the request log records it.
///
/// ```swift
/// let log = SimulatedDevice(profile: .unconditioned, seed: 1).network.log
/// let timedOut = log.filter { $0.outcome == .timedOut }
/// RequestOutcome.httpStatus(503).failure  // RequestFailure.httpStatus(503)
/// RequestOutcome.cancelled.failure        // nil
/// ```
public enum RequestOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Answered with a 2xx status.
    case ok
    /// Answered with another HTTP status, such as 404 or 503.
    case httpStatus(Int)
    /// The device had no connection.
    case notConnected
    /// No answer came before the request's timeout.
    case timedOut
    /// The connection dropped before the answer came (a flaky network).
    case connectionLost
    /// The app cancelled the request; its completion never ran.
    case cancelled

    /// The failure an app sees, or nil for `.ok` and `.cancelled`.
    public var failure: RequestFailure? {
        switch self {
        case .ok, .cancelled: nil
        case .httpStatus(let status): .httpStatus(status)
        case .notConnected: .notConnected
        case .timedOut: .timedOut
        case .connectionLost: .connectionLost
        }
    }

    /// "ok", "HTTP 503", "not connected", "timed out", "connection lost", "cancelled".
    public var description: String {
        switch self {
        case .ok: "ok"
        case .httpStatus(let status): "HTTP \(status)"
        case .notConnected: "not connected"
        case .timedOut: "timed out"
        case .connectionLost: "connection lost"
        case .cancelled: "cancelled"
        }
    }
}

/// Why a request failed, as the app's completion handler receives it.
///
/// ```swift
/// let wiki = SimulatedDevice(profile: .unconditioned, seed: 1).connect(to: ArticleServer())  // see `SimulatedServer`
/// wiki.send(ArticleRequest(title: "Tokyo"), timeout: .seconds(10)) { result in
///     switch result {
///     case .success(let text): print(text)
///     case .failure(.notConnected): print("show the offline banner")
///     case .failure(let failure): print("failed: \(failure)")  // "timed out", "HTTP 503", …
///     }
/// }
/// ```
public enum RequestFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server answered with this error status (4xx or 5xx).
    case httpStatus(Int)
    /// The device had no connection.
    case notConnected
    /// No answer came before the request's timeout.
    case timedOut
    /// The connection dropped before the answer came.
    case connectionLost

    /// "HTTP 503", "not connected", "timed out", "connection lost".
    public var description: String {
        switch self {
        case .httpStatus(let status): "HTTP \(status)"
        case .notConnected: "not connected"
        case .timedOut: "timed out"
        case .connectionLost: "connection lost"
        }
    }
}
