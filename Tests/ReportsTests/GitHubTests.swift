import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// The `github` format's workflow commands and step summary.
@Suite struct GitHubTests {
    @Test func messagesAndPropertiesAreEscapedAsGitHubReadsThem() {
        let command = WorkflowCommand(name: "error", properties: [("file", "a,b:c.feature"), ("title", "50% off\r\n")],
                                      message: "a: b, c\n100%\r")
        #expect(command.description == "::error file=a%2Cb%3Ac.feature,title=50%25 off%0D%0A::a: b, c%0A100%25%0D")
        #expect(WorkflowCommand(name: "warning", properties: [], message: "plain").description == "::warning::plain")
    }

    @Test func theMarkdownReportIsAppendedToTheStepSummary() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = "\(folder)/step-summary.md"
        try "# Earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
        var context = ReportHarness.context
        context.environment = ["GITHUB_STEP_SUMMARY": summary]
        let rendered = try ReportHarness().render(["github", "markdown"], context: context)
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written == "# Earlier step\n" + rendered["markdown"]!)
        // Without the variable, nothing but the annotations.
        #expect(try ReportHarness().render(["github"])["github"] == rendered["github"])
    }
}
