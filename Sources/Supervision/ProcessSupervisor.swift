#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// The process's one owner of interruption and of child processes: SIGINT and SIGTERM are handled
/// here and nowhere else, and every child's process group is registered here, so that a signal
/// means one thing whatever specrun is doing.
///
/// The first signal marks the process interrupted (`isInterrupted`), makes `interruptionDescriptor`
/// readable (so a thread waiting on a child wakes at once), ends every child's process group and
/// refuses to start another; the command then stops starting work and writes what finished. With
/// `.quitAtOnce` (a command that has nothing to write), or on the second signal, the children are
/// ended and the process dies of the signal at once. Children are also ended when the process exits.
///
/// ```swift
/// ProcessSupervisor.shared.takeSignals(.finishUp) { signal in print("stopping (\(signal))") }
/// while !ProcessSupervisor.shared.isInterrupted, let work = queue.next() { work() }
/// ```
public final class ProcessSupervisor: Sendable {
    public static let shared = ProcessSupervisor()

    /// What the first signal does.
    public enum Policy: Sendable {
        /// The command stops starting work and finishes up (writes what finished); a second signal quits.
        case finishUp
        /// The process quits at once, its children ended.
        case quitAtOnce
    }

    /// A signal that stops specrun, by its number.
    public struct StopSignal: Sendable, Hashable {
        public let number: Int32
        /// SIGINT (Ctrl-C) and SIGTERM (how a CI runner stops a job, before its SIGKILL).
        public static let all = [StopSignal(number: SIGINT), StopSignal(number: SIGTERM)]
    }

    private struct State {
        var policy: Policy?
        var announce: (@Sendable (StopSignal) -> Void)?
        var sources: [any DispatchSourceSignal] = []
        /// The signal that interrupted the process, once one did.
        var interruption: StopSignal?
        /// The process group of every child alive (each child leads its own).
        var groups: Set<pid_t> = []
        var endsChildrenAtExit = false
    }

    private let state = Mutex(State())
    /// The pipe that becomes readable once the process is interrupted: [read end, write end].
    private let wakePipe: (read: Int32, write: Int32)

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        wakePipe = (ends[0], ends[1])
    }

    /// Readable once the process is interrupted (and from then on): poll it beside a child's pipes
    /// to stop waiting at once. -1 if the pipe could not be made.
    public var interruptionDescriptor: Int32 { wakePipe.read }

    /// Whether SIGINT or SIGTERM came.
    public var isInterrupted: Bool {
        state.withLock { $0.interruption != nil }
    }

    /// The signal that interrupted the process, if one did.
    public var interruption: StopSignal? {
        state.withLock { $0.interruption }
    }

    /// Handles SIGINT and SIGTERM from now on with `policy`; `announce` is told of the first signal
    /// (with `.finishUp`). Called once, by the command, before it starts work; a later call changes
    /// nothing.
    public func takeSignals(_ policy: Policy, announce: (@Sendable (StopSignal) -> Void)? = nil) {
        state.withLock { state in
            guard state.policy == nil else { return }
            state.policy = policy
            state.announce = announce
            for stop in StopSignal.all {
                // The signal source receives the signal; its default action (death) is set aside.
                signal(stop.number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: stop.number, queue: .global())
                source.setEventHandler { ProcessSupervisor.shared.received(stop) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    private func received(_ stop: StopSignal) {
        let (first, policy, announce, groups) = state.withLock { state in
            let first = state.interruption == nil
            if first { state.interruption = stop }
            let groups = state.groups
            state.groups.removeAll()
            return (first, state.policy, state.announce, groups)
        }
        if first, wakePipe.write >= 0 {
            var byte: UInt8 = 1
            _ = write(wakePipe.write, &byte, 1)
        }
        for group in groups { killpg(group, SIGKILL) }
        if first, policy == .finishUp {
            announce?(stop)
            return
        }
        // The second signal, or a command with nothing to finish: die of the signal.
        signal(stop.number, SIG_DFL)
        raise(stop.number)
    }

    /// Starts a child with `spawn` (which returns its pid, the leader of a new process group, or
    /// nil when it could not start) and registers its group, with no signal in between; nil without
    /// calling `spawn` once the process is interrupted. Before the first child: a write to a dead
    /// child's pipe fails instead of killing specrun, signals are taken (to quit at once, unless the
    /// command took them first), and the process's exit ends every child.
    public func startChild(_ spawn: () -> pid_t?) -> StartedChild {
        takeSignals(.quitAtOnce)
        return state.withLock { state in
            if !state.endsChildrenAtExit {
                state.endsChildrenAtExit = true
                signal(SIGPIPE, SIG_IGN)
                atexit { ProcessSupervisor.shared.endAllChildren() }
            }
            guard state.interruption == nil else { return .refused }
            guard let pid = spawn() else { return .failed }
            state.groups.insert(pid)
            return .started(pid)
        }
    }

    /// What `startChild` did.
    public enum StartedChild: Sendable, Equatable {
        case started(pid_t)
        /// `spawn` could not start it.
        case failed
        /// The process is interrupted: no child starts.
        case refused
    }

    /// Ends the process group `group` now (if it is still registered) and forgets it: its leader has
    /// exited or is about to be reaped, and nothing of it may outlive it.
    public func endGroup(_ group: pid_t) {
        let registered = state.withLock { $0.groups.remove(group) != nil }
        if registered { killpg(group, SIGKILL) }
    }

    /// Ends every child's process group.
    public func endAllChildren() {
        let groups = state.withLock { state in
            defer { state.groups.removeAll() }
            return state.groups
        }
        for group in groups { killpg(group, SIGKILL) }
    }

    /// How many children are registered (alive, or exited and not yet reaped).
    public var childCount: Int {
        state.withLock { $0.groups.count }
    }
}

extension ProcessSupervisor.StopSignal: CustomStringConvertible {
    /// "SIGINT", "SIGTERM".
    public var description: String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }
}
