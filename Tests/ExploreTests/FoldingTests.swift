import Testing
@testable import Explore

/// A behaviour whose written scenario contains a shorter one's, and whose checks tell the algorithms
/// apart on that shorter scenario too, is folded into it: the shorter twin stands for both.
@Suite struct FoldingTests {
    static func step(_ template: Int) -> GeneratedStep { GeneratedStep(template: template, choice: []) }

    static func behaviour(_ thing: String, written: [Int], checks: [Int], instances: Int, other: String = "M") -> Behaviour {
        var behaviour = Behaviour(signature: DivergenceSignature(reference: "new", other: other, aspect: .sight, thing: thing, byReference: true),
                                  firstFound: 1, secondsToFirst: 0, instances: instances, steps: written.map(step), shrinks: 1)
        behaviour.written = written.map(step)
        behaviour.checks = checks.map(step)
        return behaviour
    }

    @Test func aLongerTwinWhoseChecksHoldOnTheShorterIsFolded() throws {
        let longer = Self.behaviour("a warning banner", written: [1, 7, 2], checks: [21], instances: 5)
        let shorter = Self.behaviour("a refresh prompt", written: [1, 2], checks: [20], instances: 3)
        let apart = Self.behaviour("an offline banner", written: [3, 2, 4], checks: [22], instances: 2)
        let folded = try Explorer.folded([longer, shorter, apart]) { steps, checks, _ throws(ExploreAlgorithmError) in
            steps == [Self.step(1), Self.step(2)] && checks == [Self.step(21)]
        }
        #expect(folded.map(\.signature.thing) == ["a refresh prompt", "an offline banner"])
        #expect(folded[0].instances == 8)
        #expect(folded[0].twins == ["New shows a warning banner; M does not"])
    }

    @Test func noFoldWhenTheChecksFailOnTheShorterOrTheOtherIsAnother() throws {
        let longer = Self.behaviour("a warning banner", written: [1, 7, 2], checks: [21], instances: 5)
        let shorter = Self.behaviour("a refresh prompt", written: [1, 2], checks: [20], instances: 3)
        let kept = try Explorer.folded([longer, shorter]) { _, _, _ throws(ExploreAlgorithmError) in false }
        #expect(kept.count == 2)
        let otherAlgorithm = Self.behaviour("a warning banner", written: [1, 7, 2], checks: [21], instances: 5, other: "N")
        #expect(try Explorer.folded([otherAlgorithm, shorter]) { _, _, _ throws(ExploreAlgorithmError) in true }.count == 2)
        let notContained = Self.behaviour("a warning banner", written: [2, 7, 1], checks: [21], instances: 5)
        #expect(try Explorer.folded([notContained, shorter]) { _, _, _ throws(ExploreAlgorithmError) in true }.count == 2)
    }
}
