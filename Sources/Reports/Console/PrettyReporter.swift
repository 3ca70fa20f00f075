import Gherkin
import Runner
import SpecrunKit

/// The `pretty` format, the default on a terminal: each feature and scenario as written, with one
/// column per algorithm showing how each step went there, the reason under any step that did not
/// pass, then the summary. A scenario is printed once all of its algorithms have run.
///
///     Scenario: Adding                   exact  sloppy  # counter.feature:4
///       Given the count is 1               ✔      ✔
///       Then the count should be 3         ✔      ✘
///         ✘ sloppy: expected 3, saw 4
///
/// ```swift
/// let reporter = PrettyReporter(output: try ReportOutput(.standardOutput), color: true)
/// try Runner(systems: systems).run(plan, reporters: [reporter])
/// ```
package final class PrettyReporter: Reporter {
    private let output: ReportOutput
    private let style: ConsoleStyle
    private var digest = SuiteDigest()
    private var index = GherkinIndex([])
    private var runsLeft: [String: Int] = [:]
    private var algorithmOrder: [String: [String]] = [:]
    private var group: [CaseResult] = []
    private var currentFeature: FeatureHeader?
    private var currentRule: String?

    package init(output: ReportOutput, color: Bool = false, verbose: Bool = false) {
        self.output = output
        style = ConsoleStyle(enabled: color)
        digest = SuiteDigest(verbose: verbose)
    }

    package func handle(_ event: SuiteEvent) throws {
        digest.note(event)
        switch event {
        case .started(let start):
            for system in start.systems { algorithmOrder[system.name] = system.algorithmNames }
        case .featureStarted(let feature):
            index = GherkinIndex([feature])
            runsLeft.removeAll()
            for run in feature.runs { runsLeft[feature.pickles[run.pickleIndex].pickle.id, default: 0] += 1 }
        case .planned, .runHookFinished, .featureFinished:
            break
        case .caseFinished(let result):
            let id = result.pickle.pickle.id
            if let first = group.first, first.pickle.pickle.id != id { printGroup() }
            group.append(result)
            runsLeft[id, default: 1] -= 1
            if runsLeft[id] == 0 { printGroup() }
        case .finished(let end):
            printGroup()
            output.write("\n")
            SummaryText(style: style).write(digest, end, to: output)
            try output.commit()
        }
    }

    private func printGroup() {
        guard let first = group.first else { return }
        let order = algorithmOrder[first.pickle.system] ?? []
        let results = group.sorted { (order.firstIndex(of: $0.algorithm) ?? .max) < (order.firstIndex(of: $1.algorithm) ?? .max) }
        group.removeAll()
        var text = ""
        if currentFeature != first.pickle.feature {
            text += featureHeading(first.pickle.feature, isFirst: currentFeature == nil)
            currentFeature = first.pickle.feature
            currentRule = nil
        }
        if let rule = index.rule(of: first.pickle.pickle), rule.id != currentRule {
            text += "\n  " + style.paint(style.text("\(rule.keyword): \(rule.name)"), .bold) + "  "
                + style.paint(style.text("# \(first.pickle.uri):\(rule.location.line)"), .gray) + "\n"
            currentRule = rule.id
        }
        text += scenario(results)
        output.write(text)
        output.flush()
    }

    private func featureHeading(_ feature: FeatureHeader, isFirst: Bool) -> String {
        var lines: [String] = isFirst ? [] : [""]
        if !feature.tags.isEmpty { lines.append(style.paint(style.text(feature.tags.joined(separator: " ")), .cyan)) }
        lines.append(style.paint(style.text("\(feature.keyword): \(feature.name)"), .bold) + "  "
            + style.paint(style.text("# \(feature.uri):\(feature.line)"), .gray))
        return lines.joined(separator: "\n") + "\n"
    }

    private func scenario(_ results: [CaseResult]) -> String {
        let pickle = results[0].pickle
        let keyword = index.scenario(of: pickle.pickle)?.keyword ?? "Scenario"
        let heading = style.text("  \(keyword): \(pickle.name)")
        let stepLines = results[0].steps.map { style.text("    \($0.keyword)\($0.text)") }
        let width = ([heading] + stepLines).map(\.count).max()! + 2
        let columns = results.map { max(style.text($0.algorithm).count, 1) }

        var lines = [""]
        let ownTags = pickle.tags.filter { !pickle.feature.tags.contains($0) }
        if !ownTags.isEmpty { lines.append("  " + style.paint(style.text(ownTags.joined(separator: " ")), .cyan)) }
        lines.append(pad(heading, width) + results.map { style.paint(style.text($0.algorithm), .bold) }.joined(separator: "  ")
            + "  " + style.paint(style.text("# \(pickle.uri):\(pickle.line)"), .gray))
        for (stepIndex, stepLine) in stepLines.enumerated() {
            let marks = zip(results, columns).map { result, column -> String in
                let left = (column - 1) / 2
                return String(repeating: " ", count: left) + style.symbol(result.shownStatus(ofStep: stepIndex), known: isKnown(result))
                    + String(repeating: " ", count: column - 1 - left)
            }
            var line = pad(stepLine, width) + marks.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            lines.append(line)
            if stepIndex < pickle.steps.count, let argument = pickle.steps[stepIndex].pickleStep.argument {
                lines += self.argument(argument)
            }
            lines += reasons(results, stepIndex: stepIndex)
        }
        lines += hookAndRetryNotes(results)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenario hooks that did not pass, and the attempts a retried run took.
    private func hookAndRetryNotes(_ results: [CaseResult]) -> [String] {
        var notes: [String] = []
        for result in results {
            for hook in result.lastAttempt?.hooks ?? [] {
                let step = hook.result
                guard step.status != .passed, step.status != .skipped else { continue }
                notes.append("      " + style.symbol(step.status) + style.text(" \(result.algorithm): ")
                    + style.paint(style.text("\(step.text): \(step.message ?? step.status.rawValue)"), step.status.color))
            }
            if result.attemptCount > 1 {
                let failed = result.attemptCount - 1
                notes.append("      " + style.paint(style.text("\(result.algorithm)") + ": \(result.status.rawValue) on attempt \(result.attemptCount), "
                    + "after \(failed) failed attempt\(failed == 1 ? "" : "s") (--retry)", .gray))
            }
        }
        return notes
    }

    /// Whether the run fails as the baseline expects: a known divergence, marked `x` in grey.
    private func isKnown(_ result: CaseResult) -> Bool {
        digest.start?.baseline?.isKnownDivergence(result) ?? false
    }

    /// Why a step did not pass, once per distinct reason, naming the algorithms it applies to.
    private func reasons(_ results: [CaseResult], stepIndex: Int) -> [String] {
        var groups: [(status: Status, known: Bool, message: String, algorithms: [String])] = []
        for result in results {
            let step = result.steps[stepIndex], status = result.shownStatus(ofStep: stepIndex)
            guard status != .passed, status != .skipped else { continue }
            let message = switch status {
            case .undefined:
                "undefined step" + (digest.didYouMean(step.text, in: result.pickle.system).map { "; \($0)" } ?? "")
                    + " (a snippet to define it follows the run)"
            case .departed:
                "departs from \(result.pickle.intent.specifiedAlgorithm ?? "another algorithm")'s spec: "
                    + (step.observed.map { "shows " + $0 } ?? step.message ?? "the step does not hold")
            default: step.message ?? status.rawValue
            }
            let known = isKnown(result) && status != .passed
            let reason = known ? digest.start?.baseline?.reason(for: BaselineKey(result)) : nil
            let said = known ? "known divergence" + (reason.map { " (\($0))" } ?? "") + ": " + message : message
            if let existing = groups.firstIndex(where: { $0.status == status && $0.known == known && $0.message == said }) {
                groups[existing].algorithms.append(result.algorithm)
            } else {
                groups.append((status, known, said, [result.algorithm]))
            }
        }
        return groups.flatMap { group -> [String] in
            let messageLines = group.message.split(separator: "\n", omittingEmptySubsequences: false).map { style.text(String($0)) }
            let color = group.known ? ConsoleStyle.Color.gray : group.status.color
            let first = "      " + style.symbol(group.status, known: group.known) + " " + style.text(group.algorithms.joined(separator: ", ")) + ": "
                + style.paint(messageLines[0], color)
            return [first] + messageLines.dropFirst().map { "        " + style.paint($0, color) }
        }
    }

    private func argument(_ argument: PickleStepArgument) -> [String] {
        var lines: [String] = []
        if let table = argument.dataTable {
            let table = table.rows.map { $0.map(style.text) }
            let widths = (0..<(table.map(\.count).max() ?? 0)).map { column in
                table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
            }
            for row in table {
                lines.append("      | " + row.enumerated().map { pad($0.element, widths[$0.offset]) }.joined(separator: " | ") + " |")
            }
        }
        if let docString = argument.docString {
            let fence = docString.content.contains("\"\"\"") ? "```" : "\"\"\""
            lines.append("      " + fence + style.text(docString.mediaType ?? ""))
            lines += docString.content.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + style.text(String($0)) }
            lines.append("      " + fence)
        }
        return lines.map { style.paint($0, .gray) }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
