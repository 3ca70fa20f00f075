import Foundation
/// How a run runs, from the command line and `specrun.yml`: threads, early stop, retries, the modes
/// that change what statuses mean (`--strict`, `--dry-run`), and what every world is made with
/// (`--window`, `--seed`, whether a report draws traces). Data: a run's `SuiteStart` carries it.
@usableFromInline
package struct SuiteOptions: Hashable, Sendable {
    /// How many threads run cases (`--jobs`).
    @usableFromInline package var jobs: Int
    /// Whether the run stops at its first failure (`--fail-fast`).
    @usableFromInline package var failFast: Bool
    /// How many more times a failed case runs (`--retry N`); its last attempt decides its status.
    @usableFromInline package var retry: Int
    /// Whether undefined and pending steps fail the run (`--strict`).
    @usableFromInline package var strict: Bool
    /// Whether steps are matched but none runs (`--dry-run`).
    @usableFromInline package var dryRun: Bool
    /// The observation window of every world, over each system's own (`--window`); nil keeps theirs.
    @usableFromInline package var window: Optional<VirtualDuration>
    /// Seeds whatever the simulation draws at random (`--seed`).
    @usableFromInline package var seed: UInt64
    /// Whether runs draw their traces (only some reports read them).
    @usableFromInline package var recordsTrace: Bool
    /// Whether runs measure their metrics (every report reads them; an exploration does not).
    @usableFromInline package var measuresMetrics = true

    /// The threads of a run (and of an exploration) when neither `--jobs` nor `specrun.yml` says: one
    /// per processor. Runs do not share a world, and the reports are the same with any number.
    @usableFromInline package static var defaultJobs: Int { min(max(1, ProcessInfo.processInfo.activeProcessorCount), jobsRange.upperBound) }
    /// How many threads a run may have: at most 1,024, more than any machine runs at once (and
    /// few enough that the runner's sums of runs per thread cannot overflow).
    @usableFromInline package static let jobsRange = 1...1_024

    /// Options with the command line's defaults: a thread per processor, strict (an undefined or
    /// pending step fails the run), no retry, the systems' own windows, seed 0.
    @usableFromInline package init(jobs: Int = SuiteOptions.defaultJobs, failFast: Bool = false, retry: Int = 0, strict: Bool = true, dryRun: Bool = false,
                 window: VirtualDuration? = nil, seed: UInt64 = 0, recordsTrace: Bool = true) {
        self.jobs = jobs
        self.failFast = failFast
        self.retry = retry
        self.strict = strict
        self.dryRun = dryRun
        self.window = window
        self.seed = seed
        self.recordsTrace = recordsTrace
    }

    /// The settings of the first attempt of a world whose system's own window is `systemWindow`:
    /// the window the run names, else the system's.
    @usableFromInline package func settings(window systemWindow: VirtualDuration) -> RunSettings {
        var settings = RunSettings(window: window ?? systemWindow, seed: seed, recordsTrace: recordsTrace)
        settings.measuresMetrics = measuresMetrics
        return settings
    }
}
