import Algorithms
import Runner
import Simulation

/// The Safe wallet app (`@safe-app`): each scenario runs against the unified policy and the
/// legacy iOS and Android clients, each run on a fresh simulated device with the fixtures' safes.
/// The app is not running until a step starts it.
public struct SafeAppSystem: SystemUnderTest {
    public let name = "safe-app"
    public let summary = "The Safe wallet app: when it makes network requests, and how it shows errors"
    public let algorithms = SafeAppAlgorithms.all.map { AlgorithmDescription(name: $0.name, summary: $0.summary) }
    public let steps: StepRegistry<SafeAppWorld>
    public let fixtures: Fixtures

    public init(fixtures: Fixtures) {
        self.fixtures = fixtures
        steps = SafeAppSteps.registry()
    }

    public func makeWorld(algorithm: String, settings: RunSettings) throws -> SafeAppWorld {
        guard let registration = SafeAppAlgorithms.named(algorithm) else {
            throw StepFailure("no safe-app algorithm \"\(algorithm)\"; known: " + SafeAppAlgorithms.names.joined(separator: ", "))
        }
        let safes = fixtures.safe
        let window = settings.observationWindow(default: safes.timings.observationWindow)
        let session = DeviceSession(network: fixtures.network, window: window, seed: settings.seed)
        let shell = SafeAppShell(
            device: session.device, wallet: session.device.connect(to: safes.server), timings: safes.timings,
            defaultSafe: safes.defaultSafe)
        return SafeAppWorld(session: session, shell: shell, app: registration.install(on: shell))
    }

    public func outcome(of world: inout SafeAppWorld) -> RunOutcome {
        let shell = world.shell
        return world.session.finish { metrics in
            metrics.redundantDownloads = shell.redundantDownloads
        }
    }
}
