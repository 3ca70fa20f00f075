import Runner

/// A `specrun/results@1` file as decoded: what `specrun report` needs to replay a run's events.
/// Fields the json format gained after its first version (step definitions, parameter types) are
/// optional, so older files still render.
struct SavedResults: Decodable {
    struct Version: Decodable { var version: String }

    struct Options: Decodable {
        var dryRun: Bool
        var order: String
        var shard: String?
        var strict: Bool
    }

    struct System: Decodable {
        struct Algorithm: Decodable { var name: String; var summary: String }

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

        var algorithms: [Algorithm]
        var metrics: [Metric]?
        var name: String
        var parameterTypes: [ParameterType]?
        var stepDefinitions: [StepDefinition]?
        var summary: String
    }

    struct Feature: Decodable {
        var keyword: String
        var line: Int
        var name: String
        var source: String
        var system: String?
        var tags: [String]
        var uri: String
    }

    struct Step: Decodable {
        var durationMs: Double
        /// The Swift type of the error that decided the step's status, when a body threw one.
        var exceptionType: String?
        var keyword: String
        var line: Int
        var message: String?
        var snippet: String?
        /// Every snippet suggested, when there were several (the first is `snippet`).
        var snippets: [String]?
        var status: Status
        var text: String
    }

    struct Run: Decodable {
        var algorithm: String
        var durationMs: Double
        var id: String
        var metrics: RunMetrics?
        var occurrence: Int
        var pickleId: String
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
        var occurrence: Int
        var scenario: String
        var uri: String
    }

    struct Baseline: Decodable {
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
