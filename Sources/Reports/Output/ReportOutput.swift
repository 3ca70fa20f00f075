import Foundation
import Runner

/// Where a report goes: standard output, or a file replaced atomically (written into a temporary
/// file beside it, renamed into place when the report is complete), so an interrupted run never
/// leaves a half-written report and two runs writing one path leave one whole report, the last to
/// finish. On Linux the temporary file has no name until it is complete (`O_TMPFILE`), so even a run
/// killed with SIGKILL leaves nothing behind. A streaming file (Cucumber Messages) is a new file of
/// its own, put in place by its first write (a run refused before it writes anything leaves
/// nothing) and written a whole line at a time, so a killed run leaves only whole lines. A path in
/// `/dev` or `/proc` or that is not a regular file (`/dev/null`, a pipe such as bash's `>(…)`) is
/// written in place, never replaced; a symbolic link is followed, so the file it points to is
/// replaced and the link kept. A report that could not be written in full (a full disk) is not kept.
///
/// ```swift
/// let output = try ReportOutput(.file("reports/summary.md"))
/// output.write("# Summary\n")
/// try output.commit()   // the file appears only now, complete
/// ```
public final class ReportOutput: @unchecked Sendable {
    /// Standard output, or the file at a path.
    public enum Destination: Hashable, Sendable {
        case standardOutput
        case file(String)
    }

    /// How the bytes reach the destination.
    private enum Target {
        /// Standard output, or a path that is not a regular file (a device, a pipe).
        case inPlace
        /// A file without a name in the folder of `path`, linked there when complete.
        case unnamed(path: String)
        /// A hidden file beside `path`, renamed to it when complete.
        case temporary(String, path: String)
        /// A streaming report's own new file, renamed to `path` as soon as it is opened (so a killed
        /// run leaves its whole lines there) and linked over `path` again when complete, in case
        /// another writer replaced it meanwhile: the last to finish wins, whole.
        case streamed(path: String)
    }

    public let destination: Destination
    private let descriptor: Int32
    private let target: Target
    private var buffer: [UInt8] = []
    private let flushThreshold: Int
    private var finished = false
    /// Bytes written in whole flushes; a streaming file is cut back to this after a failed write.
    private var writtenLength: off_t = 0
    /// Why a write failed (`errno`), after which nothing more is written.
    private var writeFailure: Int32?
    /// Whether a streaming file is at its path yet.
    private var placed = true

