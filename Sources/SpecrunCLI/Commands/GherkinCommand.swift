import Foundation
import Gherkin
import Runner
import Spelling
import Supervision

/// `specrun gherkin [--format tokens|ast|pickles|source|errors]… [--uri URI] FILE…`: parses
/// feature files and prints what the official Gherkin tools print (NDJSON messages with keys
/// sorted, or the token listing), for conformance checks and for looking at what the parser sees.
/// Files are parsed and their pickles compiled as a run does. Problems go to standard error as
/// `path:line:column: message`. Exit status: 0 when every file parsed, 2 on any parse error or
/// bad argument or path, 1 when a signal stopped it (the messages of the files read so far are
/// written whole, and no other file is read).
struct GherkinCommand {
    /// The name the command is called by (`specrun`, or a team's own executable's).
    let program: String

    static let formats = ["tokens", "ast", "pickles", "source", "errors"]

    static let options: [OptionSpec] = [
        .value("format", short: "f", "FORMAT", repeatable: true,
               help: "Print this of each file: \(formats.joined(separator: ", ")); repeatable (default: source, ast, pickles, errors)"),
        .value("uri", "URI", help: "The uri written into the messages, for one file (default: the path as given)"),
        .flag("languages", help: "List the Gherkin dialects: code, name, native name"),
        .flag("help", short: "h", help: "Show this help"),
    ]

    /// Parses every file, and prints what the formats ask for, in order.
    func run(_ words: [String]) throws -> Int32 {
        guard let arguments = try ParsedArguments.parse(subcommand: words, specs: Self.options, help: Self.help(program: program)) else {
            return ExitCode.success
        }
        if arguments.has("languages") {
            try Terminal.out(Dialect.all.map { "\($0.code)\t\($0.name)\t\($0.native)\n" }.joined())
            return ExitCode.success
        }
        let formats = try arguments.all("format").map { format in
            guard Self.formats.contains(format.value) else {
                throw UsageError("unknown format \"\(format.value)\"\(Suggestion.didYouMean(format.value, among: Self.formats)); "
                    + "the formats are \(Suggestion.list(Self.formats))", at: format.argument)
            }
            return format.value
        }
        let paths = arguments.positionals.map(\.text)
        guard !paths.isEmpty else { throw UsageError("no feature file given; name the files to parse") }
        let uri = arguments.last("uri")
        if let uri, paths.count > 1 {
            throw UsageError("--uri names one file, but \(paths.count) were given", at: uri.argument)
        }
        let (status, writeFailure, read) = Self.parse(paths, uri: uri?.value,
                                                      formats: Set(formats.isEmpty ? ["source", "ast", "pickles", "errors"] : formats))
        if let writeFailure {
            throw ConfigurationError("standard output: cannot write (\(String(cString: strerror(writeFailure))))")
        }
        guard read == paths.count else {
            Terminal.error("\(program) gherkin: stopped by a signal after \(read) of \(paths.count) files; "
                + "the messages of those are whole\n")
            return ExitCode.failure
        }
        return status
    }

    /// Parses the files and prints them: this thread reads and parses the files in order (one id
    /// counter runs across them, as in the official tools); a second one writes the messages, in
    /// the same order. Returns the exit status, why writing failed, if it did, and how many files
    /// were read (fewer than given when a signal stopped it).
    private static func parse(_ paths: [String], uri: String?, formats: Set<String>) -> (status: Int32, writeFailure: Int32?, read: Int) {
        var reader = GherkinFileReader(formats: formats)
        let writer = GherkinOutputWriter(formats: formats)
        let queue = DispatchQueue(label: "specrun.gherkin.output")
        // At most six batches wait for the writer.
        let waiting = ConditionLock(0)
        var status = ExitCode.success
        var batch: [GherkinFileReport] = []
        var read = 0
        func handOver() {
            waiting.withLock(waitingUntil: { $0 < 6 }) { $0 += 1 }
            queue.async { [batch] in
                for report in batch { writer.write(report) }
                waiting.withLock { $0 -= 1 }
            }
            batch = []
        }
        for path in paths {
            guard !ProcessSupervisor.isInterrupted else { break }
            // The writer compiles and writes the pickles, unless it is behind (two batches or more
            // wait for it): then this thread writes those of the file it read, so that both stay
            // busy whichever is slower with these files (their outlines, tables and backgrounds
            // decide how much writing a byte read takes).
            let writerIsBehind = waiting.withLock { $0 >= 2 }
            let report = reader.read(path: path, uri: uri ?? path, writingPickles: writerIsBehind)
            if !report.errors.isEmpty { status = ExitCode.usage }
            batch.append(report)
            read += 1
            if batch.count >= 16 { handOver() }
        }
        handOver()
        return (status, queue.sync { writer.finish() }, read)
    }

    static func help(program: String) -> String {
        """
        \(program) gherkin — parse feature files and print what the official Gherkin tools print.

        Usage:
          \(program) gherkin [--format FORMAT…] [--uri URI] FILE…
          \(program) gherkin --languages

        Prints the source, AST, pickles and parse errors of each file as NDJSON messages
        (default: all four), or the tokens the parser reads (--format tokens).

        Options:
        \(OptionSpec.helpLines(options))

        Exit codes: 0 every file parsed, 1 a signal stopped it (what was read is written whole),
        2 a parse error, a bad argument or a file that cannot be read.
        """
    }
}

/// `specrun gherkin …` with its words after `gherkin`: the exit status, every problem said on
/// standard error.
func runGherkinCommand(_ words: [String], program: String) -> Int32 {
    do {
        return try GherkinCommand(program: program).run(words)
    } catch let error as UsageError {
        Terminal.error("\(program) gherkin: \(error)\nRun '\(program) gherkin --help' for usage.\n")
    } catch {
        Terminal.error("\(program) gherkin: \(error)\n")
    }
    return ExitCode.usage
}
