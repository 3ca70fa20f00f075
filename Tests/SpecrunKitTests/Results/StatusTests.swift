@testable import SpecrunKit
import Testing

/// Statuses order from the most to the least severe, as they are declared: a run takes its worst
/// step's.
@Suite struct StatusTests {
    @Test func theOrderIsTheDeclaredOne() {
        #expect(Status.allCases.sorted() == Status.allCases)
        #expect(Status.allCases.reversed().sorted() == Status.allCases)
        #expect([Status.passed, .skipped, .undefined, .failed, .pending].min() == .failed)
        #expect([Status.passed, .departed, .skipped].min() == .departed)
    }
}
