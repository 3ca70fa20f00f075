@testable import Expressions
import Testing

/// Seeded random inputs: nothing crashes or hangs, every error is a proper error, and every suggested
/// expression matches the text it was suggested for.
@Suite struct RandomInputTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func randomText(from pieces: [String], count: ClosedRange<Int>, using random: inout SeededGenerator) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func cucumberExpressionsNeverCrash() {
        var random = SeededGenerator(state: 1)
        let pieces = ["a", "b", " ", "(", ")", "{", "}", "/", "\\", "{int}", "{string}", "{}", "é", "😀", "."]
        let registry = ParameterTypeRegistry()
        var built = 0
        for _ in 0..<3_000 {
            let source = randomText(from: pieces, count: 0...8, using: &random)
            guard let expression = try? CucumberExpression(source, parameterTypes: registry) else { continue }
            built += 1
            let text = randomText(from: ["a", "b", " ", "1", "\"x\"", "(", "/", "é"], count: 0...6, using: &random)
            #expect(throws: Never.self) { _ = try expression.match(text)?.map { try $0.value() } }
        }
        #expect(built > 300)
    }

    @Test func tagExpressionsNeverCrash() {
        var random = SeededGenerator(state: 2)
        let pieces = ["@a", "@b", " ", "and", "or", "not", "(", ")", "\\", "\\ ", ","]
        var parsed = 0
        for _ in 0..<3_000 {
            let source = randomText(from: pieces, count: 0...9, using: &random)
            do {
                let expression = try TagExpression(source)
                parsed += 1
                // The canonical form parses to the same canonical form.
                #expect(try TagExpression(expression.description).description == expression.description)
            } catch {
                #expect(error.column >= 1 && error.column <= source.unicodeScalars.count + 1)
            }
        }
        #expect(parsed > 100)
    }

    @Test func everySuggestionMatchesItsText() throws {
        var random = SeededGenerator(state: 3)
        let pieces = ["I ", "have ", "42 ", "-3 ", "1.5 ", "\"big\" ", "'x' ", "(", ")", "{", "}", "/", "\\", "a1 ", "é ", "😀", "$5 "]
        let registry = ParameterTypeRegistry()
        let generator = CucumberExpressionGenerator(parameterTypes: registry)
        for _ in 0..<500 {
            let text = randomText(from: pieces, count: 1...7, using: &random)
            for generated in generator.generateExpressions(for: text) {
                let expression = try CucumberExpression(generated.source, parameterTypes: registry)
                #expect(try expression.match(text) != nil, "\(generated.source) does not match \(text)")
            }
        }
    }
}
