import Adapter
import SpecrunKit

/// The wallet's side of the adapter protocol, as data. The wallet's clients share one
/// `SafeAppEnvironment` (the screens, the requests, how answers and errors reach the screen,
/// what the document agrees on for every client), so a child decides *when* to load, as a Swift
/// `SafeAppAlgorithm` does through its hooks: it receives the lifecycle, connectivity, push and user
/// events, and answers with the environment's operations (start, open a screen, reload, refresh,
/// fetch in the background, switch safe, …) and timers.
///
/// ```swift
/// let vocabulary = SafeAppVocabulary.vocabulary
/// vocabulary.system                      // "safe-app"
/// vocabulary.events.map(\.name)          // ["launch", "foreground", "background", …]
/// let pool = AdapterPool(declaration: declaration, vocabulary: vocabulary)
/// ```
package enum SafeAppVocabulary {
    static let screens = [Screen.Name.assets, .collectibles, .transactions, .transactionDetails, .settings, .addOwner].map(\.title)
    /// The requests a background fetch may name, by endpoint.
    static let endpoints: [String: @Sendable (String, String?) -> SafeAppRequest?] = [
        SafeAppServer.Endpoints.balances.name: { safe, _ in .balances(safe: safe) },
        SafeAppServer.Endpoints.collectibles.name: { safe, _ in .collectibles(safe: safe) },
        SafeAppServer.Endpoints.transactions.name: { safe, _ in .transactions(safe: safe) },
        SafeAppServer.Endpoints.transactionDetails.name: { safe, id in id.map { .transaction(safe: safe, id: $0) } },
        SafeAppServer.Endpoints.creationTransaction.name: { safe, _ in .creationTransaction(safe: safe) },
        SafeAppServer.Endpoints.safeInfo.name: { safe, _ in .safeInfo(safe: safe) },
        SafeAppServer.Endpoints.requiredConfirmations.name: { safe, _ in .requiredConfirmations(safe: safe) },
        SafeAppServer.Endpoints.owners.name: { safe, _ in .owners(safe: safe) },
        SafeAppServer.Endpoints.masterCopy.name: { safe, _ in .masterCopy(safe: safe) },
        SafeAppServer.Endpoints.modules.name: { safe, _ in .modules(safe: safe) },
    ]
    static let screenFields = [Field("screen", .oneOf(screens)), Field("transaction", .string, required: false)]

    package static let vocabulary = AdapterVocabulary(
        system: "safe-app",
        events: [
            MessageKind("launch", "the app was launched (it was not running)"),
            MessageKind("foreground", "the app came from the background to the foreground"),
            MessageKind("background", "the app went to the background"),
            MessageKind("terminate", "the app was killed"),
            MessageKind("connectivity", "the device gained or lost its connection", [Field("connected", .boolean)]),
            MessageKind("push", "a push notification about a safe arrived", [Field("safe", .string)]),
            MessageKind("open", "the user opens a screen (a transaction's details name the transaction)", screenFields),
            MessageKind("pullToRefresh", "the user pulls to refresh the open screen"),
            MessageKind("switchSafe", "the user switches to another safe", [Field("safe", .string)]),
            MessageKind("enterAddress", "the user types an address into the Add owner screen's field", [Field("address", .string)]),
            MessageKind("pushToken", "the system handed the app a push token", [Field("token", .string)]),
        ],
        commands: [
            MessageKind("start", "the app starts on Assets of the default safe and loads the balances"),
            MessageKind("open", "shows a screen blank with a progress bar and loads its data", screenFields),
            MessageKind("reload", "loads the open screen's data again, keeping what it shows"),
            MessageKind("refresh", "pull to refresh: asks again for the open screen's data, with a spinner"),
            MessageKind("fetch", "sends requests no screen asked for (polling); answers update the open screen if it shows them", [
                Field("requests", .array(.object([
                    Field("endpoint", .oneOf(endpoints.keys.sorted())), Field("safe", .string, required: false),
                    Field("transaction", .string, required: false),
                ]))),
            ]),
            MessageKind("switchSafe", "switches to another safe: its Assets screen", [Field("safe", .string)]),
            MessageKind("enterAddress", "types an address into the Add owner screen's field (checked against the owners)", [Field("address", .string)]),
            MessageKind("registerPush", "sends the device's push token to the back end", [Field("token", .string)]),
            MessageKind("terminate", "the app is killed: requests cancelled, nothing kept"),
        ],
        data: .object([
            ("screens", .array(screens.map(JSONValue.string))),
            ("endpoints", .array(endpoints.keys.sorted().map(JSONValue.string))),
        ]))

    /// The screen a command or event names.
    static func screen(_ message: JSONValue) throws(AdapterCommandError) -> SafeAppScreen {
        guard let title = message["screen"]?.string, let word = SafeAppScreenWord.titled(title) else {
            throw AdapterCommandError("the wallet has no screen \(message["screen"]?.description ?? "")")
        }
        switch word {
        case .assets: return .assets
        case .collectibles: return .collectibles
        case .transactions: return .transactions
        case .transactionDetails:
            guard let id = message["transaction"]?.string else {
                throw AdapterCommandError("the Transaction details screen needs the field “transaction”")
            }
            return .transactionDetails(id: id)
        case .settings: return .settings
        case .addOwner: return .addOwner
        }
    }

    /// The fields naming `screen`.
    static func fields(_ screen: SafeAppScreen) -> [(String, JSONValue)] {
        if case .transactionDetails(let id) = screen {
            return [("screen", .string(screen.name.title)), ("transaction", .string(id))]
        }
        return [("screen", .string(screen.name.title))]
    }
}
