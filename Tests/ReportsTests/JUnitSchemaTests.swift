import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The `junit` format against the JUnit schema CI tools read (`Resources/junit.xsd`): in Swift
/// always, and with `xmllint` too where Debian's libxml2-utils is installed.
@Suite struct JUnitSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/junit.xsd")

    static func reports() throws -> [(name: String, xml: String)] {
        var hostile = ReportHarness()
        hostile.features.append(("features/hostile.feature", ViewerFeatures.hostile))
        var strict = ReportHarness()
        strict.options.strict = true
        var dryRun = ReportHarness()
        dryRun.options.dryRun = true
        return try [("plain", ReportHarness()), ("hostile", hostile), ("strict", strict), ("dry run", dryRun)].map {
            ($0.0, try $0.1.render(["junit"])["junit"]!)
        } + [("interrupted before any case", try ReportHarness().render(["junit"], isCancelled: { true })["junit"]!)]
    }

    @Test func reportsFollowTheSchema() throws {
        let validator = try XSDValidator(schema: XMLTree.parse(Data(contentsOf: Self.schemaURL)))
        for (name, xml) in try Self.reports() {
            let problems = validator.problems(in: try XMLTree.parse(Data(xml.utf8)))
            #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
        }
    }

    @Test func theValidatorCatchesBrokenReports() throws {
        let validator = try XSDValidator(schema: XMLTree.parse(Data(contentsOf: Self.schemaURL)))
        let broken = """
            <testsuites tests="1" failures="x" errors="0" time="0"><testsuite name="s" tests="1" failures="0" errors="0" skipped="0" \
            time="0"><testcase name="c" time="-1"><failure/><skipped/></testcase><bogus/></testsuite></testsuites>
            """
        let problems = validator.problems(in: try XMLTree.parse(Data(broken.utf8)))
        #expect(problems.contains("/testsuites: failures=\"x\" is not a valid count"))
        #expect(problems.contains("/testsuites/testsuite/testcase: required attribute classname missing"))
        #expect(problems.contains("/testsuites/testsuite/testcase: time=\"-1\" is not a valid seconds"))
        #expect(problems.contains("/testsuites/testsuite/testcase: unexpected element skipped"))
        #expect(problems.contains("/testsuites/testsuite: unexpected element bogus"))
    }

    @Test func xmllintAcceptsTheReports() throws {
        guard let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            // CI installs it (.ci/run), so there a missing xmllint is a failure, not a skip.
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("xmllint is not installed, though .ci/run installs libxml2-utils")
                return
            }
            withKnownIssue("xmllint is not installed (apt-get install libxml2-utils); validated in Swift only") {
                Issue.record("skipped: no xmllint")
            }
            return
        }
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (index, report) in try Self.reports().enumerated() {
            let path = "\(folder)/report-\(index).xml"
            try report.xml.write(toFile: path, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", "--schema", Self.schemaURL.path, path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(report.name): \(message)")
        }
    }
}
