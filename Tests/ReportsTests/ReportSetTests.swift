import Foundation
import Reports
import Testing

/// Reports that belong together are replaced as one: restored, each path holds what it held (an
/// earlier file byte for byte, nothing, a device untouched) and no hidden name stays; kept, the new
/// files stay and the earlier ones' hidden names go.
@Suite struct ReportSetTests {
    private func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test(arguments: [true, false]) func aSetIsRestoredOrKeptWhole(restoring: Bool) throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old feature".write(toFile: "\(folder)/a.feature", atomically: false, encoding: .utf8)
        try "old html".write(toFile: "\(folder)/a.html", atomically: false, encoding: .utf8)
        let paths = ["\(folder)/a.feature", "\(folder)/a.json", "\(folder)/a.html", "\(folder)/new/b.json", "/dev/null"]
        let set = try ReportSet(paths)
        for path in paths.dropLast() {
            let output = try ReportOutput(.file(path))
            output.write("new")
            try output.commit()
        }
        if restoring { set.restore() } else { set.keepNew() }
        let contents = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        if restoring {
            #expect(contents == ["a.feature", "a.html"])
            #expect(read("\(folder)/a.feature") == "old feature")
            #expect(read("\(folder)/a.html") == "old html")
        } else {
            #expect(contents == ["a.feature", "a.html", "a.json", "new", "new/b.json"])
            #expect(paths.dropLast().allSatisfy { read($0) == "new" })
        }
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
    }

    /// A set dropped without a word is restored: a thrown error cannot leave part of it.
    @Test func aSetLetGoIsRestored() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: "\(folder)/a.json", atomically: false, encoding: .utf8)
        do {
            let set = try ReportSet(["\(folder)/a.json"])
            let output = try ReportOutput(.file("\(folder)/a.json"))
            output.write("new")
            try output.commit()
            _ = set
        }
        #expect(read("\(folder)/a.json") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.json"])
    }
}
