import Expressions
@testable import SpecrunKit
import Testing

/// `StepTexts`: a system's step texts as a step writer types them, and the nearest ones to a step
/// that matches no definition.
@Suite struct StepTextsTests {
    let texts: StepTexts = {
        var steps = StepRegistry<Int>()
        // A literal-words parameter type: its words are its values.
        steps.defineParameterType("connection", matching: "online|offline|failing") { $0.first.flatMap { $0 } ?? "" }
        steps.given("my (internet )connection is {connection}") { _, _ in }
        steps.given("the count is {int}") { _, _ in }
        steps.when("I tap/press the {string} button") { _, _ in }
        steps.then("^the count should be zero$") { _, _ in }
        return StepTexts(try! AnySystem(StepsOnlySystem(steps: steps)).matcher)
    }()

    @Test func examplesFillTheParameters() {
        #expect(texts.entries.map(\.example) == [
            "my connection is online", "the count is 1", "I tap the \"text\" button", "the count should be zero",
        ])
    }

    /// A typo is corrected with the step's own values where the corrected text matches a definition.
    @Test func theNearestTextKeepsTheStepsValues() {
        #expect(texts.nearest(to: "my conection is offline").first == "my connection is offline")
        #expect(texts.nearest(to: "the cont is 42").first == "the count is 42")
        #expect(texts.nearest(to: "I press the \"OK\" buton").first == "I press the \"OK\" button")
    }

    /// Where the step's words do not fit the parameter, the example stands in.
    @Test func anExampleStandsInForWordsThatDoNotFit() {
        #expect(texts.nearest(to: "my connection is sideways").first == "my connection is online")
    }

    @Test func nothingCloseIsNoSuggestion() {
        #expect(texts.nearest(to: "the user buys a train ticket to Kyoto").isEmpty)
    }

    @Test func enumeratedValues() throws {
        #expect(StepTexts.values(of: try ParameterType(name: "c", regexp: "online|offline", typeName: "S"), optionals: .omitted)
            .map(\.example) == ["online", "offline"])
        #expect(StepTexts.values(of: try ParameterType(name: "d", regexp: "[0-9]+ s", typeName: "S"), optionals: .omitted)
            == [StepText(parts: [.hole(.number), .text(" s")])])
    }
}
