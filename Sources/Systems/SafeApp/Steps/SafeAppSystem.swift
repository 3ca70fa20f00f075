import SpecrunKit

/// The Safe wallet app (`@safe-app`): each scenario runs against the unified policy and the
/// legacy iOS and Android clients, each run on a fresh simulated device with the fixtures' safes.
/// The app is not running until a step starts it.
///
/// ```swift
/// let system = try SafeAppSystem(fixtures: FixtureSource(directory: "fixtures"))
/// var world = try system.makeWorld(running: system.algorithms[0], settings: RunSettings(seed: 1))
/// SpecrunCLI.main(systems: [SafeAppSystem.self])   // as the command line takes it
/// ```
package struct SafeAppSystem: FixtureReading {
    package static let name = "safe-app"
    package static let summary = "The Safe wallet app: when it makes network requests, and how it shows errors"
    package let algorithms: [Algorithm<SafeAppEnvironment, any SafeAppClient>]
    package let steps = SafeAppSteps.registry()
    /// What `specrun explore` may write: the policy's triggers (start, screens, refresh, the
    /// lifecycle, the connection, pushes), a change on the back end, and its checks; time also
    /// passes by the fixtures' snackbar duration, polling interval and request time-out, a second
    /// less and more.
    /// The document's one policy, in place of the two legacy clients (iOS polled, Android refreshed on screen access).
    package var proposal: Proposal? {
        Proposal(current: [LegacyIOSSafeApp.name, LegacyAndroidSafeApp.name], proposed: [UnifiedSafeApp.name])
            .among(algorithms.map(\.name))
    }
    package var exploration: ExplorationVocabulary? {
        ExplorationVocabulary(
            scenes: ["the app is started", "my connection is {connection}", "the server fails", "I am on the {screen} screen",
                     "the app is in the background"],
            actions: ["I open the {screen} screen", "I pull to refresh the {screen}", "I leave the app and come back",
                      "the app goes to the background", "the app comes to the foreground", "{duration} pass", "my connection goes offline", "the connection comes back",
                      "a push notification arrives", "I switch to the safe \"Team\"", "the safe's ETH balance changes to {amount}"],
            checks: ["no request should have been made", "the {data} should have been requested {count}", "I should see {sight}",
                     "I should not see {sight}", "the app should have made {requests}",
                     "after {duration} I should see {sight}", "after {duration} I should not see {sight}"],
            values: [
                "connection": ["online", "offline", "failing", "slow"],
                "screen": ["Assets", "Transactions", "Settings", "Collectibles"],
                "data": ["balances", "transactions"],
                "count": ["once", "twice"],
                "duration": ["2 seconds", "10 seconds", "10 minutes"],
                "amount": ["\"13.0\""],
                "sight": ["the balances", "the transactions", "a spinner", "a progress bar", "a snackbar", "\"No data\"",
                          "an ETH balance of \"13.0\""],
                "requests": ["0 requests", "1 request", "2 requests", "3 requests"],
            ],
            thresholds: [safes.timings.snackbarDuration, safes.timings.pollingInterval, safes.timings.requestTimeout])
    }
    package let metrics = Metric.standard(adding: [Metric.redundantDownloads])
    package let network: NetworkFixture
    package let safes: SafeFixture

    package init(network: NetworkFixture, safes: SafeFixture,
                algorithms: [Algorithm<SafeAppEnvironment, any SafeAppClient>] = SafeAppAlgorithms.all) {
        self.network = network
        self.safes = safes
        self.algorithms = algorithms
    }

    /// The system made from `network.yml` and `safe.yml`: built in, unless the project's fixtures
    /// override them.
    package init(fixtures: FixtureSource) throws {
        self.init(network: try fixtures.load(NetworkFixture.file), safes: try fixtures.load(SafeFixture.file))
    }

    /// How long "eventually" waits and "should not see" looks: the fixtures' window.
    package var observationWindow: VirtualDuration { safes.timings.observationWindow }

    package func makeWorld(running algorithm: Algorithm<SafeAppEnvironment, any SafeAppClient>,
                          settings: RunSettings) throws -> SafeAppWorld {
        let session = DeviceSession(network: network, settings: settings)
        let environment = SafeAppEnvironment(
            device: session.device, wallet: session.device.connect(to: safes.server), timings: safes.timings,
            defaultSafe: safes.defaultSafe)
        return SafeAppWorld(session: session, environment: environment,
                            app: algorithm.start(on: environment))
    }

    /// A wallet algorithm in another language, run in child processes through the adapter.
    package func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<SafeAppEnvironment, any SafeAppClient>? {
        ExternalSafeApp.algorithm(declaration)
    }

    package func outcome(of world: inout SafeAppWorld) -> RunOutcome {
        let environment = world.environment
        return world.session.finish { metrics in
            metrics[Metric.redundantDownloads] = environment.redundantDownloads
        }
    }
}
