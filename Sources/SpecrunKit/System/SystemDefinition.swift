/// A system as the command line takes it: its name, and how to make it once the run's fixtures are
/// known. `SpecrunCLI.main(systems:)` takes a list of these, so a team's executable runs its own
/// systems exactly as `specrun` runs the built-in ones.
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
    private let make: @Sendable (FixtureSource) throws -> AnySystem

    /// A system made from the fixtures (each file its built-in defaults unless the project's
    /// fixtures directory overrides it).
    public init<System: SystemUnderTest>(name: String, _ make: @escaping @Sendable (FixtureSource) throws -> System) {
        self.name = name
        self.make = { AnySystem(try make($0)) }
    }

    /// A system that reads no fixtures.
    public init<System: SystemUnderTest>(_ system: System) {
        name = system.name
        make = { _ in AnySystem(system) }
    }

    /// The system, made with `fixtures`; a fixture that cannot be read or decoded throws its
    /// `FixtureError`.
    public func make(with fixtures: FixtureSource) throws -> AnySystem {
        try make(fixtures)
    }
}
