import Adapter
import Dispatch
import Foundation

/// Ctrl-C (SIGINT) or a CI runner's stop (SIGTERM, before its SIGKILL) during a run: the first
/// signal asks the runner to stop after the run in progress (the reports are still written, marked
/// as interrupted, and the exit code is not 0); a second one ends the process at once.
///
/// A signal is process-wide by nature, so this is the one shared instance in specrun.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()

    private let lock = NSLock()
    private var requested = false
    private var sources: [DispatchSourceSignal] = []

    /// The signals that stop a run, with what each is called when it arrives.
    private static let signals: [(number: Int32, arrival: String, again: String)] = [
        (SIGINT, "interrupted", "Ctrl-C again to quit now"),
        (SIGTERM, "terminated (SIGTERM)", "SIGTERM again to quit now"),
    ]

    /// Starts listening for SIGINT and SIGTERM.
    func install() {
        for (number, arrival, again) in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.request(signal: number, message: "\nspecrun: \(arrival); finishing the run in progress and writing the reports (\(again))\n")
            }
            source.resume()
            sources.append(source)
        }
    }

    private func request(signal number: Int32, message: String) {
        lock.lock()
        let second = requested
        requested = true
        lock.unlock()
        if second {
            ChildProcesses.shared.terminateAll()
            signal(number, SIG_DFL)
            raise(number)
        } else {
            Terminal.error(message)
        }
    }

    /// A write to a pipe nothing reads any more (SIGPIPE) or past the size of file the process may
    /// write (SIGXFSZ, `ulimit -f`) fails with an error the command reports, naming the file (EPIPE,
    /// EFBIG), rather than ending the process without a word. Children get both back as they were.
    static func turnWriteSignalsIntoErrors() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    @Sendable func isRequested() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }
}
