import Foundation
import Testing
@testable import Gherkin

/// Hostile input must give errors or a tree, never a crash or a hang.
@Suite(.tags(.slow)) struct RobustnessTests {
    @Test func aFiveMegabyteLineIsOneLine() {
        let line = String(repeating: "| a ", count: 1_250_000)
        let start = Date()
        let (_, errors) = parse("Feature: f\nScenario: s\nGiven x\n\(line)|\n  | b |\n")
        #expect(errors == ["(5:3): inconsistent cell count within the table"])
        let junk = String(repeating: "x", count: 5_000_000)
        let (_, junkErrors) = parse(junk)
        #expect(junkErrors.count == 1)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test(arguments: ["@tag\n", "Rule: r\n", "  Given x\n", "| a |\n", "# c\n", "Scenario: s\n", "\"\"\"\n", "Examples:\n"])
    func tenThousandRepeatedLinesParseInLinearTime(_ line: String) {
        let start = Date()
        let source = "Feature: f\nScenario: s\n" + String(repeating: line, count: 10_000)
        _ = parse(source)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func nulAndControlCharactersAreJustText() {
        let (document, errors) = parse("Feature: \u{0}f\n  Scenario: \u{1}s\n    Given \u{7F}x\u{0}\n")
        #expect(errors.isEmpty)
        #expect(document?.feature?.name == "\u{0}f")
        let (_, nulErrors) = parse("\u{0}\u{0}\u{0}")
        #expect(nulErrors == ["(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got '\u{0}\u{0}\u{0}'"])
    }

    @Test func emptyAndBlankSourcesHaveNoFeature() {
        #expect(parse("").0?.feature == nil)
        #expect(parse("\n\n  \r\n").0?.feature == nil)
    }

    @Test func lineEndingsMayMix() {
        let (document, errors) = parse("Feature: f\r\nScenario: s\n  Given x\r\n  And y")
        #expect(errors.isEmpty)
        guard case .scenario(let scenario)? = document?.feature?.children.first else {
            Issue.record("no scenario")
            return
        }
        #expect(scenario.steps.map(\.text) == ["x", "y"])
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("@|#\\\"`:* \t\r\nFeature Scenario Given Examples Rule Background <a> é😀\u{0}")
        for _ in 0..<300 {
            let length = Int.random(in: 0..<400, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            _ = parse(text)
            _ = parse(text, syntax: .markdown)
            _ = tokens(text)
        }
    }
}
