import Foundation
import JSON
import LanguageServer
import Runner
import SpecrunKit
import Testing

/// The server's capabilities, one message in and the messages out, in process.
@Suite struct LanguageServerTests {
    static let uri = "file:///project/features/offline.feature"
    static let feature = """
        @article-view
        Feature: Offline

          Scenario: Cached article read offline
            Given $article is cached
            And my connection is offline
            When I navigate to it
            Then I should see locally stored revision of $article immediately

        """

    @Test func initializeAnnouncesTheCapabilities() {
        let harness = ServerHarness(initialize: false)
        let response = harness.request("initialize", ["rootUri": "file:///project", "capabilities": [:]])
        let capabilities = response["result"]?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"]?.integer == 2)
        for name in ["hoverProvider", "definitionProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            #expect(capabilities?[name]?.bool == true, "\(name)")
        }
        #expect(capabilities?["completionProvider"] != nil)
        #expect(capabilities?["codeActionProvider"] != nil)
    }

    @Test func aCorrectFeatureHasNoDiagnostics() {
        let harness = ServerHarness()
        #expect(harness.open(Self.uri, Self.feature).isEmpty)
    }

    @Test func parseErrorsAreAtTheirPlace() {
        let harness = ServerHarness()
        let diagnostics = harness.open(Self.uri, "@article-view\nFeature: F\n  Scenario: S\n    Given $article is cached\n    just words\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["range"]?["start"] == ServerHarness.position(4, 4))
        #expect(diagnostics.first?["message"]?.string?.hasPrefix("expected: #EOF") == true)
    }

    /// An undefined step: the nearest step texts as "did you mean", the first one the step with its words corrected.
    @Test func anUndefinedStepSuggestsTheNearestTexts() {
        let harness = ServerHarness()
        let text = Self.feature.replacingOccurrences(of: "my connection is offline", with: "my conection is offline")
        let diagnostics = harness.open(Self.uri, text)
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?["code"]?.string == "undefined-step")
        #expect(diagnostic?["range"] == ["start": ServerHarness.position(5, 8), "end": ServerHarness.position(5, 31)])
        #expect(diagnostic?["data"]?["suggestions"]?[0]?.string == "my connection is offline")
        #expect(diagnostic?["message"]?.string?.contains("did you mean \"my connection is offline\"") == true)

        let actions = harness.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.uri)], "range": diagnostic?["range"] ?? .null,
            "context": ["diagnostics": [diagnostic ?? .null]],
        ])
        let edit = actions["result"]?[0]?["edit"]?["changes"]?[Self.uri]?[0]
        #expect(edit?["newText"]?.string == "my connection is offline")
        #expect(actions["result"]?[0]?["isPreferred"]?.bool == true)
    }

    @Test func theSystemTagIsChecked() {
        let harness = ServerHarness()
        let none = harness.open(Self.uri, Self.feature.replacingOccurrences(of: "@article-view\n", with: ""))
        #expect(none.map { $0["message"]?.string ?? "" } == ["the feature names no system under test; tag it with one of @article-view, @safe-app"])
        let misspelt = harness.open("file:///project/b.feature", Self.feature.replacingOccurrences(of: "@article-view", with: "@artcle-view"))
        #expect(misspelt.first?["message"]?.string == "@artcle-view names no system; did you mean @article-view?")
    }

    /// `Scenaro:` after a feature's header is description text to the grammar: a warning says so.
    @Test func aMisspeltKeywordIsAWarning() {
        let harness = ServerHarness()
        let diagnostics = harness.open(Self.uri, "@article-view\nFeature: F\n  Scenaro: cached\n    Givne $article is cached\n")
        let messages = diagnostics.map { $0["message"]?.string ?? "" }
        #expect(messages == ["\"Scenaro:\" is read as description text, not as a keyword; did you mean \"Scenario:\"?"])
        #expect(diagnostics.first?["severity"]?.integer == 2)
        let step = harness.open("file:///project/c.feature", "@article-view\nFeature: F\n  Scenario: S\n    Givne $article is cached\n")
        #expect(step.first?["message"]?.string == "\"Givne\" is read as description text, not as a keyword; did you mean \"Given\"?")
        let afterSteps = harness.open("file:///project/d.feature", "@article-view\nFeature: F\n  Scenario: S\n    Given $article is cached\n    Givne $article is cached\n")
        #expect(afterSteps.first?["code"]?.string == "parse-error", "after the steps began, it is a parse error")
    }

    /// Changes by range, counted in UTF-16 code units (an emoji is two), are applied in order.
    @Test func incrementalChangesApply() {
        let harness = ServerHarness()
        let text = Self.feature.replacingOccurrences(of: "Feature: Offline", with: "Feature: Offline 🥒")
        harness.open(Self.uri, text)
        // "offline" on line 5 becomes "offlin" (undefined), then "offline" again.
        let change: (Int, Int, Int, String) -> [JSONValue] = { version, from, to, newText in
            _ = harness.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(Self.uri), "version": .number(Double(version))],
                "contentChanges": [["range": ["start": ServerHarness.position(5, from), "end": ServerHarness.position(5, to)],
                                    "text": .string(newText)]],
            ])
            return harness.diagnostics(of: Self.uri)
        }
        #expect(change(2, 31, 32, "").count == 1)
        #expect(change(3, 31, 31, "e").isEmpty)
        _ = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 4],
            "contentChanges": [["range": ["start": ServerHarness.position(1, 17), "end": ServerHarness.position(1, 19)], "text": "!"]],
        ])
        let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(symbols["result"]?[0]?["name"]?.string == "Offline !")
    }

    @Test func hoverShowsTheDefinition() {
        let harness = ServerHarness()
        harness.open(Self.uri, Self.feature)
        let hover = harness.request("textDocument/hover", harness.at(Self.uri, 5, 10))
        let text = hover["result"]?["contents"]?["value"]?.string ?? ""
        #expect(text.contains("`my (internet )connection is {connection}`"), "\(text)")
        #expect(text.contains("Defined at `SpecrunKit/CommonSteps.swift:"), "\(text)")
    }

    /// A step definition's `///` comment above its registration is in the hover.
    @Test func hoverShowsTheDocComment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Steps.swift").path
        try "struct S {\n    /// Empties the basket,\n    /// every item of it.\n    func register() {}\n}\n".write(toFile: source, atomically: true, encoding: .utf8)
        var steps = StepRegistry<Int>()
        steps.when("I empty the basket", file: "Shop/Steps.swift", line: 4, filePath: source) { _, _ in }
        let harness = ServerHarness(systems: [try AnySystem(BasketSystem(steps: steps))])
        harness.open(Self.uri, "Feature: Basket\n  Scenario: Empty\n    When I empty the basket\n")
        let text = harness.request("textDocument/hover", harness.at(Self.uri, 2, 8))["result"]?["contents"]?["value"]?.string ?? ""
        #expect(text == "**When** `I empty the basket`\n\nEmpties the basket,\nevery item of it.\n\nDefined at `Shop/Steps.swift:4`")
        let definition = harness.request("textDocument/definition", harness.at(Self.uri, 2, 8))["result"]?[0]
        #expect(definition?["uri"]?.string == FileURI.uri(of: source))
        #expect(definition?["range"]?["start"] == ServerHarness.position(3, 0))
    }

    /// A binary built in another folder leads to the workspace's copy of the file, not to its own path.
    @Test func definitionLeadsIntoTheWorkspace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        let copy = folder.appendingPathComponent("Sources/SpecrunKit/Steps")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: ServerHarness.repository + "/Sources/SpecrunKit/Steps/CommonSteps.swift",
                                         toPath: copy.path + "/CommonSteps.swift")
        let harness = ServerHarness(root: folder.path)
        let uri = FileURI.uri(of: folder.path + "/features/a.feature")
        harness.open(uri, Self.feature)
        let location = harness.request("textDocument/definition", harness.at(uri, 5, 10))["result"]?[0]
        #expect(location?["uri"]?.string.flatMap(FileURI.path) == copy.path + "/CommonSteps.swift")
    }

    @Test func definitionLeadsToTheSwiftSource() throws {
        let harness = ServerHarness()
        harness.open(Self.uri, Self.feature)
        let location = harness.request("textDocument/definition", harness.at(Self.uri, 5, 10))["result"]?[0]
        let path = try #require(location?["uri"]?.string.flatMap(FileURI.path))
        #expect(path.hasSuffix("Sources/SpecrunKit/Steps/CommonSteps.swift"))
        let line = try #require(location?["range"]?["start"]?["line"]?.integer)
        let source = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(source[line].contains("connection is {connection}"))
    }

    @Test func completionOffersStepsValuesTagsAndKeywords() {
        let harness = ServerHarness()
        let text = Self.feature + "    And my connection is \n    \n@\n"
        harness.open(Self.uri, text)
        let steps = harness.request("textDocument/completion", harness.at(Self.uri, 8, 8))["result"]?.array ?? []
        let labels = steps.compactMap { $0["label"]?.string }
        #expect(labels.contains("my connection is {connection}"))
        #expect(labels.contains("my connection is timing out"))
        let snippet = steps.first { $0["label"]?.string == "my connection is {connection}" }
        #expect(snippet?["textEdit"]?["newText"]?.string == "my connection is ${1|online,offline,slow,flaky,failing,timing out|}")
        #expect(snippet?["insertTextFormat"]?.integer == 2)
        let keywords = harness.request("textDocument/completion", harness.at(Self.uri, 9, 4))["result"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(keywords.contains("Given") && keywords.contains("Scenario Outline:") && keywords.contains("Examples:"))
        let tags = harness.request("textDocument/completion", harness.at(Self.uri, 10, 1))["result"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(tags == ["@article-view", "@safe-app"])
    }

    /// The open files' tags and the systems' are offered, not those of every file below the folder.
    @Test func completionOffersTheOpenFilesTags() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("features"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "@article-view @wip\nFeature: W\n".write(toFile: folder.path + "/features/w.feature", atomically: true, encoding: .utf8)
        let harness = ServerHarness(root: folder.path)
        let uri = FileURI.uri(of: folder.path + "/features/new.feature")
        harness.open(uri, "@\n")
        let tags = harness.request("textDocument/completion", harness.at(uri, 0, 1))["result"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(tags == ["@article-view", "@safe-app"])
        // Another open document's tags too, its scenarios' and examples' included, as it is now.
        let other = FileURI.uri(of: folder.path + "/features/other.feature")
        harness.open(other, "@article-view\nFeature: O\n  @nightly\n  Scenario Outline: S\n    Given x\n    @slow\n    Examples:\n      | a |\n      | 1 |\n")
        let more = harness.request("textDocument/completion", harness.at(uri, 0, 1))["result"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(more == ["@article-view", "@nightly", "@safe-app", "@slow"])
    }

    @Test func keywordsComeInTheFilesLanguage() {
        let harness = ServerHarness()
        harness.open(Self.uri, "# language: fr\n@article-view\nFonctionnalité: F\n  Scénario: S\n    \n")
        let labels = harness.request("textDocument/completion", harness.at(Self.uri, 4, 4))["result"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(labels.contains("Soit") && labels.contains("Exemples:") && !labels.contains("Given"))
    }

    @Test func documentSymbolsNestTheStructure() {
        let harness = ServerHarness()
        harness.open(Self.uri, "@article-view\nFeature: F\n  Background:\n    Given $article is cached\n  Rule: R\n    Scenario Outline: O\n      When I navigate to it\n      Examples: E\n        | a |\n        | 1 |\n")
        let feature = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])["result"]?[0]
        #expect(feature?["name"]?.string == "F")
        #expect(feature?["children"]?.array?.compactMap { $0["detail"]?.string } == ["Background", "Rule"])
        let outline = feature?["children"]?[1]?["children"]?[0]
        #expect(outline?["name"]?.string == "O")
        #expect(outline?["children"]?[0]?["name"]?.string == "E")
        #expect(outline?["range"]?["end"]?["line"]?.integer == 9)
    }

    /// A document that starts with a byte order mark is formatted as `specrun format` formats it, the mark kept.
    @Test func aByteOrderMarkIsKept() {
        let harness = ServerHarness()
        harness.open(Self.uri, "\u{FEFF}@article-view\nFeature: F\n  Scenario: S\n      Given $article is cached\n")
        let edits = harness.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(edits["result"]?[0]?["newText"]?.string == "\u{FEFF}@article-view\nFeature: F\n\n  Scenario: S\n    Given $article is cached\n", "\(edits)")
    }

    @Test func formattingIsOneEditOfTheWholeText() {
        let harness = ServerHarness()
        harness.open(Self.uri, "@article-view\nFeature: F\nScenario: S\nGiven $article is cached\n")
        let edits = harness.request("textDocument/formatting", ["textDocument": ["uri": .string(Self.uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(edits["result"]?[0]?["newText"]?.string == "@article-view\nFeature: F\n\n  Scenario: S\n    Given $article is cached\n")
        harness.open("file:///project/bad.feature", "Feature: F\n  Scenario: S\n    Given a\n    words\n")
        let refused = harness.request("textDocument/formatting", ["textDocument": ["uri": "file:///project/bad.feature"], "options": [:]])
        #expect(refused["error"]?["code"]?.integer == -32803)
    }

    /// Hover on a scenario: each algorithm's status in the saved results, with the first failing step's message.
    static let steps = ["$article is cached", "my connection is offline", "I navigate to it",
                        "I should see locally stored revision of $article immediately"]

    /// Saved results of the feature's scenario: legacy failing at its last step, new passing.
    static func savedResults(in folder: URL, steps: [String] = steps) throws {
        func stepResults(failing: Bool) -> JSONValue {
            .array(steps.enumerated().map { index, text in
                let failed = failing && index == steps.count - 1
                return ["line": .number(Double(5 + index)), "text": .string(text), "status": failed ? "failed" : "passed",
                        "message": failed ? "expected the article; saw an offline banner" : nil]
            })
        }
        let results: JSONValue = ["schema": "specrun/results@1", "startedAt": "2026-01-01T00:00:00Z", "runs": [
            ["uri": "features/offline.feature", "line": 4, "scenario": "Cached article read offline", "algorithm": "legacy",
             "status": "failed", "steps": stepResults(failing: true)],
            ["uri": "features/offline.feature", "line": 4, "scenario": "Cached article read offline", "algorithm": "new",
             "status": "passed", "steps": stepResults(failing: false)],
        ]]
        try results.description.write(toFile: folder.path + "/results.json", atomically: true, encoding: .utf8)
    }

    /// A server in a temporary project whose saved results are `savedResults`, and the feature's URI.
    static func withSavedResults(_ body: (ServerHarness, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.savedResults(in: folder)
        let harness = ServerHarness(root: folder.path, resultsPath: folder.path + "/results.json")
        let uri = FileURI.uri(of: folder.path + "/features/offline.feature")
        try body(harness, uri)
    }

    @Test func hoverShowsTheSavedResults() throws {
        try Self.withSavedResults { harness, uri in
            harness.open(uri, Self.feature)
            let text = harness.request("textDocument/hover", harness.at(uri, 3, 4))["result"]?["contents"]?["value"]?.string ?? ""
            #expect(text.contains("| legacy | failed | line 8: expected the article; saw an offline banner |"), "\(text)")
            #expect(text.contains("| new | passed |  |"), "\(text)")
            #expect(!text.contains("Changed since"))
        }
    }

    /// Results follow the scenario, not its line: a scenario inserted above has none, the moved one
    /// keeps its own, and one whose steps changed says so.
    @Test func savedResultsFollowTheScenario() throws {
        try Self.withSavedResults { harness, uri in
            let inserted = Self.feature.replacingOccurrences(of: "  Scenario: Cached article read offline",
                                                             with: "  Scenario: Never run\n    When I navigate to it\n\n  Scenario: Cached article read offline")
            harness.open(uri, inserted)
            let new = harness.request("textDocument/hover", harness.at(uri, 3, 4))["result"]?["contents"]?["value"]?.string ?? ""
            #expect(new.contains("Not in the saved results"), "\(new)")
            let moved = harness.request("textDocument/hover", harness.at(uri, 6, 4))["result"]?["contents"]?["value"]?.string ?? ""
            #expect(moved.contains("| legacy | failed | line 8:"), "\(moved)")
            let edited = Self.feature.replacingOccurrences(of: "When I navigate to it", with: "When I navigate to it from history")
            _ = harness.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                          "contentChanges": [["text": .string(edited)]]])
            let changed = harness.request("textDocument/hover", harness.at(uri, 3, 4))["result"]?["contents"]?["value"]?.string ?? ""
            #expect(changed.contains("**Changed since these results were saved**"), "\(changed)")
        }
    }

    /// A baseline entry for a scenario the file no longer has is a warning; a scenario leads to its entry.
    @Test func theBaselineIsChecked() {
        let baseline = BaselineEntries(path: "/project/specrun-baseline.yml", entries: [
            .init(uri: "/project/features/offline.feature", scenarioLabel: "Cached article read offline", line: 5, column: 5, statuses: ["legacy": "failed"]),
            .init(uri: "/project/features/offline.feature", scenarioLabel: "Cached article read ofline", line: 9, column: 5, statuses: ["legacy": "failed"]),
        ])
        let harness = ServerHarness(baseline: baseline)
        let diagnostics = harness.open(Self.uri, Self.feature)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"]?.string?.hasPrefix("specrun-baseline.yml:9: the baseline has an entry for the scenario \"Cached article read ofline\"") == true)
        let location = harness.request("textDocument/definition", harness.at(Self.uri, 3, 4))["result"]?[0]
        #expect(location?["uri"]?.string == "file:///project/specrun-baseline.yml")
        #expect(location?["range"]?["start"] == ServerHarness.position(4, 4))
    }

    /// A project file that does not read: the editor is told, and the server goes on.
    @Test func aProjectProblemIsShown() {
        let harness = ServerHarness(problems: [ProjectError(file: "/project/specrun.yml", line: 3, column: 7, message: "unknown key \"pths\"")], initialize: false)
        _ = harness.request("initialize", ["rootUri": "file:///project", "capabilities": [:]])
        let notices = harness.notify("initialized", [:])
        #expect(notices.contains { $0["method"]?.string == "window/showMessage" && $0["params"]?["message"]?.string?.contains("specrun.yml:3:7") == true })
        let published = notices.first { $0["method"]?.string == "textDocument/publishDiagnostics" }
        #expect(published?["params"]?["uri"]?.string == "file:///project/specrun.yml")
        #expect(published?["params"]?["diagnostics"]?[0]?["range"]?["start"] == ServerHarness.position(2, 6))
        #expect(harness.open(Self.uri, Self.feature).isEmpty)
    }

    @Test func anAmbiguousStepListsEveryMatch() throws {
        var steps = StepRegistry<Int>()
        steps.when("I empty the basket") { _, _ in }
        steps.when("I empty the {word}") { _, _ in }
        let harness = ServerHarness(systems: [try AnySystem(BasketSystem(steps: steps))])
        let diagnostics = harness.open(Self.uri, "Feature: Basket\n  Scenario: Empty\n    When I empty the basket\n")
        #expect(diagnostics.first?["code"]?.string == "ambiguous-step")
        #expect(diagnostics.first?["message"]?.string?.contains("2 step definitions match it: I empty the basket (LanguageServerTests/LanguageServerTests.swift:") == true)
        #expect(diagnostics.first?["relatedInformation"]?.array?.count == 2)
    }

    @Test func shutdownThenExit() {
        let harness = ServerHarness()
        #expect(harness.request("shutdown", .null)["result"] == .null)
        #expect(harness.request("textDocument/hover", harness.at(Self.uri, 0, 0))["error"]?["code"]?.integer == -32600)
        _ = harness.notify("exit", .null)
        #expect(harness.server.exitCode == 0)
    }
}

/// A system of the steps given, for one test.
struct BasketSystem: SystemUnderTest {
    static let name = "basket"
    static let summary = "a basket"
    let algorithms = [Algorithm<Void, Void>(name: "one", summary: "the only one") {}]
    let steps: StepRegistry<Int>
    func makeWorld(running algorithm: Algorithm<Void, Void>, settings: RunSettings) throws -> Int { 0 }
}
