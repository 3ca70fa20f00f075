/// A system whose behaviour the features specify (the article view, the wallet app): its algorithms,
/// its step definitions and hooks, and how to make a fresh `World` for one run. A feature names its
/// system with a tag (`@article-view`), or runs on the command line's only system when it names
/// none; each of its scenarios runs once per algorithm, each in a new world.
///
/// ```swift
/// struct ShopSystem: SystemUnderTest {
///     let name = "shop"
///     let summary = "The shop's checkout"
///     let algorithms = [AlgorithmDescription(name: "v2", summary: "the new checkout")]
///     let steps: StepRegistry<ShopWorld> = ShopSteps.registry
///     func makeWorld(algorithm: String, settings: RunSettings) throws -> ShopWorld { ShopWorld(seed: settings.seed) }
///     func outcome(of world: inout ShopWorld) -> RunOutcome { RunOutcome() }
/// }
/// ```
public protocol SystemUnderTest: Sendable {
    associatedtype World

    /// The feature tag that selects this system, without the `@`.
    var name: String { get }
    /// One line for listings: what the system is.
    var summary: String { get }
    /// The algorithms, in the order runs and reports show them.
    var algorithms: [AlgorithmDescription] { get }
    /// The figures each run measures, in the order reports show them (none by default).
    var metrics: [Metric] { get }
    /// How `specrun explore` may write scenarios for it; nil (the default) when it cannot be explored.
    var exploration: Exploration? { get }
    var steps: StepRegistry<World> { get }

    /// A new world running `algorithm`, fresh for one pickle.
    func makeWorld(algorithm: String, settings: RunSettings) throws -> World
    /// What the run measured and what the user saw, read once its steps are over.
    func outcome(of world: inout World) -> RunOutcome
    /// Checks, once before anything runs, that the system can run at all (a tool it needs is
    /// there, a child process starts). Throwing aborts the whole run with that error, reported as
    /// the run's exception. The default does nothing.
    func prepare(settings: RunSettings) throws
}

extension SystemUnderTest {
    public func prepare(settings: RunSettings) throws {}
}

extension SystemUnderTest {
    public var metrics: [Metric] { [] }
    public var exploration: Exploration? { nil }
}

/// An algorithm of a system: its registered name and one line saying what it does.
///
/// ```swift
/// let algorithms = [AlgorithmDescription(name: "legacy", summary: "the app as shipped"),
///                   AlgorithmDescription(name: "new", summary: "shows the cached revision at once")]
/// ```
public struct AlgorithmDescription: Hashable, Sendable, Codable {
    public var name: String
    public var summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// Settings a world is made with, from the command line or `specrun.yml`.
///
/// ```swift
/// let settings = RunSettings(observationWindowMs: 5_000, seed: 42)
/// let retry = settings.forAttempt(1)   // a seed of its own
/// let world = try system.makeWorld(algorithm: "new", settings: retry)
/// ```
public struct RunSettings: Hashable, Sendable {
    /// Overrides the system's own observation window ("eventually", "should not see"), in
    /// milliseconds of virtual time.
    public var observationWindowMs: Int?
    /// Seeds whatever the simulation draws at random (a flaky network), so runs repeat exactly.
    /// A retried attempt gets a seed of its own (see `forAttempt(_:)`).
    public var seed: UInt64
    /// 0 for a scenario's first attempt, 1 for its first retry (`--retry`), …
    public var attempt: Int
    /// Whether the run's outcome should carry its trace (what the user saw, for the reports that draw
    /// it); the runner sets it from its reporters. A system may skip building the trace when false.
    public var recordsTrace: Bool

    public init(observationWindowMs: Int? = nil, seed: UInt64 = 0, attempt: Int = 0, recordsTrace: Bool = true) {
        self.observationWindowMs = observationWindowMs
        self.seed = seed
        self.attempt = attempt
        self.recordsTrace = recordsTrace
    }

    /// The settings of attempt `number` of a run made with these: the first attempt keeps the seed,
    /// each retry draws a new one from it, so a retry is not the same run again.
    public func forAttempt(_ number: Int) -> RunSettings {
        var settings = self
        settings.attempt = number
        if number > 0 {
            var mixer = SplitMix64(seed: seed &+ UInt64(number))
            settings.seed = mixer.next()
        }
        return settings
    }
}

/// The measurements and the picture of one run, read from its world after the last step.
///
/// ```swift
/// func outcome(of world: inout ShopWorld) -> RunOutcome {
///     var metrics = RunMetrics()
///     metrics["requests"] = world.requests.count
///     return RunOutcome(metrics: metrics, marksMs: world.actionTimesMs)
/// }
/// ```
public struct RunOutcome: Hashable, Sendable {
    public var metrics: RunMetrics
    public var trace: RunTrace
    /// The virtual milliseconds at which each user action happened and each passage of time ended,
    /// in order: the moments that begin what the user saw "after" a step.
    public var marksMs: [Int]
    /// Why the app stopped working during the run, if it did: an algorithm in a child process that
    /// exited, hung or broke the protocol (`SimulatedDevice.appFailure`). A step then failed with
    /// it; a caller that compares runs (explore) must not mistake that for the algorithm's behaviour.
    public var appFailure: String?

    public init(metrics: RunMetrics = RunMetrics(), trace: RunTrace = RunTrace(), marksMs: [Int] = [], appFailure: String? = nil) {
        self.metrics = metrics
        self.trace = trace
        self.marksMs = marksMs
        self.appFailure = appFailure
    }
}
