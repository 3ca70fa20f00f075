import Foundation
import Testing
@testable import Reports
import Runner

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
}
