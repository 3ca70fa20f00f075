/// What a world is made with for one run: the observation window, the seed of whatever the
/// simulation draws at random, which attempt this is, and whether the run draws its trace. The
/// runner decides each once (the window from `--window`, `specrun.yml`, else the system's own), so a
/// system passes them on to its `DeviceSession` as they are.
///
/// ```swift
/// let world = try system.makeWorld(running: algorithm, settings: RunSettings(window: .seconds(10), seed: 42))
/// ```
public struct RunSettings: Hashable, Sendable {
    /// How long after an action "I should see" waits and "I should not see" looks.
    public var window: VirtualDuration
    /// Seeds whatever the simulation draws at random (a flaky network), so runs repeat exactly. A
    /// retried attempt gets a seed of its own.
    public var seed: UInt64
    /// 0 for a scenario's first attempt, 1 for its first retry (`--retry`), …
    public var attempt: Int
    /// Whether the run's outcome should carry its trace (what the user saw, for the reports that draw
    /// it); a system may skip building it when false.
    public var recordsTrace: Bool
    /// Whether the run's outcome should carry its metrics (explore compares what the user saw and
    /// the requests, never the metrics); when false, `DeviceSession.finish` measures none.
    package var measuresMetrics = true

    /// Settings for one run: a minute's window, seed 0, the first attempt, a trace, unless said.
    public init(window: VirtualDuration = .minutes(1), seed: UInt64 = 0, attempt: Int = 0, recordsTrace: Bool = true) {
        self.window = window
        self.seed = seed
        self.attempt = attempt
        self.recordsTrace = recordsTrace
    }

    /// The settings of attempt `number` of a run made with these: the first attempt keeps the seed,
    /// each retry draws a new one from it, so a retry is not the same run again.
    @usableFromInline package func forAttempt(_ number: Int) -> RunSettings {
        var settings = self
        settings.attempt = number
        if number > 0 {
            var mixer = SplitMix64(seed: seed &+ UInt64(number))
            settings.seed = mixer.next()
        }
        return settings
    }
}
