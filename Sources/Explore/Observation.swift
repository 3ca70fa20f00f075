import SpecrunKit

/// What the user saw after each step that moved the scene (an action, or time passing), in plain
/// words, from the run's trace: for each such moment up to the next, the things shown (a blank
/// screen, a progress bar, an offline banner, a prompt, the content) and whether requests were
/// made; and, over the run, which of the system's table metrics were not zero. Two algorithms
/// diverge on a scenario when their observations differ.
struct Observation: Hashable, Sendable {
    /// One stretch of the run: the things shown, the content seen, and whether requests were made,
    /// from one mark to the next.
    struct Stretch: Hashable, Sendable {
        var shown: Set<String> = []
        var content: Set<String> = []
        var requests = false
    }

    var stretches: [Stretch]
    /// Table metrics with a value other than zero ("redundant downloads").
    var metrics: Set<String>

    init(_ outcome: RunOutcome, tableMetrics: [Metric]) {
        let trace = outcome.trace
        let marks = outcome.marksMs.isEmpty ? [0] : outcome.marksMs
        stretches = marks.indices.map { index in
            let start = marks[index]
            let end = index + 1 < marks.count ? marks[index + 1] : trace.endMs
            var stretch = Stretch()
            for lane in trace.lanes {
                for segment in lane.segments where segment.startMs <= end && segment.endMs >= start
                    && (segment.endMs > start || segment.startMs == segment.endMs || segment.endMs == trace.endMs) {
                    Self.note(lane: lane.name, segment, in: &stretch)
                }
            }
            if trace.requests.contains(where: { $0.startMs >= start && ($0.startMs < end || (end == start && $0.startMs == end)) }) {
                stretch.requests = true
            }
            return stretch
        }
        metrics = Set(tableMetrics.filter { (outcome.metrics[$0.key] ?? 0) > 0 }.map { $0.title.lowercased() })
    }

    private static func note(lane: String, _ segment: RunTrace.Segment, in stretch: inout Stretch) {
        switch lane {
        case "content":
            if segment.style == "content" { stretch.content.insert(segment.label) } else { stretch.shown.insert("a blank screen") }
        case "banners": stretch.shown.insert("\(article(segment.style)) \(segment.style) banner")
        case "prompt": stretch.shown.insert("a refresh prompt")
        case "snackbar": stretch.shown.insert("a snackbar")
        case "No data": stretch.shown.insert("“No data”")
        case "progress bar": stretch.shown.insert("a progress bar")
        case "spinner": stretch.shown.insert("a spinner")
        case "error labels": stretch.shown.insert("an error label")
        default: stretch.shown.insert("\(lane)")
        }
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

/// What kind of difference two algorithms show on a scenario, in words, so that every scenario
/// showing the same behaviour is one entry. It is the first difference found, looking in this
/// order: what the user saw (the things only one of them shows in the first stretch where they
/// differ), then requests (a stretch in which only one of them asks the network), then the table
/// metrics only one of them has over the run; never the scenario's own values.
///
/// ```swift
/// let signatures = try explorer.explore().behaviours.map(\.signature).sorted()
/// for signature in signatures where signature.aspect == .sight {
///     print(signature.shownByReference ? "only \(signature.reference)" : "only \(signature.other)", signature.thing)
/// }
/// ```
package struct DivergenceSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What a difference is about.
    package enum Aspect: String, Hashable, Sendable {
        /// Things shown: "a progress bar", "an offline banner", "content".
        case sight
        /// Requests made while the other made none.
        case requests
        /// Table metrics: "redundant downloads".
        case metric
    }

    package let reference: String
    package let other: String
    package let aspect: Aspect
    /// The difference: the one thing (or metric) that one of them shows and the other does not,
    /// the most telling of all that differ.
    package let thing: String
    /// Whether the reference is the one that shows it.
    package let shownByReference: Bool

    /// How telling each kind of thing is, most first: a banner says more than the progress bar that
    /// comes with it, and the content differs as a consequence of either.
    static func salience(_ thing: String) -> Int {
        let order = ["offline banner", "error banner", "warning banner", "banner", "refresh prompt", "snackbar", "No data",
                     "error label", "spinner", "progress bar", "blank screen", "other content", "content"]
        return order.firstIndex { thing.contains($0) } ?? order.count
    }

    /// The signature of the first difference between two observations, or nil when they agree.
    init?(reference: String, _ a: Observation, other: String, _ b: Observation) {
        self.reference = reference
        self.other = other
        var difference: (Aspect, Set<String>, Set<String>)?
        for (stretchA, stretchB) in zip(a.stretches, b.stretches) where stretchA != stretchB {
            var onlyA = stretchA.shown.subtracting(stretchB.shown), onlyB = stretchB.shown.subtracting(stretchA.shown)
            if stretchA.content != stretchB.content, !stretchA.content.isEmpty || !stretchB.content.isEmpty {
                if stretchB.content.isEmpty { onlyA.insert("content") } else if stretchA.content.isEmpty { onlyB.insert("content") }
                else { onlyA.insert("other content") }
            }
            if !onlyA.isEmpty || !onlyB.isEmpty {
                difference = (.sight, onlyA, onlyB)
                break
            }
        }
        if difference == nil, let (stretchA, stretchB) = zip(a.stretches, b.stretches).first(where: { $0.requests != $1.requests }) {
            difference = (.requests, stretchA.requests ? ["requests"] : [], stretchB.requests ? ["requests"] : [])
        }
        if difference == nil, a.metrics != b.metrics {
            difference = (.metric, a.metrics.subtracting(b.metrics), b.metrics.subtracting(a.metrics))
        }
        guard let (aspect, onlyA, onlyB) = difference else { return nil }
        let ranked = onlyA.map { ($0, true) } + onlyB.map { ($0, false) }
        let first = ranked.min { (Self.salience($0.0), $0.0, $0.1 ? 0 : 1) < (Self.salience($1.0), $1.0, $1.1 ? 0 : 1) }!
        self.aspect = aspect
        thing = first.0
        shownByReference = first.1
    }

    /// "legacy shows an offline banner; new does not", "legacy-ios makes requests; unified does not",
    /// "new has redundant downloads; legacy does not".
    package var description: String {
        let verb = switch aspect {
        case .sight: "shows " + thing
        case .requests: "makes requests"
        case .metric: "has " + thing
        }
        return shownByReference ? "\(reference) \(verb); \(other) does not" : "\(other) \(verb); \(reference) does not"
    }

    package static func < (a: DivergenceSignature, b: DivergenceSignature) -> Bool { a.description < b.description }
}
