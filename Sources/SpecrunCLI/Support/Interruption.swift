import Adapter
import Dispatch
import Foundation

/// Ctrl-C during a run: the first SIGINT asks the runner to stop after the run in progress (the
/// reports are still written, marked as interrupted); a second one ends the process at once.
///
/// A signal is process-wide by nature, so this is the one shared instance in specrun.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()

    private let lock = NSLock()
    private var requested = false
    private var source: DispatchSourceSignal?

    /// Starts listening for SIGINT.
    func install() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.request() }
        source.resume()
        self.source = source
    }

    private func request() {
        lock.lock()
        let second = requested
        requested = true
        lock.unlock()
        if second {
            ChildProcesses.shared.terminateAll()
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
        } else {
            Terminal.error("\nspecrun: interrupted; finishing the run in progress and writing the reports (Ctrl-C again to quit now)\n")
        }
    }

    @Sendable func isRequested() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }
}
