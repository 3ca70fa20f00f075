import Foundation
import Testing
@testable import SpecrunCLI

/// docs/cli.md's tables of options are made from the same specs as `--help` (`OptionSpec`): each
/// sits between `<!-- options: COMMAND -->` and `<!-- end of options -->`, and must be what
/// `OptionSpec.markdownTable` makes of the command's specs. `SPECRUN_UPDATE_GOLDEN=1` rewrites them.
@Suite struct OptionsTableTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/cli.md")

    static let tables: [(command: String, table: String)] = [
        ("run", OptionSpec.markdownTable(RunOptionSpecs.all, leading: RunOptionSpecs.arguments)),
        ("report", OptionSpec.markdownTable(ReportOptionSpecs.all)),
        ("format", OptionSpec.markdownTable(FormatCommand.options)),
        ("lsp", OptionSpec.markdownTable(LanguageServerCommand.options)),
    ]

    @Test func everyTableOfTheCommandLinePageIsMadeFromTheHelpsSpecs() throws {
        var text = try String(contentsOf: Self.page, encoding: .utf8)
        var stale: [String] = []
        for (command, table) in Self.tables {
            let start = "<!-- options: \(command) -->\n", end = "<!-- end of options -->"
            let opening = try #require(text.range(of: start), "docs/cli.md has no \(start)")
            let closing = try #require(text.range(of: end, range: opening.upperBound..<text.endIndex))
            if text[opening.upperBound..<closing.lowerBound] != table + "\n" {
                stale.append(command)
                text.replaceSubrange(opening.upperBound..<closing.lowerBound, with: table + "\n")
            }
        }
        if ProcessInfo.processInfo.environment["SPECRUN_UPDATE_GOLDEN"] == "1" {
            try text.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        #expect(stale.isEmpty, "docs/cli.md's options of \(stale.joined(separator: ", ")) are not the help's; run SPECRUN_UPDATE_GOLDEN=1 swift test --filter OptionsTableTests")
    }

    @Test func everyOptionHasARow() {
        let table = OptionSpec.markdownTable(RunOptionSpecs.all)
        for spec in RunOptionSpecs.all { #expect(table.contains("`--\(spec.long)"), "--\(spec.long)") }
        #expect(table.contains("| `-t`, `--tags EXPR` | tag expression"))
    }
}
