import Runner
import SpecrunKit

/// A `specrun/results@2` (or `@1`) file as decoded: what `specrun report` needs to replay a run's events.
/// Fields the json format gained after its first version (step definitions, parameter types) are
/// optional, so older files still render.
struct SavedResults: Decodable {
    struct Version: Decodable { var version: String }

    struct Options: Decodable {
        /// Whether the runs were compared with a baseline, each run then recording what it expected
        /// (absent in files from before it was saved).
        var baseline: Bool?
        var dryRun: Bool
        var order: String
        var shard: String?
        var strict: Bool
    }

    struct System: Decodable {
        struct Algorithm: Decodable { var follows: String?; var name: String; var summary: String }

        struct ParameterType: Decodable {
            var examples: [String]?
            var name: String
            var preferForRegexpMatch: Bool
            var regexps: [String]
            var typeName: String
            var useForSnippets: Bool
        }

        struct StepDefinition: Decodable {
            struct Location: Decodable { var file: String; var line: Int }

            var index: Int
            var keyword: StepKeyword
            var kind: StepPattern.Kind
            var location: Location
            var pattern: String
        }

        struct Hook: Decodable {
            var index: Int
            var kind: HookKind
            var location: StepDefinition.Location
            var name: String?
            var tags: String?
        }

        var algorithms: [Algorithm]
        /// Written since 2.0 for a system with hooks.
        var hooks: [Hook]?
        var metrics: [Metric]?
        var name: String
        var parameterTypes: [ParameterType]?
        /// Written since 1.1 for a system that names its proposal.
        var proposal: Proposal?
        var stepDefinitions: [StepDefinition]?
        /// The kinds of what the system registered in its order (written since 2.0, when it is not
        /// parameter types, step definitions, hooks).
        var supportCode: [SupportCode.Kind]?
        var summary: String
    }

    struct Feature: Decodable {
        /// Where the feature's ids began in the run (written since shards merge by id).
        var firstId: Int?
        var keyword: String
        var line: Int
        /// How its source is written (a `source` envelope's media type); files written before it
        /// was saved are read in the syntax their uri says.
        var mediaType: String?
        var name: String
        var source: String
        var system: String?
        var tags: [String]
        var uri: String
    }

    struct Step: Decodable {
        struct Attachment: Decodable {
            var body: String
            var encoding: SpecrunKit.Attachment.Encoding
            var fileName: String?
            var mediaType: String
            var timestamp: String
        }

        /// What the step attached (written since 2.0, when it attached something).
        var attachments: [Attachment]?
        var durationMs: Double
        /// The Swift type of the error that decided the step's status, when a body threw one.
        var exceptionType: String?
        /// As a test step of an attempt: when it ran, and the hook's index or the pickle step's position.
        var finishedAt: String?
        var hook: Int?
        var startedAt: String?
        var step: Int?
        var keyword: String
        var line: Int
        var message: String?
        /// For a failed step, what the user saw instead.
        var observed: String?
        var snippet: String?
        /// Every snippet suggested, when there were several (the first is `snippet`).
        var snippets: [String]?
        var status: Status
        var text: String
    }

    /// An attempt of a retried run (or of one with scenario hooks).
    struct Attempt: Decodable {
        var finishedAt: String
        var number: Int
        var startedAt: String
        var status: Status
        var testSteps: [Step]
        var willBeRetried: Bool
    }

    struct Run: Decodable {
        var algorithm: String
        var attempts: [Attempt]?
        /// The attempts between the first ten and the last, counted, not kept.
        var attemptsLeftOut: Int?
        var durationMs: Double
        /// With a baseline, the status it expects (nil: unknown to it).
        var expected: Status?
        var id: String
        var metrics: RunMetrics?
        var pickleId: String
        /// With a baseline, why it expects what it does, when its entry says.
        var reason: String?
        var startedAt: String
        var status: Status
        var steps: [Step]
        var system: String
        var trace: RunTrace?
        var uri: String
    }

    struct Change: Decodable {
        var actual: Status
        var algorithm: String
        var expected: Status?
        var message: String?
        var reason: String?
        /// Which of several scenarios of that name, in a `specrun/results@1` file.
        var occurrence: Int?
        var scenario: String
        var uri: String

        /// The scenario's label: `scenario`, which a `@1` file wrote as a name and an occurrence.
        var label: String { (occurrence ?? 1) > 1 ? "\(scenario) #\(occurrence!)" : scenario }
    }

    struct Baseline: Decodable {
        /// Runs departing from another algorithm's spec as expected (absent before specrun 1.1).
        var departures: Int?
        var fixes: [Change]
        var knownDivergences: Int
        var matched: Int
        var otherChanges: [Change]
        var regressions: [Change]
    }

    struct Summary: Decodable {
        var baseline: Baseline?
        var durationMs: Double
        var finishedAt: String
        var interrupted: Bool
        var stoppedEarly: Bool
    }

    var schema: String
    var specrun: Version
    var startedAt: String
    var options: Options
    var systems: [System]
    var features: [Feature]
    var runs: [Run]
    var summary: Summary
}
