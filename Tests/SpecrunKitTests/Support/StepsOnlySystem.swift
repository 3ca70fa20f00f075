@testable import SpecrunKit

/// A system with the given steps and nothing else, for tests of how steps register and match.
struct StepsOnlySystem: SystemUnderTest {
    static let name = "steps"
    static let summary = "steps only"
    let algorithms = [Algorithm<Void, Void>(name: "one", summary: "the only one") {}]
    let steps: StepRegistry<Int>
    func makeWorld(running algorithm: Algorithm<Void, Void>, settings: RunSettings) throws -> Int { 0 }
}
