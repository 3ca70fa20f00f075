import SpecrunKit
import Foundation
import Gherkin
import JSON
import Runner

/// What the editor shows over a line: for a step, its definition's pattern, its doc comment and
/// where it is defined (or the nearest step texts when none matches); for a scenario or an example
/// row, what it specifies (a requirement, or one algorithm's spec: `@spec-of:`) and how it ran on
/// each algorithm in the latest saved results, with the first failing step's message and the
/// baseline's reason for a known divergence.
struct Hover {
    let analysis: FeatureAnalysis
    let steps: SystemSteps?
    let savedRuns: Result<SavedRuns, ProjectError>?
    let comments: DocComments
    let project: EditorProject

    func markdown(atLine line: Int) -> String? {
        if let analyzed = analysis.step(atLine: line), let steps { return stepText(analyzed, steps) }
        if let scenario = analysis.scenario(atLine: line) { return scenarioText(scenario, line: line) }
        return nil
    }

    private func stepText(_ analyzed: FeatureAnalysis.AnalyzedStep, _ steps: SystemSteps) -> String {
        let text = analyzed.runs.first?.text ?? analyzed.step.text
        switch steps.match(text) {
        case .matched(let index, _):
            return steps.definition(index).map(describe) ?? ""
        case .ambiguous(let indices, _):
            return "**Ambiguous**: \(indices.count) definitions match.\n\n"
                + indices.compactMap(steps.definition).map(describe).joined(separator: "\n\n---\n\n")
        case .undefined:
            let nearest = steps.nearest(to: text)
            return "**Undefined**: no step of `@\(steps.system.name)` matches."
                + (nearest.isEmpty ? "" : "\n\nDid you mean:\n" + nearest.map { "- `\($0)`" }.joined(separator: "\n"))
        case .unmatchable(_, let reason):
            return "**Cannot be matched**: \(reason)"
        }
    }

    private func describe(_ definition: StepDefinitionSummary) -> String {
        var text = "**\(definition.keyword.rawValue.capitalized)** `\(definition.pattern)`"
        if let path = definition.sourcePath.map(project.sourceFile), let comment = comments.comment(above: definition.location.line, in: path) {
            text += "\n\n" + comment
        }
        return text + "\n\nDefined at `\(definition.location)`"
    }

    /// What the scenario specifies, from its tags and its rule's and feature's.
    private func intentText(of scenario: Scenario) -> String {
        let feature = analysis.document?.feature
        let rule = feature?.children.lazy.compactMap { child -> Rule? in
            guard case .rule(let rule) = child,
                  rule.children.contains(where: { if case .scenario(let own) = $0 { own.id == scenario.id } else { false } }) else { return nil }
            return rule
        }.first
        let tags = (feature?.tags ?? []) + (rule?.tags ?? []) + scenario.tags + scenario.examples.flatMap(\.tags)
        let intent = Intent(tags: tags.map(\.name))
        let meaning = intent.specifiedAlgorithm == nil ? "every algorithm of the system is to meet it."
            : "where another algorithm does otherwise, it departs from this spec (a difference, not a failure)."
        return intent.words.prefix(1).uppercased() + intent.words.dropFirst() + ": " + meaning
    }

    private func scenarioText(_ scenario: Scenario, line: Int) -> String {
        let title = "**\(scenario.keyword): \(scenario.name)**\n\n" + intentText(of: scenario)
        guard let savedRuns else { return title + "\n\nNo saved results: name a `json:FILE` in specrun.yml's `format` and run specrun." }
        let runs: SavedRuns
        switch savedRuns {
        case .success(let found): runs = found
        case .failure(let problem): return title + "\n\n\(ProjectPath.lastComponent(of: problem.file)): \(problem.message)"
        }
        let lines = scenario.location.line == line && !scenario.examples.isEmpty
            ? scenario.examples.flatMap { $0.tableBody.map(\.location.line) } : [line]
        var rows: [String] = []
        var changed = false
        for pickle in pickles(at: Set(lines)) {
            let found: [SavedRuns.Run]
            switch runs.runs(of: analysis.path, name: pickle.name, steps: pickle.steps.map(\.text)) {
            case .ran(let ran): found = ran
            case .changed(let earlier):
                found = earlier
                changed = true
            case .notFound: found = []
            }
            for run in found {
                let failure = (run.failure.map { "line \($0.line): " + $0.message.replacingOccurrences(of: "\n", with: " ") } ?? "")
                    + (run.reason.map { " — known: " + $0 } ?? "")
                let place = lines.count > 1 ? "\(pickle.location.line) " : ""
                rows.append("| \(place)\(run.algorithm) | \(run.status) | \(failure.replacingOccurrences(of: "|", with: "\\|")) |")
            }
        }
        let when = runs.startedAt.map { " (\($0))" } ?? ""
        guard !rows.isEmpty else {
            return title + "\n\nNot in the saved results \(ProjectPath.lastComponent(of: runs.path))\(when): run specrun to see how it runs."
        }
        let stale = changed
            ? "\n\n**Changed since these results were saved**: its steps are not those that ran; run specrun again to see how it runs now."
            : ""
        let header = lines.count > 1 ? "| row algorithm | status | first failure |" : "| algorithm | status | first failure |"
        return title + "\n\nIn the saved results \(ProjectPath.lastComponent(of: runs.path))\(when):\n\n"
            + ([header, "| --- | --- | --- |"] + rows).joined(separator: "\n") + stale
    }

    /// The pickles of the document whose scenario or example row is at one of `lines`.
    private func pickles(at lines: Set<Int>) -> [Pickle] {
        guard let document = analysis.document else { return [] }
        var ids = IdGenerator()
        return PickleCompiler().pickles(of: document, ids: &ids).filter { lines.contains($0.location.line) }
    }
}

/// The `///` comment lines right above a line of a Swift file, read once per file: a step
/// definition's doc comment.
final class DocComments {
    private var files: [String: [Substring]] = [:]

    func comment(above line: Int, in path: String) -> String? {
        if files[path] == nil {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = files[path], line >= 2, line - 1 <= lines.count else { return nil }
        var comment: [String] = []
        var index = line - 2
        while index >= 0, case let trimmed = lines[index].drop(while: \.isWhitespace), trimmed.hasPrefix("///") {
            comment.insert(String(trimmed.dropFirst(3).drop { $0 == " " }), at: 0)
            index -= 1
        }
        return comment.isEmpty ? nil : comment.joined(separator: "\n")
    }
}
