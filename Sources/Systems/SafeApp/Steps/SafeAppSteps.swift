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
        steps.given("the app is started") { world, _ in
            let lifecycle = world.session.device.lifecycle
            try world.setScene { _ in lifecycle.launch() }
        }
        for pattern: StepPattern in ["the app starts", "I start the app"] {
            steps.when(pattern) { world, _ in
                let lifecycle = world.session.device.lifecycle
                try world.act { _ in lifecycle.launch() }
            }
        }
        steps.given("the app is in the background") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            try world.setScene { _ in lifecycle.moveToBackground() }
        }
        steps.when("the app goes to the background") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            try world.act { _ in lifecycle.moveToBackground() }
        }
        steps.when("the app comes to the foreground") { world, _ in
            try world.requireRunningApp()
            let lifecycle = world.session.device.lifecycle
            guard lifecycle.state == .background else {
                throw StepFailure("the app cannot come to the foreground: it is in the foreground already; put it in the background "
                    + "first, e.g. \"Given the app is in the background\" or \"When the app goes to the background\"")
            }
            try world.act { _ in lifecycle.moveToForeground() }
        }
        steps.when("the app is killed") { world, _ in
            let lifecycle = world.session.device.lifecycle
            try world.act { _ in lifecycle.terminate() }
        }
    }

    private static func registerScreens(in steps: inout StepRegistry<SafeAppWorld>) {
        steps.given("I am on the {screen}( screen)") { world, arguments in
            try world.requireRunningApp()
            let screen = try world.screen(arguments[0])
            try world.setScene { $0.open(screen) }
        }
        steps.when("I open the {screen}( screen)") { world, arguments in
            try world.requireRunningApp()
            let screen = try world.screen(arguments[0])
            try world.act { $0.open(screen) }
        }
        steps.when("I open the details of transaction {string}") { world, arguments in
            try world.requireRunningApp()
            let id: String = try arguments[0]
            try world.act { $0.open(.transactionDetails(id: id)) }
        }
        steps.when("I pull to refresh the {screen}") { world, arguments in
            try world.requireRunningApp()
            let word: SafeAppScreenWord = try arguments[0]
            guard let open = world.environment.openScreen, word.names(open) else {
                throw StepFailure("I cannot pull to refresh the \(try world.screen(word).name) screen: the "
                    + "\(world.environment.openScreen?.description ?? "no") screen is open; open it first, e.g. "
                    + "\"Given I am on the \(try world.screen(word).name) screen\"")
            }
            try world.act { $0.pullToRefresh() }
        }
        steps.when("I switch to the safe {string}") { world, arguments in
            try world.requireRunningApp()
            let name: String = try arguments[0]
            guard world.server[safe: name] != nil else {
                throw StepFailure("there is no safe \"\(name)\" in the fixtures; they have "
                    + world.server.safes.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            try world.act { $0.switchSafe(to: name) }
        }
        steps.when("I enter the address {string} in the address field") { world, arguments in
            guard world.environment.openScreen == .addOwner else {
                throw StepFailure("the address field is on the Add owner screen; open it first with "
                    + "\"Given I am on the Add owner screen\"")
            }
            let address: String = try arguments[0]
            try world.act { $0.enterOwnerAddress(address) }
        }
    }

    private static func registerEvents(in steps: inout StepRegistry<SafeAppWorld>) {
        for pattern: StepPattern in ["my connection goes offline", "the connection is lost"] {
            steps.when(pattern) { world, _ in
                let network = world.session.device.network
                try world.act { _ in network.condition = .offline }
            }
        }
        steps.when("the connection comes back") { world, _ in
            let network = world.session.device.network
            try world.act { _ in network.condition = .online }
        }
        steps.when("a push notification arrives") { world, _ in
            let safe = world.environment.safe
            try world.act { $0.pushNotificationDidArrive(about: safe) }
        }
        steps.when("the system gives the app a push token") { world, _ in
            try world.act { $0.pushTokenDidArrive("device-token-1") }
        }
    }

    private static func registerBackEnd(in steps: inout StepRegistry<SafeAppWorld>) {
        steps.given("the server fails") { world, _ in
            world.session.device.network.condition = world.session.network.conditions.failing
        }
        steps.given("the {data} fail(s)") { world, arguments in
            let word: SafeAppDataWord = try arguments[0]
            let failing = world.session.network.conditions.failing
            for endpoint in word.endpoints { world.session.device.network.setCondition(failing, forEndpoint: endpoint) }
        }
        steps.given("the safe's ETH balance becomes {string}") { world, arguments in
            let amount: String = try arguments[0]
            let name = try world.safe.name
            world.server[safe: name]?.balances.eth = amount
        }
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
