import Foundation
import Testing

/// Every option `--help` lists is documented: the run's and `specrun report`'s in docs/cli.md,
/// explore's in docs/explore.md. An option added to a command without its page fails here.
@Suite struct DocumentedOptionsTests {
    @Test(arguments: [([], "docs/cli.md"), (["report"], "docs/cli.md"), (["explore"], "docs/explore.md"),
                            (["format"], "docs/cli.md"), (["lsp"], "docs/cli.md")])
    func everyOptionOfTheHelpIsOnItsPage(command: [String], page: String) throws {
        let help = try SpecrunProcess.run(command + ["--help"])
        #expect(help.exitCode == 0, "\(help.errors)")
        let text = try String(decoding: Data(contentsOf: SpecrunProcess.repository.appendingPathComponent(page)), as: UTF8.self)
        let options = Self.options(inHelp: help.output)
        #expect(options.count >= (command.isEmpty ? 20 : command.first == "format" || command.first == "lsp" ? 2 : 4), "the help's options were not found: \(options)")
        let mentioned = Set(text.matches(of: Self.option).map { String($0.output) })
        let missing = options.filter { !mentioned.contains($0) }
        #expect(missing.isEmpty, "\(page) does not mention \(missing.joined(separator: ", ")) of `specrun \(command.joined()) --help`")
    }

    /// A long option, as `--help` and the pages write it.
    nonisolated(unsafe) static let option = /--[a-z][a-z-]*/

    /// The long options of the help's "Options:" lines: each line's first `--name`.
    static func options(inHelp help: String) -> [String] {
        var options: [String] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Options:") { inOptions = true; continue }
            guard inOptions else { continue }
            guard line.hasPrefix("  ") else { if !line.isEmpty { inOptions = false }; continue }
            guard let match = line.firstMatch(of: Self.option) else { continue }
            options.append(String(match.output))
        }
        return options
    }
}
