@testable import SpecrunKit
import Testing

/// A step definition records the full path of the file that registered it (for an editor's "go to
/// definition") beside the `#fileID` location every report shows.
@Suite struct StepSourcePathTests {
    @Test func aDefinitionKnowsItsSourceFile() {
        var steps = StepRegistry<Int>()
        steps.given("a counter at {int}") { world, arguments in world = try arguments[0] }
        let line = #line - 1
        let definition = steps.resolved().definitions[0]
        #expect(definition.sourcePath == #filePath)
        #expect(definition.location == CodeLocation(file: #fileID, line: line))
        #expect(definition.summary.sourcePath == #filePath)
    }

    /// A definition made again from saved results has no source file to open.
    @Test func anEmptyPathIsNoPath() {
        var steps = StepRegistry<Int>()
        steps.then("done", file: "Shop/Steps.swift", line: 3, filePath: "") { _, _ in }
        #expect(steps.resolved().definitions[0].sourcePath == nil)
        #expect(steps.resolved().definitions[0].location.description == "Shop/Steps.swift:3")
    }
}
