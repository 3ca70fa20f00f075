import Testing
import JSON
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

/// The message writer keeps what many pickles share (a background step's message around its id,
/// an outline's tags, the uri) and writes the rest; what it writes must be each compiled pickle's
/// message, whichever backgrounds and rules a pickle takes and in whatever order they first come.
@Test func picklesWrittenWithTheirSharedPartsKeptAreTheCompiledPicklesMessages() throws {
    let source = """
        @feature
        Feature: Shared parts
          Background:
            Given a "quoted" background step
              | cell | <row> |
          Rule: a rule none of whose scenarios has steps
            Background:
              Given a step no pickle takes
            Scenario: empty
          Rule: a rule with its own background
            Background:
              And the rule's step
            @outline
            Scenario Outline: <title>
              Then it is <state>
              Examples: first
                | title | state |
                | one   | fresh |
                | two   | stale |
              @more
              Examples: second
                | title | state |
                | three | gone  |
          Rule: a third rule
            Background:
              When its own step
            Scenario: plain
              Then done
        """
    let (written, compiled, _) = try writtenAndCompiled(source, uri: "shared \"parts\".feature")
    #expect(written.text == compiled.text)
    #expect(written.text.split(separator: "\n").count == 5)
    #expect(written.text.contains(#""text":"the rule's step","type":"Context""#))
}

