import Runner

/// The `junit` format, as Jenkins, GitLab and GitHub test-report tools read it: a `testsuite` per
/// feature and algorithm, a `testcase` per scenario × algorithm (its `classname` is the feature
/// name with the algorithm in brackets), `failure` with the reason and the step, `skipped` for
/// undefined and pending steps (failures with `--strict`), times in seconds. A scenario name that
/// occurs more than once in a file gets ` #2`, ` #3`, … as in baselines, so test names stay unique.
/// The suites are written as their features finish, into a spool: the opening `testsuites` element,
/// with the run's totals, is written last, before them.
final class JUnitReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    private let suites = ReportSpool()
    private var strict = false
    private var tests = 0
    private var failureCount = 0
    /// Where in the spool each suite's properties end: an interrupted run's property goes there.
    private var propertiesEnds: [Int] = []

    func begin(_ start: RunStart) {
        strict = start.mode.strict
    }

    /// One `testsuite`: a feature's runs on one algorithm.
    fileprivate struct Suite {
        var name: String
        var feature: FeatureHeader
        var system: String
        var algorithm: String
        var results: [CaseResult]
    }

    func add(_ group: ScenarioMatrix.FeatureGroup, to output: ReportOutput) {
        for algorithm in group.algorithms {
            let results = group.rows.compactMap { $0.result(for: algorithm) }
            if results.isEmpty { continue }
            let suite = Suite(name: "\(group.header.name) [\(algorithm)]", feature: group.header, system: group.system,
                              algorithm: algorithm, results: results)
            tests += results.count
            failureCount += failures(results, strict: strict)
            suites.write(opening(suite))
            propertiesEnds.append(suites.count)
            suites.write("    </properties>\n")
            for result in results { suites.write(testcase(result, classname: suite.name, strict: strict)) }
            suites.write("  </testsuite>\n")
        }
    }

    func finish(_ end: RunEnd, to output: ReportOutput) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"specrun\" tests=\"\(tests)\" failures=\"\(failureCount)\" errors=\"0\" time=\"\(Seconds.decimal(end.durationNanoseconds))\">\n")
        if end.interrupted {
            // Each suite says the run was stopped: spooled without the property, they get it on the way out.
            let property = "      <property" + attributes([("name", "interrupted"),
                                                          ("value", "the run was stopped before every planned run ran")]) + "/>\n"
            var offset = 0
            for point in propertiesEnds {
                suites.copy(offset..<point, to: output)
                output.write(property)
                offset = point
            }
            suites.copy(offset..<suites.count, to: output)
        } else {
            suites.copy(to: output)
        }
        output.write("</testsuites>\n")
    }

    /// A suite's opening and its properties, up to where the run's end may add one.
    private func opening(_ suite: Suite) -> String {
        let time = suite.results.reduce(UInt64(0)) { $0 + $1.durationNanoseconds }
        var xml = "  <testsuite" + attributes([
            ("name", suite.name), ("tests", "\(suite.results.count)"), ("failures", "\(failures(suite.results, strict: strict))"),
            ("errors", "0"), ("skipped", "\(skipped(suite.results, strict: strict))"), ("time", Seconds.decimal(time)),
            ("timestamp", suite.results[0].startedAt.iso8601), ("file", suite.feature.uri),
        ]) + ">\n"
        xml += "    <properties>\n"
        xml += "      <property" + attributes([("name", "system"), ("value", suite.system)]) + "/>\n"
        xml += "      <property" + attributes([("name", "algorithm"), ("value", suite.algorithm)]) + "/>\n"
        return xml
    }

    private func testcase(_ result: CaseResult, classname: String, strict: Bool) -> String {
        let name = result.pickle.label
        var xml = "    <testcase" + attributes([
            ("name", name), ("classname", classname), ("time", Seconds.decimal(result.durationNanoseconds)),
            ("file", result.pickle.uri), ("line", "\(result.pickle.line)"),
        ]) + ">\n"
        let step = result.decisiveStep
        let reason = step.map { "\($0.keyword)\($0.text) (\(result.pickle.uri):\($0.line))\n" + ($0.message ?? $0.status.rawValue) } ?? ""
        let firstLine = step?.message.map { String($0.prefix { $0 != "\n" }) } ?? result.status.rawValue
        switch result.status {
        case .passed:
            break
        case .failed, .ambiguous:
            xml += failure(type: result.status.rawValue, message: firstLine, body: reason)
        case .undefined, .pending:
            let message = result.status == .undefined ? "undefined step: \(step.map { $0.keyword + $0.text } ?? "")" : firstLine
            if strict {
                xml += failure(type: result.status.rawValue, message: message, body: reason)
            } else {
                xml += "      <skipped" + attributes([("message", message)]) + "/>\n"
            }
        case .skipped:
            xml += "      <skipped" + attributes([("message", "not run (dry run)")]) + "/>\n"
        }
        let steps = result.steps.map { "\($0.keyword)\($0.text) — \($0.status.rawValue)" }.joined(separator: "\n")
        xml += "      <system-out>" + MarkupText.escape(steps + "\n") + "</system-out>\n"
        xml += "    </testcase>\n"
        return xml
    }

    private func failure(type: String, message: String, body: String) -> String {
        "      <failure" + attributes([("message", message), ("type", type)]) + ">" + MarkupText.escape(body) + "</failure>\n"
    }

    private func failures(_ results: [CaseResult], strict: Bool) -> Int {
        results.filter { $0.status.isFailure(strict: strict) }.count
    }

    private func skipped(_ results: [CaseResult], strict: Bool) -> Int {
        results.filter { $0.status != .passed && !$0.status.isFailure(strict: strict) }.count
    }

    private func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(MarkupText.escape($0.1, inAttribute: true))\"" }.joined()
    }
}
