import Runner
import SpecrunKit

/// What reporters share beyond the events: whether colours are wanted, the clock for timestamps, the
/// version of specrun that made the report, and whether the console lists every run that did not
/// pass (`--verbose`).
///
/// ```swift
/// let context = ReportContext(color: false, clock: .fixed(at: startedAt), version: "1.0",
///                             environment: ProcessInfo.processInfo.environment)
/// let reporter = try ReportCatalog.makeReporter(FormatRequest("github"), context: context)
/// ```
package struct ReportContext: Sendable {
    /// Whether console formats may colour their output; the catalog turns it off for files.
    package var color: Bool
    package var clock: WallClock
    package var version: String
    /// The process's environment, for the formats that read it (`github`: `GITHUB_STEP_SUMMARY`).
    package var environment: [String: String]
    /// Whether the console formats list every run that did not pass and the matrix, known
    /// divergences too (`--verbose`).
    package var verbose: Bool
    /// Published results of other implementations, shown beside the algorithms by `html` and
    /// `markdown` (`specrun.yml`'s `references:`).
    package var references: Optional<References>
    /// The terminal's width in columns when standard output is one: the console formats wrap
    /// their long lines to it. Nil for files and pipes.
    package var width: Int?

    package init(color: Bool, clock: WallClock, version: String, environment: [String: String] = [:], verbose: Bool = false,
                 references: References? = nil) {
        self.color = color
        self.clock = clock
        self.version = version
        self.environment = environment
        self.verbose = verbose
        self.references = references
    }
}
