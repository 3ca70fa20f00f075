import Runner
import SpecrunKit

/// Pictures of what the user saw, for product owners: at each moment the screen changed in any of a
/// scenario's runs, a small phone showing that run's screen then (its content, the progress bar, a
/// banner, the refresh prompt, a snackbar, "No data", a spinner), one row per set of algorithms
/// that saw the same screens, the columns aligned in time so the algorithms compare moment by
/// moment. Every word is shown whole: texts wrap, and the phones grow to hold the longest.
///
/// ```swift
/// let svg = StoryboardSVG(rows: [(["legacy"], legacyTrace), (["new", "new-python"], newTrace)]).render(caption: "Offline w/ warm cache")
/// ```
struct StoryboardSVG {
    /// Each row's algorithms and their trace, in the order of the rows.
    let rows: [(algorithms: [String], trace: RunTrace)]
    /// Columns past this many are left out (the first moments are the ones that differ most).
    var maximumMoments = 10

    private let phoneWidth = 132.0
    private let minimumPhoneHeight = 112.0
    private let gap = 14.0
    private let tickHeight = 18.0
    private let rowGap = 10.0
    private let nameSize = 11.0, nameLine = 14.0
    /// No text under 11 px: the storyboard is drawn at its size, never scaled down (it scrolls).
    private let textSize = 11.0, textLine = 14.0
    private let labelSize = 11.0, labelLine = 13.5

    /// The moments at which something changed in any run, first ones first, at most `maximumMoments`.
    var moments: [Int] { Array(allMoments.prefix(maximumMoments)) }

    /// Every moment at which something changed in any run.
    var allMoments: [Int] {
        let starts = rows.flatMap { row in row.trace.lanes.flatMap { $0.segments.map(\.startMs) } }
        return Set([0] + starts).sorted()
    }

    func render(caption: String) -> String {
        let moments = self.moments
        let screens = rows.map { row in moments.map { Screen(row.trace, at: $0) } }
        let phoneHeight = max(minimumPhoneHeight, screens.joined().map(height).max() ?? 0)
        let names = rows.map { row in row.algorithms.flatMap { TextWidth.lines($0, width: 220, size: nameSize) } }
        let labelWidth = max(60, (names.joined().map { TextWidth.of($0, size: nameSize) }.max() ?? 0) + 14)
        let rowHeights = names.map { max(phoneHeight, Double($0.count) * nameLine + 4) }
        let width = labelWidth + Double(moments.count) * (phoneWidth + gap)
        let height = tickHeight + rowHeights.reduce(0, +) + Double(rows.count) * rowGap
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" "
            + "height=\"\(n(height))\" role=\"img\" aria-label=\"\(MarkupText.escape(caption, inAttribute: true))\">"
        svg += "<title>\(MarkupText.escape(caption))</title>"
        for (column, moment) in moments.enumerated() {
            let left = labelWidth + Double(column) * (phoneWidth + gap)
            svg += "<text x=\"\(n(left + phoneWidth / 2))\" y=\"12\" text-anchor=\"middle\" class=\"tick\">"
                + MarkupText.escape(TimelineSVG.duration(moment)) + "</text>"
        }
        var top = tickHeight
        for (index, row) in screens.enumerated() {
            let lines = names[index]
            let first = top + rowHeights[index] / 2 - Double(lines.count - 1) * nameLine / 2 + 4
            for (line, name) in lines.enumerated() {
                svg += "<text x=\"\(n(labelWidth - 8))\" y=\"\(n(first + Double(line) * nameLine))\" text-anchor=\"end\" class=\"lane-name\">"
                    + MarkupText.escape(name) + "</text>"
            }
            for (column, screen) in row.enumerated() {
                svg += phone(screen, left: labelWidth + Double(column) * (phoneWidth + gap), top: top, height: phoneHeight)
            }
            top += rowHeights[index] + rowGap
        }
        return svg + "</svg>"
    }

    /// What one run's screen showed at a moment, lane by lane.
    struct Screen {
        let content: (label: String, style: String)?
        let banner: (label: String, style: String)?
        let progress: Bool, spinner: Bool, noData: Bool
        let prompt: String?
        let snackbar: String?
        let others: [String]

        init(_ trace: RunTrace, at moment: Int) {
            var content: (label: String, style: String)?, banner: (label: String, style: String)?
            var progress = false, spinner = false, noData = false
            var prompt: String?, snackbar: String?
            var others: [String] = []
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
            self.content = content
            self.banner = banner
            self.progress = progress
            self.spinner = spinner
            self.noData = noData
            self.prompt = prompt
            self.snackbar = snackbar
            self.others = others
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

        /// The texts written on the screen: its content, then the other lanes' labels.
        var texts: [String] {
            (content.flatMap { $0.style == "content" ? [$0.label] : nil } ?? []) + others
        }
    }

