import SpecrunKit

/// One run of the wallet app: the device session, the app (an algorithm over the environment every
/// client shares) and the wallet's back end, which steps may change.
///
/// ```swift
/// var world = try system.makeWorld(algorithm: "legacy-ios", settings: RunSettings())
/// let lifecycle = world.session.device.lifecycle
/// try world.setScene { _ in lifecycle.launch() }                 // Given the app is running
/// let transactions = try world.screen(.transactions)
/// try world.act { app in app.open(transactions) }
/// try world.session.observe(try world.sight(.spinner), .immediately)
/// ```
package struct SafeAppWorld: SimulatedWorld {
    /// The phrases of `{sight}`, in the policy's words.
    package static var sights: Vocabulary<SafeAppSight> { SafeAppSight.vocabulary }

    package var session: DeviceSession
    package let environment: SafeAppEnvironment
    package let app: any SafeAppClient

    package init(session: DeviceSession, environment: SafeAppEnvironment, app: any SafeAppClient) {
        self.session = session
        self.environment = environment
        self.app = app
    }

    /// The wallet's back end; setting it changes what the server answers from now on.
    package var server: SafeAppServer {
        get { environment.wallet.server }
        nonmutating set { environment.wallet.server = newValue }
    }

    /// The safe the app shows, as the server holds it now.
    package var safe: Safe {
        get throws {
            guard let safe = server[safe: environment.safe] else {
                throw StepError.failed("the safe \"\(environment.safe)\" is not on the simulated server; it has "
                    + server.safes.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            return safe
        }
    }

    // MARK: Actions

    /// A user action (or an event under observation) at the current instant.
    package mutating func act(_ action: (any SafeAppClient) -> Void) throws {
        let app = app
        try session.perform { action(app) }
    }

    /// Sets a scene (a Given step): the action, then the app finishes its requests; what it led
    /// to is not what later steps check.
    package mutating func setScene(_ action: (any SafeAppClient) -> Void) throws {
        try act(action)
        try session.settleScene()
    }

    /// Fails the step unless the app is running.
    package func requireRunningApp() throws {
        guard environment.openScreen != nil else {
            throw StepError.failed("the app is not running; start it first with \"Given the app is started\"")
        }
    }

    /// The screen a word names, for the safe shown: "Transaction details" are the newest
    /// transaction's (or the creation transaction's, for a safe without transactions).
    package func screen(_ word: SafeAppScreenWord) throws -> SafeAppScreen {
        switch word {
        case .assets: return .assets
        case .collectibles: return .collectibles
        case .transactions: return .transactions
        case .transactionDetails:
            let safe = try safe
            return .transactionDetails(id: (safe.transactions.first ?? safe.creation).id)
        case .settings: return .settings
        case .addOwner: return .addOwner
        }
    }

    // MARK: Sights

    package func sight(_ phrase: SafeAppSight) throws -> Sight {
        let name = environment.safe
        switch phrase {
        case .data(let word):
            guard word.isShownOnAScreen else {
                throw StepError.failed("the \(word.rawValue) is not something a screen shows; "
                    + "check it with \"the \(word.rawValue) should have been requested once\"")
            }
            return Sight("the \(word.rawValue) of \(name)") { screen in
                guard let content = screen.safeContent, content.safe == name else { return false }
                return word.isShown(in: content.data)
            }
        case .balancesOf(let safe):
            return Sight("the balances of \(safe)") { screen in
                guard let content = screen.safeContent, content.safe == safe, case .balances = content.data else { return false }
                return true
            }
        case .ethBalance(let amount):
            return Sight("an ETH balance of \(amount)") { screen in
                guard case .balances(let balances)? = screen.safeContent?.data else { return false }
                return balances.eth == amount
            }
        case .contractVersion(let version):
            return Sight("the contract version \(version)") { screen in
                guard case .settings(let settings)? = screen.safeContent?.data else { return false }
                return settings.masterCopy.version == version
            }
        case .transaction(let value):
            return Sight("a transaction of \(value) in the list") { screen in
                guard case .transactions(let list)? = screen.safeContent?.data else { return false }
                return list.contains { $0.value == value }
            }
        case .noData:
            return Sight("the “No data” view") { $0.showsNoData }
        case .spinner:
            return Sight("a spinner") { $0.showsSpinner }
        case .noSpinner:
            return .absence(of: try sight(.spinner), "no spinner")
        case .progressBar:
            return Sight("a progress bar") { $0.showsProgressBar }
        case .emptyScreenWithProgressBar(let word):
            let expected = try screen(word).name
            return Sight("an empty \(expected) screen with a progress bar") {
                $0.name == expected && $0.content == .blank && $0.showsProgressBar
            }
        case .snackbar(let text):
            return Sight(text.map { "a snackbar “\($0)”" } ?? "a snackbar") { screen in
                guard let snackbar = screen.snackbar else { return false }
                return text == nil || snackbar.text == text
            }
        case .noSnackbar:
            return .absence(of: try sight(.snackbar(nil)), "no snackbar")
        case .addressError(let text):
            let field = SafeAppEnvironment.addressField
            return Sight(text.map { "the error “\($0)” below the address field" } ?? "an error below the address field") { screen in
                screen.errorLabels.contains { $0.field == field && (text == nil || $0.message == text) }
            }
        }
    }
}
