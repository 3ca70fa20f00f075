import Foundation
import Supervision

/// What `specrun` says when a stop signal comes (SIGINT, Ctrl-C; SIGTERM, a CI runner's stop before
/// its SIGKILL; SIGHUP, a closed terminal; SIGQUIT, Ctrl-\\): the signals themselves, and the
/// children, belong to `ProcessSupervisor`. Every command takes them before it starts work: one
/// that writes (a run, `explore`, `report`, `format`, `gherkin`) stops starting work and finishes
/// what it can write whole, marked interrupted, and exits 1; the second signal quits at once. The
/// language server, which has nothing to write, ends at the first.
enum Interruption {
    /// Lets the command finish up on the first signal, saying on standard error what it does then
    /// (`finishing`: "writing the reports with what finished").
    static func takeSignals(program: String, finishing: String = "writing the reports with what finished") {
        ProcessSupervisor.shared.takeSignals(.finishUp) { stop in
            Terminal.signalNotice("\n\(program): \(arrival(of: stop)); stopping and \(finishing) "
                + "(\(stop.number == SIGINT ? "Ctrl-C" : "\(stop)") again to quit now)\n")
        }
    }

    /// Ends the process at the first signal, its children with it: for a command with nothing to
    /// finish (the language server).
    static func quitOnSignals() {
        ProcessSupervisor.shared.takeSignals(.quitAtOnce)
    }

    /// "interrupted" (SIGINT), "terminated (SIGTERM)".
    static func arrival(of stop: ProcessSupervisor.StopSignal) -> String {
        stop.number == SIGINT ? "interrupted" : "terminated (\(stop))"
    }

    /// Whether a signal came: the runner checks it before each run.
    @Sendable static func isRequested() -> Bool {
        ProcessSupervisor.isInterrupted
    }
}
