import Gherkin
import Runner
import SpecrunKit

/// "What differs, and why", at the top of the HTML report: per system, one line per group of
/// divergences in the documents' words: which algorithms do not do what a Then step says, the step
/// itself, and the scenarios where they do not (an outline's rows together), linked to their
/// details; whether the baseline knows it; and which algorithms did the same as another in every
/// run. A group is the runs that fail on the same step (the same line of a feature, or the same
/// words) with the same algorithms; a scenario `specrun explore` wrote is a group of its own, one
/// behaviour each. Gathered as rows come, in any order: the groups and what each
/// keeps (its first `maximumLinks` scenarios in file order) do not depend on the order of the runs.
struct DifferencesSection {
    static let maximumLinks = 40

    /// One scenario of a group: where it stands in file order, its anchor, its label, and for an
    /// outline's row the outline's name and the row's own words.
    struct Member {
        let place: FilePlace
        let anchor: String?
        let label: String
        let outline: String?
        let value: String?
        /// Whether a run of the group in this scenario changed from the baseline.
        var changed = false
    }

    /// A scenario's place in file order: its feature's, then its own.
    struct FilePlace: Comparable, Hashable {
        let feature: Int
        let scenario: Int

        static func < (a: FilePlace, b: FilePlace) -> Bool { (a.feature, a.scenario) < (b.feature, b.scenario) }
    }

    /// Runs that fail on one step with the same algorithms.
    struct Divergence {
        let system: String
        let algorithms: [String]
        let step: String
        let status: Status
        /// The algorithm whose spec the runs depart from, when they departed.
        let spec: String?
        var expected: ExpectedOutcome?
        var members: [Member] = []
        var count = 0
        /// How many of its scenarios have a run that changed from the baseline.
        var changedCount = 0

        /// Keeps `member` if it is among the first `maximumLinks` in file order.
        mutating func keep(_ member: Member) {
            let index = members.firstIndex { member.place < $0.place } ?? members.count
            guard index < DifferencesSection.maximumLinks else { return }
            members.insert(member, at: index)
            if members.count > DifferencesSection.maximumLinks { members.removeLast() }
        }
    }

    private var divergences: [Divergence] = []
    /// The group each was merged into (itself when it was not): two groups are one as soon as a
    /// key of one is met with the other's.
    private var parent: [Int] = []
    /// Where each key ("system, algorithms, line" and "system, algorithms, words") leads.
    private var place: [String: Int] = [:]

    /// The group `index` is part of now.
    func group(of index: Int) -> Int {
        var index = index
        while parent[index] != index { index = parent[index] }
        return index
    }

    /// Adds a scenario whose algorithms do not all pass; `anchor` is its details' id when the page
    /// details it. Returns the groups it joined (see `group(of:)`: they may merge later).
    @discardableResult
    mutating func add(_ row: ScenarioMatrix.Row, at filePlace: FilePlace, template: String?, anchor: String?, baseline: Baseline?) -> [Int] {
        var byStep: [(step: StepResult, results: [CaseResult])] = []
        for result in row.results where result.status != .passed && result.status != .skipped {
            guard let step = result.decisiveStep else { continue }
            if let index = byStep.firstIndex(where: { $0.step.line == step.line && $0.step.text == step.text }) {
                byStep[index].results.append(result)
            } else {
                byStep.append((step, [result]))
            }
        }
        let member = Self.member(row.pickle, at: filePlace, template: template, anchor: anchor)
        var joined: [Int] = []
        for (step, results) in byStep {
            let algorithms = results.map(\.algorithm)
            let spec = results[0].status == .departed ? row.pickle.intent.specifiedAlgorithm : nil
            let prefix = "\(row.pickle.system)\u{0}\(algorithms.joined(separator: "\u{0}"))\u{0}\(spec ?? "")\u{0}"
            // Each scenario explore wrote is a behaviour of its own, whatever step it fails at.
            let keys = row.pickle.tags.contains(HTMLReport.exploredTag) ? [prefix + row.pickle.pickle.id]
                : [prefix + "\(row.pickle.uri):\(step.line)", prefix + step.keyword + step.text]
            let expected = Set(results.map { ExpectedOutcome.of($0, in: row, baseline: baseline) })
            var groups = keys.compactMap { place[$0] }.map(group)
            if groups.isEmpty {
                groups = [divergences.count]
                parent.append(divergences.count)
                divergences.append(Divergence(system: row.pickle.system, algorithms: algorithms, step: step.keyword + step.text,
                                              status: results[0].status, spec: spec, expected: expected.count == 1 ? expected.first! : nil))
            } else if expected.count > 1 || divergences[groups[0]].expected != expected.first {
                divergences[groups[0]].expected = nil
            }
            let index = groups.min()!
            for other in groups where other != index { merge(other, into: index) }
            for key in keys where place[key] == nil { place[key] = index }
            var kept = member
            kept.changed = baseline.map { baseline in results.contains { BaselineComparison.change(of: $0, in: baseline) != nil } } ?? false
            divergences[index].count += 1
            if kept.changed { divergences[index].changedCount += 1 }
            divergences[index].keep(kept)
            joined.append(index)
        }
        return joined
    }

