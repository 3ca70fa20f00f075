import Foundation
import Testing

/// `specrun format [--check] PATH…` run as a user runs it.
@Suite struct FormatCommandTests {
    static let messy = "Feature: Cache\nScenario: Offline\nGiven the table\n|a|bb|\n|ccc|d|\n"
    static let tidy = "Feature: Cache\n\n  Scenario: Offline\n    Given the table\n      | a   | bb |\n      | ccc | d  |\n"

    @Test func formatsTheFilesOfAFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("features/a.feature", Self.messy)
        try workspace.write("features/b.feature", Self.tidy)
        let result = try workspace.run(["format", "features"])
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output == "formatted features/a.feature\n")
        #expect(String(decoding: try workspace.read("features/a.feature"), as: UTF8.self) == Self.tidy)
        #expect(try workspace.contents() == ["features", "features/a.feature", "features/b.feature"])
    }

    @Test func aRewrittenFileKeepsItsPermissions() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a.feature", Self.messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: workspace.path("a.feature"))
        #expect(try workspace.run(["format", "a.feature"]).exitCode == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: workspace.path("a.feature"))[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    /// What a file has that its text does not say stays: its byte order mark and its hard links
    /// (a file with two names keeps both, formatted).
    @Test func aRewrittenFileKeepsItsByteOrderMarkAndItsHardLinks() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("bom.feature", bytes: [0xEF, 0xBB, 0xBF] + Array(Self.messy.utf8))
        try workspace.write("a.feature", Self.messy)
        #expect(link(workspace.path("a.feature"), workspace.path("b.feature")) == 0)
        let result = try workspace.run(["format", "a.feature", "bom.feature"])
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(Array(try workspace.read("bom.feature")) == [0xEF, 0xBB, 0xBF] + Array(Self.tidy.utf8))
        #expect(String(decoding: try workspace.read("b.feature"), as: UTF8.self) == Self.tidy)
        let links = try FileManager.default.attributesOfItem(atPath: workspace.path("a.feature"))[.referenceCount] as? Int
        #expect(links == 2)
        // Formatted already, with its mark: nothing to change.
        #expect(try workspace.run(["format", "--check", "bom.feature"]).exitCode == 0)
    }

    /// Only Gherkin is rewritten, and only what the user may write: a refused file stops every
    /// rewrite, as a file that does not parse does.
    @Test func onlyFeatureFilesTheUserMayWriteAreRewritten() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a.feature", Self.messy)
        try workspace.write("notes.yml", "Feature: x\nScenario: y\n")
        let notes = try workspace.run(["format", "a.feature", "notes.yml"])
        #expect(notes.exitCode == 2)
        #expect(notes.errors.contains("notes.yml: not a feature file (.feature); format rewrites only Gherkin files"), "\(notes.errors)")
        #expect(String(decoding: try workspace.read("a.feature"), as: UTF8.self) == Self.messy)
        guard getuid() != 0 else { return }  // root may write any file
        try workspace.write("locked.feature", Self.messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: workspace.path("locked.feature"))
        let locked = try workspace.run(["format", "a.feature", "locked.feature"])
        #expect(locked.exitCode == 2)
        #expect(locked.errors.contains("locked.feature: you may not write it"), "\(locked.errors)")
        #expect(String(decoding: try workspace.read("a.feature"), as: UTF8.self) == Self.messy)
        #expect(String(decoding: try workspace.read("locked.feature"), as: UTF8.self) == Self.messy)
    }

    @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a.feature", Self.messy)
        try workspace.write("b.feature", Self.tidy)
        let result = try workspace.run(["format", "--check", "a.feature", "b.feature"])
        #expect(result.exitCode == 1)
        #expect(result.output == "a.feature\n")
        #expect(String(decoding: try workspace.read("a.feature"), as: UTF8.self) == Self.messy)
        #expect(try workspace.run(["format", "--check", "b.feature"]).exitCode == 0)
    }

    /// One file that does not parse: its errors at their lines and columns, exit 2, and no file rewritten.
    @Test func aFileThatDoesNotParseStopsEveryRewrite() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a.feature", Self.messy)
        try workspace.write("b.feature", "Feature: B\nScenario: S\nGiven t\n| a |\n| b | c |\n")
        let result = try workspace.run(["format", "a.feature", "b.feature"])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("b.feature:5:1: inconsistent cell count within the table"), "\(result.errors)")
        #expect(result.errors.contains("nothing was formatted"))
        #expect(String(decoding: try workspace.read("a.feature"), as: UTF8.self) == Self.messy)
    }

    @Test func refusesLinesAndMissingPaths() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a.feature", Self.messy)
        #expect(try workspace.run(["format", "a.feature:3"]).exitCode == 2)
        #expect(try workspace.run(["format", "missing.feature"]).exitCode == 2)
        #expect(try workspace.run(["format"]).exitCode == 2)
        #expect(try workspace.run(["format", "--chek", "a.feature"]).errors.contains("did you mean --check?"))
    }
}
