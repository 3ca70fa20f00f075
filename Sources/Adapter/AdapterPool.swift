import SpecrunKit
import Supervision
import Foundation
import Synchronization

/// The child processes of one external algorithm: a run leases one (an idle child, or a new one
/// started and shaken hands with) and gives it back when it ends, so that each job thread keeps
/// one child busy and a child serves many runs. A child that failed a run is killed, and the next
/// run starts another.
///
/// A system's `SystemUnderTest.externalAlgorithm(_:)` makes one pool per declaration, and the
/// algorithm it returns warms the pool up before its first run:
///
/// ```swift
/// func externalAlgorithm(_ declaration: ExternalAlgorithm) -> Algorithm<GalleryEnvironment, any GalleryApp>? {
///     let pool = AdapterPool(declaration: declaration, vocabulary: GalleryVocabulary.vocabulary)
///     return Algorithm(name: declaration.name, summary: declaration.summary, prepare: pool.warmUp) {
///         ExternalGalleryApp(environment: $0, pool: pool)
///     }
/// }
/// ```
public final class AdapterPool: Sendable {
    /// The algorithm as `specrun.yml` declares it: its name, command, directory and environment.
    public let declaration: ExternalAlgorithm
    /// What the system sends its children and accepts back, sent at each handshake.
    public let vocabulary: AdapterVocabulary
    private let idle = Mutex<[AdapterChild]>([])

    /// A pool for `declaration`'s children, which speak `vocabulary`; none starts until a run
    /// leases one (or `warmUp()`).
    public init(declaration: ExternalAlgorithm, vocabulary: AdapterVocabulary) {
        self.declaration = declaration
        self.vocabulary = vocabulary
    }

    deinit {
        drain()
    }

    func lease() throws(AdapterChildError) -> AdapterChild {
        if let child = idle.withLock({ $0.popLast() }) { return child }
        return try AdapterChild(declaration: declaration, vocabulary: vocabulary)
    }

    func giveBack(_ child: AdapterChild) {
        guard !child.isBroken else {
            child.terminate()
            return
        }
        idle.withLock { $0.append(child) }
    }

    /// Starts one child and shakes hands with it, so that a command that cannot start is found
    /// before any run (a configuration error); the child then waits for the first run.
    public func warmUp() throws {
        giveBack(try lease())
    }

    /// Ends the idle children as the protocol ends: each one's standard input closes, all at once,
    /// and they have `ProcessSupervisor.endingGrace` together to exit on their own (an adapter's
    /// cleanup runs: the HTTP cache example's proxies stop and their folders go) before their
    /// groups are killed.
    package func drain() {
        let children = idle.withLock { idle in
            defer { idle.removeAll() }
            return idle
        }
        guard !children.isEmpty else { return }
        for child in children { child.closeInput() }
        let deadline = ProcessSupervisor.monotonicNanoseconds() + ProcessSupervisor.endingGrace
        for child in children { child.end(until: deadline) }
    }
}
