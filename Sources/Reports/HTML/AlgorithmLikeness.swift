import Runner
import SpecrunKit

/// Which algorithms did exactly what an earlier algorithm of their system did, in every scenario
/// both ran (the same steps, screens, requests and figures): a port is its original's copy
/// ("new-python = new in all 51 runs"), and the HTML report says so once instead of showing both.
/// Gathered a scenario at a time; memory holds a count per pair of algorithms.
///
/// ```swift
/// var likeness = AlgorithmLikeness()
/// for row in rows { likeness.add(row) }
/// likeness.original(of: "new-python", in: "article-view")   // ("new", runs: 51)
/// ```
struct AlgorithmLikeness {
    private struct Pair: Hashable {
        let system: String
        let first: String
        let second: String
    }

    /// For each pair that ran a scenario together, how many; nil once they differed in one.
    private var together: [Pair: Int?] = [:]
    /// Each system's algorithms in the order they were met.
    private var order: [String: [String]] = [:]

    mutating func add(_ row: ScenarioMatrix.Row) {
        let system = row.pickle.system
        let keys = row.results.map(Likeness.everything)
        for (index, result) in row.results.enumerated() {
            if !(order[system]?.contains(result.algorithm) ?? false) { order[system, default: []].append(result.algorithm) }
            for other in row.results.indices where other > index {
                let pair = Pair(system: system, first: result.algorithm, second: row.results[other].algorithm)
                guard let count = together[pair] ?? 0 else { continue }
                together[pair] = keys[index] == keys[other] ? count + 1 : .some(nil)
            }
        }
    }

    /// The first algorithm before `algorithm` (in its system's order) that did the same in every
    /// scenario both ran, and in how many.
    func original(of algorithm: String, in system: String) -> (name: String, runs: Int)? {
        for earlier in order[system] ?? [] {
            if earlier == algorithm { return nil }
            if let count = together[Pair(system: system, first: earlier, second: algorithm)], let count, count > 0 {
                return (earlier, count)
            }
        }
        return nil
    }

    /// Every copy of `system` with its original, in the system's order.
    func copies(in system: String) -> [(copy: String, original: String, runs: Int)] {
        (order[system] ?? []).compactMap { algorithm in original(of: algorithm, in: system).map { (algorithm, $0.name, $0.runs) } }
    }

    /// `names` as a list that shows each copy after its original: `new = new-python, auto-update`.
    func shown(_ names: [String], in system: String) -> [String] {
        var shown: [String] = []
        var placed: Set<String> = []
        for name in names where !placed.contains(name) {
            placed.insert(name)
            let copies = names.filter { !placed.contains($0) && original(of: $0, in: system)?.name == name }
            placed.formUnion(copies)
            shown.append(([name] + copies).joined(separator: " = "))
        }
        return shown
    }
}
