import JSON
import SpecrunKit

/// How the protocol writes the simulation's values that every system shares.
///
/// ```swift
/// let fields = [("request", JSONValue.number(7))] + AdapterWords.failure(.httpStatus(503))
/// let answer = JSONValue.object(fields)   // {"request":7,"failure":"httpStatus","status":503}
/// ```
public enum AdapterWords {
    /// A request's failure as an answer's fields: `failure` (notConnected, timedOut,
    /// connectionLost, httpStatus) and, for an HTTP status, `status`.
    public static func failure(_ failure: RequestFailure) -> [(String, JSONValue)] {
        switch failure {
        case .notConnected: [("failure", "notConnected")]
        case .timedOut: [("failure", "timedOut")]
        case .connectionLost: [("failure", "connectionLost")]
        case .httpStatus(let status): [("failure", "httpStatus"), ("status", .number(Double(status)))]
        }
    }
}
