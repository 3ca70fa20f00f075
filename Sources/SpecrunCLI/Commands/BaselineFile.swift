import Spelling
import Foundation
import Runner
import SpecrunKit
import YAML

/// Reads and writes baseline files: YAML (or JSON, which the YAML reader also reads) mapping each
/// feature file to its scenarios and each scenario to the expected status per algorithm, with, for
/// a known divergence, the one-line reason it is accepted.
///
///     schema: specrun/baseline@2
///     features:
///       "features/article-view/ideal-strategy.feature":
///         "Offline, no banner over the cached article, opened via link":
///           "legacy": {status: failed, reason: "the bug report: an offline banner over a cached article"}
///           "new": passed
///
/// A scenario name shared by several scenarios of a file gets ` #2`, ` #3`, … after the first.
/// `specrun/baseline@1` files (statuses alone) are read too.
enum BaselineFile {
    static let schema = "specrun/baseline@2"
    static let schemas = ["specrun/baseline@1", schema]

    private struct Contents: Decodable {
        var schema: String
        var features: [String: [String: [String: Entry]]]
    }

    /// One run's entry: its status alone, or `{status: …, reason: …}`.
    private struct Entry: Decodable {
        var status: Status
        var reason: Optional<String>

        private enum CodingKeys: String, CodingKey { case status, reason }

