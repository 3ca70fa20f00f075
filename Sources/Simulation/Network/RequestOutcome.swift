/// How a request ended, as the request log records it.
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
public enum RequestFailure: Error, Hashable, Sendable, CustomStringConvertible {
    case httpStatus(Int)
    case notConnected
    case timedOut
    case connectionLost

    public var description: String {
        switch self {
        case .httpStatus(let status): "HTTP \(status)"
        case .notConnected: "not connected"
        case .timedOut: "timed out"
        case .connectionLost: "connection lost"
        }
    }
}
