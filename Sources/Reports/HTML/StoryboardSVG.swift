import Runner
import SpecrunKit

/// Pictures of what the user saw, for product owners: at each moment the screen changed in any of a
/// scenario's runs, a small phone showing that run's screen then (its content, the progress bar, a
/// banner, the refresh prompt, a snackbar, "No data", a spinner), one row per algorithm, the
/// columns aligned in time so the algorithms compare moment by moment.
///
/// ```swift
/// let svg = StoryboardSVG(runs: [("legacy", legacyTrace), ("new", newTrace)]).render(caption: "Offline w/ warm cache")
/// ```
struct StoryboardSVG {
    /// Each run's algorithm and trace, in the order of the rows.
    let runs: [(algorithm: String, trace: RunTrace)]
    /// Columns past this many are left out (the first moments are the ones that differ most).
    var maximumMoments = 10

    private let phoneWidth = 86.0
    private let phoneHeight = 150.0
    private let gap = 14.0
    private let labelWidth = 96.0

    /// The moments at which something changed in any run, first ones first.
    var moments: [Int] {
        let starts = runs.flatMap { run in run.trace.lanes.flatMap { $0.segments.map(\.startMs) } }
        return Array(Set([0] + starts).sorted().prefix(maximumMoments))
    }

    func render(caption: String) -> String {
        let moments = self.moments
        let width = labelWidth + Double(moments.count) * (phoneWidth + gap)
        let rowHeight = phoneHeight + 22
        let height = 6 + Double(runs.count) * rowHeight
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" "
            + "height=\"\(n(height))\" role=\"img\" aria-label=\"\(MarkupText.escape(caption, inAttribute: true))\">"
        svg += "<title>\(MarkupText.escape(caption))</title>"
        for (row, run) in runs.enumerated() {
            let top = 6 + Double(row) * rowHeight
            svg += "<text x=\"\(n(labelWidth - 8))\" y=\"\(n(top + phoneHeight / 2))\" text-anchor=\"end\" class=\"lane-name\">"
                + MarkupText.escape(TimelineSVG.fit(run.algorithm, width: labelWidth - 10) ?? "…") + "</text>"
            for (column, moment) in moments.enumerated() {
                let left = labelWidth + Double(column) * (phoneWidth + gap)
                svg += phone(Screen(run.trace, at: moment), left: left, top: top)
                svg += "<text x=\"\(n(left + phoneWidth / 2))\" y=\"\(n(top + phoneHeight + 14))\" text-anchor=\"middle\" class=\"tick\">"
                    + MarkupText.escape(TimelineSVG.duration(moment)) + "</text>"
            }
        }
        return svg + "</svg>"
    }

    /// What one run's screen showed at a moment, lane by lane.
    struct Screen {
        var content: (label: String, style: String)?
        var banner: (label: String, style: String)?
        var progress = false, spinner = false, noData = false
        var prompt: String?
        var snackbar: String?
        var others: [String] = []

        init(_ trace: RunTrace, at moment: Int) {
            for lane in trace.lanes {
                guard let segment = lane.segments.last(where: { $0.startMs <= moment && (moment < $0.endMs || $0.endMs == trace.endMs) })
                else { continue }
                switch lane.name {
                case "content": content = (segment.label, segment.style)
                case "banners": banner = (segment.label, segment.style)
                case "progress bar": progress = true
                case "spinner": spinner = true
                case "No data": noData = true
                case "prompt": prompt = segment.label
                case "snackbar": snackbar = segment.label
                default: others.append(segment.label)
                }
            }
        }

        /// The screen in words, for the picture's tooltip.
        var words: String {
            var parts = [content.map { $0.style == "content" ? $0.label : "blank" } ?? "nothing"]
            if progress { parts.append("a progress bar") }
            if spinner { parts.append("a spinner") }
            if noData { parts.append("“No data”") }
            if let banner { parts.append(banner.label) }
            if let prompt { parts.append("prompt: \(prompt)") }
            if let snackbar { parts.append("snackbar: \(snackbar)") }
            return (parts + others).joined(separator: "; ")
        }
    }

    private func phone(_ screen: Screen, left: Double, top: Double) -> String {
        let inset = 6.0
        let innerLeft = left + inset, innerWidth = phoneWidth - 2 * inset
        var y = top + 14
        var svg = "<g><title>\(MarkupText.escape(screen.words))</title>"
        svg += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(phoneWidth))\" height=\"\(n(phoneHeight))\" rx=\"11\" class=\"phone\"/>"
        svg += "<rect x=\"\(n(innerLeft))\" y=\"\(n(y))\" width=\"\(n(innerWidth))\" height=\"\(n(phoneHeight - 28))\" class=\"phone-screen\"/>"
        if screen.progress {
            svg += "<rect x=\"\(n(innerLeft))\" y=\"\(n(y))\" width=\"\(n(innerWidth * 0.6))\" height=\"3\" class=\"seg-progress\"/>"
        }
        y += 5
        if let banner = screen.banner {
            svg += "<rect x=\"\(n(innerLeft))\" y=\"\(n(y))\" width=\"\(n(innerWidth))\" height=\"16\" class=\"seg-\(TimelineSVG.className(banner.style))\"/>"
            svg += label(banner.label, x: innerLeft + 3, y: y + 11, width: innerWidth - 6)
            y += 19
        }
        if let content = screen.content, content.style == "content" {
            for (index, line) in Self.wrap(content.label, width: innerWidth - 6).prefix(4).enumerated() {
                svg += "<text x=\"\(n(innerLeft + 3))\" y=\"\(n(y + 12 + Double(index) * 12))\" class=\"phone-text\">\(MarkupText.escape(line))</text>"
            }
        } else if screen.noData {
            svg += "<text x=\"\(n(left + phoneWidth / 2))\" y=\"\(n(top + phoneHeight / 2))\" text-anchor=\"middle\" class=\"phone-text\">No data</text>"
        }
        if screen.spinner || (screen.progress && screen.content?.style != "content") {
            svg += "<circle cx=\"\(n(left + phoneWidth / 2))\" cy=\"\(n(top + phoneHeight / 2 + 16))\" r=\"7\" class=\"phone-spinner\"/>"
        }
        if let prompt = screen.prompt {
            let promptTop = top + phoneHeight - 50
            svg += "<rect x=\"\(n(innerLeft + 4))\" y=\"\(n(promptTop))\" width=\"\(n(innerWidth - 8))\" height=\"14\" rx=\"7\" class=\"seg-prompt\"/>"
            svg += label(prompt, x: innerLeft + 9, y: promptTop + 10, width: innerWidth - 18)
        }
        if let snackbar = screen.snackbar {
            let barTop = top + phoneHeight - 32
            svg += "<rect x=\"\(n(innerLeft))\" y=\"\(n(barTop))\" width=\"\(n(innerWidth))\" height=\"16\" class=\"phone-snackbar\"/>"
            svg += label(snackbar, x: innerLeft + 3, y: barTop + 11, width: innerWidth - 6, light: true)
        }
        return svg + "</g>"
    }

    private func label(_ text: String, x: Double, y: Double, width: Double, light: Bool = false) -> String {
        guard let fitted = TimelineSVG.fit(text, width: width * 1.25) else { return "" }
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"phone-label\(light ? " light" : "")\">\(MarkupText.escape(fitted))</text>"
    }

    /// Words of `text` in lines of about `width` points (small text: about 4.6 points a character).
    static func wrap(_ text: String, width: Double) -> [String] {
        let perLine = max(4, Int(width / 4.6))
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > perLine {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func n(_ value: Double) -> String { TimelineSVG.number(value) }
}
