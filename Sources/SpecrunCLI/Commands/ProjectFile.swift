import Foundation
import Reports
import Runner
import SpecrunKit
import SpecrunKit
import YAML

/// `specrun.yml`: a project's defaults for paths, reports, algorithms, the observation window and the
/// baseline. Every key is optional; a command-line option wins over it.
struct ProjectFile: Decodable, Sendable {
    var paths: [String]?
    var format: [String]?
    var algorithm: [String]? { algorithmPlaces?.map(\.value) }
    /// The algorithms `algorithm:` names, each where it is written, so that an unknown one is
    /// refused at its place.
    var algorithmPlaces: [YAMLLocated<String>]?
    /// Each with where it is written, to point at one that does not parse.
    var tags: [YAMLLocated<String>]?
    var window: VirtualDuration?
    var baseline: String?
    var strict: Bool?
    var jobs: Int?
    var order: ScenarioOrder?
    var seed: UInt64?
    /// The directory of the fixtures (network.yml, articles.yml, safe.yml).
    var fixtures: String?
    /// The system of the features that name none (by its tag, without the `@`); by default the
    /// only system when there is one.
    var system: String?
    /// Algorithms in other languages, run through the adapter.
    var algorithms: [AlgorithmEntry]?
    /// How long an external algorithm's child may take over one turn (wall-clock), unless its entry says.
    var turnTimeout: VirtualDuration?
    /// Published results of other implementations, shown beside the algorithms in the HTML and
    /// Markdown reports.
    var references: ReferencesEntry?
    /// The file this was read from (`specrun.yml`, or the path given to `--config`).
    var path = ProjectFile.defaultPath
    /// The folder that holds it: the project's folder. Its relative paths (`paths`, `baseline`,
    /// `fixtures`, the files of `format`, the algorithms' `directory`) are read from here, and a
    /// baseline names feature files relative to it.
    var folder = "."

    private enum CodingKeys: String, CodingKey {
        case paths, format, algorithm, tags, window, baseline, strict, jobs, order, seed, fixtures, system, algorithms, turnTimeout
        case references
    }

    static let defaultPath = "specrun.yml"

    /// Reads `path`, or `specrun.yml` when no path is given and it exists; nil when there is none.
    static func load(_ path: String?) throws -> ProjectFile? {
        let file = path ?? defaultPath
        guard !SourceFile.isMissing(file) else {
            if path != nil { throw UsageError("\(file): no such project file; check the path given to --config") }
            return nil
        }
        let data = try SourceFile.bytes(file, directoryAdvice: "give the project file's path to --config")
        var project = try YAMLDecoder().decode(ProjectFile.self, from: data, file: file)
        project.path = file
        project.folder = ProjectPath.collapsed(ProjectPath.folder(of: file))
        project.resolvePaths()
        return project
    }

    /// `path` as written in the file, from the working directory: read from the project's folder,
    /// as every tool with a project file reads its paths.
    func resolved(_ path: String) -> String {
        folder == "." || path.hasPrefix("/") ? path : ProjectPath.collapsed(folder + "/" + path)
    }

    /// Every relative path of the file, resolved against its folder (`resolved(_:)`).
    private mutating func resolvePaths() {
        guard folder != "." else { return }
        paths = paths?.map(resolved)
        baseline = baseline.map(resolved)
        fixtures = fixtures.map(resolved)
        format = format?.map { text in
            guard let colon = text.firstIndex(of: ":") else { return text }
            let file = String(text[text.index(after: colon)...])
            guard !file.isEmpty, !DestinationIdentity.standardOutputPaths.contains(file) else { return text }
            return text[..<colon] + ":" + resolved(file)
        }
        algorithms = algorithms?.map { entry in
            var entry = entry
            let place = entry.directory ?? YAMLLocated(".", file: entry.command.file, line: entry.command.line, column: entry.command.column)
            entry.directory = YAMLLocated(resolved(place.value), file: place.file, line: place.line, column: place.column)
            return entry
        }
    }
}

extension ProjectFile {
    /// Decodes every key; `window` must be more than zero, `jobs` from 1 to 1,024 as on the command
    /// line, and `turnTimeout` from 1 ms to 24 h.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        paths = try container.decodeIfPresent([String].self, forKey: .paths)
        format = try container.decodeIfPresent([String].self, forKey: .format)
        algorithmPlaces = try container.decodeIfPresent([YAMLLocated<String>].self, forKey: .algorithm)
        tags = try container.decodeIfPresent([YAMLLocated<String>].self, forKey: .tags)
        // The settings an option gives too are read as the option reads them (`Setting`).
        window = try Setting.window.decode(from: container, forKey: .window)
        baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
        if baseline?.isEmpty == true {
            throw DecodingError.dataCorruptedError(forKey: .baseline, in: container,
                                                   debugDescription: "an empty path; give the baseline file's path, or leave baseline: out")
        }
        strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        jobs = try Setting.jobs.decode(from: container, forKey: .jobs)
        order = try Setting.order.decode(from: container, forKey: .order)
        seed = try Setting.seed.decode(from: container, forKey: .seed)
        fixtures = try container.decodeIfPresent(String.self, forKey: .fixtures)
        system = try container.decodeIfPresent(String.self, forKey: .system)
        algorithms = try container.decodeIfPresent([AlgorithmEntry].self, forKey: .algorithms)
        turnTimeout = try container.decodeTurnTimeout(forKey: .turnTimeout)
        references = try container.decodeIfPresent(ReferencesEntry.self, forKey: .references)
    }
}
