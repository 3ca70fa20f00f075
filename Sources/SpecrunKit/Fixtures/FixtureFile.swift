/// One fixtures file a system reads, with its contents built in: its name in a project's fixtures
/// directory, the type it decodes to, and the YAML text used when the project does not override it.
///
/// ```swift
/// struct Catalogue: Decodable, Sendable { var products: [String] }
/// let catalogue = FixtureFile<Catalogue>("catalogue.yml", defaults: """
///     products: [apple, pear]
///     """)
/// let value = try FixtureSource(directory: "fixtures").load(catalogue)
/// ```
public struct FixtureFile<Value: Decodable & Sendable>: Sendable {
    /// The file's name in the fixtures directory, e.g. `articles.yml`.
    public let name: String
    /// The built-in contents, in YAML.
    public let defaults: String

    /// A file named `name` in the fixtures directory, whose built-in contents are `defaults` (YAML).
    public init(_ name: String, defaults: String) {
        self.name = name
        self.defaults = defaults
    }
}
