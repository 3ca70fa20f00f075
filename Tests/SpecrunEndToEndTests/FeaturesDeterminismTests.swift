import Foundation
import Testing

/// The binary on the real `features/`: with `SOURCE_DATE_EPOCH` set, the same inputs give the same
/// bytes in every machine-read report, run after run in the same random order, and on one thread or two.
@Suite(.tags(.slow)) struct FeaturesDeterminismTests {
    static let formats = ["json", "junit", "message", "html"]

    /// Runs `features/` from the repository with `options`, the reports going to a folder of their
    /// own; returns each report's bytes, and standard output under "console".
    private func reports(_ options: [String]) throws -> [String: Data] {
        let folder = try SpecrunProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let formats = Self.formats.flatMap { ["--format", "\($0):\(folder.appendingPathComponent($0).path)"] }
        let run = try SpecrunProcess.run(["features", "--format", "summary"] + formats + options,
                                         environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        #expect(run.exitCode == 0, "\(run.errors)")
        var reports = ["console": Data(run.output.utf8)]
        for format in Self.formats {
            reports[format] = try Data(contentsOf: folder.appendingPathComponent(format))
        }
        return reports
    }

    @Test func twoRunsInTheSameRandomOrderGiveTheSameBytes() throws {
        let first = try reports(["--order", "random:20260101"])
        let second = try reports(["--order", "random:20260101"])
        for name in Self.formats + ["console"] {
            #expect(first[name] == second[name], "\(name) differs between two runs")
        }
        // The order was random indeed: the runs are not in the order of the files.
        let defined = try reports(["--order", "defined"])
        #expect(first["message"] != defined["message"])
        #expect(try JSONSerialization.jsonObject(with: first["json"]!) is [String: Any])
    }

    @Test func twoThreadsGiveTheSameBytesAsOne() throws {
        let serial = try reports(["--jobs", "1", "--order", "random:7"])
        let parallel = try reports(["--jobs", "2", "--order", "random:7"])
        for name in Self.formats + ["console"] {
            #expect(serial[name] == parallel[name], "\(name) differs between --jobs 1 and --jobs 2")
        }
    }
}