        /// A status alone, as most entries are, else a mapping with a status and a reason (told
        /// apart by the node, not by a failed attempt: an error costs more than the entry).
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if try value.decode(YAMLNode.self).mapping == nil {
                status = try value.decode(Status.self)
                reason = nil
            } else {
                let entry = try decoder.container(keyedBy: CodingKeys.self)
                status = try entry.decode(Status.self, forKey: .status)
                reason = try entry.decodeIfPresent(String.self, forKey: .reason)
            }
        }
    }

    /// A baseline as read, with where each entry is written, to point at an entry that names no
    /// scenario or algorithm of the run.
    struct Read {
        var baseline = Baseline()
        var path: String
        /// For each entry, where its scenario and its algorithm are written.
        var places: [BaselineKey: (scenario: Place, algorithm: Place)] = [:]
    }

    /// A line and column of the baseline file.
    struct Place {
        var line: Int
        var column: Int
    }

    /// Reads the baseline at `path`. Its feature files are named from `projectFolder` (the folder of
    /// the project file, `.` without one): as the run names them, from the working directory, once read.
    static func read(_ path: String, projectFolder: String = ".") throws -> Read {
        let advice = "check the path given to --baseline or in specrun.yml"
        guard !SourceFile.isMissing(path) else { throw UsageError("\(path): no such baseline; \(advice)") }
        let data = try SourceFile.bytes(path, directoryAdvice: advice)
        let root = try YAMLParser().parse(data, file: path)
        let contents = try YAMLDecoder().decode(Contents.self, from: root, file: path)
        guard schemas.contains(contents.schema) else {
            throw UsageError("\(path): unknown baseline schema \"\(contents.schema)\"; expected \"\(schema)\"")
        }
        var read = Read(path: path)
        for file in root["features"]?.mapping ?? [] {
            guard let written = file.key.string else { continue }
            let uri = projectFolder == "." || written.hasPrefix("/") ? written
                : ProjectPath.normalized(ProjectPath.collapsed(projectFolder + "/" + written))
            for scenario in file.value.mapping ?? [] {
                guard let label = scenario.key.string else { continue }
                for algorithm in scenario.value.mapping ?? [] {
                    guard let algorithmName = algorithm.key.string,
                          let entry = contents.features[written]?[label]?[algorithmName] else { continue }
                    let key = BaselineKey(uri: uri, scenario: label, algorithm: algorithmName)
                    read.baseline.expectations[key] = entry.status
                    if let reason = entry.reason {
                        guard !reason.contains(where: \.isNewline), !reason.allSatisfy(\.isWhitespace) else {
                            throw UsageError("\(path):\(algorithm.value.line):\(algorithm.value.column): a reason is one line of text; "
                                + "write why \(algorithmName) is expected to be \(entry.status.rawValue) in one line")
                        }
                        read.baseline.reasons[key] = reason
                    }
                    read.places[key] = (Place(line: scenario.key.line, column: scenario.key.column),
                                        Place(line: algorithm.key.line, column: algorithm.key.column))
                }
            }
        }
        return read
    }

    /// The problems of the entries for one feature of the run: a scenario the file does not have,
    /// or an algorithm its system does not have. Entries for files outside the run's paths, or for
    /// scenarios this run did not select (tags, lines, a shard), are fine.
    static func problems(of read: Read, in feature: PlannedFeature, systems: [SystemDescription]) -> [(key: BaselineKey, problem: String)] {
        let uri = feature.parsed.uri
        // This feature's keys, then sorted: the whole baseline is not sorted once per feature.
        let keys = read.baseline.expectations.keys.filter { $0.uri == uri }.sorted()
        guard !keys.isEmpty else { return [] }
        var problems: [(key: BaselineKey, problem: String)] = []
        var reported = Set<String>()
        let labels = ScenarioLabels.labels(of: feature.parsed)
        for key in keys {
            guard let places = read.places[key] else { continue }
            if !labels.contains(key.scenario) {
                let place = places.scenario
                if reported.insert("\(place.line):\(place.column)").inserted {
                    problems.append((key, "\(read.path):\(place.line):\(place.column): \(key.uri) has no scenario \"\(key.scenario)\""
                        + "\(Suggestion.didYouMean(key.scenario, among: labels)); correct the name, or remove the entry "
                        + "(--write-baseline records the baseline afresh)"))
                }
                continue
            }
            guard let systemName = feature.system, let system = systems.first(where: { $0.name == systemName }),
                  !system.algorithmNames.contains(key.algorithm) else { continue }
            let place = places.algorithm
            problems.append((key, "\(read.path):\(place.line):\(place.column): unknown algorithm \"\(key.algorithm)\" for "
                + "\(key.uri)\(Suggestion.didYouMean(key.algorithm, among: system.algorithmNames)); @\(system.name) has "
                + "\(system.algorithmNames.joined(separator: ", "))"))
        }
        return problems
    }

    /// The baseline as YAML, its feature files named from `projectFolder` (as `read` reads them).
    static func render(_ baseline: Baseline, projectFolder: String = ".") -> String {
        var lines = ["# The expected status of each scenario on each algorithm. specrun --baseline exits 1 on any change;",
                     "# record a new one with --write-baseline, which keeps the reasons of the runs that did not change.",
                     "# Say why a divergence is accepted: \"legacy\": {status: failed, reason: \"legacy never checks for a newer revision\"}",
                     "schema: \(schema)", "features:"]
        var lastURI: String?
        var lastScenario: String?
        for key in baseline.sortedKeys {
            if key.uri != lastURI {
                lines.append("  \(quoted(projectFolder == "." ? key.uri : ProjectPath.relative(key.uri, from: projectFolder))):")
                lastURI = key.uri
                lastScenario = nil
            }
            if key.scenario != lastScenario {
                lines.append("    \(quoted(key.scenario)):")
                lastScenario = key.scenario
            }
            let status = baseline[key]!.rawValue
            lines.append("      \(quoted(key.algorithm)): " + (baseline.reason(for: key).map { "{status: \(status), reason: \(quoted($0))}" } ?? status))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar (JSON string syntax, which YAML shares).
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Checks a baseline's entries against each feature as it is announced, and refuses the run as it
/// starts (before any report writes) if an entry can only be a mistake.
final class BaselineCheck: Reporter {
    private let read: BaselineFile.Read
    private let systems: [SystemDescription]
    private var problems: [(key: BaselineKey, problem: String)] = []

    init(_ read: BaselineFile.Read, systems: [SystemDescription]) {
        self.read = read
        self.systems = systems
    }

    func handle(_ event: SuiteEvent) throws {
        switch event {
        case .planned(let feature):
            problems += BaselineFile.problems(of: read, in: feature, systems: systems)
        case .started:
            guard !problems.isEmpty else { return }
            throw ConfigurationError(problems.sorted { $0.key < $1.key }.map(\.problem).joined(separator: "\n"))
        default:
            break
        }
    }
}
