/// One algorithm of a system: the name it is selected by, what it does, and how to start it on the
/// environment a run gives it.
///
/// ```swift
/// let reloadAlways = Algorithm<GalleryEnvironment, any GalleryApp>(
///     name: "reload-always", summary: "downloads the album at every visit") { ReloadAlways(environment: $0) }
/// let app = reloadAlways.start(on: environment)
/// ```
public struct Algorithm<Environment, App>: Sendable {
    /// The name it is selected by (`--algorithm reload-always`) and that heads its column.
    public let name: String
    /// One line saying what it does, for `--list-algorithms` and the reports.
    public let summary: String
    /// Checks, once before the first run that uses the algorithm, that it can run at all (its child
    /// process starts and answers); nil when there is nothing to check.
    public let prepare: (@Sendable () throws -> Void)?
    @usableFromInline let make: @Sendable (Environment) -> App

    /// An algorithm that `start` makes on each run's environment; `prepare`, when given, runs once
    /// before the first run that uses it, and what it throws stops the run as a configuration error.
    public init(name: String, summary: String, prepare: (@Sendable () throws -> Void)? = nil,
                start: @escaping @Sendable (Environment) -> App) {
        self.name = name
        self.summary = summary
        self.prepare = prepare
        make = start
    }

    /// A new instance of the algorithm, running on `environment`.
    @inlinable
    public func start(on environment: Environment) -> App {
        make(environment)
    }
}
