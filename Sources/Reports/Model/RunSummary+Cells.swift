import Runner
import SpecrunKit

extension SuiteSummary {
    /// An algorithm's totals under `columns`: blank where its system does not measure a metric;
    /// `inUnits`, as people read them (`2.1 MB`), else as numbers.
    func cells(of tally: AlgorithmTally, columns: [Metric], inUnits: Bool = false) -> [String] {
        let measured = Set((metrics[tally.system] ?? []).map(\.key))
        return columns.map { metric in
            guard measured.contains(metric.key) else { return "" }
            return inUnits ? MetricText.format(Double(tally.metrics.total(of: metric)), metric.unit) : "\(tally.metrics.total(of: metric))"
        }
    }
}