    /// Opens the destination at once, so a path in a missing folder fails before anything runs.
    /// `streaming` writes every `flush()` straight to the final file.
    public init(_ destination: Destination, streaming: Bool = false) throws {
        self.destination = destination
        flushThreshold = streaming ? 0 : 1 << 16
        guard case .file(let path) = destination else {
            descriptor = STDOUT_FILENO
            target = .inPlace
            return
        }
        let folder = ProjectPath.folder(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReportOutputError("\(path): the folder \(folder) does not exist; create it or choose another path")
        }
        var status = stat()
        let exists = stat(path, &status) == 0
        let kind = status.st_mode & S_IFMT
        if exists, kind == S_IFDIR {
            throw ReportOutputError("\(path): is a directory; give the path of a file to write the report to")
        }
        if exists && kind != S_IFREG {
            // A device or a pipe is written to, never replaced.
            descriptor = try Self.open(path, flags: O_WRONLY)
            target = .inPlace
            return
        }
        // A regular file (or a new one) is only ever replaced whole, in one step, never written in place.
        let final = exists ? Self.resolvingLinks(path) : path
        if streaming, let unnamed = Self.openUnnamedFile(in: ProjectPath.folder(of: final)) {
            // Put in place by the first flush that writes something, so a run that stops before
            // writing (a plan found wrong) leaves nothing.
            descriptor = unnamed
            target = .streamed(path: final)
            placed = false
        } else if streaming {
            let temporary = Self.temporaryPath(for: final)
            unlink(temporary)
            descriptor = try Self.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, reportedAs: path)
            guard rename(temporary, final) == 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw ReportOutputError("\(path): cannot write here (\(reason))")
            }
            target = .streamed(path: final)
        } else if let unnamed = Self.openUnnamedFile(in: ProjectPath.folder(of: final)) {
            descriptor = unnamed
            target = .unnamed(path: final)
        } else {
            let temporary = Self.temporaryPath(for: final)
            descriptor = try Self.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, reportedAs: path)
            target = .temporary(temporary, path: final)
        }
    }

    /// The file a path names once symbolic links are followed (the path itself when it is none).
    private static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    deinit {
        if !finished { discard() }
    }

    private static func open(_ path: String, flags: Int32, reportedAs reported: String? = nil) throws -> Int32 {
        let descriptor = Foundation.open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ReportOutputError("\(reported ?? path): cannot write here (\(String(cString: strerror(errno))))")
        }
        return descriptor
    }

    private static func temporaryPath(for path: String) -> String {
        "\(ProjectPath.folder(of: path))/.\(ProjectPath.lastComponent(of: path)).\(getpid()).partial"
    }

    /// A file without a name in `directory`, or nil where the system or the file system has none
    /// (the caller then writes a named temporary file).
    private static func openUnnamedFile(in directory: String) -> Int32? {
        // Linking it in later goes through /proc. The mode goes through the umask, as for a named file.
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        return UnnamedFile.open(in: directory, O_WRONLY, mode: 0o644)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold, flushThreshold > 0 { flush() }
    }

    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold, flushThreshold > 0 { flush() }
    }

    /// Writes what is buffered. Streaming outputs call this after each whole line or event. After a
    /// failed write nothing more is written, and a streaming file is cut back to its last whole flush.
    public func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard writeFailure == nil else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                writeFailure = errno
                if writtenLength > 0 {
                    switch target {
                    case .inPlace, .streamed: _ = ftruncate(descriptor, writtenLength)
                    case .unnamed, .temporary: break
                    }
                }
                return
            }
            offset += written
        }
        writtenLength += off_t(offset)
        if !placed, offset > 0, case .streamed(let final) = target {
            placed = link(as: final) == nil
        }
    }

    /// Gives the open file the name `final`, in one step (through a temporary name beside it);
    /// returns why it could not.
    private func link(as final: String) -> String? {
        let name = Self.temporaryPath(for: final)
        unlink(name)
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else {
            return String(cString: strerror(errno))
        }
        let renamed = rename(name, final) == 0
        let reason = String(cString: strerror(errno))
        // Where the name already was this very file, rename does nothing and keeps both names.
        unlink(name)
        return renamed ? nil : reason
    }

    /// Completes the report: flushes, closes and moves the temporary file into place; a report
    /// that could not be written in full is discarded and reported.
    public func commit() throws {
        guard !finished else { return }
        flush()
        guard case .file(let path) = destination else {
            finished = true
            if let writeFailure {
                throw ReportOutputError("standard output: cannot write the report (\(String(cString: strerror(writeFailure))))")
            }
            return
        }
        if let writeFailure {
            discard()
            throw ReportOutputError("\(path): cannot write the report (\(String(cString: strerror(writeFailure))))")
        }
        finished = true
        switch target {
        case .inPlace:
            close(descriptor)
        case .unnamed(let final), .streamed(let final):
            // Give the file its name in one step. A streamed file is already in place unless another
            // writer replaced it (or nothing was written yet); then this takes the place.
            let failure = link(as: final)
            close(descriptor)
            if let failure, case .unnamed = target { throw ReportOutputError("\(path): cannot write the report (\(failure))") }
        case .temporary(let name, let final):
            close(descriptor)
            let renamed = rename(name, final) == 0
            let reason = String(cString: strerror(errno))
            unlink(name)
            if !renamed { throw ReportOutputError("\(path): cannot write the report (\(reason))") }
        }
    }

    /// Abandons the report: the temporary file is removed and the destination left as it was.
    public func discard() {
        finished = true
        guard case .file = destination else { return }
        close(descriptor)
        if case .temporary(let name, _) = target { unlink(name) }
    }
}

/// A report that cannot be written where asked. Exit code 2 when found before the run.
///
/// ```swift
/// do {
///     try ReportOutput(.file("/no/such/folder/report.html")).commit()
/// } catch let error as ReportOutputError {
///     print(error.message)
/// }
/// ```
public struct ReportOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
