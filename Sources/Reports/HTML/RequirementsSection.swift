import Gherkin
import Runner
import SpecrunKit

/// "Requirements", under the verdict: per system, each requirement as the documents state it (a
/// `Rule:` with its description, else the feature), and per algorithm how many of its scenarios it
/// meets, with what the user sees instead where it does not, linked to the first such scenario.
/// Then, for a system that names a proposal, what the proposal changes against the algorithms in use
/// today: the requirements it meets where they do not, and those it misses where they meet them.
/// Only requirements: a feature that specifies one algorithm (`@spec-of:`) is that algorithm's
/// spec, and where others depart from it is under "What differs". Gathered as rows come; a
/// requirement keeps counts and its first miss per algorithm, never its runs.
struct RequirementsSection {
    /// How one algorithm does against one requirement.
    struct Standing {
        var met = 0
        var total = 0
        /// The first scenario, in file order, where it does not meet the requirement: its place,
        /// its anchor when the page details it, and what the user sees instead.
        var firstMiss: (place: DifferencesSection.FilePlace, anchor: String?, label: String, instead: String)?

        var missed: Int { total - met }
    }

    /// A requirement: a rule, or a feature without rules.
    struct Requirement {
        let system: String
        let feature: String
        let featureDescription: String
        /// The rule's name, nil when the requirement is the feature itself.
        let rule: String?
        let description: String
        let place: DifferencesSection.FilePlace
        var standings: [String: Standing] = [:]

        var title: String { rule ?? feature }
    }

    private var requirements: [Requirement] = []
    private var index: [String: Int] = [:]

    /// A feature that specifies one algorithm: its rules, and how often each other algorithm departs from it.
    struct Spec {
        let system: String
        let feature: String
        let description: String
        let algorithm: String
        let place: DifferencesSection.FilePlace
        var rules: [String] = []
        var departures: [String: (departed: Int, total: Int)] = [:]
    }

    private var specs: [Spec] = []
    private var specIndex: [String: Int] = [:]

    var isEmpty: Bool { requirements.isEmpty && specs.isEmpty }

    /// Counts a scenario's runs against its requirement; a scenario that specifies one algorithm
    /// counts for none.
    mutating func add(_ row: ScenarioMatrix.Row, at place: DifferencesSection.FilePlace, feature: Feature?, rule: Rule?, anchor: String?) {
        guard let feature else { return }
        if let algorithm = row.pickle.intent.specifiedAlgorithm {
            addSpec(row, of: algorithm, at: place, feature: feature, rule: rule)
            return
        }
        let position = Self.position(of: "\(row.pickle.system)\u{0}\(row.pickle.uri)\u{0}\(rule?.id ?? "")", in: &index, of: &requirements) {
            Requirement(system: row.pickle.system, feature: feature.name, featureDescription: Self.text(feature.description),
                        rule: rule?.name, description: Self.text(rule?.description ?? (rule == nil ? feature.description : "")), place: place)
        }
        for result in row.results where result.status != .skipped {
            var standing = requirements[position].standings[result.algorithm, default: Standing()]
            standing.total += 1
            if result.status == .passed {
                standing.met += 1
            } else if standing.firstMiss.map({ place < $0.place }) ?? true {
                standing.firstMiss = (place, anchor, row.pickle.label, Self.instead(result))
            }
            requirements[position].standings[result.algorithm] = standing
        }
    }

    /// Where `key`'s entry is in `entries`, made by `make` the first time the key is met.
    private static func position<Entry>(of key: String, in index: inout [String: Int], of entries: inout [Entry], _ make: () -> Entry) -> Int {
        if let known = index[key] { return known }
        index[key] = entries.count
        entries.append(make())
        return entries.count - 1
    }

    private mutating func addSpec(_ row: ScenarioMatrix.Row, of algorithm: String, at place: DifferencesSection.FilePlace,
                                  feature: Feature, rule: Rule?) {
        let position = Self.position(of: "\(row.pickle.system)\u{0}\(row.pickle.uri)\u{0}\(algorithm)", in: &specIndex, of: &specs) {
            Spec(system: row.pickle.system, feature: feature.name, description: Self.text(feature.description), algorithm: algorithm, place: place)
        }
        if let rule, !specs[position].rules.contains(rule.name) { specs[position].rules.append(rule.name) }
        for result in row.results where result.status != .skipped && result.algorithm != algorithm {
            var count = specs[position].departures[result.algorithm, default: (0, 0)]
            count.total += 1
            if result.status == .departed { count.departed += 1 }
            specs[position].departures[result.algorithm] = count
        }
    }

