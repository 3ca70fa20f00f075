import Foundation
import Reports
import Testing

/// Where reports are written: complete or not at all, and never over a device, a pipe or a link.
@Suite struct ReportOutputTests {
    @Test func aReportAppearsOnlyWhenCommittedAndLeavesNoTemporaryFile() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try ReportOutput(.file("\(folder)/report.json"))
        output.write(String(repeating: "x", count: 100_000))
        output.flush()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        try output.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/report.json")).count == 100_000)
    }

    /// A link is followed and kept; one to a file not made yet used to be replaced by the report: the
    /// file it names is made (its folder too), as the shell's `>` does.
    @Test(arguments: [true, false]) func aSymbolicLinkIsFollowedAndKept(toAFile: Bool) throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if toAFile {
            try FileManager.default.createDirectory(atPath: "\(folder)/reports", withIntermediateDirectories: true)
            try "old".write(toFile: "\(folder)/reports/latest.json", atomically: false, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/report.json", withDestinationPath: "reports/latest.json")
        let output = try ReportOutput(.file("\(folder)/report.json"))
        output.write("new")
        try output.commit()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/report.json") == "reports/latest.json")
        #expect(try String(contentsOfFile: "\(folder)/reports/latest.json", encoding: .utf8) == "new")
    }

    /// bash's `--format json:>(jq .)` hands specrun a pipe: it is written to, not replaced.
    @Test func aPipeIsWrittenToInPlace() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = "\(folder)/pipe"
        #expect(mkfifo(pipe, 0o644) == 0)
        // The reading end is open (without waiting for a writer), so opening the writing end does not wait.
        let reading = open(pipe, O_RDONLY | O_NONBLOCK)
        defer { close(reading) }
        let output = try ReportOutput(.file(pipe))
        output.write("{\"runs\":[]}\n")
        try output.commit()
        var received = [UInt8](repeating: 0, count: 64)
        let count = read(reading, &received, received.count)
        #expect(Array(received.prefix(max(count, 0))) == Array("{\"runs\":[]}\n".utf8))
        var status = stat()
        #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// `/dev/full` fails every write as a full disk does: the report is not kept, and says why.
    @Test(arguments: [false, true]) func aReportThatCannotBeWrittenInFullFails(streaming: Bool) throws {
        let output = try ReportOutput(.file("/dev/full"), streaming: streaming)
        output.write("{\"runs\":[]}\n")
        output.flush()
        #expect(throws: ReportOutputError("/dev/full: cannot write the report (No space left on device)")) { try output.commit() }
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    /// `json:results/shard-1.json` into a missing folder was refused: the folders are made when the
    /// report is put in place, and a report discarded makes none.
    @Test(arguments: [false, true]) func aReportsMissingFoldersAreMadeWhenItIsPutInPlace(streaming: Bool) throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let discarded = try ReportOutput(.file("\(folder)/gone/r.json"), streaming: streaming)
        discarded.write("{}\n")
        discarded.flush()
        #expect(FileManager.default.fileExists(atPath: "\(folder)/gone") == streaming, "a stream is in place from its first write")
        discarded.discard()
        let output = try ReportOutput(.file("\(folder)/results/a/b/r.json"), streaming: streaming)
        output.write("{}\n")
        if !streaming {
            output.flush()
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
        try output.commit()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
            == ["results", "results/a", "results/a/b", "results/a/b/r.json"])
    }

    /// A stream put in place at its first write would replace an earlier report with part of one if
    /// the run then failed or was killed: over an existing file it waits, whole or absent.
    @Test func aStreamOverAnEarlierReportAppearsOnlyWhenComplete() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/messages.ndjson"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        let output = try ReportOutput(.file(path), streaming: true)
        output.write("{\"meta\":{}}\n")
        output.flush()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        output.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        let again = try ReportOutput(.file(path), streaming: true)
        again.write("{\"meta\":{}}\n")
        again.flush()
        try again.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"meta\":{}}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["messages.ndjson"])
    }

    /// Every path that cannot take a report is refused when it is opened, before the run, with what
    /// to do; none is changed. A pipe that nothing read used to make the run wait forever; a link loop
    /// was replaced by the report; a name of 256 bytes failed only after the run.
    @Test(arguments: [
        ("folder", "is a directory; give the path of a file to write the report to"),
        ("new/", "a path that ends in / names a folder; give the path of a file to write the report to"),
        ("loop", "is a symbolic-link loop (a link that leads back to itself); point the link at a file, or remove it"),
        ("socket", "is a socket, which takes no file; give the path of a file to write the report to"),
        ("pipe", "is a pipe that nothing reads from; start its reader first, or give the path of a file to write the report to"),
        ("file/report.json", "FOLDER/file is a file, not a folder; choose another path"),
        ("nowhere/report.json", "the folder FOLDER/nowhere is a symbolic link to nothing; point it at a folder, or remove it"),
        (String(repeating: "n", count: 256), "the file's name is 256 bytes long, more than the 255 a name may have; choose a shorter one"),
    ])
    func aPathThatCannotTakeAReportIsRefusedWhenOpened(name: String, problem: String) throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/folder", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/loop", withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/nowhere", withDestinationPath: "missing")
        #expect(mkfifo("\(folder)/pipe", 0o644) == 0)
        try "old".write(toFile: "\(folder)/file", atomically: false, encoding: .utf8)
        let socket = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let socketPath = Array("\(folder)/socket".utf8CString)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.enumerated() where index < raw.count { raw[index] = UInt8(bitPattern: byte) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let path = "\(folder)/\(name)"
        let refusal = ReportOutputError("\(path): \(problem.replacingOccurrences(of: "FOLDER", with: folder))")
        #expect(throws: refusal) { _ = try ReportOutput(.file(path)) }
        #expect(throws: refusal) { _ = try ReportOutput(.file(path), streaming: true) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(try String(contentsOfFile: "\(folder)/file", encoding: .utf8) == "old")
    }

    /// The longest name a file may have (255 bytes) is written: its temporary name beside it, once
    /// made from the name, was too long.
    @Test func aNameOfTheLongestLengthIsWritten() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = String(repeating: "n", count: Int(NAME_MAX))
        let output = try ReportOutput(.file("\(folder)/\(name)"))
        output.write("{}")
        try output.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
    }

    @Test func aPathLongerThanTheSystemTakesIsRefused() throws {
        let path = "/tmp/" + Array(repeating: String(repeating: "p", count: 200), count: 21).joined(separator: "/") + "/r.json"
        #expect(throws: ReportOutputError("\(path): the path is \(path.utf8.count) bytes long, more than the 4055 a report's path may have; "
            + "choose a shorter path")) { _ = try ReportOutput(.file(path)) }
    }
}
