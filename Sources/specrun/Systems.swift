import Runner

/// The systems under test that `specrun` knows. The step library registers them here.
enum Systems {
    static func all() throws -> [AnySystem] {
        []
    }
}
