import Runner

/// The `junit` format, as Jenkins, GitLab and GitHub test-report tools read it: a `testsuite` per
/// feature and algorithm, a `testcase` per scenario × algorithm (its `classname` is the feature
/// name with the algorithm in brackets), `failure` with the reason and the step, `skipped` for
/// undefined and pending steps (failures with `--strict`), times in seconds. A scenario name that
/// occurs more than once in a file gets ` #2`, ` #3`, … as in baselines, so test names stay unique.
struct JUnitReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    func write(_ run: CompletedRun, to output: ReportOutput) {
        write(run.matrix, run.end, strict: run.start.mode.strict, to: output)
    }

    /// One `testsuite`: a feature's runs on one algorithm.
    private struct Suite {
        var name: String
        var feature: FeatureHeader
        var system: String
        var algorithm: String
        var results: [CaseResult]
    }

    private func write(_ matrix: ScenarioMatrix, _ end: RunEnd, strict: Bool, to output: ReportOutput) {
        var suites: [Suite] = []
        for group in matrix.features {
            for algorithm in group.algorithms {
                let results = group.rows.compactMap { $0.result(for: algorithm) }
                if results.isEmpty { continue }
                suites.append(Suite(name: "\(group.header.name) [\(algorithm)]", feature: group.header, system: group.system,
                                    algorithm: algorithm, results: results))
            }
        }
        let all = suites.flatMap(\.results)
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"specrun\" tests=\"\(all.count)\" failures=\"\(failures(all, strict: strict))\" errors=\"0\" time=\"\(Seconds.decimal(end.durationNanoseconds))\">\n")
        for suite in suites { write(suite, strict: strict, interrupted: end.interrupted, to: output) }
        output.write("</testsuites>\n")
    }

    private func write(_ suite: Suite, strict: Bool, interrupted: Bool, to output: ReportOutput) {
        let time = suite.results.reduce(UInt64(0)) { $0 + $1.durationNanoseconds }
        var xml = "  <testsuite" + attributes([
            ("name", suite.name), ("tests", "\(suite.results.count)"), ("failures", "\(failures(suite.results, strict: strict))"),
            ("errors", "0"), ("skipped", "\(skipped(suite.results, strict: strict))"), ("time", Seconds.decimal(time)),
            ("timestamp", suite.results[0].startedAt.iso8601), ("file", suite.feature.uri),
        ]) + ">\n"
        xml += "    <properties>\n"
        xml += "      <property" + attributes([("name", "system"), ("value", suite.system)]) + "/>\n"
        xml += "      <property" + attributes([("name", "algorithm"), ("value", suite.algorithm)]) + "/>\n"
        if interrupted {
            xml += "      <property" + attributes([("name", "interrupted"), ("value", "the run was stopped before every planned run ran")]) + "/>\n"
        }
        xml += "    </properties>\n"
        output.write(xml)
        for result in suite.results { output.write(testcase(result, classname: suite.name, strict: strict)) }
        output.write("  </testsuite>\n")
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
