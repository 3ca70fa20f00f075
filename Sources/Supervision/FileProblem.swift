import Foundation

/// Why a file could not be opened, read or written (`errno`), in words, with what to do when the
/// cause is a limit of the process rather than the file: too many files open at once (`ulimit -n`),
/// a file larger than the process may write (`ulimit -f`).
///
/// ```swift
/// "\(path): cannot write the report \(FileProblem.because(EFBIG))"
/// // "r.json: cannot write the report (File too large): this process may write files of at most
/// //  1024 bytes (ulimit -f); raise the limit"
/// ```
package enum FileProblem {
    /// The system's words for `code` in parentheses, and the limit behind it with how to raise it.
    package static func because(_ code: Int32) -> String {
        let reason = "(\(String(cString: strerror(code))))"
        switch code {
        case EMFILE:
            return reason + ": this process may have at most \(limit(openFiles)) files open at once (ulimit -n); raise the limit"
        case EFBIG:
            return reason + ": this process may write files of at most \(limit(fileSize)) bytes (ulimit -f); raise the limit"
        default:
            return reason
        }
    }

    /// Whether `code` is a limit of the process or the machine (files or processes at once,
    /// memory), not a fault of the file or program it was about.
    package static func isLimit(_ code: Int32) -> Bool {
        code == EMFILE || code == ENFILE || code == EAGAIN || code == ENOMEM
    }

    #if os(Linux)
    private static let openFiles = Int32(RLIMIT_NOFILE.rawValue)
    private static let fileSize = Int32(RLIMIT_FSIZE.rawValue)
    #else
    private static let openFiles = RLIMIT_NOFILE
    private static let fileSize = RLIMIT_FSIZE
    #endif

    /// The process's limit on `resource`, as it stands.
    private static func limit(_ resource: Int32) -> String {
        var value = rlimit()
        guard getrlimit(resource, &value) == 0, value.rlim_cur != rlim_t.max else { return "so many" }
        return "\(value.rlim_cur)"
    }
}
