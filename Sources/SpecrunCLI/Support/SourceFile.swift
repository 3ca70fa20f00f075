import Foundation
import JSON
import Gherkin
import Runner
import SpecrunKit
import Supervision

/// Reads the files specrun is given. A feature file for `specrun` and `specrun gherkin`: a missing
/// file, a directory, a special file (a pipe, a device), an unreadable file or a byte that is not
/// UTF-8 each become a `ParseError` naming the problem and how to fix it (at line 0 when it
/// concerns the file as a whole, else at the bad byte's line and column). The project file and the
/// baseline: the same problems as a `SourceFileError`.
enum SourceFile {
    static func read(path: String, uri: String) -> Result<String, ParseError> {
        featureBytes(path: path, uri: uri).flatMap { SourceText.decode($0, uri: uri) }
    }

    /// A feature file's text as UTF-8, checked (a leading byte order mark dropped), no string made.
    static func readUTF8(path: String, uri: String) -> Result<[UInt8], ParseError> {
        featureBytes(path: path, uri: uri).flatMap { SourceText.validated($0, uri: uri) }
    }

    /// A feature file's bytes, or why they cannot be read as a `ParseError` about the whole file.
    private static func featureBytes(path: String, uri: String) -> Result<[UInt8], ParseError> {
        contents(of: path, directoryAdvice: "name the .feature files in it").mapError { problem in
            ParseError(message: problem.description, location: Location(line: 0), uri: uri)
        }
    }

    /// The bytes of a regular file; `directoryAdvice` ends the message when `path` is a directory,
    /// and the message starts with the path.
    static func bytes(_ path: String, directoryAdvice: String) throws -> [UInt8] {
        switch contents(of: path, directoryAdvice: directoryAdvice) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw SourceFileError("\(path): \(problem)")
        }
    }

    /// A run's feature text without NUL bytes: one means the file is not the text it should be.
    /// (`specrun gherkin` reads such files as the reference parser does.)
    static func refusingNUL(_ text: String, uri: String) -> Result<String, ParseError> {
        guard text.containsByte(0), let nul = text.utf8.firstIndex(of: 0) else { return .success(text) }
        let before = text.utf8[..<nul]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.startIndex
        let column = text.unicodeScalars[lineStart..<nul].count + 1
        let message = "(\(line):\(column)): a NUL byte (0x00), which text does not contain; "
            + "remove it, or check that this is the text file you meant"
        return .failure(ParseError(message: message, location: Location(line: line, column: column), uri: uri))
    }

    /// Whether nothing is at `path` (a symbolic link to nothing counts as nothing); a link loop or
    /// an unreadable folder is not missing, and reading it says why.
    static func isMissing(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) != 0 && errno == ENOENT
    }

    static let linkLoop = "is a symbolic-link loop (a link that leads back to itself); point the link at a file"

    /// Why a file cannot be read (`errno`), and what to do: its permissions, or the process's limits.
    private static func unreadable(_ code: Int32) -> SourceFileError {
        let advice = code == EACCES || code == EPERM ? "; check its permissions" : ""
        return SourceFileError("cannot be read \(FileProblem.because(code))\(advice)")
    }

    /// The file's bytes, read with open/read; a file that is not regular is refused before it is
    /// opened (opening a pipe would wait for a writer).
    private static func contents(of path: String, directoryAdvice: String) -> Result<[UInt8], SourceFileError> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return .failure(SourceFileError("no such file; check the path"))
            case ELOOP: return .failure(SourceFileError(Self.linkLoop))
            default: return .failure(unreadable(errno))
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(SourceFileError("is a directory; \(directoryAdvice)"))
        default: return .failure(SourceFileError("is not a regular file (a pipe, socket or device); name a file"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(unreadable(errno)) }
        defer { close(descriptor) }
        let size = max(Int(status.st_size), 0)
        var failure: Int32?
        // The size the file said, read into room that is not zeroed first.
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, filled in
            while filled < size {
                guard let count = read(descriptor, into: buffer.baseAddress! + filled, count: size - filled, failure: &failure),
                      count > 0 else { break }
                filled += count
            }
        }
        // A file that says no size (a /proc file) is read to its end, a page at a time.
        var more = size == 0
        while more {
            more = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { page in
                guard let count = read(descriptor, into: page.baseAddress!, count: page.count, failure: &failure), count > 0 else { return false }
                bytes.append(contentsOf: page[..<count])
                return true
            }
        }
        if let failure { return .failure(unreadable(failure)) }
        return .success(bytes)
    }

    /// Reads up to `count` bytes into `buffer`: how many (0 at the end), or nil with `failure` set
    /// to why not. A read a signal interrupted is made again.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, failure: inout Int32?) -> Int? {
        while true {
            let read = Foundation.read(descriptor, buffer, count)
            if read >= 0 { return read }
            if errno != EINTR {
                failure = errno
                return nil
            }
        }
    }
}

/// A file that cannot be read as asked: missing, a directory or special file, or unreadable.
struct SourceFileError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension ParseError {
    /// `path:line:column: message` for a terminal: the message without its `(line:column): ` prefix,
    /// cut short when it quotes a very long line; `path: message` for the file as a whole.
    func humanReadable(path: String) -> String {
        var message = Substring(self.message)
        if message.hasPrefix("("), let end = message.range(of: "): ") {
            message = message[end.upperBound...]
        }
        if message.count > 300 { message = message.prefix(300) + "…'" }
        guard location.line > 0 else { return "\(path): \(message)" }
        let column = location.column.map { ":\($0)" } ?? ""
        return "\(path):\(location.line)\(column): \(message)"
    }
}
