import JSON
import LanguageServer
import Testing

/// A file is unparseable on most keystrokes: a parse error costs only the lines it names, and the
/// rest keeps its diagnostics, symbols, hover and definition. Formatting still refuses it.
@Suite struct HalfTypedTests {
    static let uri = "file:///project/features/half.feature"
    static let head = "@article-view\nFeature: Half typed\n  Scenario: First\n    Given $article is cahced\n"

    func codes(_ diagnostics: [JSONValue]) -> [String] {
        diagnostics.compactMap { $0["code"]?.string }
    }

    @Test(arguments: [
        // A misspelt keyword after the steps.
        "    Thn I should see the cached content\n",
        // A table mid-edit.
        "    Given $article is cached\n      | a | b |\n      | 1\n",
        // A doc string never closed.
        "    When I navigate to it\n      \"\"\"\n      text\n",
        // Two bad lines.
        "    Thn one\n    Whn two\n",
    ])
    func theRestOfTheFileKeepsItsDiagnostics(_ slip: String) throws {
        let harness = ServerHarness()
        let text = Self.head + slip + "\n  Scenario: Second\n    When I navigate to it\n    Then I should se the cached content\n"
        let diagnostics = harness.open(Self.uri, text)
        #expect(codes(diagnostics).contains("parse-error"))
        // Both undefined steps, before and after the slip, are still found.
        let undefined = diagnostics.filter { $0["code"]?.string == "undefined-step" }
        #expect(undefined.compactMap { $0["range"]?["start"]?["line"]?.integer } .count == 2, "\(diagnostics)")
        let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])["result"]?[0]
        #expect(symbols?["children"]?.array?.compactMap { $0["name"]?.string } == ["First", "Second"])
        let hover = harness.request("textDocument/hover", harness.at(Self.uri, 3, 8))["result"]
        #expect(hover?["contents"]?["value"]?.string?.contains("Did you mean") == true)
        let formatting = harness.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting["error"]?["message"]?.string?.contains("does not parse") == true)
    }
}
