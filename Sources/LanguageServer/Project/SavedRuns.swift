import SpecrunKit
import Foundation
import JSON
import Runner

/// The runs of the latest saved results (`--format json:FILE`), by feature file and line (a
/// scenario's, or an example row's): each algorithm's status and the first failing step's message.
/// Read with the project's JSON reader when first asked, and again when the file changed.
///
/// ```swift
/// let runs = SavedRuns.read("/p/results.json", root: "/p")
/// runs?.runs(at: "/p/features/a.feature", line: 12)   // [SavedRun(algorithm: "legacy", status: "failed", …)]
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
    private let byPlace: [String: [Run]]

    /// The results at `path`, feature paths read from `root`; a problem when the file cannot be read
    /// or is not results.
    package static func read(_ path: String, root: String) -> Result<SavedRuns, ProjectProblem> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ProjectProblem(file: path, message: "no saved results yet: run specrun to write them"))
        }
        let value: JSONValue
        do {
            value = try JSONReader.read(Array(data))
        } catch {
            return .failure(ProjectProblem(file: path, line: error.line, column: error.column, message: "not JSON: \(error.message)"))
        }
        guard let schema = value["schema"]?.string, ResultsSchema.read.contains(schema), let runs = value["runs"]?.array else {
            return .failure(ProjectProblem(file: path, message: "not specrun results (schema \(ResultsSchema.current))"))
        }
        var byPlace: [String: [Run]] = [:]
        for run in runs {
            guard let uri = run["uri"]?.string, let line = run["line"]?.integer, let algorithm = run["algorithm"]?.string,
                  let status = run["status"]?.string else { continue }
            let failing = run["steps"]?.array?.first { $0["status"]?.string != "passed" && $0["message"]?.string != nil }
            let failure = failing.flatMap { step in step["message"]?.string.map { (step["line"]?.integer ?? line, $0) } }
            let file = uri.hasPrefix("/") ? uri : ProjectPath.collapsed(root + "/" + uri)
            byPlace["\(file):\(line)", default: []].append(Run(algorithm: algorithm, status: status, failure: failure,
                                                               reason: run["reason"]?.string))
        }
        return .success(SavedRuns(path: path, startedAt: value["startedAt"]?.string, byPlace: byPlace))
    }

    /// The runs of the scenario or example row at `line` of the feature file at `path`.
    package func runs(at path: String, line: Int) -> [Run] {
        byPlace["\(path):\(line)"] ?? []
    }
}
