import SpecrunKit
import Supervision
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A child process in a process group of its own, with pipes to its standard input, output and
/// error: lines go in and come out within a wall-clock deadline, and the last lines of standard
/// error are kept for messages. The child is known by its process, not only by its pipes: its exit
/// is noticed when it happens (a pidfd in the same `poll` as the pipes), even while a grandchild
/// holds the pipes open, and its group is then ended. A wait also ends at once when specrun is
/// interrupted. `ProcessSupervisor` registers the group, and ends it when specrun ends.
final class ChildProcess {
    /// Why the child could not be used.
    enum ProcessError: Error {
        /// It could not be started (the program is missing, the directory does not exist…).
        case couldNotStart(String)
        /// It could not be started for a limit of the process or the machine (descriptors,
        /// processes, memory): no fault of its own.
        case processLimit(String)
        /// It exited (how, in words), or closed its standard output.
        case exited(String)
        /// No full line arrived before the deadline.
        case timedOut
        /// Its standard input is closed.
        case notReading
        /// specrun was interrupted (SIGINT or SIGTERM): the child was ended, or not started.
        case interrupted
        /// It wrote more than `maximumLineBytes` without a newline.
        case lineTooLong
    }

    /// The longest line a child may write: 16 MiB, newline excluded.
    static let maximumLineBytes = 16 << 20

    let pid: pid_t
    private let input: Int32
    /// Until `closeInput`.
    private var inputOpen = true
    private let output: Int32
    private let errors: Int32
    /// Readable once the child has exited (a pidfd); -1 where the system has none, and the exit is
    /// then looked for every `exitCheckMilliseconds`.
    private let exitDescriptor: Int32
    private static let exitCheckMilliseconds = 50
    private var buffer: [UInt8] = []
    /// Where reads land before joining `buffer`, kept between reads.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var lineStart = 0
    private var errorsOpen = true
    private(set) var standardError = StandardErrorTail()
    /// How the child ended ("it exited with status 3"), once it was reaped.
    private var ending: String?
    private var isTerminated = false

    /// Starts `command` (looked up on `PATH` unless it has a slash) in `directory` with `environment`
    /// added to specrun's own.
    init(command: [String], directory: String, environment: [String: String]) throws(ProcessError) {
        guard let program = command.first else { throw .couldNotStart("the command is empty") }
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            let code = errno
            for descriptor in stdinPipe + stdoutPipe + stderrPipe where descriptor >= 0 { close(descriptor) }
            let reason = "no pipes for it \(FileProblem.because(code))"
            throw FileProblem.isLimit(code) ? .processLimit(reason) : .couldNotStart(reason)
        }
        // Every end is closed on exec at once, so a process another thread starts does not inherit one
        // (the child's own ends become its 0, 1 and 2 by dup2, which keeps those open).
        for descriptor in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // Writing never blocks past a turn's deadline: a child that stops reading is waited for with poll.
        _ = fcntl(stdinPipe[1], F_SETFL, fcntl(stdinPipe[1], F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        // Nothing else reaches the child: not even a descriptor another part of the program (or a
        // library) opened without close-on-exec, which would keep some other pipe open for as long as
        // the child lives.
        if let addCloseFrom = Self.addCloseFrom {
            _ = addCloseFrom(&actions, 3)
        } else {
            for descriptor in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
        if directory != "." {
            guard let addChdir = Self.addChdir else {
                throw .couldNotStart("this C library cannot start a process in another directory (posix_spawn_file_actions_addchdir_np)")
            }
            _ = addChdir(&actions, directory)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own: a terminal's Ctrl-C does not reach it mid-turn, and ending
        // the group also ends whatever it started.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let arguments = command.map { strdup($0) } + [nil]
        let environmentLines = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in arguments { free(pointer) }
            for pointer in environmentLines { free(pointer) }
        }
        var child: pid_t = 0
        var status: Int32 = 0
        let started = ProcessSupervisor.shared.startChild(input: stdinPipe[1]) {
            status = posix_spawnp(&child, program, &actions, &attributes, arguments, environmentLines)
            return status == 0 ? child : nil
        }
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard case .started = started else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            if started == .refused { throw .interrupted }
            let reason = "\(program) \(FileProblem.because(status))"
            throw FileProblem.isLimit(status) ? .processLimit(reason) : .couldNotStart(reason)
        }
        pid = child
        input = stdinPipe[1]
        output = stdoutPipe[0]
        errors = stderrPipe[0]
        exitDescriptor = Self.pidfdOpen?(child, 0) ?? -1
    }

    deinit {
        terminate()
    }

    /// Writes `lines`, each with a newline, to the child's standard input, waiting for it to read at
    /// most until `deadline` (monotonic nanoseconds).
    func write(_ lines: [String], until deadline: UInt64) throws(ProcessError) {
        if let ending { throw .exited(ending) }
        var bytes: [UInt8] = []
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        let failure = try bytes.withUnsafeBufferPointer { bytes throws(ProcessError) in
            try FileDescriptor.writeAll(UnsafeRawBufferPointer(bytes), to: input) { () throws(ProcessError) in
                if try !wait(for: pollfd(fd: input, events: Int16(POLLOUT), revents: 0), until: deadline), let ending {
                    throw .exited(ending)
                }
            }
        }
        if failure != nil { throw .notReading }
    }

    /// The next line of the child's standard output (without its newline), waiting at most until
    /// `deadline` (monotonic nanoseconds); standard error is drained meanwhile.
    func readLine(until deadline: UInt64) throws(ProcessError) -> ArraySlice<UInt8> {
        var searchFrom = lineStart
        while true {
            if let newline = Self.newline(in: buffer, from: searchFrom) {
                let line = buffer[lineStart..<newline]
                lineStart = newline + 1
                return line
            }
            guard buffer.count - lineStart <= Self.maximumLineBytes else { throw .lineTooLong }
            searchFrom = buffer.count
            if lineStart > 65_536 {
                buffer.removeFirst(lineStart)
                searchFrom -= lineStart
                lineStart = 0
            }
            if let ending {
                finishStandardError()
                throw .exited(ending)
            }
            // Once the child has exited, what it left was read: the loop gives it, or the exit.
            guard try wait(for: pollfd(fd: output, events: Int16(POLLIN), revents: 0), until: deadline) else { continue }
            guard readAvailable() else {
                // Its standard output closed: it exited, or closed it.
                finishStandardError()
                throw .exited(endingAfterOutputClosed())
            }
        }
    }

    /// The index of the first newline of `bytes` from `start` (memchr: a long line costs the host
    /// little, in a debug build too).
    private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBytes { raw in
            memchr(raw.baseAddress! + start, 0x0A, raw.count - start).map { raw.baseAddress!.distance(to: UnsafeRawPointer($0)) }
        }
    }

