import Foundation
import Runner
import SpecrunKit
import Supervision

/// The process's limit on open files (`ulimit -n`), checked as specrun starts: the threads and the
/// signal handling (Dispatch) take descriptors of their own when first used, and stop the process
/// with SIGILL and no word when they cannot, so a limit that leaves too few is refused first. Past
/// the start, a file that cannot be opened is an error naming it and the limit.
enum OpenFileLimit {
    /// Descriptors kept free for the signals' pipes (`ProcessSupervisor`), Dispatch's own (two) and
    /// one file.
    static let neededToStart = ProcessSupervisor.descriptorsHeld + 3

    static func checkEnoughToStart() throws {
        var reserved: [Int32] = []
        defer { reserved.forEach { close($0) } }
        for _ in 0..<neededToStart {
            let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                guard errno == EMFILE || errno == ENFILE else { return }
                throw ConfigurationError("cannot start \(FileProblem.because(errno))")
            }
            reserved.append(descriptor)
        }
    }
}
