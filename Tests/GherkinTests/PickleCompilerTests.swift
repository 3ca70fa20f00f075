import Testing
@testable import Gherkin

@Test func outlinesExpandOnePicklePerRowWithPlaceholdersFilled() {
    let compiled = pickles("""
        Feature: f
          Scenario Outline: open <name>
            Given <name> at <rev>
              \"\"\"<type>
              body <name>
              \"\"\"
            Then cell
              | <name> | <missing> |

            Examples:
              | name | rev | type |
              | Cat  | 1   | json |
              | Dog  | $2\\\\ | xml  |
        """)
    #expect(compiled.map(\.name) == ["open Cat", "open Dog"])
    #expect(compiled[0].steps[0].text == "Cat at 1")
    #expect(compiled[1].steps[0].text == "Dog at $2\\")
    #expect(compiled[0].steps[0].argument?.docString == PickleDocString(mediaType: "json", content: "body Cat"))
    #expect(compiled[1].steps[1].argument?.dataTable?.rows == [["Dog", "<missing>"]])
    #expect(compiled[0].location == Location(line: 12, column: 7))
    #expect(compiled[0].astNodeIds.count == 2)
}

@Test func backgroundsComeFirstAndTagsAreInherited() {
    let compiled = pickles("""
        @f
        Feature: f
          Background:
            Given feature background
          @r
          Rule: r
            Background:
              And rule background
            @s
            Scenario: s
              When act
              But also
        """)
    #expect(compiled.count == 1)
    #expect(compiled[0].steps.map(\.text) == ["feature background", "rule background", "act", "also"])
    #expect(compiled[0].steps.map(\.type) == [.context, .context, .action, .action])
    #expect(compiled[0].tags.map(\.name) == ["@f", "@r", "@s"])
}

@Test func aScenarioWithoutStepsGetsNoBackgroundSteps() {
    let compiled = pickles("Feature: f\n  Background:\n    Given b\n  Scenario: empty\n")
    #expect(compiled.count == 1)
    #expect(compiled[0].steps.isEmpty)
}

@Test func examplesWithoutTableMakeNoPickles() {
    #expect(pickles("Feature: f\n  Scenario Outline: o\n    Given x\n    Examples:\n").isEmpty)
    #expect(pickles("Feature: f\n  Scenario Outline: o\n    Given x\n    Examples:\n      | h |\n").isEmpty)
}

@Test func aStepWithTableAndDocStringNumbersThemInSourceOrder() {
    let compiled = pickles("Feature: f\n Scenario: s\n  Given x\n   \"\"\"\n   d\n   \"\"\"\n   | a |\n")
    #expect(compiled[0].steps[0].argument?.docString?.argumentIndex == 1)
    #expect(compiled[0].steps[0].argument?.dataTable?.argumentIndex == 2)
}

@Test func pickleIdsContinueAfterTheAST() {
    let compiled = pickles("Feature: f\n Scenario: s\n  Given x\n  When y\n")
    #expect(compiled[0].steps.map(\.id) == ["3", "4"])
    #expect(compiled[0].id == "5")
}

@Test func reservedIdsAreTheOnesCompilingWouldTake() throws {
    var ids = IdGenerator()
    let source = "Feature: f\n Background:\n  Given b\n Scenario Outline: o\n  When <x>\n  Examples:\n   | x |\n   | 1 |\n   | 2 |\n"
    let document = try GherkinParser().parse(source, uri: "x", ids: &ids).get()
    var later = ids.reserve(PickleCompiler().idCount(of: document))
    #expect(ids.newId() == "14")  // the AST took 0…7, the pickles take 8…13
    let pickles = PickleCompiler().compile(document, ids: &later)
    #expect(pickles.map(\.id) == ["10", "13"])
    #expect(later.newId() == "14")
}
