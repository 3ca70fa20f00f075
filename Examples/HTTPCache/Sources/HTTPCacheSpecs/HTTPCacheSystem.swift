import SpecrunKit

/// Our HTTP client (`@http-cache`): each scenario runs against the network-first, max-age and
/// stale-while-revalidate policies, each run on a fresh simulated device with the origin of
/// `origin.yml`.
///
/// ```swift
/// SpecrunCLI.main(systems: [HTTPCacheSystem.definition])
/// ```
public struct HTTPCacheSystem: SystemUnderTest {
    public let name = "http-cache"
    public let summary = "Our HTTP client's cache: what it shows, and what it asks the origin, by the response's age"
    public let algorithms: [AlgorithmDescription]
    /// Our policies, then the HTTP caches in other languages `specrun.yml` declares (the Python libraries).
    public let algorithmList: AlgorithmList<HTTPClientEnvironment, any HTTPClientAlgorithm>
    public let steps = HTTPCacheSteps.registry()
    public let metrics = SimulatedMetrics.standard(adding: [downloads, revalidations])
    public let network: NetworkFixture
    public let origin: OriginFixture

    /// Answers with a body (200).
    public static let downloads = Metric("downloads", label: "downloads", title: "Downloads (200)")
    /// Answers that the stored copy was current (304).
    public static let revalidations = Metric("revalidations", label: "304s", title: "Revalidations (304)")

    public init(network: NetworkFixture, origin: OriginFixture, externalAlgorithms: [ExternalAlgorithmDeclaration] = []) {
        self.network = network
        self.origin = origin
        algorithmList = HTTPClientAlgorithms.list.adding(externalAlgorithms.map(ExternalHTTPCache.registration))
        algorithms = algorithmList.descriptions
    }

    /// The system as the command line takes it: `network.yml` (specrun's) and `origin.yml` (ours),
    /// each built in unless the project's fixtures override it.
    public static let definition = SystemDefinition(name: "http-cache", context: { context in
        HTTPCacheSystem(network: try context.fixtures.load(NetworkFixture.file), origin: try context.fixtures.load(OriginFixture.file),
                        externalAlgorithms: context.externalAlgorithms)
    })

    public func makeWorld(algorithm: String, settings: RunSettings) throws -> HTTPCacheWorld {
        let session = DeviceSession(network: network, settings: settings, defaultWindow: origin.observationWindow)
        let environment = HTTPClientEnvironment(device: session.device, origin: OriginServer(resources: origin.resources),
                                                requestTimeout: origin.requestTimeout)
        session.device.lifecycle.launch()
        return HTTPCacheWorld(session: session, environment: environment,
                              app: try algorithmList.start(algorithm, system: name, on: environment))
    }

    public func outcome(of world: inout HTTPCacheWorld) -> RunOutcome {
        let environment = world.environment
        return world.session.finish { metrics in
            metrics[Self.downloads.key] = environment.count(.download)
            metrics[Self.revalidations.key] = environment.count(.revalidation)
        }
    }
}