    // MARK: A phone

    private var innerWidth: Double { phoneWidth - 12 }

    private func lines(_ text: String, size: Double, inset: Double) -> [String] {
        TextWidth.lines(text, width: innerWidth - 2 * inset, size: size)
    }

    /// The screen's texts in lines, each text starting a line of its own.
    private func textLines(_ screen: Screen) -> [String] {
        screen.texts.flatMap { lines($0, size: textSize, inset: 3) }
    }

    /// How tall a phone must be to show `screen` whole.
    private func height(_ screen: Screen) -> Double {
        var height = 14.0 + 5
        if let banner = screen.banner { height += box(lines(banner.label, size: labelSize, inset: 3).count) + 3 }
        height += Double(textLines(screen).count) * textLine + 6
        if screen.noData || screen.spinner { height += 24 }
        if let prompt = screen.prompt { height += box(lines(prompt, size: labelSize, inset: 8).count) + 4 }
        if let snackbar = screen.snackbar { height += box(lines(snackbar, size: labelSize, inset: 3).count) + 2 }
        return height + 16
    }

    /// The height of a box holding `count` lines of small text.
    private func box(_ count: Int) -> Double { Double(count) * labelLine + 5 }

    private func phone(_ screen: Screen, left: Double, top: Double, height phoneHeight: Double) -> String {
        let innerLeft = left + 6
        var y = top + 14
        var svg = "<g class=\"phone\"><title>\(MarkupText.escape(screen.words))</title>"
        svg += rect(left, top, phoneWidth, phoneHeight, class: "phone-body", rounded: 11)
        svg += rect(innerLeft, y, innerWidth, phoneHeight - 28, class: "phone-screen")
        if screen.progress { svg += rect(innerLeft, y, innerWidth * 0.6, 3, class: "seg-progress") }
        y += 5
        if let banner = screen.banner {
            let lines = self.lines(banner.label, size: labelSize, inset: 3)
            svg += labelBox(lines, x: innerLeft, y: y, width: innerWidth, class: "seg-\(TimelineSVG.className(banner.style))")
            y += box(lines.count) + 3
        }
        for (index, line) in textLines(screen).enumerated() {
            svg += "<text x=\"\(n(innerLeft + 3))\" y=\"\(n(y + 11 + Double(index) * textLine))\" class=\"phone-text\">\(MarkupText.escape(line))</text>"
        }
        if screen.texts.isEmpty, screen.noData {
            svg += "<text x=\"\(n(left + phoneWidth / 2))\" y=\"\(n(y + 14))\" text-anchor=\"middle\" class=\"phone-text\">No data</text>"
        }
        if screen.spinner || (screen.progress && screen.texts.isEmpty) {
            svg += "<circle cx=\"\(n(left + phoneWidth / 2))\" cy=\"\(n(top + phoneHeight / 2 + 16))\" r=\"7\" class=\"phone-spinner\"/>"
        }
        var bottom = top + phoneHeight - 16
        if let snackbar = screen.snackbar {
            let lines = self.lines(snackbar, size: labelSize, inset: 3)
            bottom -= box(lines.count)
            svg += labelBox(lines, x: innerLeft, y: bottom, width: innerWidth, class: "phone-snackbar", light: true)
            bottom -= 2
        }
        if let prompt = screen.prompt {
            let lines = self.lines(prompt, size: labelSize, inset: 8)
            bottom -= box(lines.count)
            svg += labelBox(lines, x: innerLeft, y: bottom, width: innerWidth, class: "seg-prompt", rounded: 7, inset: 8)
        }
        return svg + "</g>"
    }

    /// A shape with lines of small text on it, grouped so that `scripts/check-html` can tell each
    /// line stays on its shape.
    private func labelBox(_ lines: [String], x: Double, y: Double, width: Double, class name: String, rounded: Double = 0,
                          inset: Double = 3, light: Bool = false) -> String {
        var svg = "<g class=\"label-box\">" + rect(x, y, width, box(lines.count), class: name, rounded: rounded)
        for (index, line) in lines.enumerated() {
            svg += "<text x=\"\(n(x + inset))\" y=\"\(n(y + 10.5 + Double(index) * labelLine))\" class=\"phone-label\(light ? " light" : "")\">"
                + MarkupText.escape(line) + "</text>"
        }
        return svg + "</g>"
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, class name: String, rounded: Double = 0) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\"\(rounded > 0 ? " rx=\"\(n(rounded))\"" : "") class=\"\(name)\"/>"
    }

    private func n(_ value: Double) -> String { TimelineSVG.number(value) }
}
