import SpecrunKit

/// How `specrun explore` explores.
///
/// ```swift
/// let options = ExploreOptions(algorithms: ["legacy", "new"], seed: 7, budget: 500, time: 60, jobs: 2)
/// let explorer = try Explorer(system: system, options: options)
/// ```
package struct ExploreOptions: Sendable {
    /// The reference algorithm first, then those compared with it; empty for every algorithm, the
    /// system's first as the reference.
    package var algorithms: [String]
    package var seed: UInt64
    /// How many scenarios to generate.
    package var budget: Int
    /// Stops after this many seconds, whatever the budget (results then depend on the machine's speed).
    package var time: Optional<Double>
    /// Steps per generated scenario, at most (1 to `maxStepsLimit`).
    package var maxSteps: Int
    /// How each run of a generated scenario runs (its threads, window, whether it draws a trace).
    package var suiteOptions: SuiteOptions
    /// The threads the scenarios run on: the run options' own (`--jobs`), the one place they are kept.
    package var jobs: Int {
        get { suiteOptions.jobs }
        set { suiteOptions.jobs = newValue }
    }
    /// Enumerates every scenario of up to this many steps instead of drawing them (`--exhaustive
    /// --depth K`); the budget is then not used.
    package var exhaustiveDepth: Optional<Int>
    /// Whether the same screens shown at other times are a difference (`--timing`).
    package var timing: Bool
    /// Whether the user asked it to stop (a signal): no scenario starts, and no shrinking goes on,
    /// once it says so; what was found until then is concluded and reported, marked interrupted.
    package var isStopped: @Sendable () -> Bool = { false }

    /// The most steps a generated scenario may have: shrinking tries up to the square of a
    /// scenario's steps, and the behaviours found take two to four.
    package static let maxStepsLimit = 50
    /// The deepest an exhaustive exploration goes: the scenarios grow as the vocabulary to this power.
    package static let depthLimit = 8
    /// The depth of `--exhaustive` without `--depth`.
    package static let defaultDepth = 4

    package init(algorithms: [String] = [], seed: UInt64 = 1, budget: Int = 2_000, time: Double? = nil, maxSteps: Int = 6,
                jobs: Int? = nil, suiteOptions: SuiteOptions = SuiteOptions(), exhaustiveDepth: Int? = nil, timing: Bool = false) {
        self.algorithms = algorithms
        self.seed = seed
        self.budget = budget
        self.time = time
        self.maxSteps = maxSteps
        self.suiteOptions = suiteOptions
        if let jobs { self.suiteOptions.jobs = jobs }
        self.exhaustiveDepth = exhaustiveDepth
        self.timing = timing
    }
}

/// How far an exploration got: for the progress line on a terminal.
///
/// ```swift
/// let report = try explorer.explore { progress in
///     print("\(progress.tried) tried, \(progress.behaviours) behaviours, \(Int(progress.seconds)) s")
/// }
/// ```
package struct ExploreProgress: Sendable {
    package var tried: Int
    package var behaviours: Int
    package var seconds: Double
    /// Seconds until `--time` is over; nil without one.
    package var secondsLeft: Double?
}

/// One behaviour where two algorithms differ: its signature, how often scenarios showed it, the
/// first one that did (shrunk), and its written scenario: Givens and Whens with the checks that
/// state what the reference shows. One that no check tells apart is not written.
///
/// ```swift
/// for behaviour in try explorer.explore().behaviours {
///     print(behaviour.signature, "first in scenario \(behaviour.firstFound), seen \(behaviour.instances) times")
/// }
/// ```
package struct Behaviour: Sendable {
    package var signature: DivergenceSignature
    /// The number of the first generated scenario that showed it, from 1.
    package var firstFound: Int
    /// `firstFound` as read aloud: "1st", "2nd", "13th", "22nd".
    package var firstFoundOrdinal: String {
        let suffix = (11...13).contains(firstFound % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][firstFound % 10] ?? "th"
        return "\(firstFound)\(suffix)"
    }
    package var secondsToFirst: Double
    package var instances: Int
    /// The smallest scenario found that shows it, 1-minimal for its signature.
    var steps: [GeneratedStep]
    /// How many of its instances were shrunk.
    var shrinks: Int
    /// The Givens and Whens of its written scenario: `steps`, or all but its last wait when that
    /// moved into a timed check.
    var written: [GeneratedStep] = []
    /// Its Then steps; none when no check of the system tells the algorithms apart.
    var checks: [GeneratedStep] = []
    /// What its checks state of each algorithm's run of its written scenario: each holds on the
    /// reference; the first, where the other's run stops, does not hold on the other. Its `title`
    /// is made of them.
    package var claims: [CheckClaim] = []
    /// What its written scenario gives on the other algorithm: the first step that did not pass,
    /// with its message (nil when it passes).
    var otherSaw: String? = nil
    /// The signatures of longer behaviours folded into it: their scenario contained its, and their
    /// checks tell the algorithms apart on its too.
    package var twins: [String] = []

    /// Whether it is written: its checks pass on the reference and fail on the other.
    package var isWritten: Bool { !checks.isEmpty }
}

/// How far an exhaustive exploration went: every scenario of up to `depth` steps, those it ran,
/// and the distinct states they reached (scenarios that reach a state already reached are not
/// extended). `complete` is false when `--time` stopped it first.
package struct ExhaustiveFigures: Sendable {
    package var depth: Int
    package var scenarios: Int
    package var states: Int
    package var complete: Bool
}

/// The result of exploring one system: every behaviour found, in the order found.
///
/// ```swift
/// let report = try explorer.explore()
/// print("\(report.behaviours.count) behaviours in \(report.tried) scenarios against \(report.reference)")
/// let feature = report.feature(by: explorer)
/// ```
package struct ExploreReport: Sendable {
    package var system: String
    package var reference: String
    package var others: [String]
    package var seed: UInt64
    package var tried: Int
    package var runs: Int
    package var seconds: Double
    package var behaviours: [Behaviour]
    /// For an exhaustive exploration, how far it went.
    package var proof: ExhaustiveFigures? = nil
    /// Whether a stop (`ExploreOptions.isStopped`) cut it short: it holds what was found until then.
    package var interrupted = false
    /// The command that explores the same way, so finds the same ("specrun explore --system
    /// article-view --algorithm legacy --algorithm new --seed 1 --budget 2000"); the command line
    /// adds the project file, fixtures and window it was given.
    package var command: String = ""
}

/// A word of a command line as a POSIX shell reads it: as it is when it is only letters, digits and
/// `-_./:=@%+,`, else in single quotes (a quote inside written `'\''`).
///
/// ```swift
/// ShellWord.quoted("mutants/specrun.yml")   // mutants/specrun.yml
/// ShellWord.quoted("my specs.yml")          // 'my specs.yml'
/// ```
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
