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

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/reports", withIntermediateDirectories: true)
        try "old".write(toFile: "\(folder)/reports/latest.json", atomically: false, encoding: .utf8)
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
}
