import Foundation
import Gherkin
import JSON

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
            } else if GherkinOutput.formats.contains(value) {
                formats.append(value)
            } else {
                return fail("unknown format '\(value)' (argument \(index + 2)); "
                            + "use one of \(GherkinOutput.formats.joined(separator: ", "))")
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

    var output = GherkinOutput(formats: formats.isEmpty ? ["source", "ast", "pickles", "errors"] : formats)
    var status: Int32 = 0
    for path in paths {
        if !output.process(path: path, uri: uri ?? path) { status = 2 }
    }
    output.flush()
    return status
}

/// Writes the requested outputs of each file to standard output, buffered, and its problems to
/// standard error. One id counter runs across all files, as in the official tools.
struct GherkinOutput {
    static let formats = ["tokens", "ast", "pickles", "source", "errors"]

    let formats: Set<String>
    private var json = JSONWriter(capacity: 1 << 20)
    private var ids = IdGenerator()

    init(formats: [String]) {
        self.formats = Set(formats)
    }

    /// Handles one file; false when it could not be read or did not parse.
    mutating func process(path: String, uri: String) -> Bool {
        let source: String
        switch readSource(path: path, uri: uri) {
        case .success(let text): source = text
        case .failure(let problem):
            report([problem], path: path)
            return false
        }
        let syntax = GherkinParser.Syntax(path: path)
        let parser = GherkinParser(syntax: syntax)
        if formats.contains("source") {
            GherkinMessages.writeSource(source, uri: uri, mediaType: syntax.mediaType, to: &json)
            json.raw(0x0A)
        }
        if formats.contains("tokens") {
            if case .success(let tokens) = parser.tokens(of: source, uri: uri) {
                json.raw(tokens)
            }
        }
        var errors: [ParseError] = []
        if formats.contains("ast") || formats.contains("pickles") || formats.contains("errors") {
            switch parser.parse(source, uri: uri, ids: &ids) {
            case .success(let document):
                if formats.contains("ast") {
                    GherkinMessages.write(document, to: &json)
                    json.raw(0x0A)
                }
                if formats.contains("pickles") {
                    for pickle in PickleCompiler().compile(document, ids: &ids) {
                        GherkinMessages.write(pickle, to: &json)
                        json.raw(0x0A)
                    }
                }
            case .failure(let problems):
                errors = problems.errors
            }
        } else if case .failure(let problems) = parser.tokens(of: source, uri: uri) {
            errors = problems.errors
        }
        report(errors, path: path)
        if json.bytes.count > 1 << 20 { flush() }
        return errors.isEmpty
    }

    /// The file's text, or a problem naming why it cannot be read.
    private func readSource(path: String, uri: String) -> Result<String, ParseError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ParseError(message: "no such file; check the path", location: Location(line: 0), uri: uri))
        }
        guard !isDirectory.boolValue else {
            return .failure(ParseError(message: "is a directory; name the .feature files in it",
                                       location: Location(line: 0), uri: uri))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ParseError(message: "cannot be read; check its permissions", location: Location(line: 0),
                                       uri: uri))
        }
        return SourceText.decode(data, uri: uri)
    }

    /// Writes problems as `parseError` messages (when asked for) and, for people, to standard
    /// error as `path:line:column: message`.
    private mutating func report(_ problems: [ParseError], path: String) {
        for problem in problems {
            if formats.contains("errors") && problem.location.line > 0 {
                GherkinMessages.write(problem, to: &json)
                json.raw(0x0A)
            }
            writeToStandardError(Self.humanReadable(problem, path: path) + "\n")
        }
    }

    /// `path:line:column: message`, the message without its `(line:column): ` prefix and cut
    /// short when a quoted line is very long.
    static func humanReadable(_ problem: ParseError, path: String) -> String {
        var message = Substring(problem.message)
        if message.hasPrefix("("), let end = message.range(of: "): ") {
            message = message[end.upperBound...]
        }
        if message.count > 300 { message = message.prefix(300) + "…'" }
        guard problem.location.line > 0 else { return "\(path): \(message)" }
        let column = problem.location.column.map { ":\($0)" } ?? ""
        return "\(path):\(problem.location.line)\(column): \(message)"
    }

    mutating func flush() {
        json.bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written <= 0 && errno != EINTR { break }
                offset += max(written, 0)
            }
        }
        json.removeAll()
    }
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
