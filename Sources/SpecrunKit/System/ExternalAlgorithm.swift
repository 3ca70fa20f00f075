/// An algorithm written in another language, as a project declares it in `specrun.yml`: the system
/// it belongs to, its name, and how to start the child process that runs it. A system that runs
/// such algorithms turns a declaration into one of its own ``Algorithm``s in
/// ``SystemUnderTest/externalAlgorithm(_:)``, with the `Adapter` module.
///
/// ```yaml
/// algorithms:
///   - system: article-view
///     name: new-python
///     command: [python3, adapters/python/article_view_new.py]
/// ```
public struct ExternalAlgorithm: Hashable, Sendable {
    /// The system's name (its feature tag without the `@`).
    public var system: String
    /// The name it is selected and reported by (`--algorithm new-python`).
    public var name: String
    /// One line saying what it does, for `--list-algorithms`.
    public var summary: String
    /// The program and its arguments; the program is looked up on `PATH` unless it has a slash.
    public var command: [String]
    /// The child's working directory, relative to specrun's.
    public var directory: String
    /// Variables added to (or replacing those of) specrun's environment for the child.
    public var environment: [String: String]
    /// How long the child may take over one turn, in wall-clock time, before it counts as hung.
    public var turnTimeout: VirtualDuration
    /// Where it was declared ("specrun.yml:12:5"), for messages about it.
    public var declaredAt: String
    /// The algorithm whose spec it follows (a port follows the algorithm it ports): the scenarios
    /// tagged `@spec-of:` that algorithm are its own spec, not another's. Nil: its own name only.
    public var follows: String? = nil
    /// Whether the program reads the system clock (a proxy, a JVM, a library that calls `time()`):
    /// then its clock reads the run's virtual time instead, through libfaketime, set before each
    /// event to the event's instant (`readsSystemClock: true` in `specrun.yml`; docs/adapter.md).
    public var readsSystemClock = false

    /// A declaration as `specrun.yml` makes it; the summary defaults to the command.
    public init(system: String, name: String, summary: String? = nil, command: [String], directory: String = ".",
                environment: [String: String] = [:], turnTimeout: VirtualDuration = .seconds(5), declaredAt: String = "") {
        self.system = system
        self.name = name
        self.summary = summary ?? "external: " + command.joined(separator: " ")
        self.command = command
        self.directory = directory
        self.environment = environment
        self.turnTimeout = turnTimeout
        self.declaredAt = declaredAt
    }
}
