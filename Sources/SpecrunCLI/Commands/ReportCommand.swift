import Foundation
import Reports
import Runner
import SpecrunKit
import Supervision

/// `specrun report --from FILE… --format NAME[:PATH]…`: renders any format from saved `json`
/// results, merging the results of several `--shard` runs into one report. Exits as the run would
/// have: 0 when every run went as expected, 1 otherwise (or when a signal stopped it: no report is
/// begun after one, and those under way are finished whole), 2 for a usage or file error.
struct ReportCommand {
    let environment: [String: String]
    let program: String

    func run(_ words: [String]) throws -> Int32 {
        guard let arguments = try ParsedArguments.parse(subcommand: words, specs: ReportOptionSpecs.all, help: Self.help(program: program)) else {
            return ExitCode.success
        }
        if let stray = arguments.positionals.first {
            throw UsageError("report reads results only through --from; did you mean --from \(stray.text)?", at: stray)
        }
        let files = try arguments.all("from").flatMap { try Self.resultsFiles($0.value, at: $0.argument) }
        guard !files.isEmpty else {
            throw UsageError("report needs the results to render: --from FILE (written by \(program) --format json:FILE)")
        }
        let terminal = Terminal.standardOutputIsTerminal
        let (formats, writers) = try RunCommandSettings.formats(arguments, project: nil, standardOutputIsTerminal: terminal,
                                                                environment: environment)
        // The project's references, as a run of it shows them beside the algorithms.
        let project = try ProjectFile.load(arguments.last("config")?.value)
        let references = try project?.references?.load(folder: project?.folder ?? ".")
        let referencesFile = project.flatMap { project in project.references.map { $0.path(folder: project.folder) } }
        try ReportWriter.check(writers, writeOverNone: files.map { InputFile(path: $0, role: "results this command reads (--from)") }
            + (referencesFile.map { [InputFile(path: $0, role: "the references file the project names")] } ?? []))
        // Read as every file specrun is given is read: missing, a special file or unreadable, each said so.
        let replay = try ResultsReplay(contents: files.map { path in
            (path, Data(try SourceFile.bytes(path, directoryAdvice: "give a file written by --format json:FILE")))
        })
        for note in replay.notes { Terminal.error("\(program) report: \(note)\n") }
        var context = ReportContext(color: RunCommandSettings.useColor(arguments, environment: environment, standardOutputIsTerminal: terminal),
                                    clock: WallClock.fromEnvironment(environment), version: Version.current,
                                    environment: environment, references: references)
        context.width = Terminal.width(environment: environment)
        // A signal while the results were read: no report is begun. One while they are written: each
        // is finished, whole, and the exit code says the command was asked to stop.
        guard !ProcessSupervisor.isInterrupted else {
            Terminal.error("\(program) report: stopped by a signal before writing; no report was written\n")
            return ExitCode.failure
        }
        let reporters = try formats.map { try ReportCatalog.makeReporter($0, context: context) }
        try replay.replay(to: reporters)
        // Said whatever the reports' destinations: none of them records the signal.
        guard !ProcessSupervisor.isInterrupted else {
            Terminal.error("\(program) report: exit 1: a signal came while the reports were being written; each was finished whole\n")
            return ExitCode.failure
        }
        guard let reason = replay.end.failure else { return ExitCode.success }
        return ExitCode.failure(because: reason, reports: formats, program: "\(program) report")
    }

    /// `--from FILE` as given; `--from DIR`, every `.json` file under it, by path (the shards'
    /// artifacts downloaded into one folder); `writer` says what writes them.
    static func resultsFiles(_ path: String, at argument: CommandArgument, writer: String = "--format json:FILE") throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        guard !found.isEmpty else {
            throw UsageError("\(path): a folder without results; it should hold the files written by \(writer)", at: argument)
        }
        return found
    }

    static func help(program: String) -> String {
        """
        \(program) report — render reports from saved json results, merging the shards of one run.

        Usage:
          \(program) report --from FILE [--from FILE…] [--format NAME[:PATH]…]

        Options:
        \(OptionSpec.helpLines(ReportOptionSpecs.all))

        Formats: \(ReportCatalog.names.joined(separator: ", ")) (default: pretty on a terminal, progress otherwise)

        Examples:
          \(program) report --from results.json --format html:report.html
          \(program) report --from shard-1.json --from shard-2.json --format junit:junit.xml --format markdown

        Exit codes: 0 every run as expected, 1 a failure (or a change from the baseline), 2 a usage or file error.
        """
    }
}
