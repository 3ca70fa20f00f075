/// A system as the command line takes it: its name, and how to make it once the run's fixtures
/// (and the external algorithms `specrun.yml` declares for it) are known. `SpecrunCLI.main(systems:)`
/// takes a list of these, so a team's executable runs its own systems exactly as `specrun` runs the
/// built-in ones.
///
/// ```swift
/// let shop = SystemDefinition(name: "shop") { fixtures in
///     ShopSystem(network: try fixtures.load(NetworkFixture.file), catalogue: try fixtures.load(Catalogue.file))
/// }
/// SpecrunCLI.main(systems: [shop])
/// ```
public struct SystemDefinition: Sendable {
    /// The feature tag that selects the system, without the `@`.
    public let name: String
    /// Whether the system runs external algorithms (one that does not refuses their declaration).
    public let acceptsExternalAlgorithms: Bool
    @usableFromInline let make: @Sendable (SystemContext) throws -> AnySystem

    /// A system made from the fixtures (each file its built-in defaults unless the project's
    /// fixtures directory overrides it). Inlinable, as `AnySystem.init` is: the system's runs are
    /// specialized for it where it is defined.
    @inlinable
    public init<System: SystemUnderTest>(name: String, _ make: @escaping @Sendable (FixtureSource) throws -> System) {
        self.name = name
        acceptsExternalAlgorithms = false
        self.make = { AnySystem(try make($0.fixtures)) }
    }

    /// A system made from the fixtures and the external algorithms declared for it, which it
    /// registers beside its own (see the `Adapter` module).
    @inlinable
    public init<System: SystemUnderTest>(name: String, context make: @escaping @Sendable (SystemContext) throws -> System) {
        self.name = name
        acceptsExternalAlgorithms = true
        self.make = { AnySystem(try make($0)) }
    }

    /// A system that reads no fixtures.
    @inlinable
    public init<System: SystemUnderTest>(_ system: System) {
        name = system.name
        acceptsExternalAlgorithms = false
        make = { _ in AnySystem(system) }
    }

    /// The system, made with `fixtures`; a fixture that cannot be read or decoded throws its
    /// `FixtureError`.
    public func make(with fixtures: FixtureSource) throws -> AnySystem {
        try make(SystemContext(fixtures: fixtures))
    }

    /// The system, made with the fixtures and external algorithms of `context`.
    public func make(with context: SystemContext) throws -> AnySystem {
        try make(context)
    }
}
