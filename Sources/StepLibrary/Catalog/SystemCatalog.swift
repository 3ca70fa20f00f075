import Runner

/// The systems under test specrun knows, made with the fixtures: one line per system.
public enum SystemCatalog {
    /// Loads the fixtures of `fixturesDirectory` once and makes every system with them.
    public static func systems(fixturesDirectory: String) throws -> [AnySystem] {
        systems(fixtures: try Fixtures.load(fromDirectory: fixturesDirectory))
    }

    public static func systems(fixtures: Fixtures) -> [AnySystem] {
        [
            AnySystem(ArticleViewSystem(fixtures: fixtures)),
        ]
    }
}
