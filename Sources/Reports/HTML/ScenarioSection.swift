import Gherkin
import Runner
import SpecrunKit

/// One scenario in the HTML report: its steps side by side, one column per algorithm, the reason
/// each algorithm did not pass in plain words, and per algorithm a picture of what the user saw.
struct ScenarioSection {
    let row: ScenarioMatrix.Row
    let algorithms: [String]
    let index: GherkinIndex

    func render() -> String {
        let pickle = row.pickle
        let id = pickle.pickle.id
        let scenario = index.scenario(of: pickle.pickle)
        var html = "<article class=\"scenario\" id=\"\(HTML.anchor("scenario", id))\"\(HTML.filterData(row.results, tags: pickle.tags))>\n"
        html += "<h3>\(HTML.text(scenario?.keyword ?? "Scenario")): \(HTML.text(pickle.label)) "
            + "<small>\(HTML.text(pickle.uri)):\(pickle.line) · \(HTML.text(pickle.feature.name))</small></h3>\n"
        if !pickle.tags.isEmpty { html += "<p>\(HTML.tags(pickle.tags))</p>\n" }
        if let description = scenario?.description.trimmingSpaces, !description.isEmpty {
            html += "<p class=\"muted\">\(HTML.text(description))</p>\n"
        }
        html += steps()
        html += reasons()
        html += storyboard()
        html += "<div class=\"timelines\">\n"
        for result in row.results {
            html += "<figure id=\"\(HTML.anchor("run", id, result.algorithm))\" data-algorithm=\"\(HTML.attribute(HTML.filterName(result.algorithm)))\">"
            html += "<figcaption>\(HTML.text(result.algorithm)): what the user sees \(HTML.badge(result.status)) "
                + "<small>(time not to scale: quiet stretches are shortened)</small></figcaption>"
            if let trace = result.outcome?.trace, !(trace.lanes.isEmpty && trace.requests.isEmpty) {
                html += TimelineSVG(trace: trace).render(caption: "\(pickle.label) on \(result.algorithm): what the user sees over virtual time")
            } else {
                html += "<p class=\"muted\">No picture: \(result.outcome == nil ? "the run did not get as far as a device" : "nothing was shown and no request was made").</p>"
            }
            html += "</figure>\n"
        }
        return html + "</div>\n</article>\n"
    }

    /// The phones of every run that drew something, aligned in time.
    func storyboard() -> String {
        let runs = row.results.compactMap { result in result.outcome.map { (result.algorithm, $0.trace) } }
            .filter { !$0.1.lanes.flatMap(\.segments).isEmpty }
        guard !runs.isEmpty else { return "" }
        return "<figure class=\"storyboard\"><figcaption>What the user sees, moment by moment</figcaption>"
            + StoryboardSVG(runs: runs).render(caption: "\(row.pickle.label): the screen of each algorithm at each moment it changed")
            + "</figure>\n"
    }

    private func steps() -> String {
        let results = row.results
        var html = "<table class=\"steps\"><thead><tr><th>Step</th>"
        html += results.map { "<th data-algorithm=\"\(HTML.attribute(HTML.filterName($0.algorithm)))\">\(HTML.text($0.algorithm))</th>" }.joined()
        html += "</tr></thead><tbody>\n"
        for (stepIndex, step) in results[0].steps.enumerated() {
            html += "<tr><td class=\"step\"><span class=\"keyword\">\(HTML.text(step.keyword))</span>\(HTML.text(step.text)) "
                + "<small>line \(step.line)</small>"
            if stepIndex < row.pickle.steps.count, let argument = row.pickle.steps[stepIndex].pickleStep.argument {
                html += self.argument(argument)
            }
            html += "</td>"
            for result in results where stepIndex < result.steps.count {
                let status = result.steps[stepIndex].status
                html += "<td class=\"cell \(status.rawValue)\" data-algorithm=\"\(HTML.attribute(HTML.filterName(result.algorithm)))\">\(HTML.badge(status))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
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

    /// Why each algorithm did not pass, once per distinct reason.
    private func reasons() -> String {
        var groups: [(status: Status, sentence: String, algorithms: [String])] = []
        for result in row.results where result.status != .passed {
            let sentence = Self.sentence(for: result)
            if let existing = groups.firstIndex(where: { $0.status == result.status && $0.sentence == sentence }) {
                groups[existing].algorithms.append(result.algorithm)
            } else {
                groups.append((result.status, sentence, [result.algorithm]))
            }
        }
        guard !groups.isEmpty else { return "" }
        return "<div class=\"reasons\">\n" + groups.map { group in
            "<p class=\"reason \(group.status.rawValue)\"><b>\(HTML.text(group.algorithms.joined(separator: ", ")))</b> \(HTML.text(group.sentence))</p>\n"
        }.joined() + "</div>\n"
    }

    /// The reason a run did not pass, as a sentence after the algorithm's name.
    static func sentence(for result: CaseResult) -> String {
        guard let step = result.decisiveStep else {
            return result.status == .skipped ? "was not run (a dry run)." : "did not pass."
        }
        let place = "at “\(step.keyword)\(step.text)” (line \(step.line))"
        switch step.status {
        case .failed: return "failed \(place): \(step.message ?? "the step failed")"
        case .undefined: return "stopped \(place): no step definition matches this step yet; the step glossary lists the steps that exist."
        case .pending: return "stopped \(place): the step is pending (\(step.message ?? "not written yet"))."
        case .ambiguous: return "stopped \(place): \(step.message ?? "several step definitions match this step")"
        case .passed, .skipped: return "did not pass."
        }
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
