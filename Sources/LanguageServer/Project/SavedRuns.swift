import SpecrunKit
import Foundation
import JSON
import Runner

/// The runs of the latest saved results (`--format json:FILE`), by the scenario they ran (its
/// feature file, name and step texts, an outline's row by its values), not by its line, so a
/// scenario moved keeps its results and one inserted above it shows none: each algorithm's status
/// and the first failing step's message. A scenario whose steps changed since the results were
/// saved is found by its name, as changed. Read with the project's JSON reader when first asked,
/// and again when the file changed.
///
/// ```swift
/// let runs = SavedRuns.read("/p/results.json", root: "/p")
/// runs?.runs(of: "/p/features/a.feature", name: "Offline", steps: ["my connection is offline"])
/// // .ran([SavedRun(algorithm: "legacy", status: "failed", …)])
/// ```
package struct SavedRuns: Sendable {
    package struct Run: Hashable, Sendable {
        package var algorithm: String
        package var status: String
        /// The first failing step: its line and message.
        package var failure: (line: Int, message: String)?
        /// Why the baseline the run was compared with expects its status, when its entry says.
        package var reason: String? = nil

        package static func == (a: Run, b: Run) -> Bool {
            a.algorithm == b.algorithm && a.status == b.status && a.failure?.line == b.failure?.line
                && a.failure?.message == b.failure?.message && a.reason == b.reason
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(algorithm)
            hasher.combine(status)
        }
    }

    package let path: String
    package let startedAt: String?
    private let byContent: [String: [Run]]
    private let byName: [String: [Run]]

    /// What the results hold of one scenario.
    package enum Found: Equatable, Sendable {
        /// Its runs, as it is now.
        case ran([Run])
        /// Runs of a scenario of its name whose steps were not these: it changed since.
        case changed([Run])
        case notFound
    }

    /// The results at `path`, feature paths read from `root`; a problem when the file cannot be read
    /// or is not results.
    package static func read(_ path: String, root: String) -> Result<SavedRuns, ProjectError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ProjectError(file: path, message: "no saved results yet: run specrun to write them"))
        }
        let value: JSONValue
        do {
            value = try JSONReader.read(Array(data))
        } catch {
            return .failure(ProjectError(file: path, line: error.line, column: error.column, message: "not JSON: \(error.message)"))
        }
        guard let schema = value["schema"]?.string, ResultsSchema.read.contains(schema), let runs = value["runs"]?.array else {
            return .failure(ProjectError(file: path, message: "not specrun results (schema \(ResultsSchema.current))"))
        }
        var byContent: [String: [Run]] = [:], byName: [String: [Run]] = [:]
        for run in runs {
            guard let uri = run["uri"]?.string, let line = run["line"]?.integer, let algorithm = run["algorithm"]?.string,
                  let status = run["status"]?.string else { continue }
            let failing = run["steps"]?.array?.first { $0["status"]?.string != "passed" && $0["message"]?.string != nil }
            let failure = failing.flatMap { step in step["message"]?.string.map { (step["line"]?.integer ?? line, $0) } }
            let file = uri.hasPrefix("/") ? uri : ProjectPath.collapsed(root + "/" + uri)
            let name = run["scenario"]?.string ?? ""
            let steps = run["steps"]?.array?.compactMap { $0["text"]?.string } ?? []
            let saved = Run(algorithm: algorithm, status: status, failure: failure, reason: run["reason"]?.string)
            byContent[Self.key(file, name, steps), default: []].append(saved)
            byName[Self.key(file, name, nil), default: []].append(saved)
        }
        return .success(SavedRuns(path: path, startedAt: value["startedAt"]?.string, byContent: byContent, byName: byName))
    }

    /// The runs of the scenario (or example row) named `name` with these step texts, of the
    /// feature file at `path`.
    package func runs(of path: String, name: String, steps: [String]) -> Found {
        if let runs = byContent[Self.key(path, name, steps)] { return .ran(runs) }
        if let runs = byName[Self.key(path, name, nil)] { return .changed(runs) }
        return .notFound
    }

    private static func key(_ path: String, _ name: String, _ steps: [String]?) -> String {
        ([path, name] + (steps ?? [])).joined(separator: "\u{0}")
    }
}
