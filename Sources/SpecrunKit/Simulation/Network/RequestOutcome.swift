/// How a request ended, as the request log records it: answered, failed (as the app's completion
/// handler receives it, a `RequestError`), or cancelled by the app.
///
/// ```swift
/// let log = SimulatedDevice(profile: .unconditioned, seed: 1).network.log
/// let timedOut = log.filter { $0.outcome == .failed(.timedOut) }
/// RequestOutcome.failed(.httpStatus(503)).failure  // RequestError.httpStatus(503)
/// RequestOutcome.cancelled.failure                 // nil
/// ```
public enum RequestOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Answered with a 2xx or 3xx status.
    case ok
    /// Failed: an error status, no connection, no answer in time, or the connection dropped.
    case failed(RequestError)
    /// The app cancelled the request; its completion never ran.
    case cancelled

    /// The failure an app sees, or nil for `.ok` and `.cancelled`.
    public var failure: RequestError? {
        if case .failed(let failure) = self { failure } else { nil }
    }

    /// "ok", "HTTP 503", "not connected", "timed out", "connection lost", "cancelled".
    public var description: String {
        switch self {
        case .ok: "ok"
        case .failed(let failure): failure.description
        case .cancelled: "cancelled"
        }
    }

    // 1.1's cases, which repeated `RequestError`'s.
    @available(*, unavailable, renamed: "failed(_:)", message: "a failure is .failed(.httpStatus(status))")
    public static func httpStatus(_ status: Int) -> RequestOutcome { .failed(.httpStatus(status)) }
    @available(*, unavailable, message: "a failure is .failed(.notConnected)")
    public static var notConnected: RequestOutcome { .failed(.notConnected) }
    @available(*, unavailable, message: "a failure is .failed(.timedOut)")
    public static var timedOut: RequestOutcome { .failed(.timedOut) }
    @available(*, unavailable, message: "a failure is .failed(.connectionLost)")
    public static var connectionLost: RequestOutcome { .failed(.connectionLost) }
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
public enum RequestError: Error, Hashable, Sendable, CustomStringConvertible {
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
