import Foundation

/// Standard output and standard error, unbuffered enough for a command-line tool.
enum Terminal {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