    /// What the user sees instead of what the decisive step says, in one line: `instead of “I
    /// should not see any banners”, legacy shows revision 1042 of Tokyo with an offline banner …`.
    static func instead(_ result: CaseResult) -> String {
        guard let step = result.decisiveStep else { return "\(result.algorithm) does not pass (\(result.status.rawValue))" }
        let seen = step.observed.map { "\(result.algorithm) shows \($0)" }
            ?? "\(result.algorithm): " + (step.message?.split(separator: "\n").first.map(String.init) ?? step.status.rawValue)
        return "instead of “\(step.text)”, \(oneLine(seen))"
    }

    /// `text` up to about `limit` characters, cut after a whole moment or clause (", then …", "; …")
    /// with an ellipsis; the scenario's details have all of it.
    static func oneLine(_ text: String, limit: Int = 110) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit)
        let cut = [", then ", "; ", ", "].lazy.compactMap { head.range(of: $0, options: .backwards)?.lowerBound }.first ?? head.endIndex
        return String(text[..<cut]) + " …"
    }

    private static func text(_ description: String) -> String {
        description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The section, per system in the order given; empty when no scenario states a requirement.
    func render(systems: [SystemDescription], likeness: AlgorithmLikeness) -> String {
        guard !isEmpty else { return "" }
        var html = "<section id=\"requirements\"><h2>Requirements</h2>\n<p class=\"muted\">Each requirement as the documents state "
            + "it (a rule, else a feature), and in how many of its scenarios each algorithm meets it. A feature tagged "
            + "<code>@spec-of:</code> specifies one algorithm: it is no requirement, and where the others depart from it is under "
            + "<a href=\"#differences\">What differs</a>.</p>\n"
        for system in systems {
            let own = requirements.filter { $0.system == system.name }.sorted { $0.place < $1.place }
            guard !own.isEmpty || specs.contains(where: { $0.system == system.name }) else { continue }
            let copies = Dictionary(likeness.copies(in: system.name).map { ($0.copy, $0.original) }, uniquingKeysWith: { first, _ in first })
            let columns = system.algorithms.map(\.name).filter { algorithm in copies[algorithm] == nil && own.contains { $0.standings[algorithm] != nil } }
            html += "<h3>@\(HTML.text(system.name))</h3>\n"
            guard !own.isEmpty else {
                html += specLines(system, copies: copies)
                continue
            }
            html += "<table class=\"requirements\"><thead><tr><th>Requirement</th>"
            html += columns.map { algorithm in
                let same = [algorithm] + system.algorithms.map(\.name).filter { copies[$0] == algorithm }
                return "<th>\(HTML.text(likeness.shown(same, in: system.name).first ?? algorithm))</th>"
            }.joined() + "</tr></thead><tbody>\n"
            var feature: String?
            for requirement in own {
                if requirement.rule != nil, requirement.feature != feature {
                    html += "<tr class=\"feature\"><th colspan=\"\(columns.count + 1)\">\(HTML.text(requirement.feature))"
                        + (requirement.featureDescription.isEmpty ? "" : " <small>\(HTML.text(requirement.featureDescription))</small>") + "</th></tr>\n"
                }
                feature = requirement.feature
                html += "<tr><td class=\"requirement\"><b>\(HTML.text(requirement.title))</b>"
                    + (requirement.description.isEmpty ? "" : "<br><small>\(HTML.text(requirement.description))</small>") + "</td>"
                for algorithm in columns {
                    html += Self.cell(requirement.standings[algorithm], against: comparison(of: requirement, algorithm, in: system))
                }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n" + proposalChanges(system, own) + specLines(system, copies: copies)
        }
        return html + "</section>\n"
    }

    /// One algorithm's standing: "✓ 7 of 7", or "✗ 0 of 7" with what the user sees instead; for a
    /// proposed algorithm, ▲ or ▼ where it meets the requirement in more or fewer of its scenarios
    /// than an algorithm in use today.
    private static func cell(_ standing: Standing?, against comparison: Comparison?) -> String {
        guard let standing, standing.total > 0 else { return "<td class=\"req\"><span class=\"muted\">not run</span></td>" }
        let kind = standing.missed == 0 ? "met" : standing.met == 0 ? "missed" : "part"
        let mark = standing.missed == 0 ? "✓" : "✗"
        var count = "\(mark) \(standing.met) of \(standing.total)"
        if let miss = standing.firstMiss, let anchor = miss.anchor {
            count = "<a href=\"#\(anchor)\" title=\"\(HTML.attribute(miss.label))\">\(count)</a>"
        }
        if let comparison {
            count += " <span class=\"change \(comparison.better ? "fix" : "regression")\">\(comparison.better ? "▲" : "▼") "
                + HTML.text(comparison.others.map { "\($0.algorithm) \($0.met) of \($0.total)" }.joined(separator: ", ")) + "</span>"
        }
        let instead = standing.firstMiss.map { "<br><small>\(HTML.text($0.instead.capitalizedFirst))</small>" } ?? ""
        return "<td class=\"req \(kind)\">\(count)\(instead)</td>"
    }

    /// How a proposed algorithm does against the algorithms in use today on one requirement.
    struct Comparison {
        /// Whether it meets the requirement in a larger share of its scenarios than every one of them.
        let better: Bool
        let others: [(algorithm: String, met: Int, total: Int)]
    }

    /// Nil unless `algorithm` is proposed and meets `requirement` in a share of its scenarios other
    /// than an algorithm in use today (shares: the algorithms may have run different counts).
    private func comparison(of requirement: Requirement, _ algorithm: String, in system: SystemDescription) -> Comparison? {
        guard let proposal = system.proposal, proposal.proposed.contains(algorithm),
              let new = requirement.standings[algorithm], new.total > 0 else { return nil }
        let others = proposal.current.compactMap { current in
            requirement.standings[current].flatMap { $0.total > 0 && $0.met * new.total != new.met * $0.total ? (current, $0.met, $0.total) : nil }
        }
        guard !others.isEmpty else { return nil }
        return Comparison(better: !others.contains { $0.1 * new.total > new.met * $0.2 }, others: others)
    }

    /// The system's specs, a line each: whose, its rules, and how often the others depart from it.
    private func specLines(_ system: SystemDescription, copies: [String: String]) -> String {
        let own = specs.filter { $0.system == system.name }.sorted { $0.place < $1.place }
        guard !own.isEmpty else { return "" }
        var html = "<p class=\"muted\">Specs: what one algorithm is meant to do, not requirements. Another departs from a spec where it "
            + "does otherwise (under <a href=\"#differences\">What differs</a>).</p>\n<ul class=\"specs\">\n"
        for spec in own {
            let departures = system.algorithms.map(\.name).filter { copies[$0] == nil }.compactMap { algorithm in
                spec.departures[algorithm].map { "\(HTML.text(algorithm)) departs from it in \($0.departed) of \($0.total)" }
            }
            html += "<li><b>\(HTML.text(spec.feature))</b>, <b>\(HTML.text(spec.algorithm))</b>'s spec"
                + (spec.rules.isEmpty ? "" : " (" + spec.rules.map { "Rule: \(HTML.text($0))" }.joined(separator: "; ") + ")")
                + (departures.isEmpty ? "" : ": " + departures.joined(separator: ", ")) + "."
                + (spec.description.isEmpty ? "" : "<br><small>\(HTML.text(spec.description))</small>") + "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// What the proposal changes, in a line under the table its ▲ and ▼ are in.
    private func proposalChanges(_ system: SystemDescription, _ own: [Requirement]) -> String {
        guard let proposal = system.proposal else { return "" }
        func name(_ algorithm: String) -> String { "<b>\(HTML.text(algorithm))</b>" }
        let comparisons = own.flatMap { requirement in proposal.proposed.compactMap { comparison(of: requirement, $0, in: system) } }
        let better = comparisons.filter(\.better).count, worse = comparisons.count - better
        let names = "\(proposal.proposed.map(name).joined(separator: ", ")) in place of \(proposal.current.map(name).joined(separator: " and "))"
        return "<p class=\"proposal\"><b>What the proposal changes</b> (\(names)): of the \(own.count) requirement\(own.count == 1 ? "" : "s"), "
            + "it meets \(better) in more of their scenarios (▲) and \(worse == 0 ? "none" : "\(worse)") in fewer (▼); the rest as today.</p>\n"
    }
}
