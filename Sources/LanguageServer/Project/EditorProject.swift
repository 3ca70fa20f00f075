import Foundation
import SpecrunKit
import Runner

/// What the server serves, read from the project as a run reads it (`specrun.yml`, its fixtures,
/// baseline and saved results): the systems of the executable it runs in, the system of features
/// that name none, the baseline's entries, the saved results file, and the problems found reading
/// them, which the editor is told of rather than the server dying.
///
/// ```swift
/// let server = LanguageServer { root in
///     EditorProject(root: root, systems: [AnySystem(ShopSystem())])
/// }
/// ```
package struct EditorProject: Sendable {
    /// The project's folder, absolute: feature paths in the baseline and results are read from it.
    package var root: String
    package var systems: [AnySystem]
    /// The system of a feature that names none (`system:` in specrun.yml, or the only system).
    package var defaultSystem: Optional<String>
    package var baseline: Optional<BaselineEntries>
    /// The saved `json` results named in specrun.yml's `format`, absolute.
    package var resultsPath: Optional<String>
    package var problems: [ProjectError]

    package init(root: String, systems: [AnySystem], defaultSystem: String? = nil, baseline: BaselineEntries? = nil,
                 resultsPath: String? = nil, problems: [ProjectError] = []) {
        self.root = root
        self.systems = systems
        self.defaultSystem = defaultSystem ?? (systems.count == 1 ? systems[0].name : nil)
        self.baseline = baseline
        self.resultsPath = resultsPath
        self.problems = problems
    }

    /// The Swift file a step definition was compiled from, in this workspace: a binary built
    /// elsewhere (a CI machine, another clone) records its own folder, so the longest tail of that
    /// path found under the project's folder is the file; the path as recorded when none is.
    package func sourceFile(_ compiled: String) -> String {
        guard !compiled.hasPrefix(root + "/") else { return compiled }
        let components = compiled.split(separator: "/")
        for start in components.indices.dropLast() {
            let candidate = root + "/" + components[start...].joined(separator: "/")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return compiled
    }

    /// A path as the project names it (relative to its folder), absolute.
    package func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : ProjectPath.collapsed(root + "/" + path)
    }
}

/// A problem with a file of the project (specrun.yml, a fixture, the baseline): where it is (the
/// line and column when the problem has one) and what it says, without its place.
package struct ProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Optional<Int>
    package var column: Optional<Int>
    package var message: String

    /// The problem as a run prints it: `file:line:column: message`, or `file: message`.
    package var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "")\(line != nil ? column.map { ":\($0)" } ?? "" : ""): \(message)"
    }

    package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// The entries of a baseline, each with where it is written.
package struct BaselineEntries: Sendable {
    /// One scenario's entry for one feature file: its label (`Name`, `Name #2`), where the label is
    /// written, and the statuses it expects by algorithm.
    package struct Entry: Hashable, Sendable {
        package var uri: String
        package var scenarioLabel: String
        package var line: Int
        package var column: Int
        package var statuses: [String: String]

        package init(uri: String, scenarioLabel: String, line: Int, column: Int, statuses: [String: String]) {
            self.uri = uri
            self.scenarioLabel = scenarioLabel
            self.line = line
            self.column = column
            self.statuses = statuses
        }
    }

    package var path: String
    package var entries: [Entry]

    package init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// The entries of the feature file at `path` (absolute).
    package func entries(forFeatureAt path: String) -> [Entry] {
        entries.filter { $0.uri == path }
    }
}
