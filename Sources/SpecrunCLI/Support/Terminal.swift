import Foundation
import Reports

/// Standard output and standard error, written with write(2) and unbuffered, so that a write that
/// fails (a full disk, a closed pipe) is an error rather than a crash.
enum Terminal {
    /// Writes `text` to standard output; a failed write is an error naming the reason, so the
    /// command fails (exit 2) rather than losing its output silently.
    static func out(_ text: String) throws {
        if let failure = write(text, to: STDOUT_FILENO) {
            throw ConfigurationError("standard output: cannot write (\(String(cString: strerror(failure))))")
        }
    }

    /// Writes `text` to standard error, as `MessageText` shows it (long values cut, control
    /// characters escaped); there is nowhere to report a failure of that.
    static func error(_ text: String) {
        _ = write(MessageText.forTerminal(text), to: STDERR_FILENO)
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes all of `text`, or returns why it could not (`errno`).
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
