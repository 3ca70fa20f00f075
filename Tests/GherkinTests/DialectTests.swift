import Testing
@testable import Gherkin

@Test func everyDialectOfTheOfficialListIsBuiltIn() {
    #expect(Dialect.all.count == 80)
    #expect(Dialect.codes.contains("zh-CN") && Dialect.codes.contains("en-lol") && Dialect.codes.contains("em"))
    #expect(Dialect.named("no-such") == nil)
}

@Test func keywordsAreListedByKind() throws {
    let french = try #require(Dialect.named("fr"))
    #expect(french.name == "French")
    #expect(french.keywords(.feature) == ["Fonctionnalité"])
    #expect(french.keywords(.given).contains("Soit "))
    #expect(french.keywords(.scenarioOutline).contains("Plan du scénario"))
    #expect(Dialect.english.keywords(.examples) == ["Examples", "Scenarios"])
}

@Test func stepKeywordsHaveTheirKind() {
    let english = Dialect.english
    #expect(english.keywordType(ofStepKeyword: "Given ") == .context)
    #expect(english.keywordType(ofStepKeyword: "When ") == .action)
    #expect(english.keywordType(ofStepKeyword: "Then ") == .outcome)
    #expect(english.keywordType(ofStepKeyword: "But ") == .conjunction)
    #expect(english.keywordType(ofStepKeyword: "* ") == .unknown)
    #expect(english.keywordType(ofStepKeyword: "Nope ") == nil)
    #expect(english.stepKeywords.first.map { $0.count } == english.stepKeywords.map(\.count).max())
}

@Test func aLanguageLineSwitchesTheKeywords() throws {
    let (document, errors) = parse("# language: fr\nFonctionnalité: f\n  Scénario: s\n    Soit a\n    Et b\n")
    #expect(errors.isEmpty)
    #expect(document?.feature?.language == "fr")
    let scenario = try #require(firstScenario(document))
    #expect(scenario.steps.map(\.keyword) == ["Soit ", "Et "])
    #expect(scenario.steps.map(\.keywordType) == [.context, .conjunction])
}

@Test func keywordsWithoutTrailingSpaceMatchToo() throws {
    let (document, errors) = parse("# language: zh-CN\n功能: f\n  场景: s\n    假如有\n")
    #expect(errors.isEmpty)
    let scenario = try #require(firstScenario(document))
    #expect(scenario.steps.first?.text == "有")
}

@Test func anUnknownLanguageIsAnError() {
    #expect(parse("# language: xx-YY\nFeature: f\n").1 == ["(1:1): Language not supported: xx-YY"])
}

/// A syntax tree takes a keyword line's keyword from its dialect's table (`Token.keywordIndex`):
/// every keyword of every group is spelled at its entry's place, as written (a title keyword
/// without its colon), so the string is the line's own bytes.
@Test func everyKeywordIsSpelledAtItsEntrysPlace() throws {
    for dialect in Dialect.all {
        let table = try #require(KeywordTable.named(dialect.code))
        let groups = [table.feature, table.rule, table.background, table.scenario, table.examples, table.steps]
        let entries = groups.flatMap(\.all)
        #expect(table.spellings.count == entries.count, "\(dialect.code)")
        for entry in entries {
            let spelling = try #require(entry.spelling.map(Int.init), "\(dialect.code) \(entry.keyword)")
            #expect(table.spellings[spelling] == entry.keyword, "\(dialect.code) \(entry.keyword)")
            #expect(Array(table.spellings[spelling].utf8) == (entry.type == nil ? Array(entry.prefix.dropLast()) : entry.prefix),
                    "\(dialect.code) \(entry.keyword)")
        }
    }
}

/// Each dialect's table holds its step keywords once each, of the kinds the dialect says, and
/// tries a keyword before any keyword that begins it (the order of keywords neither of which
/// begins the other decides nothing: no line starts with both).
@Test func everyDialectsStepTableHasTheKindsTheDialectSays() throws {
    for dialect in Dialect.all {
        let table = try #require(KeywordTable.named(dialect.code))
        let keywords = table.steps.all.map(\.keyword)
        #expect(keywords.sorted() == dialect.stepKeywords.sorted(), "\(dialect.code)")
        for entry in table.steps.all {
            #expect(entry.type == dialect.keywordType(ofStepKeyword: entry.keyword), "\(dialect.code) \(entry.keyword)")
        }
        for (index, entry) in table.steps.all.enumerated() {
            for later in table.steps.all[(index + 1)...] {
                #expect(!later.prefix.starts(with: entry.prefix) || later.prefix == entry.prefix,
                        "\(dialect.code): \(later.keyword) comes after \(entry.keyword), which begins it")
            }
        }
    }
}
