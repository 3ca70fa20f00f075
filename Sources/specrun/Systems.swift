import Runner
import StepLibrary

/// The systems under test that `specrun` knows, made by the step library with the fixtures of a
/// directory.
enum Systems {
    static func all(fixturesDirectory: String) throws -> [AnySystem] {
        try SystemCatalog.systems(fixturesDirectory: fixturesDirectory)
    }
}
