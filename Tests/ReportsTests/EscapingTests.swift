import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// Text from feature files never becomes markup: a scenario named `<script>alert(1)</script>` shows
/// as text in HTML, XML and Markdown.
@Suite struct EscapingTests {
    static func hostileReports() throws -> [String: String] {
        var harness = ReportHarness()
        harness.features = [("features/<hostile>.feature", ViewerFeatures.hostile)]
        return try harness.render(["html", "junit", "markdown", "cucumber-json", "message"])
    }

    @Test func htmlShowsInjectedMarkupAsText() throws {
        let html = try Self.hostileReports()["html"]!
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script element")
        #expect(!html.contains("alert(1)</script>"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>bold"))
        #expect(!html.contains("</td></tr></table><script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("@&lt;b&gt;bold&lt;/b&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;"))
    }

    @Test func htmlAllowsOnlyItsOwnScriptAndStyle() throws {
        let html = try Self.hostileReports()["html"]!
        let policy = try #require(html.firstMatch(of: /Content-Security-Policy" content="([^"]*)"/)?.1)
        #expect(policy.hasPrefix("default-src 'none'; style-src 'sha256-"))
        let script = try #require(html.firstMatch(of: /<script>(.*)<\/script>/.dotMatchesNewlines())?.1)
        #expect(policy.contains("'sha256-\(Data(SHA256.digest(Array(script.utf8))).base64EncodedString())'"))
    }

    @Test func everyPictureIsWellFormed() throws {
        let html = try Self.hostileReports()["html"]! + (try ReportHarness().render(["html"])["html"]!)
        let pictures = html.matches(of: /<svg .*?<\/svg>/.dotMatchesNewlines()).map { String($0.output) }
        #expect(pictures.count >= 8)
        for picture in pictures {
            #expect(throws: Never.self) { try XMLTree.parse(Data(picture.utf8)) }
        }
    }

    @Test func markdownTablesKeepTheirColumns() throws {
        let markdown = try Self.hostileReports()["markdown"]!
        // Code blocks and code spans show their text as written; everything else must be escaped.
        let prose = markdown.replacing(/```text\n.*?\n```/.dotMatchesNewlines(), with: "").replacing(/`[^`\n]*`/, with: "")
        #expect(markdown.contains("```text\nUndefined step."))
        #expect(!prose.contains("<script"))
        #expect(!prose.contains("<img"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains("ticks") }
        #expect(rows.count == 1)
        let unescapedPipes = rows[0].replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
        #expect(unescapedPipes == 5, "scenario, eager, lazy, passes: \(rows[0])")
    }

    @Test func xmlAndJSONStayWellFormed() throws {
        let reports = try Self.hostileReports()
        #expect(throws: Never.self) { try XMLTree.parse(Data(reports["junit"]!.utf8)) }
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(reports["cucumber-json"]!.utf8)) }
        for line in reports["message"]!.split(separator: "\n") {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
        }
    }

    @Test(arguments: [("a<b>&\"c'", "a&lt;b&gt;&amp;&quot;c&#39;"), ("bell\u{7}null\u{0}", "bell\u{FFFD}null\u{FFFD}"),
                      ("tab\tline\nend", "tab\tline\nend")])
    func markupEscaping(_ text: String, _ escaped: String) {
        #expect(MarkupText.escape(text) == escaped)
        #expect(!MarkupText.escape(text, inAttribute: true).contains("\n"))
    }

    /// The console formats and `github` show a name's or a step's control characters escaped, as
    /// error messages do (they used to write them raw: `github` escaped CR, but not ESC); with
    /// colours, the only ESC sequences left are the style's own.
    @Test(arguments: [false, true])
    func consoleFormatsWriteNoControlCharacterOfTheText(color: Bool) throws {
        var harness = ReportHarness()
        harness.features = [("features/evil\u{1B}]2;t\u{7}.feature", ViewerFeatures.terminalHostile)]
        // Made here rather than by the catalog, which colours standard output only.
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let formats = ["pretty", "progress", "summary", "github"]
        let outputs = try formats.map { try ReportOutput(.file("\(folder)/\($0)")) }
        let reporters: [any Reporter] = [PrettyReporter(output: outputs[0], color: color),
                                         SummaryReporter(output: outputs[1], color: color, showsProgress: true),
                                         SummaryReporter(output: outputs[2], color: color),
                                         GitHubReporter(output: outputs[3], stepSummaryPath: nil)]
        try harness.runner.run(try harness.plan(), reporters: reporters)
        let reports = try Dictionary(uniqueKeysWithValues: formats.map { ($0, try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8)) })
        for (format, text) in reports {
            let plain = text.replacing(/\x{1B}\[[0-9;]*m/, with: "")
            let raw = plain.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
            #expect(raw.isEmpty, "\(format): \(raw.map { String($0.value, radix: 16) })")
            // The summary alone names no scenario.
            #expect(format == "summary" || plain.contains("Evil\\u{1B}]52;c;ZXZpbA==\\u{7} name\\u{8}\\u{8} \\u{9B}31m"), "\(format)")
            #expect(!color || format == "github" || text.contains("\u{1B}[0m"), "\(format) has colours")
        }
        #expect(reports["pretty"]!.contains("Feature: Viewer\\u{1B}]0;pwned\\u{7}"))
        #expect(reports["pretty"]!.contains("tapped\\u{1B}[?1049h"))
        #expect(reports["github"]!.contains("title=Evil\\u{1B}]52;c;ZXZpbA==\\u{7} name\\u{8}\\u{8} \\u{9B}31m%0D over [eager]"))
    }

    /// Markdown reaches terminals too (`-f matrix` on standard output) and renderers: the matrix and
    /// the Markdown report write a name's control characters escaped (`ESC c` reset the terminal).
    @Test func markdownWritesNoControlCharacterOfTheText() throws {
        var harness = ReportHarness()
        harness.features = [("features/evil.feature", ViewerFeatures.terminalHostile)]
        for (format, text) in try harness.render(["matrix", "markdown"]) {
            let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
            #expect(raw.isEmpty, "\(format): \(raw.map { String($0.value, radix: 16) })")
            #expect(text.contains("\\\\u\\{1B\\}") || text.contains("\\u{1B}"), "\(format)")
        }
    }
}
