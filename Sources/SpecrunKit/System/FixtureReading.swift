/// A system made from the run's fixtures, so the command line takes it by its type alone: its own
/// files (`gallery.yml`) and specrun's (`network.yml`), each built in unless the project's fixtures
/// directory overrides it.
///
/// ```swift
/// extension Gallery: FixtureReading {
///     public init(fixtures: FixtureSource) throws {
///         self.init(network: try fixtures.load(NetworkFixture.file), gallery: try fixtures.load(GalleryFixture.file))
///     }
/// }
/// SpecrunCLI.main(systems: [Gallery.self])
/// ```
public protocol FixtureReading: SystemUnderTest {
    /// The system made from `fixtures`; a file that cannot be read or decoded throws its
    /// `FixtureError`.
    init(fixtures: FixtureSource) throws

    /// The system as the command line takes it, made from the run's fixtures by
    /// `init(fixtures:)`. Leave it to its default: being a requirement, it is compiled in the
    /// system's own module, where its runs are specialized for its types (a run then looks up no
    /// generic type), which `SpecrunCLI.main(systems: [Gallery.self])` could not do from the
    /// type's existential.
    static var definition: SystemDefinition { get }
}

extension FixtureReading {
    @inlinable
    public static var definition: SystemDefinition { SystemDefinition(Self.self) }
}

extension SystemDefinition {
    /// The system `type`, made from the run's fixtures by its `init(fixtures:)`.
    @inlinable
    public init<System: FixtureReading>(_ type: System.Type) {
        self.init(type, make: System.init(fixtures:))
    }
}
