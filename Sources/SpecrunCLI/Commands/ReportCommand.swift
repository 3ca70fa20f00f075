import Foundation
import Reports
import Runner

/// `specrun report --from FILE… --format NAME[:PATH]…`: renders any format from saved `json`
/// results, merging the results of several `--shard` runs into one report. Exits as the run would
/// have: 0 when every run went as expected, 1 otherwise, 2 for a usage or file error.
struct ReportCommand {
    let environment: [String: String]

    func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments.parse(words, specs: ReportOptionSpecs.all, firstPosition: 2)
        if arguments.has("help") {
            try Terminal.out(Self.help + "\n")
            return ExitCode.success
        }
        if let stray = arguments.positionals.first {
            throw UsageError("report reads results only through --from; did you mean --from \(stray.text)?", at: stray)
        }
        let files = arguments.all("from").map(\.value)
        guard !files.isEmpty else {
            throw UsageError("report needs the results to render: --from FILE (written by specrun --format json:FILE)")
        }
        let terminal = Terminal.standardOutputIsTerminal
        let formats = try RunCommandSettings.formats(arguments, project: nil, standardOutputIsTerminal: terminal)
        let replay = try ResultsReplay(files: files)
        for note in replay.notes { Terminal.error("specrun report: \(note)\n") }
        let context = ReportContext(color: RunCommandSettings.useColor(arguments, environment: environment, standardOutputIsTerminal: terminal),
                                    clock: WallClock.fromEnvironment(environment), version: Version.current)
        let reporters = try formats.map { try ReportCatalog.makeReporter($0, context: context) }
        try replay.replay(to: reporters)
        return replay.end.succeeded ? ExitCode.success : ExitCode.failure
    }

    static var help: String {
        let options = ReportOptionSpecs.all.map { spec -> (String, String) in
            let short = spec.short.map { "-\($0), " } ?? "    "
            return ("  \(short)--\(spec.long)\(spec.valueName.map { " \($0)" } ?? "")", spec.help)
        }
        let width = options.map(\.0.count).max() ?? 0
        return """
        specrun report — render reports from saved json results, merging the shards of one run.

        Usage:
          specrun report --from FILE [--from FILE…] [--format NAME[:PATH]…]

        Options:
        \(options.map { $0.0.padding(toLength: width + 2) + $0.1 }.joined(separator: "\n"))

        Formats: \(ReportCatalog.names.joined(separator: ", ")) (default: pretty on a terminal, progress otherwise)

        Examples:
          specrun report --from results.json --format html:report.html
          specrun report --from shard-1.json --from shard-2.json --format junit:junit.xml --format markdown

        Exit codes: 0 every run as expected, 1 a failure (or a change from the baseline), 2 a usage or file error.
        """
    }
}
