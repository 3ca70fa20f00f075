import Testing
@testable import Gherkin

@Test func tableCellsAreTrimmedAndUnescaped() throws {
    let (document, errors) = parse("Feature: f\nScenario: s\nGiven t\n  |  a  | b \\| c |\\\\|\\n x\\y|  |\n")
    #expect(errors.isEmpty)
    let scenario = try #require(firstScenario(document))
    let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)
    #expect(cells.map(\.value) == ["a", "b | c", "\\", "\n x\\y", ""])
    #expect(cells.map { $0.location.column } == [6, 11, 19, 22, 31])
}

@Test func textAfterTheLastPipeIsNoCell() {
    let (_, errors) = parse("Feature: f\nScenario: s\nGiven t\n  | a | b |\n  | c | d\n")
    #expect(errors == ["(5:3): inconsistent cell count within the table"])
    let (_, trailing) = parse("Feature: f\nScenario: s\nGiven t\n  | a |\n  | b \\")
    #expect(trailing == ["(5:3): inconsistent cell count within the table"])
}

@Test func tagsEndAtACommentAndMayBeJoined() {
    let listing = tokens("@a  @b #c @d\n@x@y @z#w\nFeature: f\n")
    #expect(listing[0] == "(1:1)TagLine://1:@a,5:@b")
    #expect(listing[1] == "(2:1)TagLine://1:@x,3:@y,6:@z#w")
}

@Test func aTagWithABlankInsideIsAnError() {
    let (_, errors) = parse("Feature: f\n  @ok @not ok\n  Scenario: s\n")
    #expect(errors == ["(2:7): A tag may not contain whitespace"])
}

@Test func docStringsLoseTheFenceIndentationAndUnescapeTheirFence() {
    let listing = tokens("Feature: f\nScenario: s\nGiven t\n    \"\"\"json\n      x\n  y\n    \\\"\\\"\\\" \\`\\`\\`\n    \"\"\"\n")
    #expect(listing[3] == "(4:5)DocStringSeparator:()\"\"\"/json/")
    #expect(Array(listing[4...6]) == ["(5:1)Other:/  x/", "(6:1)Other:/y/", "(7:1)Other:/\"\"\" \\`\\`\\`/"])
}

@Test func languageLinesAllowBlanksAroundTheirParts() {
    #expect(tokens("  #  language  :  fr  \nFonctionnalité: f\n").first == "(1:3)Language:/fr/")
    #expect(tokens("#language:en-lol\nOH HAI: f\n").first == "(1:1)Language:/en-lol/")
    #expect(tokens("# language: fr x\nFeature: f\n").first == "(1:1)Comment:/# language: fr x/")
}
