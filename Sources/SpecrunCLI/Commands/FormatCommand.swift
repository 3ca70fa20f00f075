import Foundation
import Gherkin
import Reports
import Runner
import Supervision

/// `specrun format [--check] PATH…`: lays feature files out canonically (`GherkinFormatter`). Every
/// file is read and formatted before any is written; if one does not parse, its errors are printed
/// (`path:line:column: message`), nothing is rewritten and the exit code is 2; so too for a path
/// that is not a `.feature` file, or a file to change that the user may not write. A file is
/// rewritten whole or not at all, never over an edit made since it was read (`FormattedFile`).
/// `--check` rewrites nothing: it lists the files that would change and exits 1 when there are
/// any, for CI. Gherkin in Markdown (`.feature.md`) is not formatted (its layout is its
/// Markdown's), and says so.
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
        var changed: [FormattedFile] = []
        var problems: [String] = []
        for path in located.map(\.path) {
            // A signal while reading: nothing is rewritten.
            guard !ProcessSupervisor.isInterrupted else {
                Terminal.error("\(program) format: stopped by a signal while reading the files; nothing was rewritten\n")
                return ExitCode.failure
            }
            if GherkinParser.Syntax(path: path) == .markdown {
                Terminal.error("\(program) format: \(MessageText.escapingControls(path)): not formatted: Gherkin in Markdown keeps the layout of its Markdown\n")
                continue
            }
            guard path.hasSuffix(".feature") else {
                problems.append("\(path): not a feature file (.feature); format rewrites only Gherkin files")
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try SourceFile.bytes(path, directoryAdvice: "name the .feature files in it")
            } catch {
                problems.append("\(error)")
                continue
            }
            switch SourceText.decode(bytes, uri: path).flatMap({ SourceFile.refusingNUL($0, uri: path) }).mapError({ ParseErrors([$0]) })
                .flatMap({ source in GherkinFormatter().format(source, uri: path).map { (source, $0) } }) {
            case .success(let (source, formatted)):
                guard formatted != source else { continue }
                let file = FormattedFile(path: path, read: bytes, formatted: formatted)
                if !arguments.has("check"), access(path, W_OK) != 0 {
                    problems.append("\(path): you may not write it \(FileProblem.because(errno)); format rewrites no file it may not write: "
                        + "check its permissions")
                }
                changed.append(file)
            case .failure(let errors):
                problems += errors.errors.map { $0.humanReadable(path: path) }
            }
        }
        guard problems.isEmpty else {
            throw FeatureFileErrors(problems + ["nothing was formatted: fix the files above and format again"])
        }
        if arguments.has("check") {
            try Terminal.out(changed.map { "\(MessageText.escapingControls($0.path))\n" }.joined())
            return changed.isEmpty ? ExitCode.success : ExitCode.failure
        }
        var left: [String] = []
        for (index, file) in changed.enumerated() {
            // A signal while rewriting: the files rewritten stay so, each whole; no other is begun.
            guard !ProcessSupervisor.isInterrupted else {
                Terminal.error("\(program) format: stopped by a signal after rewriting \(index) of the \(changed.count) files to change; "
                    + "the others are as they were: format again\n")
                return ExitCode.failure
            }
            guard try file.rewrite() else {
                left.append(file.path)
                Terminal.error("\(program) format: \(MessageText.escapingControls(file.path)): changed since format read it, so it was "
                    + "left as it is; format it again\n")
                continue
            }
            try Terminal.out("formatted \(MessageText.escapingControls(file.path))\n")
        }
        return left.isEmpty ? ExitCode.success : ExitCode.failure
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
        change (without it: a file changed while format ran, or a signal stopped it), 2 a usage error or
        a file that does not parse (then nothing is rewritten).
        """
    }
}

/// A feature file `format` changes: the bytes it read, and its text laid out. It is rewritten with
/// what the file had that its text does not say: its byte order mark, its mode, its owner and
/// group (as far as the user may give them), and its hard links (a file with several is written
/// in place, so every name keeps it; any other is staged and put in place whole). It is never
/// written over an edit: its bytes are read again just before, and a file that changed is left.
struct FormattedFile {
    let path: String
    let read: [UInt8]
    let formatted: String

    /// Rewrites the file; false, and nothing written, when it changed since it was read.
    func rewrite() throws -> Bool {
        guard (try? SourceFile.bytes(path, directoryAdvice: "")) == read else { return false }
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let byteOrderMark: [UInt8] = read.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
        let bytes = byteOrderMark + Array(formatted.utf8)
        if status.st_nlink > 1 {
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw SourceFileError("\(path): cannot be written \(FileProblem.because(errno))") }
            defer { close(descriptor) }
            if let code = FileDescriptor.writeAll(bytes, to: descriptor) {
                throw SourceFileError("\(path): cannot be written \(FileProblem.because(code))")
            }
            return true
        }
        let output = try ReportOutput(.file(path), permissions: status.st_mode & 0o7777)
        output.write(bytes: bytes)
        try output.commit()
        // The owner and group stay the file's where the user may keep them (a group of theirs).
        _ = chown(path, status.st_uid, status.st_gid)
        return true
    }
}
