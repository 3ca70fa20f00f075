import JSON
import LanguageServer
import SpecrunKit
import Testing

/// Every built-in step says what it means: hover over any step of either system shows the doc
/// comment above its definition's registration, in a product owner's words.
@Suite struct StepDocTests {
    @Test(arguments: ServerHarness.builtInSystems.map(\.name))
    func everyBuiltInStepHasADocCommentThatHoverShows(_ name: String) throws {
        let system = try #require(ServerHarness.builtInSystems.first { $0.name == name })
        let harness = ServerHarness()
        var undocumented: [String] = []
        for (number, entry) in StepTexts(system.matcher).entries.enumerated() {
            let uri = "file:///project/features/doc\(number).feature"
            harness.open(uri, "@\(name)\nFeature: Docs\n\n  Scenario: S\n    Given \(entry.example)\n")
            let text = harness.request("textDocument/hover", harness.at(uri, 4, 6))["result"]?["contents"]?["value"]?.string ?? ""
            // The pattern, then the comment, then where it is defined.
            let parts = text.components(separatedBy: "\n\n")
            guard parts.count >= 3, parts[0].contains("`\(entry.definition.pattern)`"), parts.last?.hasPrefix("Defined at") == true,
                  parts[1].count > 20 else {
                undocumented.append("\(entry.definition.pattern) (\(entry.definition.location)): \(text)")
                continue
            }
        }
        #expect(undocumented.isEmpty, "\(undocumented.count) steps without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }
}
