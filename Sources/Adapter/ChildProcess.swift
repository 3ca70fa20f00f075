import SpecrunKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A child process in a process group of its own, with pipes to its standard input, output and
/// error: lines go in, lines come out with a wall-clock deadline, and the last lines of standard
/// error are kept for messages. `terminate()` kills the whole group; `ChildProcesses` kills every
/// group still alive when specrun ends.
final class ChildProcess {
    /// Why the child could not be used.
    enum Failure: Error {
        /// It could not be started (the program is missing, the directory does not exist…).
        case couldNotStart(String)
        /// Its standard output closed: it exited (or closed it).
        case exited(String)
        /// No full line arrived before the deadline.
        case timedOut(milliseconds: Int)
        /// Its standard input is closed.
        case notReading
    }

    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    /// Where reads land before joining `buffer`, kept between reads.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var lineStart = 0
    private var errorsOpen = true
    private(set) var standardError = StandardErrorTail()
    private var isTerminated = false

    /// Starts `command` (looked up on `PATH` unless it has a slash) in `directory` with `environment`
    /// added to specrun's own.
    init(command: [String], directory: String, environment: [String: String]) throws(Failure) {
        guard let program = command.first else { throw .couldNotStart("the command is empty") }
        ChildProcesses.shared.prepare()
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw .couldNotStart("no pipes: " + String(cString: strerror(errno)))
        }
        // Every end is closed on exec at once, so a process another thread starts does not inherit one
        // (the child's own ends become its 0, 1 and 2 by dup2, which keeps those open).
        for descriptor in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

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
        // A process group of its own: a terminal's Ctrl-C does not reach it mid-turn, and killing
        // the group also kills whatever it started.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM] { sigaddset(&defaults, signal) }
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
        let status = ChildProcesses.shared.spawning {
            posix_spawnp(&child, program, &actions, &attributes, arguments, environmentLines)
        } registering: { status in status == 0 ? child : nil }
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard status == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw .couldNotStart("\(program): " + String(cString: strerror(status)))
        }
        pid = child
        input = stdinPipe[1]
        output = stdoutPipe[0]
        errors = stderrPipe[0]
    }

    deinit {
        terminate()
    }

    /// Writes `lines`, each with a newline, to the child's standard input at once.
    func write(_ lines: [String]) throws(Failure) {
        var bytes: [UInt8] = []
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .notReading
            }
            written += count
        }
    }

    /// The next line of the child's standard output (without its newline), waiting at most until
    /// `deadline` (monotonic nanoseconds); standard error is drained meanwhile.
    func readLine(until deadline: UInt64) throws(Failure) -> ArraySlice<UInt8> {
        var searchFrom = lineStart
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
                let line = buffer[lineStart..<newline]
                lineStart = newline + 1
                return line
            }
            searchFrom = buffer.count
            if lineStart > 65_536 {
                buffer.removeFirst(lineStart)
                searchFrom -= lineStart
                lineStart = 0
            }
            let now = Self.monotonicNanoseconds()
            guard now < deadline else { throw .timedOut(milliseconds: 0) }
            var descriptors = [pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: errorsOpen ? errors : -1, events: Int16(POLLIN), revents: 0)]
            let waited = poll(&descriptors, 2, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
            if waited < 0 {
                if errno == EINTR { continue }
                throw .exited("poll failed: " + String(cString: strerror(errno)))
            }
            if descriptors[1].revents != 0 { drainStandardError() }
            if descriptors[0].revents != 0 {
                guard readAvailable() else {
                    finishStandardError()
                    throw .exited(exitStatus())
                }
            }
        }
    }

    /// Reads what standard output has; false at its end.
    private func readAvailable() -> Bool {
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func drainStandardError() {
        let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count == 0 || (errno != EINTR && errno != EAGAIN) { errorsOpen = false }
            return
        }
        standardError.append(chunk[0..<count])
    }

    /// Collects what is left on standard error once the child is done or stuck: until it closes,
    /// at most 200 ms.
    func finishStandardError() {
        let deadline = Self.monotonicNanoseconds() + 200_000_000
        while errorsOpen {
            var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            let now = Self.monotonicNanoseconds()
            guard now < deadline, poll(&descriptor, 1, Int32((deadline - now) / 1_000_000 + 1)) > 0 else { return }
            drainStandardError()
        }
    }

    /// How the child ended ("exited with status 3", "was killed by signal 9"), waiting for it
    /// briefly; "closed its standard output" when it is still running.
    private func exitStatus() -> String {
        for _ in 0..<50 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                ChildProcesses.shared.forget(pid)
                isTerminated = true
                let signal = status & 0x7f
                return signal == 0 ? "it exited with status \((status >> 8) & 0xff)" : "it was killed by signal \(signal)"
            }
            usleep(2_000)
        }
        return "it closed its standard output"
    }

    /// Kills the child's process group and reaps the child.
    func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        killpg(pid, SIGKILL)
        close(input)
        close(output)
        close(errors)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        ChildProcesses.shared.forget(pid)
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
    /// does not export.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), where the C library has it.
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
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
