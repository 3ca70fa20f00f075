import Gherkin
import Testing

/// `GherkinFormatter`'s rules, one at a time.
@Suite struct FormatterTests {
    private func format(_ source: String) throws -> String {
        try GherkinFormatter().format(source, uri: "test.feature").get()
    }

    @Test func indentsByStructureWithOneBlankLineBetweenScenarios() throws {
        let source = "Feature: Cache\nScenario: A\nGiven a\nScenario: B\n\n\n\nWhen b\n"
        #expect(try format(source) == "Feature: Cache\n\n  Scenario: A\n    Given a\n\n  Scenario: B\n    When b\n")
    }

    /// Wide characters take two columns, a combining accent none, an emoji two.
    @Test func alignsCellsByDisplayWidth() throws {
        let source = "Feature: F\n Scenario: S\n  Given t\n |東京|x|\n |e\u{301}|yy|\n |🥒|z|\n"
        let formatted = try format(source)
        #expect(formatted.contains("      | 東京 | x  |\n      | e\u{301}    | yy |\n      | 🥒   | z  |\n"), "\(formatted)")
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
    }

    @Test func escapesCellsAsTheyAreRead() throws {
        let source = #"Feature: F"# + "\n Scenario: S\n  Given t\n | a\\|b | c\\\\d | e\\nf |\n"
        #expect(try format(source).contains(#"      | a\|b | c\\d | e\nf |"#))
    }

    @Test func keepsKeywordsOfTheLanguageAndTheLanguageLine() throws {
        let source = "#language:fr\nFonctionnalité: Cache\nScénario: Hors ligne\nSoit un article\nEt puis\n"
        #expect(try format(source) == "# language: fr\nFonctionnalité: Cache\n\n  Scénario: Hors ligne\n    Soit un article\n    Et puis\n")
    }

    @Test func keepsCommentsBeforeWhatFollowsThem() throws {
        let source = "# top\nFeature: F\n# before the scenario\n      Scenario: S\n# before the step\nGiven a\n# at the end\n"
        #expect(try format(source) == "# top\nFeature: F\n\n  # before the scenario\n  Scenario: S\n    # before the step\n    Given a\n    # at the end\n")
    }

    @Test func keepsTheFilesLineBreaks() throws {
        #expect(try format("Feature: F\r\nScenario: S\r\nGiven a\r\n") == "Feature: F\r\n\r\n  Scenario: S\r\n    Given a\r\n")
    }

    /// A doc string's content is kept to the byte, its fences escaped inside it.
    @Test func keepsDocStrings() throws {
        let source = "Feature: F\nScenario: S\nGiven a\n\"\"\"json\n  {\n\n  \\\"\\\"\\\"\n\"\"\"\n"
        #expect(try format(source).hasSuffix("      \"\"\"json\n        {\n\n        \\\"\\\"\\\"\n      \"\"\"\n"))
    }

    @Test func refusesWhatDoesNotParse() {
        guard case .failure(let problems) = GherkinFormatter().format("Feature: F\nScenario: S\nGiven t\n| a |\n| b | c |\n", uri: "t.feature")
        else { Issue.record("formatted"); return }
        #expect(problems.errors.first?.location.line == 5)
    }

    @Test func anEmptyFileStaysEmpty() throws {
        #expect(try format("") == "")
        #expect(try format("\n\n# only a comment\n\n") == "# only a comment\n")
    }
}