/// An outline step's argument and text are written once for all the rows of an examples table
/// when no placeholder is in them, and filled in for each row when one is: each row's message
/// must be its compiled pickle's, for every mix of the two, over two examples tables with their
/// columns in another order.
@Test func outlineStepsWrittenWithTheirSharedPartsAreTheCompiledPicklesMessages() throws {
    let source = #"""
        Feature: Outline parts
          Scenario Outline: <name> of "parts"
            Given a fixed "step"
              | fixed | table |
            And the <name> step
              """
              fixed doc string
              """
            When a fixed step with a <name> table
              | <name> | <count> |
              | plain  | cell    |
            Then a doc string with <count>
              """<kind>
              <name> is <count>
              """
            But <count> and <name> both
            Examples: first
              | name | count | kind |
              | one  | 1     | json |
              | two  | 2     | text |
              | ünï  | "3"   | md   |
            Examples: second
              | count | name | other |
              | 4     | four | x     |
              | 5     | <name> | y   |
        """#
    let (written, compiled, pickles) = try writtenAndCompiled(source, uri: "outline.feature")
    #expect(written.text == compiled.text)
    #expect(pickles.count == 5)
    #expect(pickles[2].steps[3].argument?.docString?.content == #"ünï is "3""#)
    #expect(pickles[3].steps[2].argument?.dataTable?.rows[0] == ["four", "4"])
    #expect(written.text.contains(#""text":"the two step""#))
}

/// An outline's texts written from the templates kept for its examples table (the runs between
/// placeholders escaped once, each row's values once) are the texts filled in row by row: values
/// to escape, a value holding `<` (filled header after header), a stray `<`, placeholders side by
/// side, headers holding `<` or `>`, a placeholder no header names.
@Test func outlineTextsWrittenFromKeptTemplatesAreTheTextsFilledRowByRow() throws {
    let source = #"""
        Feature: templates
          Scenario Outline: <a> and <b>
            Given <a> then <b> then <a>
            And a stray < before <a>
            And <a><b> side by side, <c> named by none
            And "<b>" quoted \ back
            Examples:
              | a           | b             |
              | 1           | two "2"       |
              | <b>         | x             |
              | line\nbreak | back \\ slash |
              |             | empty a       |
            Examples: odd headers
              | <a> | b>  |
              | x   | y   |
        """#
    let (written, compiled, pickles) = try writtenAndCompiled(source, uri: "templates.feature")
    #expect(written.text == compiled.text)
    #expect(pickles.count == 5)
    #expect(pickles[0].name == #"1 and two "2""#)
    #expect(pickles[1].steps[0].text == "x then x then x")
    #expect(pickles[2].steps[0].text == "line\nbreak then back \\ slash then line\nbreak")
    #expect(pickles[3].steps[1].text == "a stray < before ")
}

/// The pickle messages of `source` written from the compiler's pieces, and written from the
/// compiled pickles (which are returned too): the two writers must agree byte for byte.
private func writtenAndCompiled(_ source: String, uri: String) throws -> (written: JSONWriter, compiled: JSONWriter, pickles: [Pickle]) {
    var ids = IdGenerator()
    let document = try GherkinParser().parse(source, uri: uri, ids: &ids).get()
    var written = JSONWriter(), compiled = JSONWriter()
    var forWriting = ids, forCompiling = ids
    GherkinMessages.writePickles(of: document, ids: &forWriting, to: &written)
    let pickles = PickleCompiler().compile(document, ids: &forCompiling)
    for pickle in pickles {
        GherkinMessages.write(pickle, to: &compiled)
        compiled.raw(0x0A)
    }
    return (written, compiled, pickles)
}

@Test(arguments: [PickleStepType.unknown, .context, .action, .outcome])
func aStepKindsMessageTailIsItsTypeFieldWithItsRawValue(_ type: PickleStepType) {
    #expect(type.messageTail.description == #","type":"\#(type.rawValue)"}"#)
}

/// A text filled in in one pass (each placeholder found once) is the text filled in header
/// after header, as the reference does, whatever the headers, texts and values: a stray `<`, a
/// value holding `<` or a header holding `<` or `>` falls back to filling header after header.
@Test func placeholdersFilledInOnePassAreFilledAsHeaderAfterHeader() {
    func row(_ values: [String]) -> TableRow {
        TableRow(id: "r", location: Location(line: 1), cells: TableCells(values.map { TableCell(location: Location(line: 1), value: $0) }))
    }
    func check(_ header: [String], _ text: String, _ values: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let placeholders = Placeholders(header: row(header))
        let expected = placeholders.fillHeaderAfterHeader(text, with: row(values))
        #expect(placeholders.fill(text, with: row(values)) == expected, "\(header) \(text) \(values)", sourceLocation: sourceLocation)
        let written = placeholders.withFilled(text, with: row(values)) { String(decoding: $0, as: UTF8.self) }
        #expect(written == expected, "\(header) \(text) \(values)", sourceLocation: sourceLocation)
    }

    check(["n", "article"], "Warm cache <n>: <article>, <n> again", ["7", "Tokyo"])
    check(["a"], "<a><a>", ["é"])
    check(["a", "a"], "<a> twice", ["first", "second"])
    check([""], "empty <> name", ["x"])
    check(["a"], "1 < 2 <a>", ["x"])
    check(["a", "b"], "<a> then <b>", ["<b>", "B"])          // a value naming a later column
    check(["b", "a"], "<a> then <b>", ["<a>", "A"])          // ... or an earlier one
    check(["a"], "<a> <missing>", ["x"])
    check(["a", "b"], "<a> and <b>", ["x"])                   // a row short of a column
    check(["a>b", "a"], "<a>b> and <a>", ["1", "2"])
    check(["x"], "<<x>>", ["y"])

    // Every text of up to three pieces, under headers that do and do not allow one pass, with
    // values that do and do not name a column: each filled both ways.
    let headers = [["a"], ["a", "b"], ["b", "a"], ["a", "a"], ["a>b", "a"], ["<a"], [""]]
    let pieces = ["<a>", "<b>", "<", ">", "x", "<a>b>", "<>"]
    let values = ["1", "<a>", "<b>", ">", ""]
    var texts = [""]
    for _ in 0..<3 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
    for header in headers {
        var rows: [[String]] = [[]]
        for _ in header { rows = rows.flatMap { row in values.map { row + [$0] } } }
        for text in Set(texts) { for row in rows { check(header, text, row) } }
    }
}

@Test func oneWriterKeptFromDocumentToDocumentWritesWhatFreshOnesWrite() throws {
    // A thread of `specrun gherkin` writes every document's pickles with one `PickleWriter`: what
    // it kept for a document (a background's steps, an outline's templates and tags, the uri)
    // must not leak into the next.
    let sources = [
        ("one.feature", """
            @f
            Feature: One
              Background:
                Given a kept step
              Scenario Outline: <a> row
                When I use <a> and <b>
                Examples: @e
                  | a | b |
                  | 1 | x |
                  | 2 | y |
            """),
        ("two.feature", """
            Feature: Two
              Scenario: plain
                Given another step
              Scenario Outline: <c>
                Then <c>
                Examples:
                  | c |
                  | z |
            """),
        ("three.feature", """
            Feature: Three
              Background:
                Given a different kept step
              Scenario: last
                Then done
            """),
    ]
    var ids = IdGenerator()
    let documents = try sources.map { try GherkinParser().parse($0.1, uri: $0.0, ids: &ids).get() }
    var kept = PickleWriter()
    var reused = JSONWriter(), fresh = JSONWriter()
    var idsReused = ids, idsFresh = ids
    for document in documents {
        GherkinMessages.writePickles(of: document, ids: &idsReused, to: &reused, using: &kept)
        GherkinMessages.writePickles(of: document, ids: &idsFresh, to: &fresh)
    }
    #expect(reused.text == fresh.text)
    // Every document written (not both empty alike).
    for (uri, _) in sources { #expect(reused.text.contains(#""uri":"\#(uri)""#)) }
}

@Test func astNodeIdsAreTheNodesThenTheRows() {
    let step = AstNodeIds("7"), row = AstNodeIds("7", row: "9"), none = AstNodeIds()
    #expect(Array(step) == ["7"] && Array(row) == ["7", "9"] && Array(none).isEmpty)
    #expect(row.first == "7" && row[1] == "9" && row.count == 2)
    #expect(row == ["7", "9"] && step == ["7"] && none == [])
    #expect(step != row)
}
