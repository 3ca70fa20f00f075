import Foundation
import Synchronization
import Testing
@testable import Runner

@Suite struct ParallelTests {
    /// Each value in its number's place, whatever share of them a thread made.
    @Test func mapKeepsTheOrderOfItsNumbers() {
        #expect(Parallel.map(1_000, share: 7) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }

    /// The side work is finished when `alongside` returns, and when it throws; `main`'s value or
    /// error is what comes back.
    @Test func theSideWorkIsDoneBeforeAlongsideReturnsOrThrows() {
        struct Failure: Error {}
        let done = Atomic(0)
        let side: @Sendable () -> Void = {
            Thread.sleep(forTimeInterval: 0.05)
            done.add(1, ordering: .sequentiallyConsistent)
        }
        #expect(Parallel.alongside(side) { 42 } == 42)
        #expect(done.load(ordering: .sequentiallyConsistent) == 1)
        #expect(throws: Failure.self) { try Parallel.alongside(side) { throw Failure() } }
        #expect(done.load(ordering: .sequentiallyConsistent) == 2)
        #expect(Parallel.alongside(nil) { "alone" } == "alone")
    }
}
