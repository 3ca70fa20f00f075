import Foundation
import JSON
import Testing
@testable import Gherkin

/// `specrun gherkin --format pickles` writes the pickle messages straight from the syntax tree
/// (`GherkinMessages.writePickles`); they must be the very bytes and ids of compiling the pickles
/// as a run does (`PickleCompiler`) and writing each one: checked on every case of the official
/// Gherkin data and on the corners of outlines.
@Suite struct PickleMessagesTests {
    static let testdata: URL = {
        if let root = ProcessInfo.processInfo.environment["SPECRUN_TESTDATA"], !root.isEmpty {
            return URL(fileURLWithPath: root).appendingPathComponent("gherkin-testdata")
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("testdata/gherkin-testdata")
    }()

    static let cases: [String] = ["good", "bad"].flatMap { kind in
        let folder = testdata.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted().map { "\(kind)/\($0)" }
    }

    @Test func theOfficialDataIsThere() {
        #expect(Self.cases.count >= 50)
    }

    @Test(arguments: cases.filter { $0.hasPrefix("good/") })
    func officialCaseWritesTheCompiledPickles(_ name: String) throws {
        let data = try Data(contentsOf: Self.testdata.appendingPathComponent(name))
        guard case .success(let source) = SourceText.decode(data, uri: name) else { return }
        try expectTheCompiledPickles(source, syntax: GherkinParser.Syntax(path: name))
    }

    @Test(arguments: [
        // placeholders in names, steps, tables and doc strings; a value holding another placeholder
        "Feature: f\n  Scenario Outline: o <a> <b>\n    Given <a> and <b> <a>\n      | <a> | x<b>y |\n      \"\"\"<b>\n      doc <a>\n      \"\"\"\n    Examples:\n      | a | b |\n      | 1<b> | 2 |\n      | \"q\\\\ | \\|\\n |\n",
        // a placeholder made of text and a value, and values holding a later header's placeholder
        "Feature: f\n  Scenario Outline: o <<b>>\n    Given <<b>> <a> <c\n    Examples:\n      | b | c | a |\n      | c | y | <b> |\n      | x | <a> | z |\n",
        // header names and values that JSON escapes
        "Feature: f\n  Scenario Outline: <a\"b> <c\\d>\n    Given <a\"b><c\\d> <\t>\n    Examples:\n      | a\"b | c\\\\d | \t |\n      | \"\" | \\\\ | tab |\n",
        // backgrounds and tags of feature, rule, scenario and examples; a rule's own background
        "@f\nFeature: f\n  Background:\n    Given b\n  @s\n  Scenario: s\n    When w\n  @r\n  Rule: r\n    Background:\n      Given rb\n    @o\n    Scenario Outline: o\n      Then <x>\n      And more\n      @e\n      Examples:\n        | x |\n        | 1 |\n      Examples:\n        | x |\n    Scenario: empty\n",
        // a step with a data table and a doc string, in both orders; an empty media type
        "Feature: f\n  Scenario: s\n    Given t\n      | a |\n      \"\"\"\n      d\n      \"\"\"\n    * u\n      ```\n      e\n      ```\n      | b |\n",
        "",
        "# language: fr\nFonctionnalité: f\n  Scénario: s\n    Soit x\n",
    ])
    func cornerCaseWritesTheCompiledPickles(_ source: String) throws {
        try expectTheCompiledPickles(source, syntax: .plain)
    }

    private func expectTheCompiledPickles(_ source: String, syntax: GherkinParser.Syntax) throws {
        var ids = IdGenerator(startingAt: 7)
        let document = try GherkinParser(syntax: syntax).parse(source, uri: "a \"quoted\" uri", ids: &ids).get()
        var writtenIds = ids, compiledIds = ids
        var written = JSONWriter()
        GherkinMessages.writePickles(of: document, ids: &writtenIds, to: &written)
        var compiled = JSONWriter()
        for pickle in PickleCompiler().compile(document, ids: &compiledIds) {
            GherkinMessages.write(pickle, to: &compiled)
            compiled.raw(0x0A)
        }
        #expect(written.text == compiled.text)
        #expect(writtenIds.newId() == compiledIds.newId(), "both take the same ids")
    }
}
