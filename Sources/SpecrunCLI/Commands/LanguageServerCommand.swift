import Foundation
import LanguageServer
import Runner
import SpecrunKit
import YAML

/// `specrun lsp [--config FILE]`: the language server for editors, over standard input and output,
/// serving the systems of this executable (a team's `my-specs lsp` serves its own). It reads the
/// project as a run does, from the folder the editor opens (specrun.yml, its fixtures, baseline and
/// saved `json` results); a project file that does not read is reported to the editor (a message
/// and diagnostics on the file), and the server goes on with the built-in fixtures.
struct LanguageServerCommand {
    let systems: [SystemDefinition]
    let environment: [String: String]
    let program: String

    func run(_ words: [String]) throws -> Int32 {
        guard let arguments = try ParsedArguments.parse(subcommand: words, specs: Self.options, help: Self.help(program: program)) else {
            return ExitCode.success
        }
        if let stray = arguments.positionals.first {
            throw UsageError("lsp takes no paths: the editor sends the documents", at: stray)
        }
        let config = arguments.last("config")?.value
        let command = self
        let server = LanguageServer(name: program) { root in command.project(root: root, config: config) }
        return LanguageServerLoop(server: server).run()
    }

    /// The project in `root` as a run reads it; what cannot be read becomes a problem to show.
    func project(root: String, config: String?) -> EditorProject {
        var problems: [ProjectError] = []
        let root = root.hasPrefix("/") ? root : ProjectPath.collapsed(FileManager.default.currentDirectoryPath + "/" + root)
        let path = config.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 } ?? root + "/" + ProjectFile.defaultPath
        var project: ProjectFile?
        do {
            project = try ProjectFile.load(config != nil || FileManager.default.fileExists(atPath: path) ? path : nil)
        } catch {
            problems += Self.problems(error, file: path)
        }
        let fixtures = FixtureSource(directory: project?.fixtures ?? root + "/" + FixtureSource.defaultDirectory,
                                     isRequired: project?.fixtures != nil)
        var made: [AnySystem]
        do {
            made = try RunCommand(systems: systems, environment: environment, program: program).makeSystems(project: project, fixtures: fixtures)
        } catch {
            problems += Self.problems(error, file: path)
            made = systems.compactMap { try? $0.make(fixtures: .builtIn) }
        }
        do {
            try RunCommand.checkDefaultSystem(of: project, among: made.map(\.name))
        } catch {
            problems += Self.problems(error, file: path)
        }
        var baseline: BaselineEntries?
        if let baselinePath = project?.baseline {
            do {
                baseline = Self.entries(try BaselineFile.read(baselinePath, projectFolder: project?.folder ?? root))
            } catch {
                problems += Self.problems(error, file: baselinePath)
            }
        }
        let results = project?.format?.first { $0.hasPrefix("json:") }.map { String($0.dropFirst("json:".count)) }
        let defaultSystem = project?.system.flatMap { name in made.contains { $0.name == name } ? name : nil }
        return EditorProject(root: root, systems: made, defaultSystem: defaultSystem, baseline: baseline,
                             resultsPath: results.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }, problems: problems)
    }

    /// A baseline's entries by feature and scenario, with where each scenario is written.
    private static func entries(_ read: BaselineFile.Read) -> BaselineEntries {
        var entries: [String: BaselineEntries.Entry] = [:]
        for (key, status) in read.baseline.expectations {
            guard let place = read.places[key]?.scenario else { continue }
            let id = key.uri + "\n" + key.scenario
            // The reader names a file as a run does, from the working directory.
            let uri = key.uri.hasPrefix("/") ? key.uri : ProjectPath.collapsed(FileManager.default.currentDirectoryPath + "/" + key.uri)
            var entry = entries[id] ?? BaselineEntries.Entry(uri: uri, scenarioLabel: key.scenario, line: place.line,
                                                             column: place.column, statuses: [:])
            entry.statuses[key.algorithm] = status.rawValue
            entries[id] = entry
        }
        return BaselineEntries(path: read.path, entries: entries.values.sorted { ($0.uri, $0.line) < ($1.uri, $1.line) })
    }

    /// What the editor shows for an error: one problem for each, at its place, in its words
    /// without that place (the editor names the file and line itself). An error that is not YAML's
    /// says its file first, as a run prints it (`file:3:7: …` or `file: …`).
    private static func problems(_ error: any Error, file: String) -> [ProjectError] {
        if let error = error as? YAMLError {
            return error.allErrors.map { error in
                ProjectError(file: error.file, line: error.line, column: error.column,
                               message: error.hint.map { "\(error.message); \($0)" } ?? error.message)
            }
        }
        return "\(error)".split(separator: "\n").map { line in
            guard line.hasPrefix(file + ":") else { return ProjectError(file: file, message: String(line)) }
            var rest = line.dropFirst(file.count + 1)
            var place: [Int] = []
            while place.count < 2, let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) {
                place.append(number)
                rest = rest[rest.index(after: colon)...]
            }
            return ProjectError(file: file, line: place.first, column: place.count > 1 ? place[1] : nil,
                                  message: String(rest.drop { $0 == " " }))
        }
    }

    static let options: [OptionSpec] = [
        .value("config", "FILE", help: "Read the project file FILE (default: specrun.yml in the folder the editor opens)",
               details: "the project file (default: `specrun.yml` in the folder the editor opens)"),
        .flag("help", short: "h", help: "Show this help", details: "the usage"),
    ]

    static func help(program: String) -> String {
        """
        \(program) lsp — the language server for editors (LSP 3.17, JSON-RPC over standard input and output):
        diagnostics, completion, hover, go to definition, document symbols, formatting and quick fixes
        for .feature files, from this executable's systems and the project's specrun.yml.

        Usage:
          \(program) lsp [--config FILE]

        Options:
        \(OptionSpec.helpLines(options))

        An editor starts it; see docs/editors.md for Neovim, VS Code and Helix.

        Exit codes: 0 after the client's shutdown and exit, 1 when the client exits without shutdown
        or goes away, 2 a usage error.
        """
    }
}
