import JSON
import LanguageServer
import Testing

/// `textDocument/semanticTokens/full`: keywords, the step's parameters as its definition matches
/// them, an outline's placeholders, tags, comments and doc strings, in LSP's relative encoding.
@Suite struct SemanticTokensTests {
    static let uri = "file:///project/features/tokens.feature"

    /// The tokens of `text`, each as (line, start, length, kind's name), positions absolute.
    static func tokens(_ text: String) -> [(Int, Int, Int, String)] {
        let harness = ServerHarness(initialize: false)
        let legend = harness.request("initialize", ["rootUri": "file:///project", "capabilities": [:]])["result"]?["capabilities"]?[
            "semanticTokensProvider"]?["legend"]?["tokenTypes"]?.array?.compactMap(\.string) ?? []
        harness.open(uri, text)
        let data = harness.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])["result"]?["data"]?.array?
            .compactMap(\.integer) ?? []
        var line = 0
        var start = 0
        return stride(from: 0, to: data.count - 4, by: 5).map { index in
            line += data[index]
            start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
            return (line, start, data[index + 2], legend.indices.contains(data[index + 3]) ? legend[data[index + 3]] : "?")
        }
    }

    @Test func keywordsParametersTagsAndComments() {
        let found = Self.tokens("""
            # the offline banner
            @article-view @slow
            Feature: Tokens

              Scenario: Read offline
                Given the article "東京" is cached
                And my connection is offline
                When I shake the phone
            """)
        #expect(found.map { "\($0)" } == [
            (0, 0, 20, "comment"), (1, 0, 13, "decorator"), (1, 14, 5, "decorator"), (2, 0, 8, "keyword"),
            (4, 2, 9, "keyword"), (5, 4, 5, "keyword"), (5, 10, 16, "parameter"), (6, 4, 3, "keyword"),
            (6, 25, 7, "parameter"), (7, 4, 4, "keyword"),
        ].map { "\($0)" })
    }

    @Test func outlinePlaceholdersAndDocStrings() {
        let found = Self.tokens("""
            @article-view
            Feature: Tokens

              Scenario Outline: Connections
                Given my connection is <connection>
                Then I should see a "warning" banner
                  \"\"\"
                  a note
                  \"\"\"

                Examples:
                  | connection |
                  | offline    |
            """)
        #expect(found.map { "\($0)" } == [
            (0, 0, 13, "decorator"), (1, 0, 8, "keyword"), (3, 2, 17, "keyword"), (4, 4, 5, "keyword"),
            (4, 27, 12, "variable"), (5, 4, 4, "keyword"), (5, 22, 18, "parameter"), (6, 6, 3, "string"), (7, 6, 6, "string"), (8, 6, 3, "string"),
            (10, 4, 9, "keyword"),
        ].map { "\($0)" })
    }
}
