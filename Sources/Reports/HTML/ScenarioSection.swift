import Gherkin
import Runner
import SpecrunKit

/// One scenario in the HTML report: its steps side by side with one column per behaviour (the
/// algorithms whose steps went the same way share one), the reason each did not pass in plain
/// words (a known divergence marked as such), beside them the storyboard of what the user saw with
/// a row per distinct set of screens, and, folded, a picture over time per distinct run. A scenario
/// every algorithm passes is folded whole, to its title, and so is one whose divergences a scenario
/// before it shows already (`render(shownAbove: true)`).
struct ScenarioSection {
    let row: ScenarioMatrix.Row
    let index: GherkinIndex
    let baseline: Baseline?
    /// "did you mean “…”?" for an undefined step of the row's system (`StepSuggestions`).
    var didYouMean: (String) -> String? = { _ in nil }

    /// The whole section: its opening, body and closing.
    func render(shownAbove: Bool = false) -> String {
        opening(shownAbove: shownAbove) + body() + closing(shownAbove: shownAbove)
    }

    /// Whether the section is folded to its title: every algorithm passes, or (`shownAbove`) the
    /// page shows each of its divergences whole in a scenario before it.
    func isFolded(shownAbove: Bool) -> Bool { row.bucket == .passesOnAll || shownAbove }

    /// The title, as a heading or as a folded section's summary.
    func opening(shownAbove: Bool = false) -> String {
        let pickle = row.pickle
        let keyword = HTML.text(index.scenario(of: pickle.pickle)?.keyword ?? "Scenario")
        let attributes = "id=\"\(HTML.anchor("scenario", pickle.pickle.id))\"\(HTML.filterData(row.results, tags: pickle.tags))"
        let place = "<small>\(HTML.text(pickle.uri)):\(pickle.line) · \(HTML.text(pickle.feature.name))</small>"
        guard isFolded(shownAbove: shownAbove) else {
            return "<article class=\"scenario\" \(attributes)>\n<h3>\(keyword): \(HTML.text(pickle.label)) \(place)</h3>\n"
        }
        let badge: String
        if row.bucket == .passesOnAll {
            let everyone = row.results.count == 1 ? "passes on \(row.results[0].algorithm)" : "passes on all \(row.results.count) algorithms"
            badge = "<span class=\"status passed\">✓ \(HTML.text(everyone))</span>"
        } else {
            let expected = expectation(of: row.results.filter { $0.status != .passed && $0.status != .skipped })
            badge = "<span class=\"status failed\(expected == nil ? "" : " \(ExpectedOutcome.className)")\">✗ \(HTML.text(failures())), "
                + "as in a scenario above</span>"
        }
        return "<details class=\"scenario\" \(attributes)><summary><b>\(keyword):</b> \(HTML.text(pickle.label)) \(badge) \(place)</summary>\n"
    }

    func closing(shownAbove: Bool = false) -> String {
        isFolded(shownAbove: shownAbove) ? "</details>\n" : "</article>\n"
    }

    /// The tags, description, steps, reasons, storyboard and pictures over time.
    func body() -> String {
        let pickle = row.pickle
        var body = ""
        let ownTags = pickle.tags.filter { !pickle.feature.tags.contains($0) }
        if !ownTags.isEmpty { body += "<p>\(HTML.tags(ownTags))</p>\n" }
        if let description = index.scenario(of: pickle.pickle)?.description.trimmingSpaces, !description.isEmpty {
            body += "<p class=\"muted\">\(HTML.text(description))</p>\n"
        }
        return body + "<div class=\"side-by-side\"><div>\n" + steps() + reasons() + "</div>\n" + storyboard() + "</div>\n" + timelines()
    }

    /// The phones of the runs that drew something, one row per distinct set of screens, aligned in time.
    func storyboard() -> String {
        let drawn = row.results.filter { !($0.outcome?.trace.lanes.flatMap(\.segments).isEmpty ?? true) }
        guard !drawn.isEmpty else { return "" }
        let rows = Likeness.groups(drawn, by: Likeness.screens).map { group in
            (algorithms: group.map(\.algorithm), trace: group[0].outcome!.trace)
        }
        let caption = rows.count == 1 && drawn.count > 1 ? "What the user sees, the same on every algorithm" : "What the user sees, moment by moment"
        return "<figure class=\"storyboard\"><figcaption>\(caption)</figcaption>"
            + StoryboardSVG(rows: rows).render(caption: "\(row.pickle.label): the screen of each algorithm at each moment it changed")
            + "</figure>\n"
    }

