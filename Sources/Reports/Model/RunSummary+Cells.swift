import Runner
import SpecrunKit

extension RunSummary {
    /// An algorithm's totals under `columns`: blank where its system does not measure a metric.
    func cells(of tally: AlgorithmTally, columns: [Metric]) -> [String] {
        let measured = Set((metrics[tally.system] ?? []).map(\.key))
        return columns.map { measured.contains($0.key) ? "\(tally.metrics[$0])" : "" }
    }
}