    /// Makes `other` part of `index`: its scenarios and count join, the step and algorithms of the
    /// one met first in file order stay.
    private mutating func merge(_ other: Int, into index: Int) {
        parent[other] = index
        let merged = divergences[other]
        if divergences[index].expected != merged.expected { divergences[index].expected = nil }
        divergences[index].count += merged.count
        divergences[index].changedCount += merged.changedCount
        for member in merged.members { divergences[index].keep(member) }
    }

    private static func member(_ pickle: PlannedPickle, at place: FilePlace, template: String?, anchor: String?) -> Member {
        guard let template, template != pickle.name, let value = OutlineRowWords.value(of: pickle.name, in: template) else {
            return Member(place: place, anchor: anchor, label: pickle.label, outline: nil, value: nil)
        }
        return Member(place: place, anchor: anchor, label: pickle.label, outline: template, value: value)
    }

    /// The groups, merged, in the file order of their first scenario.
    var groups: [Divergence] {
        divergences.indices.filter { parent[$0] == $0 }.map { divergences[$0] }
            .sorted { ($0.members.first?.place.feature ?? 0, $0.members.first?.place.scenario ?? 0) < ($1.members.first?.place.feature ?? 0, $1.members.first?.place.scenario ?? 0) }
    }

    /// The section, per system in the order given, with each system's copies named.
    func render(systems: [String], likeness: AlgorithmLikeness, intro: String, hasBaseline: Bool) -> String {
        let groups = self.groups
        let copies = systems.flatMap { system in likeness.copies(in: system).map { (system, $0) } }
        guard !groups.isEmpty || !copies.isEmpty else { return "" }
        var html = "<section id=\"differences\"><h2>What differs, and why</h2>\n"
        if !groups.isEmpty, !intro.isEmpty { html += "<p class=\"muted\">\(HTML.text(intro))</p>\n" }
        for system in systems {
            let own = groups.filter { $0.system == system }
            let systemCopies = likeness.copies(in: system)
            guard !own.isEmpty || !systemCopies.isEmpty else { continue }
            html += "<h3>@\(HTML.text(system))</h3>\n<ul class=\"differences\">\n"
            for divergence in own {
                html += line(divergence, likeness: likeness, hasBaseline: hasBaseline)
            }
            for copy in systemCopies {
                html += "<li class=\"same\"><b>\(HTML.text(copy.copy))</b> = <b>\(HTML.text(copy.original))</b> in all \(copy.runs) "
                    + "run\(copy.runs == 1 ? "" : "s"): the same steps, screens, requests and figures; the details below show them once.</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    private func line(_ divergence: Divergence, likeness: AlgorithmLikeness, hasBaseline: Bool) -> String {
        let names = likeness.shown(divergence.algorithms, in: divergence.system)
        let who = names.map { "<b>\(HTML.text($0))</b>" }.joined(separator: ", ")
        let verb = switch divergence.status {
        case .failed: divergence.algorithms.count == 1 ? "fails" : "fail"
        case .undefined: "stop at a step no definition matches:"
        case .pending: "stop at a pending step:"
        case .ambiguous: "stop at a step several definitions match:"
        case .departed: (divergence.algorithms.count == 1 ? "departs" : "depart") + " from \(divergence.spec ?? "another algorithm")'s spec at"
        case .passed, .skipped: "differ at"
        }
        let scenarios = "in \(divergence.count) scenario\(divergence.count == 1 ? "" : "s"): " + links(divergence.members)
            + (divergence.count > divergence.members.count ? ", and \(divergence.count - divergence.members.count) more" : "")
        // The marker, not the words, says how it went: red for a failure no one expects, grey for a
        // known one; with a baseline, the line is red only for the scenarios that changed, each marked.
        let unexpected = hasBaseline ? divergence.changedCount > 0 : divergence.expected == nil
        let kind = unexpected ? "unexpected-\(divergence.status.rawValue)" : ExpectedOutcome.className
        let change = hasBaseline && divergence.changedCount > 0
            ? " <span class=\"note failed\">— \(divergence.changedCount == divergence.count ? (divergence.count == 1 ? "not" : "none") : "\(divergence.changedCount) of \(divergence.count) not") as the baseline expects</span>" : ""
        return "<li class=\"\(kind)\">\(who) \(verb) <q>\(HTML.text(divergence.step))</q> \(scenarios)\(change)</li>\n"
    }

    /// The scenarios as links, an outline's rows after its name: `Offline, opened <route>: via link, from history`.
    private func links(_ members: [Member]) -> String {
        var parts: [String] = []
        var index = 0
        while index < members.count {
            let member = members[index]
            guard let outline = member.outline else {
                parts.append(link(member.label, to: member.anchor) + Self.changeMark(member))
                index += 1
                continue
            }
            var rows = [member]
            while index + rows.count < members.count, members[index + rows.count].outline == outline { rows.append(members[index + rows.count]) }
            parts.append(link(outline, to: member.anchor) + ": " + rows.map { link($0.value ?? $0.label, to: $0.anchor) + Self.changeMark($0) }.joined(separator: ", "))
            index += rows.count
        }
        return parts.joined(separator: "; ")
    }

    /// After a scenario of a line, when its run changed from the baseline.
    private static func changeMark(_ member: Member) -> String {
        member.changed ? " <span class=\"change regression\">changed</span>" : ""
    }

    private func link(_ text: String, to anchor: String?) -> String {
        anchor.map { "<a href=\"#\($0)\">\(HTML.text(text))</a>" } ?? HTML.text(text)
    }
}
