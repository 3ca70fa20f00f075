import JSON
import Runner
import SpecrunKit

/// The console's comparison matrix: each scenario (grouped by system and feature file) against each
/// algorithm of its system, one mark per run. A large run lists only the scenarios that do not pass
/// on all their algorithms, so the matrix stays readable.
///
/// ```swift
/// var matrix = ComparisonMatrix()
/// matrix.start(systems: start.systems)            // from SuiteEvent.started
/// for result in results { matrix.add(result) }    // from each SuiteEvent.caseFinished
/// matrix.closeScenarios()                         // once a scenario's runs are in (the next one's came, or its feature finished)
/// if let text = matrix.render() { print(text) }
/// ```
package struct ComparisonMatrix: Sendable {
    /// The most scenarios listed.
    package static let rowLimit = 100

    private struct Row: Sendable {
        let pickleId: String
        let system: String
        let uri: String
        let label: String
        /// Each algorithm's status, in the order its run came: a scenario has a handful, which a
        /// look along the list finds sooner than a dictionary hashes a name.
        var statuses: [(algorithm: String, status: Status)] = []

        var passesOnAll: Bool { statuses.allSatisfy { $0.status == .passed } }

        func status(of algorithm: String) -> Status? { statuses.first { $0.algorithm == algorithm }?.status }

        mutating func set(_ status: Status, of algorithm: String) {
            if let index = statuses.firstIndex(where: { $0.algorithm == algorithm }) {
                statuses[index].status = status
            } else {
                statuses.append((algorithm, status))
            }
        }
    }

    private var algorithms: [String: [String]] = [:]
    /// The system of the last scenario opened and how many algorithms it has: a system's scenarios
    /// come one after another, so its algorithms are looked up once for them.
    private var lastSystem: Optional<(name: String, algorithms: Int)>
    private var systems: [String] = []
    /// The scenarios whose runs are still coming, in order: those since the last `closeScenarios`,
    /// which is called as each scenario's runs are in, so a few at most.
    private var open: [Row] = []
    /// Every scenario, while there are no more than `rowLimit`; nil after.
    private var all: [Row]? = []
    /// The first `rowLimit` scenarios that do not pass on all their algorithms.
    private var notPassing: [Row] = []
    private var total = 0
    private var passing = 0
    /// The algorithms that ran, with their systems.
    private var ran: [(system: String, algorithm: String)] = []

    package init() {
        lastSystem = nil
    }

    /// The systems and their algorithms, which make the columns.
    package mutating func start(systems: [SystemDescription]) {
        self.systems = systems.map(\.name)
        for system in systems { algorithms[system.name] = system.algorithmNames }
    }

    package mutating func add(_ result: CaseResult) {
        let id = result.pickle.pickle.id, system = result.pickle.system
        let index: Int
        if let known = open.lastIndex(where: { $0.pickleId == id }) {  // the last, as a scenario's runs come together
            index = known
        } else {
            index = open.count
            if lastSystem?.name != system { lastSystem = (system, algorithms[system]?.count ?? 1) }
            var row = Row(pickleId: id, system: system, uri: result.pickle.uri, label: result.pickle.label)
            row.statuses.reserveCapacity(lastSystem?.algorithms ?? 1)
            open.append(row)
        }
        open[index].set(result.status, of: result.algorithm)
        if !ran.contains(where: { $0.algorithm == result.algorithm && $0.system == system }) {
            ran.append((system, result.algorithm))
        }
    }

    /// Files the scenarios added so far: all their runs are in.
    package mutating func closeScenarios() {
        for row in open {
            total += 1
            if row.passesOnAll { passing += 1 } else if notPassing.count < Self.rowLimit { notPassing.append(row) }
            all?.append(row)
            if (all?.count ?? 0) > Self.rowLimit { all = nil }
        }
        open.truncate(to: 0)
    }

    /// The matrix as text, or nil when no scenario ran.
    package func render() -> String? {
        var matrix = self
        matrix.closeScenarios()
        return matrix.renderClosed()
    }

    private func renderClosed() -> String? {
        guard total > 0 else { return nil }
        let shown = all ?? notPassing
        var tables: [String] = []
        for system in systems {
            let columns = (algorithms[system] ?? []).filter { algorithm in
                ran.contains { $0.system == system && $0.algorithm == algorithm }
            }
            let systemRows = shown.filter { $0.system == system }
            guard !columns.isEmpty, !systemRows.isEmpty else { continue }
            var table = TextTable(header: ["@\(system)"] + columns)
            var uri: String?
            for row in systemRows {
                if row.uri != uri {
                    uri = row.uri
                    table.add([row.uri])
                }
                table.add(["  " + row.label] + columns.map { row.status(of: $0)?.symbol ?? "" })
            }
            tables.append(table.render())
        }
        let departed = shown.contains { $0.statuses.contains { $0.status == .departed } }
        let legend = Status.readingOrder.filter { $0 != .departed || departed }
        var text = "Scenario × algorithm (" + legend.map { "\($0.symbol) \($0.rawValue)" }.joined(separator: ", ") + "):\n\n"
            + tables.joined(separator: "\n\n")
        if shown.count < total {
            let unlisted = total - passing - shown.count
            text += "\n\n\(passing) scenarios that pass on all their algorithms are not listed"
                + (unlisted > 0 ? "; nor \(unlisted) more that do not (over \(Self.rowLimit) rows)" : "")
        }
        return text
    }
}
