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

@Test func aTableKeepsItsRowsCellsTogetherAndReadsThemAsCells() throws {
    let (document, errors) = parse("Feature: f\nScenario: s\nGiven t\n  | a | bc |\n  | déjà | |\n")
    #expect(errors.isEmpty)
    let rows = try #require(firstScenario(document)?.steps.first?.dataTable?.rows)
    #expect(rows.map { $0.cells.map(\.value) } == [["a", "bc"], ["déjà", ""]])
    #expect(rows.map { $0.cells.map(\.location) } == [[Location(line: 4, column: 5), Location(line: 4, column: 9)],
                                                      [Location(line: 5, column: 5), Location(line: 5, column: 12)]])
    #expect(rows[1].cells.withValue(at: 0) { Array($0) } == Array("déjà".utf8))
    // A row read from a table equals one made of the same cells on their own, and hashes alike.
    let alone = TableCells(rows[0].cells.map { $0 })
    #expect(alone == rows[0].cells)
    #expect(alone.hashValue == rows[0].cells.hashValue)
    // The values stay apart: "a", "bc" is not "ab", "c".
    let moved = TableCells([TableCell(location: Location(line: 4, column: 5), value: "ab"),
                            TableCell(location: Location(line: 4, column: 9), value: "c")])
    #expect(moved != rows[0].cells)
    #expect(moved.hashValue != rows[0].cells.hashValue)
}

@Test func aRaggedTableStillNumbersItsRowsBeforeItIsDropped() {
    // As in the reference: each row takes its id before the table is found ragged, so a file
    // read after this one numbers its nodes on from the same id.
    var ids = IdGenerator()
    let source = "Feature: f\nScenario: s\nGiven t\n  | a | b |\n  | c |\n"
    guard case .failure = GherkinParser().parse(source, uri: "ragged.feature", ids: &ids) else {
        Issue.record("a ragged table is an error")
        return
    }
    #expect(ids.next == 4, "two rows, the step and the scenario")
}
