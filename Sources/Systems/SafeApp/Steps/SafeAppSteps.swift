import SpecrunKit

            /// The wallet app's step definitions, in the words of the network-request policy: starting the
            /// app, opening screens, pull to refresh, switching safe, the app's lifecycle, the connection,
            /// push notifications, the address field and changes on the back end; the checks on requests
            /// (`SafeAppRequestSteps`); plus the common steps.
enum SafeAppSteps {
    static func registry() -> StepRegistry<SafeAppWorld> {
        var steps = StepRegistry<SafeAppWorld>()
        CommonSteps.defineParameterTypes(in: &steps)
        steps.define(SafeAppScreenWord.vocabulary)
        steps.define(SafeAppDataWord.vocabulary)
        steps.define(SafeAppWorld.sights)
        CommonSteps.register(in: &steps)
        registerLifecycle(in: &steps)
        registerScreens(in: &steps)
        registerEvents(in: &steps)
        registerBackEnd(in: &steps)
        SafeAppRequestSteps.register(in: &steps)
        return steps
    }

    private static func registerLifecycle(in steps: inout StepRegistry<SafeAppWorld>) {
        /// Sets the scene: the user opens the app, which comes to the foreground, and it finishes the requests it started
        /// (up to the end of the observation window). Those requests are part of the scene: the checks on requests since the
        /// last action do not count them.
        steps.given("the app is started") { world, _ in
            let lifecycle = world.session.device.lifecycle
            try world.setScene { _ in lifecycle.launch() }
        }
        for pattern: StepPattern in ["the app starts", "I start the app"] {
            /// "The app starts" and "I start the app" say the same: the user opens the app now, and it comes to the foreground.
            /// The checks that follow look at what it does from this moment.
            steps.when(pattern) { world, _ in
                let lifecycle = world.session.device.lifecycle
                try world.act { _ in lifecycle.launch() }
            }
        }
        /// Sets the scene: the running app goes to the background, and finishes the requests in flight (up to the end of the
        /// observation window); the checks on requests since the last action do not count them. The app must be started first.
        steps.given("the app is in the background") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            try world.setScene { _ in lifecycle.moveToBackground() }
        }
        /// The user leaves the running app now, and it goes to the background. The app must be started first.
        steps.when("the app goes to the background") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            try world.act { _ in lifecycle.moveToBackground() }
        }
        /// The user returns to the app now, and it comes back from the background. The app must be running and in the
        /// background ("Given the app is in the background" or "When the app goes to the background"); otherwise the step fails.
        steps.when("the app comes to the foreground") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            guard lifecycle.state == .background else {
                throw StepError.failed("the app cannot come to the foreground: it is in the foreground already; put it in the background "
                    + "first, e.g. \"Given the app is in the background\" or \"When the app goes to the background\"")
            }
            try world.act { _ in lifecycle.moveToForeground() }
        }
        /// The user leaves the running app and returns to it at the same moment, now: it goes to the background and comes back
        /// to the foreground. The app must be started first.
        steps.when("I leave the app and come back") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            try world.act { _ in
                lifecycle.moveToBackground()
                lifecycle.moveToForeground()
            }
        }
        /// The app is killed now: it stops running, and what it was doing and showing is gone. Steps that need a running app
        /// fail until it is started again.
        steps.when("the app is killed") { world, _ in
            let lifecycle = world.session.device.lifecycle
            try world.act { _ in lifecycle.terminate() }
        }
    }

    private static func registerScreens(in steps: inout StepRegistry<SafeAppWorld>) {
        /// Sets the scene: the running app opens the screen and finishes the requests it started (up to the end of the
        /// observation window); the checks on requests since the last action do not count them. {screen}: Assets, Collectibles,
        /// Transactions (or the transaction list), Transaction details (of the newest transaction, or the creation transaction
        /// when there is none), Settings or Add owner.
        steps.given("I am on the {screen}( screen)") { world, arguments in
            try world.requireRunningApp()
            let screen = try world.screen(arguments[0])
            try world.setScene { $0.open(screen) }
        }
        /// The user opens the screen now: Assets, Collectibles, Transactions (or the transaction list), Transaction details (of the
        /// newest transaction, or the creation transaction when there is none), Settings or Add owner. The app must be started first.
        steps.when("I open the {screen}( screen)") { world, arguments in
            try world.requireRunningApp()
            let screen = try world.screen(arguments[0])
            try world.act { $0.open(screen) }
        }
        /// The user opens the details of the transaction with that id (e.g. "0x4b0d"), now. The app must be started first.
        steps.when("I open the details of transaction {string}") { world, arguments in
            try world.requireRunningApp()
            let id: String = try arguments[0]
            try world.act { $0.open(.transactionDetails(id: id)) }
        }
        /// The user pulls to refresh the screen now. That screen must be the one open (e.g. "Given I am on the Assets screen");
        /// otherwise the step fails.
        steps.when("I pull to refresh the {screen}") { world, arguments in
            try world.requireRunningApp()
            let word: SafeAppScreenWord = try arguments[0]
            guard let open = world.environment.openScreen, word.names(open) else {
                throw StepError.failed("I cannot pull to refresh the \(try world.screen(word).name) screen: the "
                    + "\(world.environment.openScreen?.description ?? "no") screen is open; open it first, e.g. "
                    + "\"Given I am on the \(try world.screen(word).name) screen\"")
            }
            try world.act { $0.pullToRefresh() }
        }
        /// The user switches the app to another safe, by its name in the fixtures (e.g. "Team"), now. An unknown name fails the
        /// step and lists the safes. The app must be started first.
        steps.when("I switch to the safe {string}") { world, arguments in
            try world.requireRunningApp()
            let name: String = try arguments[0]
            guard world.server[safe: name] != nil else {
                throw StepError.failed("there is no safe \"\(name)\" in the fixtures; they have "
                    + world.server.safes.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            try world.act { $0.switchSafe(to: name) }
        }
        /// The user types the address into the address field of the Add owner screen, now; that screen must be open
        /// ("Given I am on the Add owner screen").
        steps.when("I enter the address {string} in the address field") { world, arguments in
            guard world.environment.openScreen == .addOwner else {
                throw StepError.failed("the address field is on the Add owner screen; open it first with "
                    + "\"Given I am on the Add owner screen\"")
            }
            let address: String = try arguments[0]
            try world.act { $0.enterOwnerAddress(address) }
        }
    }

    private static func registerEvents(in steps: inout StepRegistry<SafeAppWorld>) {
        for pattern: StepPattern in ["my connection goes offline", "the connection is lost"] {
            /// "My connection goes offline" and "the connection is lost" say the same: the phone loses its connection now.
            /// Requests under way fail as not connected, the app is told, and every new request fails at once until it comes back.
            steps.when(pattern) { world, _ in
                let network = world.session.device.network
                try world.act { _ in network.condition = .offline }
            }
        }
        /// The phone is online again now, at full health: a slow, flaky or failing connection set earlier is gone too. If it
        /// was offline, the app is told. Failures given to particular data ("the balances fail") stay.
        steps.when("the connection comes back") { world, _ in
            let network = world.session.device.network
            try world.act { _ in network.condition = .online }
        }
        /// A push notification about the safe the app shows arrives now.
        steps.when("a push notification arrives") { world, _ in
            let safe = world.environment.safe
            try world.act { $0.pushNotificationDidArrive(about: safe) }
        }
        /// The phone's system hands the app a push token now, for the app to register with the back end.
        steps.when("the system gives the app a push token") { world, _ in
            try world.act { $0.pushTokenDidArrive("device-token-1") }
        }
    }

    private static func registerBackEnd(in steps: inout StepRegistry<SafeAppWorld>) {
        /// From now on, every request is answered with a server error (the fixtures' "failing", HTTP 503 by default). It is not an
        /// action: the clock does not move.
        steps.given("the server fails") { world, _ in
            world.session.device.network.condition = world.session.network.conditions.failing
        }
        /// From now on, the requests for that data are answered with a server error (HTTP 503 by default); the rest still work.
        /// {data} is one kind of request, e.g. balances, collectibles, images, owners, or a group: the settings (its four requests)
        /// and the transaction list (the transactions and the creation transaction).
        steps.given("the {data} fail(s)") { world, arguments in
            let word: SafeAppDataWord = try arguments[0]
            let failing = world.session.network.conditions.failing
            for endpoint in word.endpoints { world.session.device.network.setCondition(failing, forEndpoint: endpoint) }
        }
        /// Changes the ETH balance the server holds for the safe the app shows (e.g. "13.0"). It is not an action, and the app
        /// is not told: it sees the new balance the next time it asks.
        steps.given("the safe's ETH balance becomes {string}") { world, arguments in
            let amount: String = try arguments[0]
            let name = try world.safe.name
            world.server[safe: name]?.balances.eth = amount
        }
        /// The server's ETH balance for the safe the app shows changes now, as an event the checks that follow look from.
        /// The app is not told: it sees the new balance the next time it asks.
        steps.when("the safe's ETH balance changes to {string}") { world, arguments in
            let amount: String = try arguments[0]
            let name = try world.safe.name
            let server = world.environment.wallet
            try world.act { _ in server.server[safe: name]?.balances.eth = amount }
        }
        /// A new pending outgoing transaction of that value (e.g. "1.0 ETH") appears now at the top of the safe's transactions on
        /// the server, as an event the checks that follow look from. The app is not told: it sees it the next time it asks.
        steps.when("I make a transaction of {string}") { world, arguments in
            let value: String = try arguments[0]
            let safe = try world.safe
            let transaction = SafeTransaction(
                id: "0x\(String(0x9000 + safe.transactions.count, radix: 16))", kind: .outgoing, value: value, status: .pending)
            let server = world.environment.wallet
            try world.act { _ in server.server[safe: safe.name]?.transactions.insert(transaction, at: 0) }
        }
    }
}
