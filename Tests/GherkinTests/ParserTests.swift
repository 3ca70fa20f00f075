import Testing
@testable import Gherkin

@Test func buildsTheTreeOfAFeature() throws {
    let source = """
        @f
        Feature: Caching
          Some description

          Background:
            Given a device

          @s
          Scenario Outline: view <article>
            When I open <article>
              | a | b |
            Then I see it

            @e
            Examples: names
              | article |
              | Cat     |

          Rule: offline
            Scenario: no network
              Given offline
              \"\"\"text
              doc
              \"\"\"
        """
    let (parsed, errors) = parse(source)
    #expect(errors.isEmpty)
    let feature = try #require(parsed?.feature)
    #expect(feature.name == "Caching")
    #expect(feature.description == "  Some description")
    #expect(feature.tags.map(\.name) == ["@f"])
    #expect(feature.children.count == 3)
    guard case .scenario(let outline) = feature.children[1], case .rule(let rule) = feature.children[2] else {
        Issue.record("unexpected children \(feature.children)")
        return
    }
    #expect(outline.keyword == "Scenario Outline")
    #expect(outline.examples.first?.tags.map(\.name) == ["@e"])
    #expect(outline.examples.first?.tableBody.count == 1)
    #expect(outline.steps.first?.dataTable?.rows.count == 1)
    guard case .scenario(let inRule) = rule.children.first else {
        Issue.record("no scenario in rule")
        return
    }
    #expect(inRule.steps.first?.docString == DocString(location: Location(line: 22, column: 7), mediaType: "text",
                                                      content: "doc", delimiter: "\"\"\""))
}

@Test func idsNumberChildrenBeforeParentsAndTagsBeforeTheirNode() throws {
    let (parsed, _) = parse("Feature: f\n@t\nScenario Outline: o\nGiven <x>\n@e\nExamples:\n| x |\n| 1 |\n| 2 |\n")
    guard case .scenario(let outline)? = parsed?.feature?.children.first else {
        Issue.record("no outline")
        return
    }
    #expect(outline.steps[0].id == "0")
    #expect(outline.examples[0].tableHeader?.id == "1")
    #expect(outline.examples[0].tableBody.map(\.id) == ["2", "3"])
    #expect(outline.examples[0].tags[0].id == "4")
    #expect(outline.examples[0].id == "5")
    #expect(outline.tags[0].id == "6")
    #expect(outline.id == "7")
}

@Test func errorsAreCollectedNotJustTheFirst() {
    let (_, errors) = parse("Feature: f\nScenario: s\nGiven a\n\"\"\"\nx\n\"\"\"\n\"\"\"\nstray\n")
    #expect(errors == [
        "(7:1): expected: #EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '\"\"\"'",
        "(8:1): expected: #EOF, #TableRow, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'stray'",
    ])
}

@Test func aRepeatedMessageIsReportedOnce() {
    let (_, errors) = parse("nope\nnope\n")
    #expect(errors.count == 2)
    #expect(errors[0].hasPrefix("(1:1): expected: #EOF, #Language"))
}

@Test func parsingStopsAfterElevenErrors() {
    let source = (1...50).map { "junk \($0)" }.joined(separator: "\n")
    let (_, errors) = parse(source)
    #expect(errors.count == 11)
    #expect(errors.last?.hasPrefix("(11:1)") == true)
}

@Test func anOpenDocStringAtTheEndIsAnError() {
    #expect(parse("Feature: f\nScenario: s\nGiven a\n```\n").1
            == ["(5:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
}

@Test func tagLinesBelongToTheBlockThatFollowsThem() {
    let listing = tokens("Feature: f\n@r\nRule: r\n@s\n# c\n\n@s2\nScenario: s\nGiven x\n@e\nExamples:\n@s3\nScenario: t\n")
    #expect(listing.count == 14)
    let (document, errors) = parse("Feature: f\n@r\nRule: r\n@s\n# c\n\n@s2\nScenario: s\nGiven x\n@e\nExamples:\n@s3\nScenario: t\n")
    #expect(errors.isEmpty)
    guard case .rule(let rule)? = document?.feature?.children.first,
          case .scenario(let first) = rule.children[0], case .scenario(let second) = rule.children[1] else {
        Issue.record("unexpected tree")
        return
    }
    #expect(rule.tags.map(\.name) == ["@r"])
    #expect(first.tags.map(\.name) == ["@s", "@s2"])
    #expect(first.examples.first?.tags.map(\.name) == ["@e"])
    #expect(second.tags.map(\.name) == ["@s3"])
}

@Test func aDocumentWithoutFeatureHasOnlyComments() {
    let (document, errors) = parse("# just a comment\n\n")
    #expect(errors.isEmpty)
    #expect(document?.feature == nil)
    #expect(document?.comments.map(\.text) == ["# just a comment"])
}

@Test func markdownReadsHeadingsListItemsAndCodeSpanTags() throws {
    let source = "# Feature: md\n\nText.\n\n`@tag`\n## Scenario: s\n* Given a\n- When b\n  | x |\n  |---|\n  | 1 |\n"
    let (document, errors) = parse(source, syntax: .markdown)
    #expect(errors.isEmpty)
    let scenario = try #require(firstScenario(document))
    #expect(scenario.tags.map(\.name) == ["@tag"])
    #expect(scenario.steps.map(\.text) == ["a", "b"])
    #expect(scenario.steps.last?.dataTable?.rows.map { $0.cells.map(\.value) } == [["x"], ["1"]])
}

/// The parser reads the candidates of a set by their bits (`Candidate(bit:)`, a cast of the bit's
/// number): each candidate's bit gives it back, and a set lists its candidates in the order of
/// their bits, as `init(rawValue:)` would have made them.
@Test func everyCandidateIsReadBackFromItsBit() {
    for candidate in ExpectedTokens.Candidate.allCases {
        #expect(ExpectedTokens.Candidate(bit: candidate.rawValue) == candidate)
        #expect(ExpectedTokens.Candidate(rawValue: candidate.rawValue) == candidate)
    }
    let all = ExpectedTokens(rawValue: ExpectedTokens.Candidate.allCases.reduce(0) { $0 | 1 << UInt32($1.rawValue) })
    #expect(all.candidates == ExpectedTokens.Candidate.allCases)
    #expect(ExpectedTokens(.other, .eof, .stepLine).candidates == [.eof, .stepLine, .other])
}