    private func steps() -> String {
        let columns = Likeness.groups(row.results, by: Likeness.steps)
        var html = "<table class=\"steps\"><thead><tr><th>Step</th>"
        html += columns.map { "<th\(Self.algorithmData($0))>\(HTML.text(Likeness.names($0)))</th>" }.joined()
        html += "</tr></thead><tbody>\n"
        for (stepIndex, step) in row.results[0].steps.enumerated() {
            html += "<tr><td class=\"step\"><span class=\"keyword\">\(HTML.text(step.keyword))</span>\(HTML.text(step.text)) "
                + "<small>line \(step.line)</small>"
            if stepIndex < row.pickle.steps.count, let argument = row.pickle.steps[stepIndex].pickleStep.argument {
                html += self.argument(argument)
            }
            html += "</td>"
            for column in columns where stepIndex < column[0].steps.count {
                let status = column[0].shownStatus(ofStep: stepIndex)
                let expected = status == column[0].status && status != .passed ? expectation(of: column) : nil
                html += "<td class=\"cell \(status.rawValue)\(expected == nil ? "" : " \(ExpectedOutcome.className)")\"\(Self.algorithmData(column))>"
                    + HTML.badge(status, expected: expected) + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    /// Which algorithms fail, or depart from another's spec, at which step: `legacy fails “And I
    /// should not see any banners”; new departs at “Then I should see a blank view with a progress bar”`.
    private func failures() -> String {
        var byStep: [(step: String, departed: Bool, results: [CaseResult])] = []
        for result in row.results where result.status != .passed && result.status != .skipped {
            let step = result.decisiveStep.map { $0.keyword + $0.text } ?? ""
            let departed = result.status == .departed
            if let index = byStep.firstIndex(where: { $0.step == step && $0.departed == departed }) {
                byStep[index].results.append(result)
            } else {
                byStep.append((step, departed, [result]))
            }
        }
        return byStep.map { group in
            let one = group.results.count == 1
            let verb = group.departed ? (one ? " departs at" : " depart at") : (one ? " fails" : " fail")
            return Likeness.names(group.results) + verb + (group.step.isEmpty ? "" : " “\(group.step)”")
        }.joined(separator: "; ")
    }

    /// The same expectation for every run of `results`, or nil.
    private func expectation(of results: [CaseResult]) -> ExpectedOutcome? {
        let expectations = Set(results.map { ExpectedOutcome.of($0, in: row, baseline: baseline) })
        return expectations.count == 1 ? expectations.first! : nil
    }

    private static func algorithmData(_ results: [CaseResult]) -> String {
        " data-algorithm=\"\(HTML.attribute(results.map { HTML.filterName($0.algorithm) }.joined(separator: " ")))\""
    }

    private func argument(_ argument: PickleStepArgument) -> String {
        var html = ""
        if let table = argument.dataTable {
            html += "<table class=\"argument\">" + table.rows.map { row in
                "<tr>" + row.map { "<td>\(HTML.text($0))</td>" }.joined() + "</tr>"
            }.joined() + "</table>"
        }
        if let docString = argument.docString {
            html += "<div class=\"argument mono\">\(HTML.text(docString.content))</div>"
        }
        return html
    }

    /// Why each algorithm did not pass, once per distinct reason; a reason the baseline expects says so.
    private func reasons() -> String {
        var groups: [(status: Status, sentence: String, results: [CaseResult])] = []
        for result in row.results where result.status != .passed {
            let sentence = Self.sentence(for: result, didYouMean: didYouMean)
            if let existing = groups.firstIndex(where: { $0.status == result.status && $0.sentence == sentence }) {
                groups[existing].results.append(result)
            } else {
                groups.append((result.status, sentence, [result]))
            }
        }
        guard !groups.isEmpty else { return "" }
        return "<div class=\"reasons\">\n" + groups.map { group in
            let expected = expectation(of: group.results)
            let kind = expected == nil ? group.status.rawValue : "\(group.status.rawValue) \(ExpectedOutcome.className)"
            // A reason's first line is its summary; past three more, the others are folded under it.
            let lines = group.sentence.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let note = expected.map { " <span class=\"note\">— \(HTML.text($0.words))</span>" } ?? ""
            var html = "<div class=\"reason \(kind)\"><b>\(HTML.text(Likeness.names(group.results)))</b> \(HTML.text(lines[0]))"
            if lines.count > 4 {
                html += note + "<details><summary>\(lines.count - 1) more lines</summary>"
                    + "<div class=\"lines\">\(HTML.text(lines.dropFirst().joined(separator: "\n")))</div></details>"
            } else {
                html += lines.dropFirst().map { "\n" + HTML.text($0) }.joined() + note
            }
            return html + "</div>\n"
        }.joined() + "</div>\n"
    }

    /// The reason a run did not pass, as a sentence after the algorithm's name; a run stopped by
    /// undefined steps names every one, each with its "did you mean", a line each.
    static func sentence(for result: CaseResult, didYouMean: (String) -> String? = { _ in nil }) -> String {
        if let departure = result.departure { return "departs from \(departure.spec)'s spec: \(departure.sentence)." }
        guard let step = result.decisiveStep else {
            return result.status == .skipped ? "was not run (a dry run)." : "did not pass."
        }
        let place = "at “\(step.keyword)\(step.text)” (line \(step.line))"
        switch step.status {
        case .failed: return "failed \(place): \(step.message ?? "the step failed")"
        case .undefined:
            let undefined = result.steps.filter { $0.status == .undefined }
            guard undefined.count > 1 else {
                return "stopped \(place): no step definition matches this step yet"
                    + (didYouMean(step.text).map { "; \($0)" } ?? "; the step glossary lists the steps that exist.")
            }
            return "stopped \(place): no step definition matches it, nor \(undefined.count - 1) more step\(undefined.count == 2 ? "" : "s") "
                + "of the scenario; the step glossary lists the steps that exist."
                + undefined.map { step in
                    "\n“\(step.keyword)\(step.text)” (line \(step.line))" + (didYouMean(step.text).map { ": \($0)" } ?? "")
                }.joined()
        case .pending: return "stopped \(place): the step is pending (\(step.message ?? "not written yet"))."
        case .ambiguous: return "stopped \(place): \(step.message ?? "several step definitions match this step")"
        case .passed, .skipped, .departed: return "did not pass."
        }
    }

    /// Folded: a picture over time per distinct run (the same picture once, for every algorithm that drew it).
    private func timelines() -> String {
        let groups = Likeness.groups(row.results) { $0.outcome?.trace }
        var html = "<details class=\"timelines\"><summary>Over virtual time, with every request: "
            + "\(groups.count) picture\(groups.count == 1 ? "" : "s") <small>(time not to scale: quiet stretches are shortened)</small></summary>\n"
        if let key = TimelineSVG.key(to: groups.compactMap { $0[0].outcome?.trace }) {
            html += "<figure class=\"key\"><figcaption>The colours</figcaption>\(key)</figure>\n"
        }
        for group in groups {
            let first = group[0]
            html += "<figure\(Self.algorithmData(group))><figcaption>\(HTML.text(Likeness.names(group))): what the user sees "
                + HTML.badge(first.status, expected: expectation(of: group)) + "</figcaption>"
            if let trace = first.outcome?.trace, !(trace.lanes.isEmpty && trace.requests.isEmpty) {
                html += TimelineSVG(trace: trace).render(caption: "\(row.pickle.label) on \(Likeness.names(group)): what the user sees over virtual time")
            } else {
                html += "<p class=\"muted\">No picture: \(first.outcome == nil ? "the run did not get as far as a device" : "nothing was shown and no request was made").</p>"
            }
            html += "</figure>\n"
        }
        return html + "</details>\n"
    }
}

extension String {
    /// The text without spaces and newlines at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
