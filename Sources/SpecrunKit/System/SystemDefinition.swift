/// A system as the command line takes it: its type, and how to make it once the run's fixtures are
/// known. `SpecrunCLI.main(systems:)` takes a list of these, so a team's executable runs its own
/// systems exactly as `specrun` runs the built-in ones; a system that is `FixtureReading` is
/// given by its type alone (`main(systems: [Gallery.self])`), and this is what that makes.
///
/// ```swift
/// SpecrunCLI.main(systems: [SystemDefinition(Gallery.self) { fixtures in
///     Gallery(network: try fixtures.load(NetworkFixture.file), gallery: try fixtures.load(GalleryFixture.file))
/// }])
/// SpecrunCLI.main(systems: [SystemDefinition(Gallery.self)])   // Gallery: FixtureReading
/// ```
public struct SystemDefinition: Sendable {
    /// The feature tag that selects the system, without the `@`.
    @usableFromInline package let name: String
    @usableFromInline package let make: @Sendable (FixtureSource, [ExternalAlgorithm]) throws -> AnySystem

    /// A system made from the fixtures: each file its built-in defaults, unless the project's
    /// fixtures directory overrides it. Inlinable, as `AnySystem`'s initializer is, so that the
    /// system's runs are specialized for it where it is defined.
    @inlinable
    public init<System: SystemUnderTest>(_ type: System.Type, make: @escaping @Sendable (FixtureSource) throws -> System) {
        name = System.name
        self.make = { fixtures, external in try AnySystem(try make(fixtures), externalAlgorithms: external) }
    }

    /// A system made already, which reads no fixtures.
    @inlinable
    public init<System: SystemUnderTest>(_ system: System) {
        name = System.name
        make = { _, external in try AnySystem(system, externalAlgorithms: external) }
    }

    /// The fixture files the system reads (`network.yml`, …), in the order it reads them: found by
    /// making it from the built-in defaults.
    package var fixtureFiles: [String] {
        let record = FixtureRecord()
        _ = try? make(FixtureSource.builtIn.recording(into: record), [])
        return record.namesLoaded
    }

    /// The system, made with `fixtures` and running the external algorithms declared for it beside
    /// its own; a fixture that cannot be read or decoded throws its `FixtureError`, and a
    /// declaration the system cannot run throws a `SystemDefinitionError`.
    package func make(fixtures: FixtureSource, externalAlgorithms: [ExternalAlgorithm] = []) throws -> AnySystem {
        try make(fixtures, externalAlgorithms)
    }
}

/// An external algorithm declared for a system that does not run any, or named as one of its own.
package struct SystemDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
