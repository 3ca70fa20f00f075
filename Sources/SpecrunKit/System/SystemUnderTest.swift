/// A system whose behaviour the features specify: its algorithms, its step definitions and hooks,
/// and how to make a fresh world for one run. A feature names its system with a tag (`@gallery`),
/// or runs on the command line's only system when it names none; each of its scenarios runs once per
/// algorithm, each in a new world.
///
/// The name and summary belong to the type, so they are written once. The algorithms are the
/// system's own; the runner picks one per run and hands it to ``makeWorld(running:settings:)``,
/// which starts it on the world's environment.
///
/// ```swift
/// struct Gallery: SystemUnderTest {
///     static let name = "gallery"
///     static let summary = "The photo gallery: what it shows, and what it downloads"
///     let algorithms = [Algorithm<GalleryEnvironment, any GalleryApp>(name: "reload-always",
///                                                                      summary: "downloads the album at every visit") {
///         ReloadAlways(environment: $0)
///     }]
///     let steps = GallerySteps.registry()
///     let network: NetworkFixture
///     let gallery: GalleryFixture
///
///     func makeWorld(running algorithm: Algorithm<GalleryEnvironment, any GalleryApp>,
///                    settings: RunSettings) throws -> GalleryWorld {
///         let session = DeviceSession(network: network, settings: settings)
///         let environment = GalleryEnvironment(device: session.device, server: GalleryServer(gallery),
///                                              requestTimeout: gallery.requestTimeout)
///         return GalleryWorld(session: session, environment: environment, app: algorithm.start(on: environment))
///     }
/// }
/// ```
public protocol SystemUnderTest: Sendable {
    /// What one run's steps act on and look at: the device, the app, what the scenario set up.
    associatedtype World
    /// What an algorithm runs on: the device, the servers, the app's stores.
    associatedtype Environment
    /// A running algorithm: what the steps drive (`app.open(album)`).
    associatedtype App

    /// The feature tag that selects the system, without the `@`.
    static var name: String { get }
    /// One line for listings and reports: what the system is.
    static var summary: String { get }

    /// The algorithms, in the order runs and reports show them.
    var algorithms: [Algorithm<Environment, App>] { get }
    /// The step definitions, parameter types and hooks.
    var steps: StepRegistry<World> { get }
    /// The figures each run measures, in the order reports show them (none by default).
    var metrics: [Metric] { get }
    /// How `specrun explore` may write scenarios for it; nil (the default) when it cannot be explored.
    var exploration: ExplorationVocabulary? { get }
    /// Which algorithms are in use today and which are proposed to replace them; nil (the default)
    /// when the system compares no proposal.
    var proposal: Proposal? { get }
    /// How long after an action "I should see" waits and "I should not see" looks, unless `--window`
    /// or `specrun.yml` says otherwise (a minute by default).
    var observationWindow: VirtualDuration { get }

    /// A new world running `algorithm`, fresh for one run of a scenario.
    func makeWorld(running algorithm: Algorithm<Environment, App>, settings: RunSettings) throws -> World
    /// What the run measured and what the user saw, read once its steps are over (nothing by default).
    func outcome(of world: inout World) -> RunOutcome
    /// Checks, once before anything runs, that the system can run at all (a tool it needs is there,
    /// a child process starts). Throwing aborts the whole suite with that error, reported as the suite's
    /// exception. The default does nothing.
    func prepare(settings: RunSettings) throws
    /// The algorithm that runs `declaration`, an algorithm written in another language and declared
    /// in `specrun.yml`, through the `Adapter` module; nil (the default) when the system runs only its
    /// own algorithms, and a declaration for it is refused.
    func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<Environment, App>?
}

extension SystemUnderTest {
    public var metrics: [Metric] { [] }
    public var exploration: ExplorationVocabulary? { nil }
    public var proposal: Proposal? { nil }
    public var observationWindow: VirtualDuration { .minutes(1) }
    public func outcome(of world: inout World) -> RunOutcome { RunOutcome() }
    public func prepare(settings: RunSettings) throws {}
    public func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<Environment, App>? { nil }
}
