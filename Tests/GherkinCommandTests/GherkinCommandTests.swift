import Foundation
import GherkinTestSupport
import Testing

/// `specrun gherkin` on good and hostile input: it prints messages, names bad files with line and
/// column on standard error, exits 2, and never crashes or hangs.
@Suite(.enabled(if: SpecrunBinary.url != nil, "the specrun executable was not built next to the tests"))
struct GherkinCommandTests {
    let folder: URL

    init() throws {
        folder = try SpecrunBinary.temporaryFolder()
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    private func file(_ name: String, _ text: String) throws -> String {
        try file(name, Array(text.utf8))
    }

    @Test func printsPicklesWithTheUriGiven() throws {
        let path = try file("ok.feature", "Feature: f\n  Scenario: s\n    Given x\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "pickles", "--uri", "features/ok.feature", path])
        #expect(outcome.status == 0)
        #expect(outcome.output == #"{"pickle":{"astNodeIds":["1"],"id":"3","language":"en","location":{"column":3,"line":2},"name":"s","steps":[{"astNodeIds":["0"],"id":"2","text":"x","type":"Context"}],"tags":[],"uri":"features/ok.feature"}}"# + "\n")
        #expect(outcome.errors.isEmpty)
    }

    /// Every case of the official conformance data comes out as the reference tools write it: the
    /// source, syntax tree and pickles of a good case (and its tokens), the errors of a bad one.
    @Test(arguments: ConformanceData.cases(in: "good"))
    func aGoodOfficialCaseComesOutAsTheReferenceWritesIt(_ name: String) throws {
        let path = ConformanceData.url("good", name).path
        let outcome = try SpecrunBinary.run(["gherkin", "--uri", "../testdata/good/\(name)", path])
        #expect(outcome.status == 0)
        let expected = try [".source.ndjson", ".ast.ndjson", ".pickles.ndjson"]
            .map { try ConformanceData.expected("good", name, $0) }.joined(separator: "\n")
        #expect(try ConformanceData.canonicalLines(outcome.output) == ConformanceData.canonicalLines(expected))
        let tokens = try SpecrunBinary.run(["gherkin", "--format", "tokens", path])
        #expect(tokens.output == (try ConformanceData.expected("good", name, ".tokens")))
    }

    @Test(arguments: ConformanceData.cases(in: "bad"))
    func aBadOfficialCaseComesOutAsTheReferenceWritesIt(_ name: String) throws {
        let path = ConformanceData.url("bad", name).path
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "errors", "--uri", "../testdata/bad/\(name)", path])
        #expect(outcome.status == 2)
        #expect(try ConformanceData.canonicalLines(outcome.output)
                == ConformanceData.canonicalLines(ConformanceData.expected("bad", name, ".errors.ndjson")))
    }

    @Test func printsTokens() throws {
        let path = try file("t.feature", "Feature: f\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "tokens", path])
        #expect(outcome.output == "(1:1)FeatureLine:()Feature/f/\nEOF\n")
    }

    @Test func idsRunOnAcrossFiles() throws {
        let first = try file("a.feature", "Feature: a\n  Scenario: s\n")
        let second = try file("b.feature", "Feature: b\n  Scenario: s\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "ast", first, second])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains(#""id":"0""#) && outcome.output.contains(#""id":"1""#))
    }

    @Test func parseErrorsGoToStandardErrorWithPathLineAndColumn() throws {
        let path = try file("bad.feature", "Feature: f\n  Scenario: s\n    Given x\n      | a | b |\n      | c |\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "errors", path])
        #expect(outcome.status == 2)
        #expect(outcome.errors == "\(path):5:7: inconsistent cell count within the table\n")
        #expect(outcome.output.contains(#""message":"(5:7): inconsistent cell count within the table""#))
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() throws {
        let path = try file("latin1.feature", Array("Feature: f\n  Scenario: caf".utf8) + [0xE9] + Array("\n".utf8))
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "ast", path])
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("\(path):2:16: invalid UTF-8 (byte 0xE9)"))
    }

    @Test func nulBytesAreAParseError() throws {
        let path = try file("nul.feature", [0, 0, 0x0A, 0])
        let outcome = try SpecrunBinary.run(["gherkin", path])
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("\(path):1:1: expected: #EOF, #Language"))
    }

    @Test func anEmptyFileParses() throws {
        let path = try file("empty.feature", "")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "ast", path])
        #expect(outcome.status == 0)
        #expect(outcome.output == #"{"gherkinDocument":{"comments":[],"uri":"\#(path)"}}"# + "\n")
    }

    @Test func aHugeLineIsQuotedShortly() throws {
        let path = try file("huge.feature", String(repeating: "x", count: 5_000_000))
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "errors", path])
        #expect(outcome.status == 2)
        #expect(outcome.errors.count < 1000)
        #expect(outcome.errors.hasPrefix("\(path):1:1: expected:"))
    }

    @Test func manyNestedLookingLinesFinish() throws {
        let body = (0..<10_000).map { String(repeating: " ", count: $0 % 200) + "@tag\($0)" }.joined(separator: "\n")
        let path = try file("deep.feature", "Feature: f\n" + body + "\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "errors", path])
        #expect(outcome.status == 2)
        #expect(outcome.errors == "\(path):10002: unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty\n")
    }

    @Test func aDirectoryOrAMissingFileIsNamed() throws {
        let missing = folder.appendingPathComponent("missing.feature").path
        let outcome = try SpecrunBinary.run(["gherkin", folder.path, missing])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(folder.path): is a directory"))
        #expect(outcome.errors.contains("\(missing): no such file"))
    }

    /// `/dev/full` fails every write as a full disk does: the command says so and exits 2.
    @Test func anOutputThatCannotBeWrittenIsAnError() throws {
        let path = try file("ok.feature", "Feature: f\n  Scenario: s\n    Given x\n")
        let outcome = try SpecrunBinary.run(["gherkin", "--format", "pickles", path], standardOutput: "/dev/full")
        #expect(outcome.status == 2)
        #expect(outcome.errors == "specrun gherkin: standard output: cannot write (No space left on device)\n")
    }

    @Test(arguments: [["gherkin"], ["gherkin", "--format", "yaml", "x.feature"], ["gherkin", "--bogus"],
                      ["gherkin", "--format"]])
    func badArgumentsExitWithTwo(_ arguments: [String]) throws {
        let outcome = try SpecrunBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("specrun gherkin: "))
    }

    /// A mistake names the argument at fault and, where one is close, what was meant.
    @Test(arguments: [
        (["gherkin", "--format", "pickle", "x.feature"],
         #"unknown format "pickle" (did you mean "pickles"?); the formats are "tokens", "ast", "pickles", "source" and "errors" (argument 3: "pickle")"#),
        (["gherkin", "--fromat", "ast", "x.feature"], #"unknown option --fromat; did you mean --format? (argument 2: "--fromat")"#),
        (["gherkin", "--format"], #"option --format needs a value (FORMAT) (argument 2: "--format")"#),
        (["gherkin", "--uri", "u", "a.feature", "b.feature"], #"--uri names one file, but 2 were given (argument 3: "u")"#),
        (["gherkin", "--uri", "u"], "no feature file given; name the files to parse"),
    ])
    func aBadArgumentIsNamedWithWhatWasMeant(_ arguments: [String], _ message: String) throws {
        let outcome = try SpecrunBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors == "specrun gherkin: \(message)\nRun 'specrun gherkin --help' for usage.\n")
        #expect(outcome.output.isEmpty)
    }

    @Test func optionsAreWrittenAsEveryOtherCommandTakesThem() throws {
        let path = try file("ok.feature", "Feature: f\n")
        let separate = try SpecrunBinary.run(["gherkin", "--format", "ast", "--uri", "u.feature", path])
        #expect(separate.output == #"{"gherkinDocument":{"comments":[],"feature":{"children":[],"description":"","keyword":"Feature","language":"en","location":{"column":1,"line":1},"name":"f","tags":[]},"uri":"u.feature"}}"# + "\n")
        for words in [["--format=ast", "--uri=u.feature", path], ["-f", "ast", "--uri", "u.feature", "--", path], ["-fast", "--uri", "u.feature", path]] {
            let outcome = try SpecrunBinary.run(["gherkin"] + words)
            #expect(outcome.status == 0)
            #expect(outcome.output == separate.output, "\(words)")
        }
    }

    @Test func helpAndLanguagesArePrinted() throws {
        let help = try SpecrunBinary.run(["gherkin", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("specrun gherkin [--format FORMAT…] [--uri URI] FILE…"))
        #expect(help.output.contains("-f, --format FORMAT"))
        let languages = try SpecrunBinary.run(["gherkin", "--languages"])
        #expect(languages.status == 0)
        #expect(languages.output.split(separator: "\n").contains("en\tEnglish\tEnglish"))
        #expect(languages.output.split(separator: "\n").count > 70)
    }
}
