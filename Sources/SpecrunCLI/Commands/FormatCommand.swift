import Foundation
import Gherkin
import Reports
import Runner

/// `specrun format [--check] PATH…`: lays feature files out canonically (`GherkinFormatter`). Every
/// file is read and formatted before any is written; if one does not parse, its errors are printed
/// (`path:line:column: message`), nothing is rewritten and the exit code is 2. A file is rewritten
/// whole or not at all (`ReportOutput`). `--check` rewrites nothing: it lists the files that would
/// change and exits 1 when there are any, for CI. A rewritten file keeps its permissions. Gherkin
/// in Markdown (`.feature.md`) is not formatted (its layout is its Markdown's), and says so.
struct FormatCommand {
    /// The name the command is called by (`specrun`, or a team's own executable's).
    let program: String

    func run(_ words: [String]) throws -> Int32 {
        guard let arguments = try ParsedArguments.parse(subcommand: words, specs: Self.options, help: Self.help(program: program)) else {
            return ExitCode.success
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("format needs the feature files or folders to format, e.g. \(program) format features/")
        }
        let located = try FeatureLocator().locate(arguments.positionals.map(\.text))
        if let lines = located.first(where: { !$0.lines.isEmpty }) {
            throw UsageError("\(lines.path): format takes whole files; drop the :LINE")
        }
        var changed: [(path: String, text: String)] = []
        var problems: [String] = []
        for path in located.map(\.path) {
            if GherkinParser.Syntax(path: path) == .markdown {
                Terminal.error("\(program) format: \(path): not formatted: Gherkin in Markdown keeps the layout of its Markdown\n")
                continue
            }
            let read = SourceFile.read(path: path, uri: path).flatMap { SourceFile.refusingNUL($0, uri: path) }
            switch read.mapError({ ParseErrors([$0]) }).flatMap({ source in
                GherkinFormatter().format(source, uri: path).map { (source, $0) }
            }) {
            case .success(let (source, formatted)):
                if formatted != source { changed.append((path, formatted)) }
            case .failure(let errors):
                problems += errors.errors.map { $0.humanReadable(path: path) }
            }
        }
        guard problems.isEmpty else {
            throw FeatureFileProblems(problems + ["nothing was formatted: fix the files above and format again"])
        }
        if arguments.has("check") {
            try Terminal.out(changed.map { "\($0.path)\n" }.joined())
            return changed.isEmpty ? ExitCode.success : ExitCode.failure
        }
        for file in changed {
            var status = stat()
            let permissions = stat(file.path, &status) == 0 ? status.st_mode & 0o7777 : nil
            let output = try ReportOutput(.file(file.path), permissions: permissions)
            output.write(file.text)
            try output.commit()
            try Terminal.out("formatted \(file.path)\n")
        }
        return ExitCode.success
    }

    static let options: [OptionSpec] = [
        .flag("check", help: "Rewrite nothing: list the files that would change, and exit 1 if there are any",
              details: "rewrite nothing: list the files that would change, and exit 1 if there are any (for CI)"),
        .flag("help", short: "h", help: "Show this help", details: "the usage"),
    ]

    static func help(program: String) -> String {
        """
        \(program) format — lay feature files out canonically: indentation by structure, tables aligned,
        comments, doc strings and keywords (in the file's language) kept, one blank line between scenarios.

        Usage:
          \(program) format [--check] PATH…

        PATH is a .feature file or a folder (every .feature below it).

        Options:
        \(OptionSpec.helpLines(options))

        Examples:
          \(program) format features/
          \(program) format --check features/

        Exit codes: 0 formatted (or, with --check, nothing would change), 1 with --check: a file would
        change, 2 a usage error or a file that does not parse (then nothing is rewritten).
        """
    }
}
