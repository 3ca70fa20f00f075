import Foundation
import Supervision

/// What `specrun` says when SIGINT (Ctrl-C) or SIGTERM (a CI runner's stop, before its SIGKILL)
/// comes: the signals themselves, and the children, belong to `ProcessSupervisor`; a run stops
/// starting work and writes what finished, marked interrupted, and the second signal quits at once.
enum Interruption {
    /// Lets the run command finish up on the first signal, saying so on standard error.
    static func takeSignals(program: String) {
        ProcessSupervisor.shared.takeSignals(.finishUp) { stop in
            Terminal.error("\n\(program): \(arrival(of: stop)); stopping and writing the reports with what finished "
                + "(\(stop.number == SIGINT ? "Ctrl-C" : "\(stop)") again to quit now)\n")
        }
    }

    /// "interrupted" (SIGINT), "terminated (SIGTERM)".
    static func arrival(of stop: ProcessSupervisor.StopSignal) -> String {
        stop.number == SIGINT ? "interrupted" : "terminated (\(stop))"
    }

    /// Whether a signal came: the runner checks it before each run.
    @Sendable static func isRequested() -> Bool {
        ProcessSupervisor.shared.isInterrupted
    }
}
