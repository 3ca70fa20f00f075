import Foundation
import Supervision

/// A part of a report set aside until the report can be assembled: bytes appended to a temporary
/// file that has no name (it vanishes with the process, even one that is killed), read back into
/// the report at its end. A report whose opening needs the whole run's totals (JUnit's, HTML's)
/// writes its body here as the run goes, so its memory does not grow with the run.
///
/// ```swift
/// let body = ReportSpool()
/// body.write("<testcase name=\"Adding\"/>\n")
/// output.write("<testsuites tests=\"1\">\n")
/// body.copy(to: output)
/// ```
final class ReportSpool {
    private var buffer: [UInt8] = []
    private var descriptor: Int32 = -1
    /// Bytes written to the file so far.
    private var fileLength = 0
    /// Why the file could not be made or written (`errno`); the spool then keeps everything in memory.
    private var failure: Int32?

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// How many bytes the spool holds.
    var count: Int { fileLength + buffer.count }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        spillIfLarge()
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        spillIfLarge()
    }

    /// Appends everything in the spool to `output`, a piece at a time.
    func copy(to output: ReportOutput) {
        copy(0..<count) { output.write(bytes: $0) }
    }

    /// Appends the bytes at `range` of the spool to `output`.
    func copy(_ range: Range<Int>, to output: ReportOutput) {
        copy(range) { output.write(bytes: $0) }
    }

    /// Appends the whole lines at `range` of the spool to a streaming `output`, flushing a piece of
    /// whole lines at a time, so the output never holds much and its file never ends inside a line.
    func copyLines(_ range: Range<Int>, to output: ReportOutput) {
        var carried: [UInt8] = []
        copy(range) { piece in
            guard let lastNewline = piece.lastIndex(of: UInt8(ascii: "\n")) else {
                carried += piece
                return
            }
            output.write(bytes: carried + piece[...lastNewline])
            output.flush()
            carried = Array(piece[(lastNewline + 1)...])
        }
        if !carried.isEmpty {
            output.write(bytes: carried)
            output.flush()
        }
    }

    /// Forgets everything written, keeping its file for what comes next.
    func clear() {
        buffer.removeAll(keepingCapacity: true)
        if descriptor >= 0 { _ = ftruncate(descriptor, 0) }
        fileLength = 0
    }

    /// Hands the bytes at `range` of the spool to `write`, a piece at a time.
    func copy(_ range: Range<Int>, _ write: ([UInt8]) -> Void) {
        var offset = range.lowerBound
        let onDisk = max(0, min(range.upperBound, fileLength) - offset)
        var chunk = [UInt8](repeating: 0, count: min(onDisk, 1 << 16))
        while offset < min(range.upperBound, fileLength) {
            let wanted = min(chunk.count, min(range.upperBound, fileLength) - offset)
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            write(Array(chunk[0..<read]))
            offset += read
        }
        if range.upperBound > fileLength {
            let start = max(range.lowerBound, fileLength) - fileLength
            write(Array(buffer[start..<(range.upperBound - fileLength)]))
        }
    }

    private func spillIfLarge() {
        guard buffer.count >= 1 << 16, failure == nil else { return }
        if descriptor < 0 {
            descriptor = Self.openUnnamedFile()
            if descriptor < 0 {
                failure = errno
                return
            }
        }
        // A part written before a failure lies past `fileLength`, where nothing reads it: the
        // buffer keeps all of it.
        failure = FileDescriptor.writeAll(buffer, to: descriptor, atOffset: fileLength)
        guard failure == nil else { return }
        fileLength += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// A file without a name in the temporary folder (`$TMPDIR`, else `/tmp`), or a named one
    /// unlinked at once where the system has no unnamed files.
    private static func openUnnamedFile() -> Int32 {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        if let unnamed = UnnamedFile.open(in: folder, O_RDWR, mode: 0o600) { return unnamed }
        var template = Array("\(folder)/.specrun-spool-XXXXXX".utf8CString)
        let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if named >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        return named
    }
}
