import Runner
import SpecrunKit

/// Bar charts comparing what each algorithm of a system cost over the run: one small chart per
/// metric the system shows (requests, bytes downloaded, redundant downloads, median time to
/// content, …) whose value is not the same for every algorithm, one bar per algorithm, each chart
/// scaled to its own largest value.
struct MetricsChart {
    /// One algorithm's figures, one per metric of the chart (nil: no run had a value).
    struct Entry {
        var algorithm: String
        var runs: Int
        var values: [Int?]
    }

    let metrics: [Metric]
    let entries: [Entry]

    func render() -> String {
        var panels: [String] = []
        for (index, metric) in metrics.enumerated() {
            let values = entries.map { $0.values[index] }
            // A chart whose bars are all alike says nothing.
            if Set(values).count <= 1, entries.count > 1 || values.allSatisfy({ $0 == nil }) { continue }
            panels.append(panel(metric.title, values.map { $0.map(Double.init) ?? -1 }, format: { MetricText.format($0, metric.unit) }))
        }
        guard !panels.isEmpty else { return "" }
        return "<div class=\"chart-row\">" + panels.joined() + "</div>"
    }

    private func panel(_ title: String, _ values: [Double], format: (Double) -> String) -> String {
        let labelWidth = max(96, (entries.map { TextWidth.of($0.algorithm, size: 11) }.max() ?? 0) + 12)
        let barWidth = 120.0, rowHeight = 22.0
        let width = labelWidth + barWidth + 74
        let height = 26 + rowHeight * Double(entries.count)
        let largest = max(values.max() ?? 0, 1)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(TimelineSVG.number(width)) \(TimelineSVG.number(height))\" "
            + "width=\"\(TimelineSVG.number(width))\" height=\"\(TimelineSVG.number(height))\" role=\"img\" aria-label=\"\(MarkupText.escape(title, inAttribute: true))\">"
        svg += "<text x=\"0\" y=\"14\" class=\"panel-title\">\(MarkupText.escape(title))</text>"
        for (index, entry) in entries.enumerated() {
            let top = 22 + Double(index) * rowHeight
            let value = values[index]
            let length = value <= 0 ? 0 : max(2, barWidth * value / largest)
            svg += "<g><title>\(MarkupText.escape("\(entry.algorithm): \(format(value)) over \(entry.runs) run\(entry.runs == 1 ? "" : "s")"))</title>"
            svg += "<text x=\"\(TimelineSVG.number(labelWidth - 6))\" y=\"\(TimelineSVG.number(top + 14))\" text-anchor=\"end\" class=\"lane-name\">"
                + MarkupText.escape(entry.algorithm) + "</text>"
            svg += "<rect x=\"\(TimelineSVG.number(labelWidth))\" y=\"\(TimelineSVG.number(top + 3))\" width=\"\(TimelineSVG.number(length))\" height=\"15\" class=\"bar\"/>"
            svg += "<text x=\"\(TimelineSVG.number(labelWidth + length + 5))\" y=\"\(TimelineSVG.number(top + 14))\" class=\"bar-label\">"
                + MarkupText.escape(format(value)) + "</text></g>"
        }
        return svg + "</svg>"
    }
}
