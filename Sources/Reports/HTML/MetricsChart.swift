/// Bar charts comparing what each algorithm of a system cost over the run: one small chart per
/// figure (requests, bytes downloaded, redundant downloads, median time to content), one bar per
/// algorithm, each chart scaled to its own largest value.
struct MetricsChart {
    /// One algorithm's figures.
    struct Entry {
        var algorithm: String
        var runs: Int
        var requests: Int
        var bytesDownloaded: Int
        var redundantDownloads: Int
        /// Nil when no run showed content.
        var medianTimeToContentMs: Int?
    }

    let entries: [Entry]

    func render() -> String {
        var panels = [
            panel("Requests", entries.map { Double($0.requests) }, format: { "\(Int($0))" }),
            panel("Bytes downloaded", entries.map { Double($0.bytesDownloaded) }, format: { Self.bytes(Int($0)) }),
            panel("Redundant downloads", entries.map { Double($0.redundantDownloads) }, format: { "\(Int($0))" }),
        ]
        if entries.contains(where: { $0.medianTimeToContentMs != nil }) {
            panels.append(panel("Median time to content", entries.map { $0.medianTimeToContentMs.map(Double.init) ?? -1 },
                                format: { $0 < 0 ? "never" : TimelineSVG.duration(Int($0)) }))
        }
        return "<div class=\"chart-row\">" + panels.joined() + "</div>"
    }

    private func panel(_ title: String, _ values: [Double], format: (Double) -> String) -> String {
        let width = 290.0, labelWidth = 96.0, barWidth = 120.0, rowHeight = 22.0
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
                + MarkupText.escape(TimelineSVG.fit(entry.algorithm, width: labelWidth - 8) ?? "…") + "</text>"
            svg += "<rect x=\"\(TimelineSVG.number(labelWidth))\" y=\"\(TimelineSVG.number(top + 3))\" width=\"\(TimelineSVG.number(length))\" height=\"15\" class=\"bar\"/>"
            svg += "<text x=\"\(TimelineSVG.number(labelWidth + length + 5))\" y=\"\(TimelineSVG.number(top + 14))\" class=\"bar-label\">"
                + MarkupText.escape(format(value)) + "</text></g>"
        }
        return svg + "</svg>"
    }

    /// Bytes in decimal units: `512 B`, `3.4 kB`, `12 MB`.
    static func bytes(_ count: Int) -> String {
        let units = ["B", "kB", "MB", "GB", "TB"]
        var value = Double(count), unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        if unit == 0 { return "\(count) B" }
        let tenths = Int((value * 10).rounded())
        return (tenths >= 100 || tenths % 10 == 0 ? "\(Int(value.rounded()))" : "\(tenths / 10).\(tenths % 10)") + " " + units[unit]
    }
}
