import Foundation
import Gherkin
import JSON
import Supervision

/// `specrun gherkin [--format tokens|ast|pickles|source|errors]… [--uri URI] FILE…`: parses
/// feature files and prints what the official Gherkin tools print (NDJSON messages with keys
/// sorted, or the token listing), for conformance checks and for looking at what the parser sees.
/// Problems go to standard error as `path:line:column: message`. Exit status: 0 when every file
/// parsed, 2 on any parse error or bad argument or path.
func runGherkinCommand(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: specrun gherkin [--format tokens|ast|pickles|source|errors]... [--uri URI] FILE...
               specrun gherkin --languages
        Prints the source, AST, pickles and parse errors of each file as NDJSON messages
        (default: all four), or the tokens the parser reads (--format tokens).
        --uri sets the uri written into the messages (one file only; default: the path as given).
        """
    var formats: [String] = []
    var uri: String?
    var paths: [String] = []
    var index = 0
    func fail(_ message: String) -> Int32 {
        writeToStandardError("specrun gherkin: \(message)\n")
        return 2
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--format", "--uri":
            guard index + 1 < arguments.count else { return fail("\(argument) needs a value\n\(usage)") }
            let value = arguments[index + 1]
            if argument == "--uri" {
                uri = value
            } else if GherkinOutputWriter.formats.contains(value) {
                formats.append(value)
            } else {
                return fail("unknown format '\(value)' (argument \(index + 2)); "
                            + "use one of \(GherkinOutputWriter.formats.joined(separator: ", "))")
            }
            index += 2
        case "--languages":
            for dialect in Dialect.all { print("\(dialect.code)\t\(dialect.name)\t\(dialect.native)") }
            return 0
        case "--help", "-h":
            print(usage)
            return 0
        default:
            if argument.hasPrefix("--") { return fail("unknown option '\(argument)'\n\(usage)") }
            paths.append(argument)
            index += 1
        }
    }
    guard !paths.isEmpty else { return fail("no feature file given\n\(usage)") }
    if uri != nil && paths.count > 1 { return fail("--uri names one file, but \(paths.count) were given") }

    // Two stages: this thread reads and parses the files in order (one id counter runs across
    // them, as in the official tools); a second one writes the messages, in the same order.
    let formatSet = Set(formats.isEmpty ? ["source", "ast", "pickles", "errors"] : formats)
    var reader = GherkinFileReader(formats: formatSet)
    let writer = GherkinOutputWriter(formats: formatSet)
    let queue = DispatchQueue(label: "specrun.gherkin.output")
    let inFlight = DispatchSemaphore(value: 6)
    var status: Int32 = 0
    var batch: [GherkinFileReport] = []
    func handOver() {
        inFlight.wait()
        queue.async { [batch] in
            for report in batch { writer.write(report) }
            inFlight.signal()
        }
        batch = []
    }
    for (index, path) in paths.enumerated() {
        // Compiling and writing pickles takes longer than parsing: this thread does it for one file
        // in four, the writer for the others, so both stay busy.
        let report = reader.read(path: path, uri: uri ?? path, writingPickles: index % 4 == 0)
        if !report.errors.isEmpty { status = 2 }
        batch.append(report)
        if batch.count >= 16 { handOver() }
    }
    handOver()
    if let failure = queue.sync(execute: { writer.flush(); return writer.writeFailure }) {
        return fail("standard output: cannot write (\(String(cString: strerror(failure))))")
    }
    return status
}

/// Everything `specrun gherkin` has to say about one file.
struct GherkinFileReport: Sendable {
    let path: String
    let uri: String
    var source: String?
    var syntax = GherkinParser.Syntax.plain
    var tokens: String?
    var document: GherkinDocument?
    /// A document whose pickles are to be written, with the ids set aside for them.
    var pickleWork: (document: GherkinDocument, ids: IdGenerator)?
    /// The pickle messages, when already written.
    var writtenPickles: JSONWriter?
    var errors: [ParseError] = []
}

/// Reads and parses files in order, numbering their nodes and pickles with one id counter that
/// runs across all of them.
struct GherkinFileReader {
    let formats: Set<String>
    fileprivate var ids = IdGenerator()

    init(formats: Set<String>) {
        self.formats = formats
    }

    /// Reads and parses one file, and writes its pickle messages when `writingPickles`; else it
    /// sets ids aside for them, leaving the pickles to be written (and so compiled) by the other
    /// thread.
    mutating func read(path: String, uri: String, writingPickles: Bool = false) -> GherkinFileReport {
        var report = GherkinFileReport(path: path, uri: uri)
        let source: String
        switch SourceFile.read(path: path, uri: uri) {
        case .success(let text): source = text
        case .failure(let problem):
            report.errors = [problem]
            return report
        }
        report.syntax = GherkinParser.Syntax(path: path)
        let parser = GherkinParser(syntax: report.syntax)
        if formats.contains("source") { report.source = source }
        if formats.contains("tokens") {
            switch parser.tokens(of: source, uri: uri) {
            case .success(let tokens): report.tokens = tokens
            case .failure(let problems): report.errors = problems.errors
            }
        }
        guard formats.contains("ast") || formats.contains("pickles") || formats.contains("errors") else { return report }
        switch parser.parse(source, uri: uri, ids: &ids) {
        case .success(let document):
            if formats.contains("ast") { report.document = document }
            if formats.contains("pickles") && writingPickles {
                var json = JSONWriter(capacity: 1 << 16)
                GherkinMessages.writePickles(of: document, ids: &ids, to: &json)
                report.writtenPickles = json
            } else if formats.contains("pickles") {
                report.pickleWork = (document, ids.reserve(PickleCompiler().idCount(of: document)))
            }
        case .failure(let problems):
            report.errors = problems.errors
        }
        return report
    }
}

/// Writes the requested outputs of each file to standard output, buffered, and its problems to
/// standard error. Used from one serial queue only.
final class GherkinOutputWriter: @unchecked Sendable {
    static let formats = ["tokens", "ast", "pickles", "source", "errors"]

    let formats: Set<String>
    private var json = JSONWriter(capacity: 1 << 21)
    /// Why writing to standard output failed (`errno`), if it did.
    private(set) var writeFailure: Int32?

    init(formats: Set<String>) {
        self.formats = formats
    }

    func write(_ report: GherkinFileReport) {
        if let source = report.source {
            GherkinMessages.writeSource(source, uri: report.uri, mediaType: report.syntax.mediaType, to: &json)
            json.raw(0x0A)
        }
        if let tokens = report.tokens { json.raw(tokens) }
        if let document = report.document {
            GherkinMessages.write(document, to: &json)
            json.raw(0x0A)
        }
        report.writtenPickles?.withBytes { json.raw(contentsOf: $0) }
        if var work = report.pickleWork {
            GherkinMessages.writePickles(of: work.document, ids: &work.ids, to: &json)
        }
        for problem in report.errors {
            if formats.contains("errors") && problem.location.line > 0 {
                GherkinMessages.write(problem, to: &json)
                json.raw(0x0A)
            }
        }
        if !report.errors.isEmpty {
            flush()  // keep standard error in step with standard output
            writeToStandardError(report.errors.map { $0.humanReadable(path: report.path) + "\n" }.joined())
        }
        if json.byteCount > 1 << 20 { flush() }
    }

    /// Writes what is buffered to standard output; after a failed write nothing more is written.
    func flush() {
        if writeFailure == nil {
            writeFailure = json.withBytes { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        }
        json.removeAll()
    }
}

func writeToStandardError(_ text: String) {
    Terminal.error(text)
}
