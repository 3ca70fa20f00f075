import Foundation
import Runner
import SpecrunKit
import Supervision
import Synchronization

/// Where a report goes: standard output, or a file put in place whole (written into a file beside
/// it, which on Linux has no name until it is complete (`O_TMPFILE`), then linked over the path in
/// one step), so an interrupted or failed run never leaves a half-written report, a killed one leaves
/// nothing behind, and two runs writing one path leave one whole report, the last to finish. The
/// report's missing folders are made when it is put in place (`ReportPath`). A streaming file
/// (Cucumber Messages) is put in place by its first write (a run refused before it writes anything
/// leaves nothing) and written a whole line at a time, so a killed run leaves only whole lines; where
/// a file is at its path already, the stream waits without a name until it is complete, as every other
/// report does, so a good old report is never replaced by part of one. A pipe or a character device (`/dev/null`, bash's `>(…)`) is
/// written in place, never replaced; a symbolic link is followed, so the file it points to is
/// replaced and the link kept.
///
/// ```swift
/// let output = try ReportOutput(.file("reports/summary.md"))
/// output.write("# Summary\n")
/// try output.commit()   // the folder and the file appear only now, the file complete
/// ```
package final class ReportOutput {
    /// Standard output, or the file at a path.
    package enum Destination: Hashable, Sendable {
        case standardOutput
        case file(String)
    }

    /// How the bytes reach the destination.
    private enum Target {
        /// Standard output, or a pipe or a device.
        case inPlace
        /// A file without a name in the path's nearest existing folder, linked at the path when put in place.
        case unnamed(ReportPath)
        /// A hidden file there, renamed to the path when put in place (where files without a name are not to be had).
        case temporary(String, ReportPath)
    }

    package let destination: Destination
    private let descriptor: Int32
    private let target: Target
    private let streaming: Bool
    /// What is written and not yet flushed. It opts out of Swift's run-time exclusivity checks (a
    /// progress mark is written every run): it is changed only by its own appends and emptying,
    /// and read while it is written out by `FileDescriptor.writeAll`, which reaches nothing here.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private var finished = false
    /// Why a write failed (`errno`), after which nothing more is written.
    private var writeFailure: Int32?
    /// Why the report cannot be written whole (what it would write does not read back), after which
    /// nothing more is written.
    private var refusal: String?
    /// Whether the file is at its path (a stream from its first write, any other report once committed).
    private var placed = false
    /// Whether a stream is still to be put in place by its first write (it is tried once).
    private var placesAtFirstWrite: Bool
    /// The folders made to put the file in place.
    private var madeFolders: [String] = []

    /// Opens the destination at once, so a path that cannot take a report fails before anything
    /// runs. `streaming` puts the file in place at its first `flush()` that writes something.
    /// `permissions`, when given, are the mode bits of the file put in place (a rewritten file keeps its own).
    package init(_ destination: Destination, streaming: Bool = false, permissions: mode_t? = nil) throws {
        self.destination = destination
        self.streaming = streaming
        placesAtFirstWrite = streaming
        guard case .file(let path) = destination else {
            descriptor = STDOUT_FILENO
            target = .inPlace
            return
        }
        let place = try ReportPath(path)
        switch place.existing {
        case .special:
            descriptor = try Self.openInPlace(place)
            target = .inPlace
        case .nothing, .regularFile:
            if let unnamed = Self.openUnnamedFile(in: place.existingFolder) {
                descriptor = unnamed
                target = .unnamed(place)
            } else {
                let temporary = Self.temporaryPath(in: place.existingFolder)
                descriptor = try Self.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL, reportedAs: path)
                target = .temporary(temporary, place)
            }
            if let permissions { _ = fchmod(descriptor, permissions) }
        }
    }

    deinit {
        if !finished { discard() }
    }

    /// A pipe or a character device, opened without waiting: a pipe that nothing reads would wait forever.
    private static func openInPlace(_ place: ReportPath) throws -> Int32 {
        let descriptor = Foundation.open(place.final, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO {
                throw ReportOutputError("\(place.given): is a pipe that nothing reads from; start its reader first, "
                    + "or give the path of a file to write the report to")
            }
            throw ReportOutputError("\(place.given): cannot write here \(FileProblem.because(errno))")
        }
        // Writes then wait for the reader, as they do for a pipe opened the usual way.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    private static func open(_ path: String, flags: Int32, reportedAs reported: String) throws -> Int32 {
        let descriptor = Foundation.open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw cannotWrite(reported, in: ProjectPath.folder(of: path), errno) }
        return descriptor
    }

    private static func cannotWrite(_ path: String, in folder: String, _ code: Int32) -> ReportOutputError {
        switch code {
        case EACCES, EPERM, EROFS:
            ReportOutputError("\(path): cannot write in the folder \(folder) \(FileProblem.because(code)); "
                + "check its permissions, or choose another path")
        default:
            ReportOutputError("\(path): cannot write here \(FileProblem.because(code))")
        }
    }

    /// A hidden name in `folder` for a file on its way to its path, short whatever the path's name:
    /// the process and a random number (each use makes it exclusively, so a name taken is never reused).
    static func temporaryPath(in folder: String, ending: String = "partial") -> String {
        "\(folder)/.specrun-\(getpid())-\(UInt32.random(in: .min ... .max)).\(ending)"
    }

    /// A file without a name in `directory`, or nil where the system or the file system has none
    /// (the caller then writes a named temporary file).
    private static func openUnnamedFile(in directory: String) -> Int32? {
        // Linking it in later goes through /proc. The mode goes through the umask, as for a named file.
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        return UnnamedFile.open(in: directory, O_WRONLY, mode: 0o644)
    }

    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if !streaming, buffer.count >= 1 << 16 { flush() }
    }

    package func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if !streaming, buffer.count >= 1 << 16 { flush() }
    }

    /// The report cannot be written as its format says (`why`: "cannot hold the name …; rename
    /// it"): nothing more is written, and `commit()` discards it and says why.
    package func refuse(because why: String) {
        if refusal == nil { refusal = why }
    }

    /// Writes what is buffered. Streaming outputs call this after each whole line or event, and the
    /// first that writes something puts the file in place. After a failed write nothing more is written.
    package func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard writeFailure == nil, refusal == nil else { return }
        if let failure = FileDescriptor.writeAll(buffer, to: descriptor) {
            writeFailure = failure
            return
        }
        if placesAtFirstWrite, !buffer.isEmpty, case .unnamed = target { placeStream() }
    }

    /// Puts a stream at its path, unless a file is there already: then the stream waits without a
    /// name until it is complete, so that nothing (a full disk, a size limit, SIGKILL) replaces an
    /// earlier report with part of one.
    private func placeStream() {
        guard case .unnamed(let place) = target else { return }
        placesAtFirstWrite = false
        guard let made = try? place.makeFolders() else { return }
        madeFolders += made
        // linkat makes the name only where there is none, in one step.
        placed = linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, place.final, AT_SYMLINK_FOLLOW) == 0
    }

    /// Puts the file at its path in one step, making its missing folders first; returns why it could not.
    private func putInPlace() -> String? {
        let place: ReportPath
        switch target {
        case .inPlace: return nil
        case .unnamed(let path), .temporary(_, let path): place = path
        }
        do {
            madeFolders += try place.makeFolders()
        } catch {
            return error.message
        }
        if case .temporary(let name, _) = target {
            guard rename(name, place.final) == 0 else { return "\(place.given): cannot write the report \(FileProblem.because(errno))" }
            return nil
        }
        return Self.link(descriptor, as: place.final).map { "\(place.given): cannot write the report \(FileProblem.because($0))" }
    }

    /// Gives the open file `descriptor` the name `final`, in one step (through a temporary name
    /// beside it); returns why it could not (`errno`).
    private static func link(_ descriptor: Int32, as final: String) -> Int32? {
        let name = temporaryPath(in: ProjectPath.folder(of: final))
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else { return errno }
        let renamed = rename(name, final) == 0
        let code = errno
        // Where the name already was this very file, rename does nothing and keeps both names.
        unlink(name)
        return renamed ? nil : code
    }

    /// Completes the report: flushes, closes and puts the file in place (a stream again, in case
    /// another writer replaced it meanwhile: the last to finish wins, whole); a report that could not
    /// be written in full is discarded and reported, the file there before left as it was.
    package func commit() throws {
        guard !finished else { return }
        flush()
        guard case .file(let path) = destination else {
            finished = true
            if let refusal { throw ReportOutputError("standard output: \(refusal)") }
            if let writeFailure {
                throw ReportOutputError("standard output: cannot write the report \(FileProblem.because(writeFailure))")
            }
            return
        }
        if let refusal {
            discard()
            throw ReportOutputError("\(path): \(refusal)")
        }
        if let writeFailure {
            discard()
            throw ReportOutputError("\(path): cannot write the report \(FileProblem.because(writeFailure))")
        }
        finished = true
        defer { close(descriptor) }
        // A stream already in place that another run replaced since cannot take its place again
        // (a file without a name that had one cannot be linked): the other run's whole report stays.
        if let failure = putInPlace(), !placed {
            withdraw()
            throw ReportOutputError(failure)
        }
    }

    /// Abandons the report: the destination is left as it was (a stream already in place, where
    /// there was no file, is removed), and no temporary file stays behind.
    package func discard() {
        finished = true
        guard case .file = destination else { return }
        withdraw()
        close(descriptor)
    }

    /// Takes back what putting the report in place did: a stream in place is removed (never another
    /// writer's file that replaced it), a temporary file and the folders made for it too.
    private func withdraw() {
        switch target {
        case .inPlace:
            return
        case .temporary(let name, _):
            unlink(name)
        case .unnamed(let place):
            if placed, Self.isFile(place.final, opened: descriptor) { unlink(place.final) }
        }
        placed = false
        for folder in madeFolders.reversed() { rmdir(folder) }
        madeFolders = []
    }

    /// Whether the file at `path` is the one open as `descriptor`.
    private static func isFile(_ path: String, opened descriptor: Int32) -> Bool {
        var atPath = stat(), opened = stat()
        return stat(path, &atPath) == 0 && fstat(descriptor, &opened) == 0
            && atPath.st_dev == opened.st_dev && atPath.st_ino == opened.st_ino
    }
}

/// A report that cannot be written where asked. Exit code 2 when found before the run.
///
/// ```swift
/// do {
///     try ReportOutput(.file("/proc/report.html")).commit()
/// } catch let error as ReportOutputError {
///     print(error.message)
/// }
/// ```
package struct ReportOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
