import Foundation
import Gherkin
import JSON
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

    static let formats = GherkinFormats.named.map(\.name)

    static let options: [OptionSpec] = [
        .value("format", short: "f", "FORMAT", repeatable: true,
               help: "Print this of each file: \(formats.joined(separator: ", ")); repeatable (default: \(GherkinFormats.standard.names.joined(separator: ", ")))"),
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
        var formats: GherkinFormats = []
        for format in arguments.all("format") {
            guard let named = GherkinFormats(names: [format.value]) else {
                throw UsageError("unknown format \"\(format.value)\"\(Suggestion.didYouMean(format.value, among: Self.formats)); "
                    + "the formats are \(Suggestion.list(Self.formats))", at: format.argument)
            }
            formats.formUnion(named)
        }
        let paths = arguments.positionals.map(\.text)
        guard !paths.isEmpty else { throw UsageError("no feature file given; name the files to parse") }
        let uri = arguments.last("uri")
        if let uri, paths.count > 1 {
            throw UsageError("--uri names one file, but \(paths.count) were given", at: uri.argument)
        }
        let (status, writeFailure, read) = Self.parse(paths, uri: uri?.value,
                                                      formats: formats.isEmpty ? .standard : formats)
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

    /// Parses the files and prints them, each run of files whole on one of `threads` threads: a
    /// run is read while the ones before it are parsed, parsed once they are (one id counter runs
    /// across the files, as in the official tools: its ids continue theirs), its messages written
    /// by the same thread meanwhile the next run is parsed, and handed out once theirs are. A
    /// file's syntax tree stays on the thread that made it (handing it to another cost a fifth
    /// more CPU time), and a thread waits for its turn once a run, not once a file.
    /// Returns the exit status, why writing failed, if it did, and how many files were read and
    /// written (fewer than given when a signal stopped it: no run is taken after it). The messages
    /// go to standard output, or to `output` (a test's).
    static func parse(_ paths: [String], uri: String?, formats: GherkinFormats, output: Int32 = STDOUT_FILENO,
                      threads: Int = min(2, ProcessInfo.processInfo.activeProcessorCount),
                      filesPerRun: Int = 16) -> (status: Int32, writeFailure: Int32?, read: Int) {
        struct Turns {
            /// How many files threads have taken, a run at a time, in order.
            var taken = 0
            /// How many files have been parsed, in order, and where the next one's ids begin.
            var parsed = 0
            var ids = IdGenerator()
            /// How many files' messages are out, in order, and the output they went to.
            var written = 0
            var output: GherkinOutputWriter
            /// Whether a file had a problem.
            var failed = false
        }
        let turns = ConditionLock(Turns(output: GherkinOutputWriter(descriptor: output)))
        @Sendable func work() {
            var messages = JSONWriter(capacity: 1 << 20)
            var pickles = PickleWriter()  // its buffers kept from file to file
            var reports: [GherkinFileReport] = []
            var ends: [Int] = []  // where each file's messages end in `messages`
            while let run = turns.withLock({ turns -> Range<Int>? in
                guard !ProcessSupervisor.isInterrupted, turns.taken < paths.count else { return nil }
                let run = turns.taken..<min(paths.count, turns.taken + max(1, filesPerRun))
                turns.taken = run.upperBound
                return run
            }) {
                // Every run taken is read, parsed and written whole, so the threads waiting for
                // their turn after it get theirs.
                reports = run.map { GherkinFileReader.read(path: paths[$0], uri: uri ?? paths[$0], formats: formats) }
                var ids = turns.withLock(waitingUntil: { $0.parsed == run.lowerBound }) { $0.ids }
                for index in reports.indices { GherkinFileReader.parse(&reports[index], formats: formats, ids: &ids) }
                turns.withLock { turns in
                    turns.ids = ids
                    turns.parsed = run.upperBound
                }
                messages.removeAll()
                ends.removeAll(keepingCapacity: true)
                for report in reports {
                    GherkinOutputWriter.messages(of: report, formats: formats, into: &messages, pickles: &pickles)
                    ends.append(messages.byteCount)
                }
                turns.withLock(waitingUntil: { $0.written == run.lowerBound }) { turns in
                    turns.output.send(messages.unsafeBytes, ends: ends, of: reports)
                    turns.written = run.upperBound
                    if reports.contains(where: { !$0.errors.isEmpty }) { turns.failed = true }
                }
            }
        }
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in work() }
        return turns.withLock { turns in
            turns.output.flush()
            return (turns.failed ? ExitCode.usage : ExitCode.success, turns.output.writeFailure, turns.written)
        }
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
