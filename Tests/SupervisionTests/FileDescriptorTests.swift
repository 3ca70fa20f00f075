import Foundation
import Supervision
import Testing

/// `FileDescriptor.writeAll` writes a buffer whole, or says why not: through a full pipe, at an
/// offset of a file, and on a full disk.
@Suite struct FileDescriptorTests {
    /// A pipe whose write end does not block, as an adapter child's standard input is.
    private func nonBlockingPipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// Everything the pipe holds now.
    private func drain(_ descriptor: Int32, into received: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return }
            received += chunk[0..<count]
        }
    }

    private let megabyte = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    @Test func aFullPipeIsWaitedForUntilEverythingIsWritten() throws {
        let pipe = try nonBlockingPipe()
        defer { close(pipe.read); close(pipe.write) }
        var received: [UInt8] = []
        var waits = 0
        let failure = megabyte.withUnsafeBytes { bytes in
            FileDescriptor.writeAll(bytes, to: pipe.write) {
                waits += 1
                drain(pipe.read, into: &received)
            }
        }
        drain(pipe.read, into: &received)
        #expect(failure == nil)
        #expect(waits > 0, "a megabyte does not fit in a pipe")
        #expect(received == megabyte)
    }

    @Test func aFullPipeWithNoOneToWaitIsAFailure() throws {
        let pipe = try nonBlockingPipe()
        defer { close(pipe.read); close(pipe.write) }
        #expect(FileDescriptor.writeAll(megabyte, to: pipe.write) == EAGAIN)
    }

    @Test func whatTheWaitThrowsEndsTheWrite() throws {
        struct GaveUp: Error {}
        let pipe = try nonBlockingPipe()
        defer { close(pipe.read); close(pipe.write) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: megabyte.count, alignment: 1)
        defer { bytes.deallocate() }
        bytes.copyBytes(from: megabyte)
        #expect(throws: GaveUp.self) {
            _ = try FileDescriptor.writeAll(UnsafeRawBufferPointer(bytes), to: pipe.write) { () throws(GaveUp) in throw GaveUp() }
        }
    }

    @Test func atAnOffsetTheFileIsWrittenThereAndTheDescriptorStaysWhereItWas() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("writeAll-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        #expect(FileDescriptor.writeAll(Array("abcdef".utf8), to: descriptor) == nil)
        #expect(FileDescriptor.writeAll(Array("XY".utf8), to: descriptor, atOffset: 2) == nil)
        #expect(lseek(descriptor, 0, SEEK_CUR) == 6)
        #expect(FileDescriptor.writeAll(Array("!".utf8), to: descriptor) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "abXYef!")
    }

    @Test func aFullDiskIsAFailure() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(FileDescriptor.writeAll(Array("x".utf8), to: descriptor) == ENOSPC)
        #expect(FileDescriptor.writeAll([], to: descriptor) == nil, "nothing to write is nothing to fail")
    }
}
