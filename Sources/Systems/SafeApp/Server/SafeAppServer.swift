import SpecrunKit

/// The wallet's back ends: the transaction service (balances, collectibles, transactions, safe
/// details, push registration), an Ethereum node (settings read from the contract) and an image
/// host. Scenario steps change the safes through `subscript(safe:)`.
///
/// Sizes, estimated from the JSON each answer carries: GET requests 400 bytes, node calls 350,
/// the push registration 700. Answers: balances 250 + 180 per coin (ether and each token);
/// collectibles 200 + 350 each; transactions 300 + 650 each; a transaction's details 1,600;
/// the creation transaction 900; a node call 120 + 66 per address listed; safe details 400 +
/// 66 per owner and module; an image its own size; the push registration 120. An unknown safe,
/// transaction or image answers 404 with 250 bytes.
///
/// ```swift
/// let server = SafeAppServer(safes: [safe])
/// let wallet = device.connect(to: server)
/// print(server[safe: "Team"]?.address ?? "no such safe")
/// ```
package struct SafeAppServer: SimulatedServer, Hashable, Sendable {
    /// The wallet's endpoints, by name as the request log and per-endpoint conditions use them.
    package enum Endpoints {
        static let service = "transaction-service"
        static let node = "ethereum-node"
        package static let balances = Endpoint(host: service, name: "balances", requestBytes: 400)
        package static let collectibles = Endpoint(host: service, name: "collectibles", requestBytes: 400)
        package static let transactions = Endpoint(host: service, name: "transactions", requestBytes: 400)
        package static let transactionDetails = Endpoint(host: service, name: "transaction details", requestBytes: 400)
        package static let creationTransaction = Endpoint(host: service, name: "creation transaction", requestBytes: 400)
        package static let safeInfo = Endpoint(host: service, name: "safe info", requestBytes: 400)
        package static let pushRegistration = Endpoint(host: service, name: "push registration", requestBytes: 700)
        package static let requiredConfirmations = Endpoint(host: node, name: "required confirmations", requestBytes: 350)
        package static let owners = Endpoint(host: node, name: "owners", requestBytes: 350)
        package static let masterCopy = Endpoint(host: node, name: "master copy", requestBytes: 350)
        package static let modules = Endpoint(host: node, name: "modules", requestBytes: 350)
        package static let image = Endpoint(host: "image-host", name: "image", requestBytes: 400)
    }

    static let notFoundBytes = 250

    package var safes: [Safe]
    /// Device tokens registered for push notifications, in order.
    package private(set) var pushRegistrations: [String] = []

    package init(safes: [Safe]) {
        self.safes = safes
    }

    /// The safe with this name; set it to change what the server answers from now on.
    package subscript(safe name: String) -> Safe? {
        get { safes.first { $0.name == name } }
        set {
            guard let index = safes.firstIndex(where: { $0.name == name }) else {
                if let newValue { safes.append(newValue) }
                return
            }
            if let newValue { safes[index] = newValue } else { safes.remove(at: index) }
        }
    }

    package mutating func answer(_ request: SafeAppRequest, at now: VirtualInstant) -> ServerAnswer<SafeAppPayload> {
        let notFound = ServerAnswer<SafeAppPayload>.status(404, bytes: Self.notFoundBytes)
        switch request {
        case .image(let image):
            guard let collectible = safes.lazy.flatMap(\.collectibles).first(where: { $0.image == image })
            else { return notFound }
            return .ok(.image(bytes: collectible.imageBytes), bytes: collectible.imageBytes)
        case .registerPush(let token):
            pushRegistrations.append(token)
            return .ok(.registered, bytes: 120)
        case .balances(let name), .collectibles(let name), .transactions(let name), .creationTransaction(let name),
             .requiredConfirmations(let name), .owners(let name), .masterCopy(let name), .modules(let name),
             .safeInfo(let name), .transaction(let name, _):
            guard let safe = self[safe: name] else { return notFound }
            return answer(request, about: safe) ?? notFound
        }
    }

    private func answer(_ request: SafeAppRequest, about safe: Safe) -> ServerAnswer<SafeAppPayload>? {
        let settings = safe.settings
        switch request {
        case .balances:
            return .ok(.balances(safe.balances), bytes: 250 + 180 * (1 + safe.balances.tokens.count))
        case .collectibles:
            return .ok(.collectibles(safe.collectibles), bytes: 200 + 350 * safe.collectibles.count)
        case .transactions:
            return .ok(.transactions(safe.transactions), bytes: 300 + 650 * safe.transactions.count)
        case .transaction(_, let id):
            let all = safe.transactions + [safe.creation]
            return all.first { $0.id == id }.map { .ok(.transaction($0), bytes: 1_600) }
        case .creationTransaction:
            return .ok(.transaction(safe.creation), bytes: 900)
        case .requiredConfirmations:
            return .ok(.requiredConfirmations(settings.requiredConfirmations), bytes: 120)
        case .owners:
            return .ok(.owners(settings.owners), bytes: 120 + 66 * settings.owners.count)
        case .masterCopy:
            return .ok(.masterCopy(settings.masterCopy), bytes: 120)
        case .modules:
            return .ok(.modules(settings.modules), bytes: 120 + 66 * settings.modules.count)
        case .safeInfo:
            return .ok(.settings(settings), bytes: 400 + 66 * (settings.owners.count + settings.modules.count))
        case .image, .registerPush:
            return nil
        }
    }
}
