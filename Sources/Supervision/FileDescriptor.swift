#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a buffer to a file descriptor whole. write(2) may take only part of it (a pipe, a full
/// disk's last bytes), may be interrupted by a signal before it writes anything (EINTR), and a
/// descriptor that does not block says when it is full (EAGAIN): `writeAll` goes on through all of
/// these, so its caller has one answer: everything was written, or why not.
///
/// ```swift
/// if let failure = FileDescriptor.writeAll(Array("done\n".utf8), to: STDOUT_FILENO) {
///     print("cannot write: \(String(cString: strerror(failure)))")
/// }
/// ```
package enum FileDescriptor {
    /// Writes every byte of `bytes` to `descriptor`, at `offset` of its file when given (leaving
    /// the descriptor's own position alone, as pwrite(2) does), else where the descriptor stands.
    /// Returns nil once everything is written, else why not (`errno`); a descriptor that does not
    /// block and is full (EAGAIN) is such a failure.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, atOffset offset: Int? = nil) -> Int32? {
        writeAll(bytes, to: descriptor, atOffset: offset, goingOnWhenFull: { () throws(Never) in false })
    }

    /// Writes every byte of `bytes` to `descriptor` (see `writeAll(_:to:atOffset:)`).
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, atOffset offset: Int? = nil) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor, atOffset: offset) }
    }

    /// Writes every byte of `bytes` to a descriptor that does not block, calling `waitUntilWritable`
    /// each time it is full (EAGAIN) and then going on; what that throws ends the write. Returns nil
    /// once everything is written, else why not (`errno`).
    package static func writeAll<Failure: Error>(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32,
                                                 whenFull waitUntilWritable: () throws(Failure) -> Void) throws(Failure) -> Int32? {
        try writeAll(bytes, to: descriptor, atOffset: nil, goingOnWhenFull: { () throws(Failure) in
            try waitUntilWritable()
            return true
        })
    }

    /// The loop of both: `goingOnWhenFull` says whether to go on once the descriptor is full.
    private static func writeAll<Failure: Error>(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, atOffset offset: Int?,
                                                 goingOnWhenFull: () throws(Failure) -> Bool) throws(Failure) -> Int32? {
        var written = 0
        while written < bytes.count {
            let start = bytes.baseAddress! + written
            let count = if let offset {
                pwrite(descriptor, start, bytes.count - written, off_t(offset + written))
            } else {
                write(descriptor, start, bytes.count - written)
            }
            guard count < 0 else {
                written += count
                continue
            }
            let failure = errno
            if failure == EINTR { continue }
            if failure == EAGAIN, try goingOnWhenFull() { continue }
            return failure
        }
        return nil
    }
}
