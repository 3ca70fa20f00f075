import SpecrunKit

/// What the wallet app asks for, per the network-request policy: balances and collectibles
/// (Assets), transactions (list, details, creation), settings (confirmations, owners, master
/// copy, modules, or all at once), images, and the push registration.
///
/// ```swift
/// environment.fetchInBackground([.balances(safe: "Team"), .transactions(safe: "Team")])
/// let token = environment.wallet.send(.owners(safe: "Team")) { result in print(result) }
/// ```
package enum SafeAppRequest: ServerRequest {
    case balances(safe: String)
    case collectibles(safe: String)
    case transactions(safe: String)
    case transaction(safe: String, id: String)
    case creationTransaction(safe: String)
    case requiredConfirmations(safe: String)
    case owners(safe: String)
    case masterCopy(safe: String)
    case modules(safe: String)
    /// All settings in one answer (the back end's safe details).
    case safeInfo(safe: String)
    /// A collectible's image, by its identifier.
    case image(String)
    /// Registers the device for push notifications.
    case registerPush(deviceToken: String)

    package var endpoint: Endpoint {
        switch self {
        case .balances: SafeAppServer.Endpoints.balances
        case .collectibles: SafeAppServer.Endpoints.collectibles
        case .transactions: SafeAppServer.Endpoints.transactions
        case .transaction: SafeAppServer.Endpoints.transactionDetails
        case .creationTransaction: SafeAppServer.Endpoints.creationTransaction
        case .requiredConfirmations: SafeAppServer.Endpoints.requiredConfirmations
        case .owners: SafeAppServer.Endpoints.owners
        case .masterCopy: SafeAppServer.Endpoints.masterCopy
        case .modules: SafeAppServer.Endpoints.modules
        case .safeInfo: SafeAppServer.Endpoints.safeInfo
        case .image: SafeAppServer.Endpoints.image
        case .registerPush: SafeAppServer.Endpoints.pushRegistration
        }
    }

    package var resource: String {
        switch self {
        case .balances(let safe), .collectibles(let safe), .transactions(let safe), .creationTransaction(let safe),
             .requiredConfirmations(let safe), .owners(let safe), .masterCopy(let safe), .modules(let safe),
             .safeInfo(let safe):
            safe
        case .transaction(let safe, let id): "\(safe) \(id)"
        case .image(let image): image
        case .registerPush(let token): token
        }
    }
}

/// What the wallet's server answers, one case per kind of request.
///
/// ```swift
/// environment.wallet.send(.balances(safe: "Team")) { result in
///     if case .success(.balances(let balances)) = result { print(balances) }
/// }
/// ```
package enum SafeAppPayload: Hashable, Sendable {
    case balances(SafeBalances)
    case collectibles([Collectible])
    case transactions([SafeTransaction])
    /// A transaction's details, or the creation transaction.
    case transaction(SafeTransaction)
    case requiredConfirmations(Int)
    case owners([String])
    case masterCopy(MasterCopy)
    case modules([String])
    case settings(SafeSettings)
    /// An image of this many bytes.
    case image(bytes: Int)
    case registered
}
