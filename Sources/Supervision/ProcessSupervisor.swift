#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process's one owner of interruption and of child processes: the stop signals (`StopSignal.all`) are handled
/// here and nowhere else, and every child's process group is registered here, so that a signal
/// means one thing whatever specrun is doing.
///
/// The first signal marks the process interrupted (`isInterrupted`, set as the signal is delivered,
/// so nothing done after it can miss it), makes `interruptionDescriptor` readable (so a thread
/// waiting on a child wakes at once), ends every child's process group and refuses to start
/// another; the command then stops starting work and writes what finished. With `.quitAtOnce` (a
/// command that has nothing to write), or on the second signal, the children are ended and the
/// process dies of the signal at once. Children are also ended when the process exits.
///
/// ```swift
/// ProcessSupervisor.shared.takeSignals(.finishUp) { signal in print("stopping (\(signal))") }
/// while !ProcessSupervisor.isInterrupted, let work = queue.next() { work() }
/// ```
package final class ProcessSupervisor: Sendable {
    package static let shared = ProcessSupervisor()

    /// What the first signal does.
    package enum Policy: Sendable {
        /// The command stops starting work and finishes up (writes what finished); a second signal quits.
        case finishUp
        /// The process quits at once, its children ended.
        case quitAtOnce
    }

    /// A signal that stops specrun, by its number.
    package struct StopSignal: Sendable, Hashable {
        package let number: Int32
        /// SIGINT (Ctrl-C), SIGTERM (how a CI runner stops a job, before its SIGKILL), SIGHUP (the
        /// terminal closed) and SIGQUIT (Ctrl-\\): each ends specrun the same way, never as a crash.
        package static let all = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { StopSignal(number: $0) }
    }

    private struct State {
        var policy: Policy?
        var announce: (@Sendable (StopSignal) -> Void)?
        var announced = false
        /// The process group of every child alive (each child leads its own).
        var groups: Set<pid_t> = []
        /// Each child's standard input (the write end), until closed (`closeInput`): a descriptor
        /// open until then, so no other child's can have its number.
        var inputs: Set<Int32> = []
        var endsChildrenAtExit = false
        /// Why the work cannot go on as asked (`halt(because:)`).
        var halt: String?
    }

    private let state = Mutex(State())

    private init() {}

    /// Readable once the process is interrupted (and from then on): poll it beside a child's pipes
    /// to stop waiting at once. -1 if its pipe could not be made.
    package var interruptionDescriptor: Int32 { SignalNotes.interruption.read }

    /// The file descriptors taking the signals holds for good (`takeSignals`): its two pipes.
    package static let descriptorsHeld = 4

    /// The work cannot go on as asked, because of a limit of the machine rather than of what runs
    /// (a child that cannot start mid-run for want of descriptors or processes): the command stops
    /// starting work, as for a signal, and ends with `reason` as its error. The first reason stays.
    package func halt(because reason: String) {
        state.withLock { state in
            if state.halt == nil { state.halt = reason }
        }
        Self.halted.store(true, ordering: .releasing)
    }

    /// Why the work was halted, if it was (a load of a flag until it is). Static, as is
    /// `isInterrupted`: every worker thread polls them between runs, and reaching them through
    /// `shared` retained the supervisor each time, one object whose count the threads contend for.
    package static var haltReason: String? {
        guard halted.load(ordering: .acquiring) else { return nil }
        return shared.state.withLock { $0.halt }
    }

    private static let halted = Atomic(false)

    /// Says the first signal's arrival (the `announce` given to `takeSignals`) if it has not been
    /// said yet, or waits while the thread that acts on signals says it: whatever the command
    /// writes to standard error after a signal comes after the word of it, even when the command
    /// notices the signal (its flag is set as the signal is delivered) before that thread runs.
    package func settleAnnouncement() {
        guard let first = interruption else { return }
        announcing.withLock { _ in
            let announce = state.withLock { state in
                defer { state.announced = true }
                return state.announced || state.policy != .finishUp ? nil : state.announce
            }
            announce?(first)
        }
    }

    /// Held while the arrival of a signal is said.
    private let announcing = Mutex(())

    /// Whether a stop signal came.
    package static var isInterrupted: Bool {
        SignalNotes.first.load(ordering: .sequentiallyConsistent) != 0
    }

    /// The signal that interrupted the process, if one did.
    package var interruption: StopSignal? {
        let number = SignalNotes.first.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : StopSignal(number: number)
    }

    /// Handles the stop signals from now on with `policy`; `announce` is told of the first signal
    /// (with `.finishUp`). Called once, by the command, before it starts work; a later call changes
    /// nothing.
    package func takeSignals(_ policy: Policy, announce: (@Sendable (StopSignal) -> Void)? = nil) {
        let first = state.withLock { state in
            guard state.policy == nil else { return false }
            state.policy = policy
            state.announce = announce
            return true
        }
        guard first else { return }
        SignalNotes.prepare()
        // The thread that does what a signal asks for, outside the handler.
        var thread = pthread_t()
        if pthread_create(&thread, nil, { _ in ProcessSupervisor.shared.actOnSignals() }, nil) == 0 { pthread_detach(thread) }
        var action = sigaction()
        action.__sigaction_handler = .init(sa_handler: { number in SignalNotes.note(number) })
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in StopSignal.all {
            sigaction(stop.number, &action, nil)
            sigaddset(&stops, stop.number)
        }
        // A parent may have started specrun with the signals blocked: this thread takes them.
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    }

    /// Waits for each signal the handler noted and does what it asks: ends every child, then says
    /// so (the first, with `.finishUp`) or quits.
    private func actOnSignals() -> UnsafeMutableRawPointer? {
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in StopSignal.all { sigaddset(&stops, stop.number) }
        pthread_sigmask(SIG_BLOCK, &stops, nil)
        while true {
            var byte: UInt8 = 0
            let count = read(SignalNotes.notices.read, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            let signals = SignalNotes.count.load(ordering: .sequentiallyConsistent)
            let (policy, groups) = state.withLock { state in
                let groups = state.groups
                state.groups.removeAll()
                return (state.policy, groups)
            }
            for group in groups { killpg(group, SIGKILL) }
            if signals < 2, policy == .finishUp {
                settleAnnouncement()
                continue
            }
            // The second signal, or a command with nothing to finish: die of the signal (SIGQUIT's
            // own way dumps core, as a crash does: the quit is asked for, so no core is written).
            let last = SignalNotes.last.load(ordering: .sequentiallyConsistent)
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            #if os(Linux)
            let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
            #else
            let core = RLIMIT_CORE
            #endif
            if last == SIGQUIT { setrlimit(core, &noCore) }
            signal(last, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, last)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(last)
        }
    }

    /// Starts a child with `spawn` (which returns its pid, the leader of a new process group, or
    /// nil when it could not start) and registers its group and its standard input (`input`, the
    /// write end, closed by `closeInput` or at exit), with no signal in between; nil without
    /// calling `spawn` once the process is interrupted. Before the first child: a write to a dead
    /// child's pipe fails instead of killing specrun, signals are taken (to quit at once, unless the
    /// command took them first), and the process's exit ends every child (`endAllChildren`).
    package func startChild(input: Int32, _ spawn: () -> pid_t?) -> StartedChild {
        takeSignals(.quitAtOnce)
        return state.withLock { state in
            if !state.endsChildrenAtExit {
                state.endsChildrenAtExit = true
                Self.turnWriteSignalsIntoErrors()
                atexit { ProcessSupervisor.shared.endAllChildren() }
            }
            guard !Self.isInterrupted else { return .refused }
            guard let pid = spawn() else { return .failed }
            state.groups.insert(pid)
            state.inputs.insert(input)
            return .started(pid)
        }
    }

    /// A write to a pipe nothing reads any more (SIGPIPE: a dead child, a reader of standard output
    /// that went away) or past the size of file the process may write (SIGXFSZ, `ulimit -f`) fails
    /// with an error its caller reports (EPIPE, EFBIG), rather than ending the process without a
    /// word. Children get both back as they were (`posix_spawnattr_setsigdefault`).
    package static func turnWriteSignalsIntoErrors() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// What `startChild` did.
    package enum StartedChild: Sendable, Equatable {
        case started(pid_t)
        /// `spawn` could not start it.
        case failed
        /// The process is interrupted: no child starts.
        case refused
    }

    /// Ends the process group `group` now (if it is still registered) and forgets it: its leader has
    /// exited or is about to be reaped, and nothing of it may outlive it.
    package func endGroup(_ group: pid_t) {
        let registered = state.withLock { $0.groups.remove(group) != nil }
        if registered { killpg(group, SIGKILL) }
    }

    /// Closes a child's standard input, `input` as `startChild` registered it: the protocol's end,
    /// after which the child exits. Its owner calls it once.
    package func closeInput(_ input: Int32) {
        if state.withLock({ $0.inputs.remove(input) != nil }) { close(input) }
    }

    /// Ends every child's process group. At a normal exit, as the protocol ends: the standard input
    /// of each child still running closes, all at once, and they have `endingGrace` together to
    /// exit on their own (an adapter's cleanup runs) before their groups are killed; after a stop
    /// signal, at once.
    package func endAllChildren() {
        let (groups, inputs) = state.withLock { state in
            defer {
                state.groups.removeAll()
                state.inputs.removeAll()
            }
            return (state.groups, state.inputs)
        }
        if !Self.isInterrupted, !groups.isEmpty {
            for input in inputs { close(input) }
            var running = groups
            let deadline = Self.monotonicNanoseconds() + Self.endingGrace
            while !running.isEmpty, Self.monotonicNanoseconds() < deadline, !Self.isInterrupted {
                running = running.filter { waitpid($0, nil, WNOHANG) == 0 }
                if !running.isEmpty { _ = poll(nil, 0, Self.exitCheckMilliseconds) }
            }
        }
        for group in groups { killpg(group, SIGKILL) }
    }

    /// How long children have, together, to exit once their standard input closed at a normal exit.
    package static let endingGrace: UInt64 = 3_000_000_000
    /// How often their exits are looked for meanwhile (a child is waited for in poll(2)).
    private static let exitCheckMilliseconds: Int32 = 2

    /// The monotonic clock, in nanoseconds: what a child's deadlines and a pool's timings are read on.
    package static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

extension ProcessSupervisor.StopSignal: CustomStringConvertible {
    /// "SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT".
    package var description: String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(number)"
        }
    }
}

/// What the signal handler may touch: atomics and pipes, made before the handler is installed
/// (nothing in a handler may allocate, lock or initialize a global).
private enum SignalNotes {
    /// How many stop signals came; the first's number, and the last's.
    static let count = Atomic<Int>(0)
    static let first = Atomic<Int32>(0)
    static let last = Atomic<Int32>(0)
    /// Written once, on the first signal, and never read: readable from then on.
    static let interruption = makePipe()
    /// One byte per signal, read by the supervisor's thread.
    static let notices = makePipe()

    /// Initializes every global the handler uses.
    static func prepare() {
        _ = count.load(ordering: .relaxed)
        _ = first.load(ordering: .relaxed)
        _ = last.load(ordering: .relaxed)
        _ = interruption
        _ = notices
    }

    /// The handler: async-signal-safe (atomic stores, `write`).
    static func note(_ number: Int32) {
        var byte: UInt8 = 1
        if first.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent).exchanged {
            _ = write(interruption.write, &byte, 1)
        }
        last.store(number, ordering: .sequentiallyConsistent)
        count.add(1, ordering: .sequentiallyConsistent)
        _ = write(notices.write, &byte, 1)
    }

    private static func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
