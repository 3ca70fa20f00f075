import Foundation
import Reports
import Supervision

/// Standard output and standard error, written with write(2) and unbuffered, so that a write that
/// fails (a full disk, a closed pipe) is an error rather than a crash.
enum Terminal {
    /// Writes `text` to standard output; a failed write is an error naming the reason, so the
    /// command fails (exit 2) rather than losing its output silently.
    static func out(_ text: String) throws {
        if let failure = FileDescriptor.writeAll(Array(text.utf8), to: STDOUT_FILENO) {
            throw ConfigurationError("standard output: cannot write (\(String(cString: strerror(failure))))")
        }
    }

    /// Writes `text` to standard error, as `MessageText` shows it (long values cut, control
    /// characters escaped); there is nowhere to report a failure of that.
    /// After a stop signal, the word of its arrival comes first (`ProcessSupervisor.settleAnnouncement()`).
    static func error(_ text: String) {
        ProcessSupervisor.shared.settleAnnouncement()
        signalNotice(text)
    }

    /// Writes `text` to standard error as `error` does, without waiting for a signal's word: that word itself.
    static func signalNotice(_ text: String) {
        _ = FileDescriptor.writeAll(Array(MessageText.forTerminal(text).utf8), to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal, where a progress line is shown.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Shows `line` as the progress line on standard error, over the one before: its text escaped as
    /// every message is, then a carriage return and an erase to the line's end (which `error`
    /// would show escaped). `progress(nil)` ends it, going on to the next line.
    static func progress(_ line: String?) {
        let text = line.map { "\r" + MessageText.forTerminal($0) + "\u{1B}[K" } ?? "\n"
        _ = FileDescriptor.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Standard output's width in columns when it is a terminal (`COLUMNS` when the terminal does
    /// not say); nil otherwise.
    static func width(environment: [String: String]) -> Int? {
        guard standardOutputIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
