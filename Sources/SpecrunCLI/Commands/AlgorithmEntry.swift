import Adapter
import Foundation
import Runner
import SpecrunKit
import Spelling
import YAML

/// One entry of `specrun.yml`'s `algorithms:`: an algorithm in another language, run in a child
/// process through the adapter (docs/adapter.md).
///
/// ```yaml
/// algorithms:
///   - system: article-view
///     name: new-python
///     command: [python3, adapters/python/article_view_new.py]
///     directory: .
///     environment: {PYTHONUNBUFFERED: "1"}
///     follows: new        # a port: new's spec (@spec-of:new) is its own
///     readsSystemClock: false   # true: its clock reads virtual time (libfaketime; docs/adapter.md)
/// ```
struct AlgorithmEntry: Decodable, Sendable {
    var system: YAMLLocated<String>
    var name: YAMLLocated<String>
    var summary: Optional<String>
    var command: YAMLLocated<[String]>
    var directory: Optional<YAMLLocated<String>>
    var environment: Optional<[String: String]>
    var turnTimeout: Optional<VirtualDuration>
    var follows: Optional<YAMLLocated<String>>
    var readsSystemClock: Optional<YAMLLocated<Bool>>

    private enum CodingKeys: String, CodingKey {
        case system, name, summary, command, directory, environment, turnTimeout, follows, readsSystemClock
    }

    /// Decodes every key; `turnTimeout` is range-checked (`decodeTurnTimeout`).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        system = try container.decode(YAMLLocated<String>.self, forKey: .system)
        name = try container.decode(YAMLLocated<String>.self, forKey: .name)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        command = try container.decode(YAMLLocated<[String]>.self, forKey: .command)
        directory = try container.decodeIfPresent(YAMLLocated<String>.self, forKey: .directory)
        environment = try container.decodeIfPresent([String: String].self, forKey: .environment)
        turnTimeout = try container.decodeTurnTimeout(forKey: .turnTimeout)
        follows = try container.decodeIfPresent(YAMLLocated<String>.self, forKey: .follows)
        readsSystemClock = try container.decodeIfPresent(YAMLLocated<Bool>.self, forKey: .readsSystemClock)
    }

    /// The declaration, checked: a known system that takes external algorithms, a new name, a
    /// command that can start (its program found, its directory there). Errors point at the line.
    func declaration(systems: [SystemDefinition], projectTimeout: VirtualDuration?) throws
        -> ExternalAlgorithm {
        guard systems.contains(where: { $0.name == system.value }) else {
            let names = systems.map(\.name)
            throw system.error("no system \"\(system.value)\"" + Suggestion.didYouMean(system.value, among: names),
                               hint: "the systems are " + Suggestion.list(names))
        }
        guard let program = command.value.first, !program.isEmpty else {
            throw command.error("the command is empty", hint: "give the program and its arguments, e.g. [python3, adapter.py]")
        }
        let workingDirectory = directory?.value ?? "."
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: workingDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw (directory ?? YAMLLocated(".", file: command.file, line: command.line, column: command.column))
                .error("the command cannot start: no directory \"\(workingDirectory)\"")
        }
        guard Self.findProgram(program, in: workingDirectory) else {
            throw command.error("the command cannot start: \"\(program)\" is " + (program.contains("/")
                ? "not an executable file (from the directory \(workingDirectory))" : "not on PATH"),
                hint: "install it, or give its path")
        }
        if let readsSystemClock, readsSystemClock.value, ChildClock.library == nil {
            throw readsSystemClock.error("the algorithm \(name.value) cannot start: " + ChildClock.missing)
        }
        let timeout = turnTimeout ?? projectTimeout ?? .seconds(5)
        var declaration = ExternalAlgorithm(
            system: system.value, name: name.value, summary: summary, command: command.value, directory: workingDirectory,
            environment: environment ?? [:], turnTimeout: timeout,
            declaredAt: "\(name.file):\(name.line):\(name.column)")
        declaration.follows = follows?.value
        declaration.readsSystemClock = readsSystemClock?.value ?? false
        return declaration
    }

    /// The files the algorithm's child runs, which no report may replace: each word of its command
    /// that names a file (from its directory: the program, the script it is given), and the files
    /// beside each of them (the libraries a script imports, `specrun_adapter.py` beside the port).
    var programFiles: [InputFile] {
        let folder = directory?.value ?? "."
        var files: [InputFile] = []
        for word in command.value where !word.isEmpty {
            let path = word.hasPrefix("/") || folder == "." ? word : (folder as NSString).appendingPathComponent(word)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files.append(InputFile(path: path, role: "a program the algorithm \(name.value) runs (\(name.file):\(name.line))"))
            let beside = (path as NSString).deletingLastPathComponent
            for neighbour in (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? [] {
                let other = (beside as NSString).appendingPathComponent(neighbour)
                guard other != path, FileManager.default.fileExists(atPath: other, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                files.append(InputFile(path: other, role: "a file beside the program of the algorithm \(name.value) (\(name.file):\(name.line)), "
                    + "which it may read"))
            }
        }
        return files
    }

    /// Whether `program` can be executed: a path (relative to `directory`) or a name on `PATH`.
    static func findProgram(_ program: String, in directory: String) -> Bool {
        if program.contains("/") {
            let path = program.hasPrefix("/") ? program : directory + "/" + program
            return FileManager.default.isExecutableFile(atPath: path)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}

extension KeyedDecodingContainer {
    /// A `turnTimeout` (of `specrun.yml`, or of one of its `algorithms`), if there is one: how long
    /// a child may take over one turn, from 1 ms to 24 h, refused at its line and column otherwise.
    func decodeTurnTimeout(forKey key: Key) throws -> VirtualDuration? {
        guard contains(key) else { return nil }
        return try decodeDuration(forKey: key, in: .milliseconds(1)...AlgorithmEntry.longestTurnTimeout,
                                  meaning: "how long an external algorithm may take over one turn (wall-clock)", example: "5 s")
    }
}

extension AlgorithmEntry {
    /// The longest `turnTimeout`: a day, time enough to debug a child mid-turn.
    static let longestTurnTimeout = VirtualDuration.hours(24)
}
