import SpecrunKit

extension RequestError {
    /// The words the wallet app shows for this failure, in a snackbar or an input's error label.
    /// "No internet connection" is the one the document names; the others are ours.
    package var messageForUser: String {
        switch self {
        case .notConnected: "No internet connection"
        case .timedOut: "The server did not answer in time"
        case .connectionLost: "The connection was lost"
        case .httpStatus(let status): "Something went wrong (HTTP \(status))"
        }
    }
}
