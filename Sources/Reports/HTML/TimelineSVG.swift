import Foundation
import Runner
import SpecrunKit

/// A picture of one run: what the user saw over virtual time, one lane per visible element (content,
/// progress bar, banners, prompt, snackbar, …) drawn as segments on a time axis, with the network
/// requests beneath, packed into as few rows as do not overlap. A label is written on its segment
/// only where it fits whole; every label also shows in full as a tooltip, with its times.
///
/// The time axis is not to scale: what matters often happens in the first 100 ms of a one-minute
/// window. The axis runs from one moment something changes to the next, each stretch as wide as the
/// logarithm of its length, and labels the moments that fit, so a 50 ms request and a quiet minute
/// both stay readable, in order.
struct TimelineSVG {
    let trace: RunTrace

    private let width = 760.0
    private let plotRight = 748.0
    /// Where the plot begins: after the longest lane name.
    private var plotLeft: Double {
        let names = trace.lanes.map(\.name) + (trace.requests.isEmpty ? [] : ["network"])
        return max(128, (names.map { TextWidth.of($0, size: 11) }.max() ?? 0) + 16)
    }
    private let laneHeight = 22.0
    private let laneGap = 4.0
    private let requestHeight = 13.0
    private let requestGap = 3.0

    func render(caption: String) -> String {
        let endMs = max(trace.endMs, trace.lanes.flatMap(\.segments).map(\.endMs).max() ?? 0,
                        trace.requests.map { $0.endMs ?? $0.startMs }.max() ?? 0, 1)
        let rows = Self.pack(trace.requests, endMs: endMs)
        let lanesBottom = 6 + Double(trace.lanes.count) * (laneHeight + laneGap)
        let requestsTop = lanesBottom + (rows.isEmpty ? 0 : 8)
        let requestsBottom = requestsTop + Double(rows.count) * (requestHeight + requestGap)
        let axisY = requestsBottom + 4
        let height = axisY + 18
        let plotLeft = self.plotLeft
        let scale = TimeScale(moments: moments(endMs: endMs), left: plotLeft, right: plotRight)
        func x(_ ms: Int) -> Double { scale.x(ms) }

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
            + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" role=\"img\" aria-label=\"\(MarkupText.escape(caption, inAttribute: true))\">"
        svg += "<title>\(MarkupText.escape(caption))</title>"
        let ticks = scale.labelledMoments { TextWidth.of(Self.duration($0), size: 11) }
        for tick in ticks {
            svg += line(x(tick), 2, x(tick), axisY, class: "grid")
        }
        for (index, lane) in trace.lanes.enumerated() {
            let top = 6 + Double(index) * (laneHeight + laneGap)
            svg += text(plotLeft - 8, top + laneHeight / 2 + 4, lane.name, class: "lane-name", anchor: "end")
            for segment in lane.segments {
                let left = x(segment.startMs), right = max(x(segment.endMs), left + 2)
                let tooltip = "\(lane.name): \(segment.label) (\(Self.duration(segment.startMs)) – \(Self.duration(segment.endMs)))"
                let fits = Self.fits(segment.label, width: right - left - 6)
                svg += "<g\(fits ? " class=\"label-box\"" : "")><title>\(MarkupText.escape(tooltip))</title>"
                svg += rect(left, top, right - left, laneHeight, class: "seg seg-\(Self.className(segment.style))")
                if fits { svg += text(left + 3, top + laneHeight / 2 + 4, segment.label, class: "seg-label") }
                svg += "</g>"
            }
        }
        if !rows.isEmpty {
            svg += text(plotLeft - 8, requestsTop + requestHeight - 2, "network", class: "lane-name", anchor: "end")
            for (rowIndex, row) in rows.enumerated() {
                let top = requestsTop + Double(rowIndex) * (requestHeight + requestGap)
                for request in row {
                    let left = x(request.startMs), right = max(x(request.endMs ?? endMs), left + 2)
                    let end = request.endMs.map(Self.duration) ?? "no answer"
                    let tooltip = "\(request.endpoint) \(request.resource): \(Self.duration(request.startMs)) – \(end), "
                        + "\(request.bytes) bytes, \(request.outcome)"
                    let kind = request.endMs == nil ? "req-open" : "req req-\(Self.className(request.outcome))"
                    let fits = request.endMs != nil && Self.fits(request.endpoint, width: right - left - 4)
                    svg += "<g\(fits ? " class=\"label-box\"" : "")><title>\(MarkupText.escape(tooltip))</title>"
                        + rect(left, top, right - left, requestHeight, class: kind)
                    if fits { svg += text(left + 2, top + requestHeight - 3, request.endpoint, class: "req-label light") }
                    svg += "</g>"
                }
            }
        }
        svg += line(plotLeft, axisY, plotRight, axisY, class: "axis")
        svg += line(x(trace.endMs), 2, x(trace.endMs), axisY, class: "end")
        for tick in ticks {
            svg += text(x(tick), axisY + 13, Self.duration(tick), class: "tick", anchor: tick == 0 ? "start" : tick == endMs ? "end" : "middle")
        }
        return svg + "</svg>"
    }

    // MARK: Drawing

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, class name: String) -> String {
        "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" class=\"\(name)\"/>"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class name: String) -> String {
        "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" class=\"\(name)\"/>"
    }

    private func text(_ x: Double, _ y: Double, _ content: String, class name: String, anchor: String = "start") -> String {
        "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" class=\"\(name)\" text-anchor=\"\(anchor)\">\(MarkupText.escape(content))</text>"
    }

    // MARK: Layout

    /// Requests in rows where none overlaps the next, each in the first row it fits.
    static func pack(_ requests: [RunTrace.Request], endMs: Int) -> [[RunTrace.Request]] {
        var rows: [[RunTrace.Request]] = []
        var rowEnds: [Int] = []
        let gap = max(1, endMs / 200)
        for request in requests.sorted(by: { ($0.startMs, $0.endMs ?? .max) < ($1.startMs, $1.endMs ?? .max) }) {
            let end = request.endMs ?? endMs
            if let row = rowEnds.firstIndex(where: { $0 + gap <= request.startMs }) {
                rows[row].append(request)
                rowEnds[row] = max(end, request.startMs + gap)
            } else {
                rows.append([request])
                rowEnds.append(max(end, request.startMs + gap))
            }
        }
        return rows
    }

    /// Every instant at which something starts or ends, with 0 and the end.
    private func moments(endMs: Int) -> [Int] {
        var moments: Set<Int> = [0, endMs]
        for segment in trace.lanes.flatMap(\.segments) { moments.formUnion([segment.startMs, segment.endMs]) }
        for request in trace.requests { moments.formUnion([request.startMs, request.endMs ?? endMs]) }
        if trace.endMs > 0 { moments.insert(trace.endMs) }
        return moments.filter { $0 >= 0 && $0 <= endMs }.sorted()
    }

    /// Maps virtual milliseconds to x: piecewise linear between the moments, each stretch as wide as
    /// the logarithm of its length (a quiet minute is about 13 times as wide as 1 ms, not 60,000).
    struct TimeScale {
        let moments: [Int]
        private let offsets: [Double]
        private let left: Double
        private let width: Double

        init(moments: [Int], left: Double, right: Double) {
            self.moments = moments
            self.left = left
            width = right - left
            var offsets = [0.0]
            for (start, end) in zip(moments, moments.dropFirst()) {
                offsets.append(offsets.last! + log2(1 + Double(end - start) / 10))
            }
            let total = max(offsets.last!, 1e-9)
            self.offsets = offsets.map { $0 / total }
        }

        func x(_ ms: Int) -> Double {
            guard let last = moments.last, moments.count > 1 else { return left }
            if ms <= moments[0] { return left }
            if ms >= last { return left + width }
            var low = 0, high = moments.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if moments[middle] <= ms { low = middle } else { high = middle }
            }
            let fraction = Double(ms - moments[low]) / Double(moments[high] - moments[low])
            return left + width * (offsets[low] + fraction * (offsets[high] - offsets[low]))
        }

        /// The moments whose labels fit side by side, `width` telling how wide each moment's label
        /// is: the first one (its label starts at its moment) and the last (its label ends there)
        /// always, and between them each that leaves room to the one before and to the last.
        func labelledMoments(width: (Int) -> Double) -> [Int] {
            guard let first = moments.first, let last = moments.last else { return [] }
            let room = 8.0
            // The x range a moment's label covers.
            func span(_ moment: Int) -> ClosedRange<Double> {
                let center = x(moment), wide = width(moment)
                if moment == first { return center...(center + wide) }
                if moment == last { return (center - wide)...center }
                return (center - wide / 2)...(center + wide / 2)
            }
            guard first != last else { return [first] }
            // A label ends `room` before the next begins; the last moment's label comes first.
            let end = span(last)
            var chosen = [first]
            for moment in moments.dropFirst().dropLast() {
                let own = span(moment)
                if own.lowerBound >= span(chosen.last!).upperBound + room, own.upperBound + room <= end.lowerBound { chosen.append(moment) }
            }
            if end.lowerBound >= span(chosen.last!).upperBound + room { chosen.append(last) }
            return chosen
        }
    }

    /// A time as people read it: `420 ms`, `4 s`, `1.5 s`, `2 min`, `1 min 30 s`.
    static func duration(_ ms: Int) -> String {
        if ms < 1000 { return "\(ms) ms" }
        if ms < 60_000 {
            let tenths = (ms + 50) / 100
            return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
        }
        let seconds = (ms + 500) / 1000
        return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s"
    }

    /// Whether `label` fits whole in `width` pixels.
    static func fits(_ label: String, width: Double, size: Double = 11) -> Bool {
        TextWidth.of(label, size: size) <= width
    }

    /// A style or outcome as a CSS class name: lower-case letters, digits and dashes only.
    static func className(_ text: String) -> String {
        let name = String(text.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" })
        return name.isEmpty ? "none" : name
    }

    /// The key to the colours of `traces`' pictures: a swatch for each style of segment and each
    /// outcome of a request they draw, in the order met, with its name; nil when they draw nothing.
    static func key(to traces: [RunTrace]) -> String? {
        var entries: [(className: String, words: String)] = []
        func add(_ className: String, _ words: String) {
            if !entries.contains(where: { $0.className == className }) { entries.append((className, words)) }
        }
        for trace in traces {
            for lane in trace.lanes {
                for segment in lane.segments {
                    add("seg seg-\(className(segment.style))", lane.name == segment.style ? lane.name : "\(lane.name): \(segment.style)")
                }
            }
            for request in trace.requests {
                if request.endMs == nil { add("req-open", "request still open") } else { add("req req-\(className(request.outcome))", "request: \(request.outcome)") }
            }
        }
        guard !entries.isEmpty else { return nil }
        // One row of swatches, wrapped at the pictures' width.
        var svg = "", x = 0.0, y = 0.0
        for entry in entries {
            let width = 16 + TextWidth.of(entry.words, size: 11) + 14
            if x > 0, x + width > 760 { x = 0; y += 18 }
            svg += "<rect x=\"\(number(x))\" y=\"\(number(y + 3))\" width=\"12\" height=\"12\" class=\"\(entry.className)\"/>"
                + "<text x=\"\(number(x + 16))\" y=\"\(number(y + 13))\" class=\"tick\">\(MarkupText.escape(entry.words))</text>"
            x += width
        }
        let height = y + 18
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 760 \(number(height))\" width=\"760\" height=\"\(number(height))\" "
            + "role=\"img\" aria-label=\"Key to the colours\"><title>Key to the colours</title>" + svg + "</svg>"
    }

    /// Coordinates with at most one decimal, the same on every platform.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