    /// Waits until `descriptor` is ready (true), or the child has exited (false, once what it left
    /// in its standard output was read), draining standard error meanwhile; throws when the
    /// deadline passes or specrun is interrupted.
    private func wait(for descriptor: pollfd, until deadline: UInt64) throws(ProcessError) -> Bool {
        while true {
            let now = ProcessSupervisor.monotonicNanoseconds()
            guard now < deadline else { throw .timedOut }
            // On the stack: a turn waits a few times, and each wait would otherwise allocate.
            var descriptors = (descriptor,
                               pollfd(fd: errorsOpen ? errors : -1, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: ProcessSupervisor.shared.interruptionDescriptor, events: Int16(POLLIN), revents: 0))
            let limit = exitDescriptor < 0 ? Self.exitCheckMilliseconds : 60_000
            let timeout = Int32(min((deadline - now) / 1_000_000 + 1, UInt64(limit)))
            let waited = withUnsafeMutableBytes(of: &descriptors) { raw in
                poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 4, timeout)
            }
            if waited < 0 {
                if errno == EINTR { continue }
                throw .exited("poll failed: " + String(cString: strerror(errno)))
            }
            if descriptors.3.revents != 0 { throw .interrupted }
            if descriptors.1.revents != 0 { drainStandardError() }
            if descriptors.0.revents != 0 { return true }
            if descriptors.2.revents != 0 || exitDescriptor < 0, noticeExit() {
                readRemainingOutput()
                return false
            }
        }
    }

    /// Whatever the child wrote that has not been taken as a line: what was read already, and with
    /// `lookingAtThePipe` what the pipe holds (read without waiting, at most one chunk more); nil
    /// when nothing is there. Between turns, nothing should be.
    func unreadOutput(lookingAtThePipe: Bool) -> ArraySlice<UInt8>? {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        if lookingAtThePipe, lineStart == buffer.count, poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            _ = readAvailable()
        }
        return lineStart < buffer.count ? buffer[lineStart...] : nil
    }

    /// Reads what standard output has; false at its end.
    private func readAvailable() -> Bool {
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Once the child has exited: reads what it left in the pipe, without waiting for a grandchild
    /// that may still hold it (its group was ended).
    private func readRemainingOutput() {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        while buffer.count - lineStart <= Self.maximumLineBytes, poll(&descriptor, 1, 0) > 0,
              descriptor.revents & Int16(POLLIN) != 0, readAvailable() {}
    }

    private func drainStandardError() {
        let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count == 0 || (errno != EINTR && errno != EAGAIN) { errorsOpen = false }
            return
        }
        standardError.append(chunk[0..<count])
    }

    /// Reads what standard error holds now, without waiting: what the child wrote there before the
    /// output that showed its fault is then part of the fault's message, whichever pipe was read first.
    func readAvailableStandardError() {
        while errorsOpen {
            var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN | POLLHUP) != 0 else { return }
            drainStandardError()
        }
    }

    /// Collects what is left on standard error once the child is done or stuck: until it closes,
    /// at most 200 ms.
    func finishStandardError() {
        let deadline = ProcessSupervisor.monotonicNanoseconds() + 200_000_000
        while errorsOpen {
            var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            let now = ProcessSupervisor.monotonicNanoseconds()
            guard now < deadline, poll(&descriptor, 1, Int32((deadline - now) / 1_000_000 + 1)) > 0 else { return }
            drainStandardError()
        }
    }

    /// Whether the child has exited. The first time it is seen to, its process group is ended (a
    /// grandchild holding the pipes goes with it), it is reaped, and `ending` says how it ended.
    private func noticeExit() -> Bool {
        if ending != nil { return true }
        var status: Int32 = 0
        if exitDescriptor >= 0 {
            var descriptor = pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return false }
            // Still a zombie: its group id cannot have been reused.
            ProcessSupervisor.shared.endGroup(pid)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        } else {
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            ProcessSupervisor.shared.endGroup(pid)
        }
        let signal = status & 0x7f
        ending = signal == 0 ? "it exited with status \((status >> 8) & 0xff)" : "it was killed by signal \(signal)"
        return true
    }

    /// How the child ended once its standard output closed, waiting for it briefly; "it closed its
    /// standard output" when it is still running.
    private func endingAfterOutputClosed() -> String {
        let deadline = ProcessSupervisor.monotonicNanoseconds() + 100_000_000
        guard awaitExit(until: deadline), let ending else { return "it closed its standard output" }
        return ending
    }

    /// Whether the child exits by `deadline` (monotonic nanoseconds). Its exit is waited for in
    /// poll(2): on its pidfd where there is one, else in steps of 2 ms.
    private func awaitExit(until deadline: UInt64) -> Bool {
        while true {
            if noticeExit() { return true }
            let now = ProcessSupervisor.monotonicNanoseconds()
            guard now < deadline else { return false }
            var exit = pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0)
            _ = exitDescriptor >= 0 ? poll(&exit, 1, Int32((deadline - now) / 1_000_000) + 1) : poll(nil, 0, 2)
        }
    }

    /// Closes the child's standard input: the protocol's end, after which the child exits.
    func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        ProcessSupervisor.shared.closeInput(input)
    }

    /// Ends the child as the protocol ends: its standard input closed, it has until `deadline`
    /// (monotonic nanoseconds) to exit on its own, cleaning up what it made, and its process group
    /// is ended then; at once when specrun is interrupted.
    func end(until deadline: UInt64) {
        closeInput()
        if !ProcessSupervisor.isInterrupted { _ = awaitExit(until: deadline) }
        terminate()
    }

    /// Ends the child's process group and reaps the child.
    func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        if ending == nil {
            ProcessSupervisor.shared.endGroup(pid)
            // Ended by the supervisor already (an interruption), the group is no longer registered.
            killpg(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        closeInput()
        close(output)
        close(errors)
        if exitDescriptor >= 0 { close(exitDescriptor) }
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
    /// does not export.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), where the C library has it.
    private static let addCloseFrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")
    /// `pidfd_open` (glibc 2.36 and Linux 5.3 and later): a descriptor that becomes readable when the process exits.
    private static let pidfdOpen: PidfdOpen? = symbol("pidfd_open")

    private static func symbol<Function>(_ name: String) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}

/// The last lines a child wrote to standard error, for the message of a run it failed.
struct StandardErrorTail {
    private var bytes: [UInt8] = []
    static let limit = 4_096

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * Self.limit { bytes.removeFirst(bytes.count - Self.limit) }
    }

    /// At most `count` last non-empty lines.
    func lastLines(_ count: Int = 10) -> [String] {
        let text = String(decoding: bytes.suffix(Self.limit), as: UTF8.self)
        return Array(text.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }.suffix(count))
    }
}
