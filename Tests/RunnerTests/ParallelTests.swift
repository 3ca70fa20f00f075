import Testing
@testable import Runner

@Suite struct ParallelTests {
    /// Each value in its number's place, whatever share of them a thread made.
    @Test func mapKeepsTheOrderOfItsNumbers() {
        #expect(Parallel.map(1_000, share: 7) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }
}
