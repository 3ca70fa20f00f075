import SpecrunKit

/// One request of the wallet app in flight: what it asks, why it was sent (which decides what its
/// answer or failure does to the screen), the batch it belongs to (one user action or event), and
/// whether a pull to refresh sent it.
struct Fetch {
    /// Why the app sent a request.
    enum Purpose: Hashable {
        /// The open screen's data: its first load, a reload or a pull to refresh.
        case screen
        /// A request no screen asked for, such as the legacy iOS client's polling.
        case background
        /// Checks an address typed into the address field against the safe's owners.
        case addressCheck(String)
        /// Sends the device's push token to the back end.
        case pushRegistration
    }

    let id: Int
    let request: SafeAppRequest
    let token: SimulatedNetwork.RequestToken
    let batch: Int
    let purpose: Purpose
    let isPullToRefresh: Bool
}
