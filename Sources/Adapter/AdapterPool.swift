import SpecrunKit
import Supervision
import Foundation

/// The child processes of one external algorithm: a run leases one and gives it back when it ends,
/// so that a child serves many runs. An idle child is taken; with none, the run waits for one to
/// be given back, until runs have waited, all told, as long as a child takes to start: then the
/// next run that finds none starts another (and shakes hands with it), and the count begins again.
/// So a few runs of a millisecond share one child, where a second one's start (an interpreter's,
/// tens of milliseconds) would cost more than all their runs, and a long suite or slow runs get a
/// child per `--jobs` thread. A child that failed a run is killed, and the next run starts another.
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
    private let state = ConditionLock(State())

    /// The children and what the choice between waiting for one and starting another rests on.
    private struct State {
        var idle: [AdapterChild] = []
        /// Children leased to runs, and children starting.
        var leased = 0
        var starting = 0
        /// How long starting a child took, the last time (monotonic nanoseconds); nil before the first.
        var startTime: UInt64?
        /// How long runs waited for a child since one last started, all told (nanoseconds).
        var waited: UInt64 = 0

        /// Whether a run that finds no idle child, and has waited `wait` so far, starts another
        /// rather than wait on: when there is none at all, or when runs have waited as long as a
        /// child takes to start, its own wait so far counted (a run that gives its child back and
        /// leases it again at once could otherwise keep it from a waiting run for good, whose wait
        /// counted only once it got a child).
        func startsAnother(afterWaiting wait: UInt64) -> Bool {
            leased + starting == 0 || startTime.map { waited + wait >= $0 } ?? false
        }
    }

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
        let asked = ProcessSupervisor.monotonicNanoseconds()
        let idle = state.withLock(waitingUntil: { state in
            !state.idle.isEmpty || state.startsAnother(afterWaiting: ProcessSupervisor.monotonicNanoseconds() - asked)
        }) { state -> AdapterChild? in
            if let child = state.idle.popLast() {
                state.leased += 1
                state.waited += ProcessSupervisor.monotonicNanoseconds() - asked
                return child
            }
            state.starting += 1
            state.waited = 0
            return nil
        }
        if let idle { return idle }
        let started = ProcessSupervisor.monotonicNanoseconds()
        do {
            let child = try AdapterChild(declaration: declaration, vocabulary: vocabulary)
            state.withLock { state in
                state.starting -= 1
                state.leased += 1
                state.startTime = ProcessSupervisor.monotonicNanoseconds() - started
            }
            return child
        } catch {
            state.withLock { $0.starting -= 1 }
            throw error
        }
    }

    func giveBack(_ child: AdapterChild) {
        let broken = child.isBroken
        if broken { child.terminate() }
        state.withLock { state in
            state.leased -= 1
            if !broken { state.idle.append(child) }
        }
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
        let children = state.withLock { state in
            defer { state.idle.removeAll() }
            return state.idle
        }
        guard !children.isEmpty else { return }
        for child in children { child.closeInput() }
        let deadline = ProcessSupervisor.monotonicNanoseconds() + ProcessSupervisor.endingGrace
        for child in children { child.end(until: deadline) }
    }
}
