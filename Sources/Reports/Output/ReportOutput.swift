import Foundation

/// Where a report goes: standard output, or a file written atomically (into a temporary file beside
/// it, renamed into place when the report is complete), so an interrupted run never leaves a
/// half-written report. On Linux the temporary file has no name until it is complete (`O_TMPFILE`),
/// so even a run killed with SIGKILL leaves nothing behind. A streaming file (Cucumber Messages) is
/// written in place instead, a whole line at a time, so a killed run leaves only whole lines.
public final class ReportOutput: @unchecked Sendable {
    public enum Destination: Hashable, Sendable {
        case standardOutput
        case file(String)
    }

    public let destination: Destination
    private let descriptor: Int32
    private let temporaryPath: String?
    /// Set when the report is written to an unnamed file, linked into the folder when complete.
    private let isUnnamed: Bool
    private var buffer: [UInt8] = []
    private let flushThreshold: Int
    private var finished = false

    /// Opens the destination at once, so a path in a missing folder fails before anything runs.
    /// `streaming` writes every `flush()` straight to the final file.
    public init(_ destination: Destination, streaming: Bool = false) throws {
        self.destination = destination
        switch destination {
        case .standardOutput:
            descriptor = STDOUT_FILENO
            temporaryPath = nil
            isUnnamed = false
            flushThreshold = streaming ? 0 : 1 << 16
        case .file(let path):
            let directory = (path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory),
                  isDirectory.boolValue else {
                throw ReportOutputError("\(path): the folder \(directory) does not exist; create it or choose another path")
            }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ReportOutputError("\(path): is a directory; give the path of a file to write the report to")
            }
            if !streaming, let unnamed = Self.openUnnamedFile(in: directory.isEmpty ? "." : directory) {
                descriptor = unnamed
                temporaryPath = nil
                isUnnamed = true
            } else {
                let target = streaming ? path : Self.temporaryPath(for: path)
                let flags = streaming ? (O_WRONLY | O_CREAT | O_TRUNC) : (O_WRONLY | O_CREAT | O_EXCL)
                let opened = open(target, flags | O_CLOEXEC, 0o644)
                guard opened >= 0 else {
                    throw ReportOutputError("\(path): cannot write here (\(String(cString: strerror(errno))))")
                }
                descriptor = opened
                temporaryPath = streaming ? nil : target
                isUnnamed = false
            }
            flushThreshold = streaming ? 0 : 1 << 16
        }
    }

    deinit {
        if !finished { discard() }
    }

    private static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        return "\(directory)/.\(url.lastPathComponent).\(getpid()).partial"
    }

    /// A file without a name in `directory`, or nil where the system or the file system has none
    /// (the caller then writes a named temporary file).
    private static func openUnnamedFile(in directory: String) -> Int32? {
        #if os(Linux)
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; __O_TMPFILE is
        // 020000000 on the architectures Swift runs on. Linking it in later goes through /proc.
        let openTemporaryFile = Int32(0o20000000) | O_DIRECTORY
        guard access("/proc/self/fd", X_OK) == 0 else { return nil }
        // The mode goes through the umask, as for a named file.
        let descriptor = open(directory, openTemporaryFile | O_WRONLY | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold, flushThreshold > 0 { flush() }
    }

    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold, flushThreshold > 0 { flush() }
    }

    /// Writes what is buffered. Streaming outputs call this after each whole line or event.
    public func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Completes the report: flushes, closes and moves the temporary file into place.
    public func commit() throws {
        guard !finished else { return }
        finished = true
        flush()
        guard case .file(let path) = destination else { return }
        if isUnnamed {
            // Give the unnamed file a temporary name, then move it into place in one step.
            let staging = Self.temporaryPath(for: path)
            unlink(staging)
            let linked = linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, staging, AT_SYMLINK_FOLLOW)
            let reason = String(cString: strerror(errno))
            close(descriptor)
            guard linked == 0 else { throw ReportOutputError("\(path): cannot write the report (\(reason))") }
            if rename(staging, path) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(staging)
                throw ReportOutputError("\(path): cannot write the report (\(reason))")
            }
            return
        }
        close(descriptor)
        if let temporaryPath, rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw ReportOutputError("\(path): cannot write the report (\(reason))")
        }
    }

    /// Abandons the report: the temporary file is removed and the destination left as it was.
    public func discard() {
        finished = true
        guard case .file = destination else { return }
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}

/// A report that cannot be written where asked. Exit code 2 when found before the run.
public struct ReportOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
