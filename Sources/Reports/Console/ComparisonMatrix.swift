import Runner

/// The console's comparison matrix: each scenario (grouped by system and feature file) against each
/// algorithm of its system, one mark per run. A large run lists only the scenarios that do not pass
/// on all their algorithms, so the matrix stays readable.
///
/// ```swift
/// var matrix = ComparisonMatrix()
/// matrix.start(systems: start.systems)            // from RunEvent.started
/// for result in results { matrix.add(result) }    // from each RunEvent.caseFinished
/// if let text = matrix.render() { print(text) }
/// ```
public struct ComparisonMatrix: Sendable {
    /// The most scenarios listed.
    public static let rowLimit = 100

    private struct Row: Sendable {
        let system: String
        let uri: String
        let label: String
        var statuses: [String: Status] = [:]

        var passesOnAll: Bool { statuses.values.allSatisfy { $0 == .passed } }
    }

    private var algorithms: [String: [String]] = [:]
    private var systems: [String] = []
    private var rows: [Row] = []
    private var rowIndexes: [String: Int] = [:]

    public init() {}

    /// The systems and their algorithms, which make the columns.
    public mutating func start(systems: [AnySystem]) {
        self.systems = systems.map(\.name)
        for system in systems { algorithms[system.name] = system.algorithmNames }
    }

    public mutating func add(_ result: CaseResult) {
        let id = result.pickle.pickle.id
        if rowIndexes[id] == nil {
            rowIndexes[id] = rows.count
            let occurrence = result.pickle.occurrence
            rows.append(Row(system: result.pickle.system, uri: result.pickle.uri,
                            label: result.pickle.name + (occurrence > 1 ? " #\(occurrence)" : "")))
        }
        rows[rowIndexes[id]!].statuses[result.algorithm] = result.status
    }

    /// The matrix as text, or nil when no scenario ran.
    public func render() -> String? {
        guard !rows.isEmpty else { return nil }
        let shown = rows.count <= Self.rowLimit ? rows : Array(rows.filter { !$0.passesOnAll }.prefix(Self.rowLimit))
        var tables: [String] = []
        for system in systems {
            let columns = (algorithms[system] ?? []).filter { algorithm in rows.contains { $0.system == system && $0.statuses[algorithm] != nil } }
            let systemRows = shown.filter { $0.system == system }
            guard !columns.isEmpty, !systemRows.isEmpty else { continue }
            var table = TextTable(header: ["@\(system)"] + columns)
            var uri: String?
            for row in systemRows {
                if row.uri != uri {
                    uri = row.uri
                    table.add([row.uri])
                }
                table.add(["  " + row.label] + columns.map { row.statuses[$0]?.symbol ?? "" })
            }
            tables.append(table.render())
        }
        var text = "Scenario × algorithm (✓ passed, ✗ failed, ? undefined, … pending, ! ambiguous, - skipped):\n\n"
            + tables.joined(separator: "\n\n")
        if shown.count < rows.count {
            let passing = rows.count(where: \.passesOnAll)
            let unlisted = rows.count - passing - shown.count
            text += "\n\n\(passing) scenarios that pass on all their algorithms are not listed"
                + (unlisted > 0 ? "; nor \(unlisted) more that do not (over \(Self.rowLimit) rows)" : "")
        }
        return text
    }
}
