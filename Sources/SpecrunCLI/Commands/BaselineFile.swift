import Foundation
import Runner
import YAML

/// Reads and writes baseline files: YAML (or JSON, which the YAML reader also reads) mapping each
/// feature file to its scenarios and each scenario to the expected status per algorithm.
///
///     schema: specrun/baseline@1
///     features:
///       "features/article-view/legacy.feature":
///         "Offline w/ warm cache":
///           "legacy": failed
///
/// A scenario name shared by several scenarios of a file gets ` #2`, ` #3`, … after the first.
enum BaselineFile {
    static let schema = "specrun/baseline@1"

    private struct Contents: Decodable {
        var schema: String
        var features: [String: [String: [String: Status]]]
    }

    static func read(_ path: String) throws -> Baseline {
        let advice = "check the path given to --baseline or in specrun.yml"
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("\(path): no such baseline; \(advice)") }
        let data = try SourceFile.bytes(path, directoryAdvice: advice)
        let contents = try YAMLDecoder().decode(Contents.self, from: data, file: path)
        guard contents.schema == schema else {
            throw UsageError("\(path): unknown baseline schema \"\(contents.schema)\"; expected \"\(schema)\"")
        }
        var baseline = Baseline()
        for (uri, scenarios) in contents.features {
            for (label, statuses) in scenarios {
                let (name, occurrence) = splitOccurrence(label)
                for (algorithm, status) in statuses {
                    baseline.expectations[BaselineKey(uri: uri, scenario: name, occurrence: occurrence, algorithm: algorithm)] = status
                }
            }
        }
        return baseline
    }

    static func render(_ baseline: Baseline) -> String {
        var lines = ["# The expected status of each scenario on each algorithm. specrun --baseline exits 1 on any change;",
                     "# record a new one with --write-baseline.", "schema: \(schema)", "features:"]
        var lastURI: String?
        var lastScenario: String?
        for key in baseline.sortedKeys {
            if key.uri != lastURI {
                lines.append("  \(quoted(key.uri)):")
                lastURI = key.uri
                lastScenario = nil
            }
            if key.scenarioLabel != lastScenario {
                lines.append("    \(quoted(key.scenarioLabel)):")
                lastScenario = key.scenarioLabel
            }
            lines.append("      \(quoted(key.algorithm)): \(baseline[key]!.rawValue)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Name #3` into (`Name`, 3); a name without such a suffix is occurrence 1.
    private static func splitOccurrence(_ label: String) -> (String, Int) {
        guard let hash = label.range(of: " #", options: .backwards),
              let number = Int(label[hash.upperBound...]), number > 1 else { return (label, 1) }
        return (String(label[..<hash.lowerBound]), number)
    }

    /// A YAML double-quoted scalar (JSON string syntax, which YAML shares).
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
