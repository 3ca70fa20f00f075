import Foundation

/// Where a report goes: standard output, or a file written atomically (into a temporary file beside
/// it, renamed into place when the report is complete), so an interrupted run never leaves a
/// half-written report. A streaming file (Cucumber Messages) is written in place instead, a whole
/// line at a time, so a killed run leaves only whole lines.
public final class ReportOutput: @unchecked Sendable {
    public enum Destination: Hashable, Sendable {
        case standardOutput
        case file(String)
    }

    public let destination: Destination
    private let descriptor: Int32
    private let temporaryPath: String?
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
            flushThreshold = streaming ? 0 : 1 << 16
        case .file(let path):
            let directory = (path as NSString).deletingLastPathComponent
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory),
                  isDirectory.boolValue else {
                throw ReportOutputError("\(path): the folder \(directory) does not exist; create it or choose another path")
            }
            let target = streaming ? path : Self.temporaryPath(for: path)
            let flags = streaming ? (O_WRONLY | O_CREAT | O_TRUNC) : (O_WRONLY | O_CREAT | O_EXCL)
            let opened = open(target, flags | O_CLOEXEC, 0o644)
            guard opened >= 0 else {
                throw ReportOutputError("\(path): cannot write here (\(String(cString: strerror(errno))))")
            }
            descriptor = opened
            temporaryPath = streaming ? nil : target
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
