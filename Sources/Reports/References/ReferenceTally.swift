import Runner
import SpecrunKit

/// The comparison of a run's algorithms with published results, gathered a scenario at a time: for
/// each system and group of scenarios (`References.groups`, `@required` first), how many scenarios
/// and, per column (each algorithm, then each implementation), how many passed and failed. The
/// HTML and Markdown reports write the rows themselves; this keeps only the counts.
///
/// ```swift
/// var tally = ReferenceTally(references: references)
/// if let place = tally.add(row, algorithms: feature.algorithms) { print(place.id, place.group) }
/// tally.count(of: .algorithm("rfc9111"), system: "http-cache", group: 0).passed   // 147
/// ```
struct ReferenceTally {
    /// A column of the comparison.
    enum Column: Hashable {
        case algorithm(String)
        case implementation(String)
    }

    /// How a column's scenarios of a group went.
    struct Count {
        var passed = 0
        var failed = 0
        var neither = 0
    }

    let references: References
    /// The systems with a compared scenario, in the order met, each with its algorithms.
    private(set) var systems: [(name: String, algorithms: [String])] = []
    private var scenarios: [String: [Int: Int]] = [:]
    private var counts: [String: [Int: [Column: Count]]] = [:]

    init(references: References) {
        self.references = references
    }

    /// The columns of `system`: its algorithms, then the implementations.
    func columns(of system: String) -> [Column] {
        (systems.first { $0.name == system }?.algorithms ?? []).map(Column.algorithm)
            + references.results.implementations.map { .implementation($0.name) }
    }

    /// Counts the scenario when a tag gives it an id; returns its id and group, nil when it has none.
    mutating func add(_ row: ScenarioMatrix.Row, algorithms: [String]) -> (id: String, group: Int)? {
        guard let id = references.id(of: row.pickle) else { return nil }
        let system = row.pickle.system, group = references.group(of: row.pickle)
        if !systems.contains(where: { $0.name == system }) { systems.append((system, algorithms)) }
        scenarios[system, default: [:]][group, default: 0] += 1
        for result in row.results { count(result.status, in: .algorithm(result.algorithm), system: system, group: group) }
        for implementation in references.results.implementations {
            count(references.results.verdict(of: implementation.name, for: id)?.status, in: .implementation(implementation.name),
                  system: system, group: group)
        }
        return (id, group)
    }

    private mutating func count(_ status: Status?, in column: Column, system: String, group: Int) {
        switch status {
        case .passed: counts[system, default: [:]][group, default: [:]][column, default: Count()].passed += 1
        case .failed: counts[system, default: [:]][group, default: [:]][column, default: Count()].failed += 1
        default: counts[system, default: [:]][group, default: [:]][column, default: Count()].neither += 1
        }
    }

    /// The groups of `system` with a scenario, in order.
    func groups(of system: String) -> [Int] {
        (scenarios[system] ?? [:]).keys.sorted()
    }

    /// How many scenarios of the group were compared.
    func scenarios(of system: String, group: Int) -> Int {
        scenarios[system]?[group] ?? 0
    }

    func count(of column: Column, system: String, group: Int) -> Count {
        counts[system]?[group]?[column] ?? Count()
    }

    /// The column's name.
    static func name(of column: Column) -> String {
        switch column {
        case .algorithm(let name), .implementation(let name): name
        }
    }
}
