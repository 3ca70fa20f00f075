/// One algorithm of a system, registered by name: what it does, and how to start it on the
/// environment a run gives it (the device, the servers, the app's stores).
///
/// ```swift
/// let registration = AlgorithmRegistration<ShopEnvironment, any ShopAlgorithm>(
///     name: "cache-first", summary: "shows the cache, then revalidates") { CacheFirstShop(environment: $0) }
/// let app = registration.start(on: environment)
/// ```
public struct AlgorithmRegistration<Environment, App>: Sendable {
    /// The name it is selected by (`--algorithm cache-first`).
    public let name: String
    /// One line saying what it does, for `--list-algorithms`.
    public let summary: String
    @usableFromInline let make: @Sendable (Environment) -> App

    public init(name: String, summary: String, _ make: @escaping @Sendable (Environment) -> App) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// A new instance of the algorithm, running on `environment`.
    @inlinable
    public func start(on environment: Environment) -> App {
        make(environment)
    }

    /// The algorithm as listings and reports describe it.
    public var description: AlgorithmDescription { AlgorithmDescription(name: name, summary: summary) }
}

/// A system's algorithms, in the order runs and reports show them.
///
/// ```swift
/// let algorithms = AlgorithmList([legacy, cacheFirst])
/// let app = try algorithms.start("cache-first", system: "shop", on: environment)
/// ```
public struct AlgorithmList<Environment, App>: Sendable {
    public let all: [AlgorithmRegistration<Environment, App>]

    public init(_ all: [AlgorithmRegistration<Environment, App>]) {
        self.all = all
    }

    /// This list with `registrations` after its own (external algorithms, say).
    public func adding(_ registrations: [AlgorithmRegistration<Environment, App>]) -> AlgorithmList {
        AlgorithmList(all + registrations)
    }

    /// The algorithm registered as `name`, if any. (Inlinable, as `start(_:system:on:)` is, so
    /// that a run's look-up is specialized for the system's algorithms.)
    @inlinable
    public func named(_ name: String) -> AlgorithmRegistration<Environment, App>? {
        all.first { $0.name == name }
    }

    public var names: [String] { all.map(\.name) }
    public var descriptions: [AlgorithmDescription] { all.map(\.description) }

    /// Starts the algorithm `name` on `environment`; an unknown name fails the run's set-up, listing
    /// the known ones.
    @inlinable
    public func start(_ name: String, system: String, on environment: Environment) throws -> App {
        guard let registration = named(name) else {
            throw StepFailure("no \(system) algorithm \"\(name)\"; known: " + names.joined(separator: ", "))
        }
        return registration.start(on: environment)
    }
}
