import Runner
import SpecrunKit

/// The `junit` format, as Jenkins, GitLab and GitHub test-report tools read it: a `testsuite` per
/// feature and algorithm, a `testcase` per scenario × algorithm (its `classname` is the feature
/// name with the algorithm in brackets), `failure` with the reason and the step, `skipped` for
/// undefined and pending steps (failures with `--strict`), times in seconds. With a baseline it says
/// what the console says: a known divergence is `skipped` with its reason, and each change from the
/// baseline is a `failure` (`regression`, `unexpected-fix`, `changed`). A scenario name that
/// occurs more than once in a file gets ` #2`, ` #3`, … as in baselines, so test names stay unique.
/// The test cases are spooled as they finish, each suite's opening once its feature finished, and
/// the opening `testsuites` element, with the run's totals, last, before them all, in file order.
final class JUnitReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    private let suites = OrderedSpool()
    private var strict = false
    /// With a baseline, a known divergence is skipped, not failed, and a change from it fails.
    private var baseline: Baseline?
    private var tests = 0
    private var failureCount = 0

    func begin(_ start: SuiteStart) {
        strict = start.options.strict
        baseline = start.baseline
    }

    /// What a run is to a JUnit reader: a pass, a failure or a skip, with its words.
    private enum Verdict {
        case pass
        case failure(type: String, message: String)
        case skipped(message: String)
    }

    /// A run's verdict: a failed or ambiguous run (an undefined or pending one too with `--strict`)
    /// fails; with a baseline, a run that does not pass as the baseline expects is a known
    /// divergence, skipped with its reason, and every change from the baseline fails, an
    /// unexpected fix too (the run exits 1 for it): the same runs the console lists as changes.
    private func verdict(of result: CaseResult) -> Verdict {
        let step = result.decisiveStep
        let firstLine = step?.message.map { String($0.prefix { $0 != "\n" }) } ?? result.status.rawValue
        if let baseline {
            let key = BaselineKey(result)
            switch BaselineComparison.change(of: result, in: baseline) {
            case .regression:
                return .failure(type: "regression", message: "regression, was \(baseline[key]?.rawValue ?? "not in the baseline"), "
                    + "now \(result.status.rawValue): \(firstLine)")
            case .fix:
                return .failure(type: "unexpected-fix", message: "unexpected fix: passes where the baseline expects "
                    + "\(baseline[key]?.rawValue ?? "passed"); record it with --write-baseline")
            case .otherChange:
                return .failure(type: "changed", message: "changed from the baseline, was \(baseline[key]?.rawValue ?? "not in the baseline"), "
                    + "now \(result.status.rawValue): \(firstLine)")
            case nil where baseline.isKnownDivergence(result):
                return .skipped(message: "known divergence, as the baseline expects: "
                    + (baseline.reason(for: key) ?? "\(result.status.rawValue): \(firstLine)"))
            case nil:
                break
            }
        }
        switch result.status {
        case .passed, .departed:
            return .pass   // a departure is not a failure: the scenario is another algorithm's spec; its output says how this one differs
        case .failed, .ambiguous:
            return .failure(type: result.status.rawValue, message: firstLine)
        case .undefined, .pending:
            let message = result.status == .undefined ? "undefined step: \(step.map { $0.keyword + $0.text } ?? "")" : firstLine
            return strict ? .failure(type: result.status.rawValue, message: message) : .skipped(message: message)
        case .skipped:
            return .skipped(message: "not run (dry run)")
        }
    }

    /// One `testsuite` being gathered: a feature's runs on one algorithm (its test cases are spooled).
    fileprivate struct Suite {
        var tests = 0
        var failures = 0
        var skipped = 0
        var time: UInt64 = 0
        var timestamp: WallTime?
    }

    private var suitesOfFeature: [String: Suite] = [:]

    private var feature: ScenarioMatrix.Feature?

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        self.feature = feature
        suitesOfFeature = [:]
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard let feature else { return }
        for result in row.results {
            var suite = suitesOfFeature[result.algorithm] ?? Suite()
            suite.tests += 1
            switch verdict(of: result) {
            case .failure: suite.failures += 1
            case .skipped: suite.skipped += 1
            case .pass: break
            }
            suite.time += result.durationNanoseconds
            suite.timestamp = suite.timestamp ?? result.startedAt
            suites.write(testcase(result, classname: Self.name(of: row.pickle.feature, algorithm: result.algorithm), strict: strict),
                         at: OrderedSpool.Key(feature.position, feature.algorithms.firstIndex(of: result.algorithm) ?? .max, row.place))
            suitesOfFeature[result.algorithm] = suite
        }
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        for (index, algorithm) in feature.algorithms.enumerated() {
            guard let suite = suitesOfFeature[algorithm], suite.tests > 0 else { continue }
            tests += suite.tests
            failureCount += suite.failures
            suites.write(opening(suite, feature: feature, algorithm: algorithm), at: OrderedSpool.Key(feature.position, index, -3))
            // Written only if the run turns out interrupted (`info` 1, chosen at the end).
            suites.write(Self.interruptedProperty, at: OrderedSpool.Key(feature.position, index, -2), info: 1)
            suites.write("    </properties>\n", at: OrderedSpool.Key(feature.position, index, -1))
            suites.write("  </testsuite>\n", at: OrderedSpool.Key(feature.position, index, .max))
        }
        suites.compact()
        suitesOfFeature = [:]
        self.feature = nil
    }

    private static let interruptedProperty = "      <property" + JUnitReport.attributes([("name", "interrupted"),
        ("value", "the run was stopped before every planned run ran")]) + "/>\n"

    private static func name(of feature: FeatureHeader, algorithm: String) -> String { "\(feature.name) [\(algorithm)]" }

    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"specrun\" tests=\"\(tests)\" failures=\"\(failureCount)\" errors=\"0\" time=\"\(Seconds.decimal(end.durationNanoseconds))\">\n")
        // Each suite of an interrupted run says so, among its properties.
        suites.copy(to: output) { info in info == 1 && !end.interrupted ? .skip : .written }
        // Interrupted before any case finished (while planning, or at a handshake): one empty suite says so.
        if end.interrupted, tests == 0 {
            output.write("  <testsuite" + Self.attributes([("name", "specrun"), ("tests", "0"), ("failures", "0"), ("errors", "0"),
                                                          ("skipped", "0"), ("time", Seconds.decimal(end.durationNanoseconds))])
                + ">\n    <properties>\n" + Self.interruptedProperty + "    </properties>\n  </testsuite>\n")
        }
        output.write("</testsuites>\n")
    }

    /// A suite's opening and its properties, up to where the run's end may add one.
    private func opening(_ suite: Suite, feature: ScenarioMatrix.Feature, algorithm: String) -> String {
        var xml = "  <testsuite" + Self.attributes([
            ("name", Self.name(of: feature.header, algorithm: algorithm)), ("tests", "\(suite.tests)"), ("failures", "\(suite.failures)"),
            ("errors", "0"), ("skipped", "\(suite.skipped)"), ("time", Seconds.decimal(suite.time)),
            ("timestamp", suite.timestamp?.iso8601 ?? ""), ("file", feature.header.uri),
        ]) + ">\n"
        xml += "    <properties>\n"
        xml += "      <property" + Self.attributes([("name", "system"), ("value", feature.system)]) + "/>\n"
        xml += "      <property" + Self.attributes([("name", "algorithm"), ("value", algorithm)]) + "/>\n"
        return xml
    }

    private func testcase(_ result: CaseResult, classname: String, strict: Bool) -> String {
        let name = result.pickle.label
        var xml = "    <testcase" + Self.attributes([
            ("name", name), ("classname", classname), ("time", Seconds.decimal(result.durationNanoseconds)),
            ("file", result.pickle.uri), ("line", "\(result.pickle.line)"),
        ]) + ">\n"
        let step = result.decisiveStep
        let reason = step.map { "\($0.keyword)\($0.text) (\(result.pickle.uri):\($0.line))\n" + ($0.message ?? $0.status.rawValue) } ?? ""
        switch verdict(of: result) {
        case .pass: break
        case .failure(let type, let message): xml += failure(type: type, message: message, body: reason)
        case .skipped(let message): xml += "      <skipped" + Self.attributes([("message", message)]) + "/>\n"
        }
        let lines = (result.departure.map { ["Departs from \($0.spec)'s spec: \($0.sentence)"] } ?? [])
            + result.steps.map { "\($0.keyword)\($0.text) — \($0.status.rawValue)" }
        let steps = lines.joined(separator: "\n")
        xml += "      <system-out>" + MarkupText.escape(steps + "\n") + "</system-out>\n"
        xml += "    </testcase>\n"
        return xml
    }

    private func failure(type: String, message: String, body: String) -> String {
        "      <failure" + Self.attributes([("message", message), ("type", type)]) + ">" + MarkupText.escape(body) + "</failure>\n"
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(MarkupText.escape($0.1, inAttribute: true))\"" }.joined()
    }
}
