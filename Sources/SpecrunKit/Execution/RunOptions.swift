/// How a run runs, from the command line and `specrun.yml`: threads, early stop, retries, the modes
/// that change what statuses mean (`--strict`, `--dry-run`), and what every world is made with
/// (`--window`, `--seed`, whether a report draws traces). Data: a run's `RunStart` carries it.
@usableFromInline
package struct RunOptions: Hashable, Sendable {
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
    @usableFromInline package var window: VirtualDuration?
    /// Seeds whatever the simulation draws at random (`--seed`).
    @usableFromInline package var seed: UInt64
    /// Whether runs draw their traces (only some reports read them).
    @usableFromInline package var recordsTrace: Bool

    @usableFromInline package init(jobs: Int = 1, failFast: Bool = false, retry: Int = 0, strict: Bool = false, dryRun: Bool = false,
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
        RunSettings(window: window ?? systemWindow, seed: seed, recordsTrace: recordsTrace)
    }
}
