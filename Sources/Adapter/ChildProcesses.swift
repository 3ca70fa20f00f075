import SpecrunKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Every child process group alive, so that none outlives specrun: they are killed when specrun
/// exits, on SIGTERM, and when a second Ctrl-C ends it at once (`terminateAll()`).
///
/// Processes are process-wide by nature, so this is the adapter's one shared instance.
///
/// ```swift
/// // A second Ctrl-C: kill every child, then die of the signal.
/// ChildProcesses.shared.terminateAll()
/// signal(SIGINT, SIG_DFL)
/// raise(SIGINT)
/// ```
public final class ChildProcesses: @unchecked Sendable {
    public static let shared = ChildProcesses()

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var isPrepared = false
    private var terminationSource: DispatchSourceSignal?

    /// Before the first child: writes to a dead child's pipe fail instead of killing specrun, and
    /// exits and SIGTERM take the children along.
    func prepare() {
        lock.lock()
        defer { lock.unlock() }
        guard !isPrepared else { return }
        isPrepared = true
        signal(SIGPIPE, SIG_IGN)
        atexit { ChildProcesses.shared.terminateAll() }
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        source.setEventHandler {
            ChildProcesses.shared.terminateAll()
            signal(SIGTERM, SIG_DFL)
            raise(SIGTERM)
        }
        source.resume()
        terminationSource = source
    }

    /// Runs `spawn` and registers the process it started, with no `terminateAll()` in between.
    func spawning(_ spawn: () -> Int32, registering child: (Int32) -> pid_t?) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let status = spawn()
        if let pid = child(status) { groups.insert(pid) }
        return status
    }

    func forget(_ pid: pid_t) {
        lock.lock()
        groups.remove(pid)
        lock.unlock()
    }

    /// Kills every child's process group.
    public func terminateAll() {
        lock.lock()
        let alive = groups
        groups.removeAll()
        lock.unlock()
        for group in alive { killpg(group, SIGKILL) }
    }
}
