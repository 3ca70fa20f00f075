import Foundation
import Testing

/// The built binary started in a workspace to be stopped by a signal: its standard error goes to a
/// file beside the workspace (so the workspace holds only what specrun wrote), its standard output
/// to a pipe the test reads only when it wants to (or to nowhere).
final class StoppedProcess {
    let process = Process()
    let workspace: Workspace
    private let errorsFile: URL
    /// The pipe of standard output, both ends the test's: [read, write].
    private var outputPipe: [Int32] = [-1, -1]

    /// Standard input, held open while the process runs when asked for (a server waiting for
    /// messages); nil otherwise.
    private var input: Pipe?

    /// Starts `specrun arguments` in `workspace`; with `readingOutput`, standard output is a pipe
    /// that fills up unless `readOutput()` drains it; with `holdingInput`, standard input is a pipe
    /// nothing is written to (else it is empty).
    init(_ arguments: [String], in workspace: Workspace, readingOutput: Bool = false, holdingInput: Bool = false) throws {
        guard let executable = SpecrunProcess.executable else { throw SpecrunProcess.MissingBinary() }
        self.workspace = workspace
        errorsFile = workspace.url.deletingLastPathComponent().appendingPathComponent("\(workspace.url.lastPathComponent).err")
        #expect(FileManager.default.createFile(atPath: errorsFile.path, contents: nil))
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workspace.url
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if readingOutput {
            #expect(pipe(&outputPipe) == 0)
            process.standardOutput = FileHandle(fileDescriptor: outputPipe[1], closeOnDealloc: false)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        if holdingInput {
            input = Pipe()
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        for end in outputPipe where end >= 0 { close(end) }
        try? FileManager.default.removeItem(at: errorsFile)
    }

    var pid: Int32 { process.processIdentifier }

    /// What it wrote on standard error so far.
    var errors: String { (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? "" }

    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits for it to end, at most `limit`; false if it did not.
    func waitForExit(within limit: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { return false }
        process.waitUntilExit()
        return true
    }

    /// Waits until `condition` holds while the process runs, at most `limit`; false if it did not.
    func wait(within limit: Duration = .seconds(60), until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard process.isRunning, ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// The processor time it has spent, in seconds (0 when it cannot be read): a state to wait for
    /// that does not depend on how loaded the machine is, as a fixed sleep does.
    var processorSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Whether standard output's pipe is full: specrun is blocked writing to it.
    var outputIsFull: Bool {
        var descriptor = pollfd(fd: outputPipe[1], events: Int16(POLLOUT), revents: 0)
        return poll(&descriptor, 1, 0) == 0
    }

    /// Reads standard output to its end (the process must have been told to finish), on another
    /// thread; the closure gives the bytes once the process has ended.
    func readOutput() -> () -> Data {
        close(outputPipe[1])
        outputPipe[1] = -1
        let reader = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: false)
        let result = SpecrunProcess.LockedData()
        let thread = Thread { result.set(reader.readDataToEndOfFile()) }
        thread.start()
        return { result.waitForValue() }
    }

    /// The signals specrun ignores (`SigIgn` of /proc/PID/status), as a mask: bit N−1 is signal N.
    var ignoredSignals: UInt64? { signalMask("SigIgn") }

    /// The signals specrun has a handler for (`SigCgt`), as a mask.
    var caughtSignals: UInt64? { signalMask("SigCgt") }

    /// Whether specrun handles `signal` itself now (it has taken the stop signals).
    func catches(_ signal: Int32) -> Bool {
        (caughtSignals ?? 0) & (1 << UInt64(signal - 1)) != 0
    }

    private func signalMask(_ field: String) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(field):") }) else { return nil }
        return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// What specrun says on standard error when `signal` first comes, doing `finishing` then.
    static func arrival(of signal: Int32, finishing: String) -> String {
        signal == SIGINT
            ? "specrun: interrupted; stopping and \(finishing) (Ctrl-C again to quit now)"
            : "specrun: terminated (\(name(of: signal))); stopping and \(finishing) (\(name(of: signal)) again to quit now)"
    }

    /// "SIGTERM", "SIGHUP", "SIGQUIT", as specrun names them.
    static func name(of signal: Int32) -> String {
        [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"][signal] ?? "signal \(signal)"
    }

    /// The processes it started, as /proc lists them.
    var children: [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
    }
}

/// Alive: it exists and is not a zombie waiting for a parent that may never reap it.
func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(close, offsetBy: 2)] != "Z"
}
