/// What kind of difference two algorithms show on a scenario, in words, so that every scenario
/// showing the same behaviour is one entry; never the scenario's own values. It is the most telling
/// difference, looking in the order a reader cares about: what the screen shows once a step has
/// settled (content and banners), then how many requests a step made, then the bytes downloaded,
/// then what showed only for a while during a step, then (with `--timing`) when the same screens
/// showed; and, when nothing before it differs, a step that passes on the reference only. Within an aspect, the first stretch that differs.
/// It is said from the reference's side: "new shows a refresh prompt; M3 does not", "new does not
/// show an offline banner; legacy does".
///
/// ```swift
/// let signatures = try explorer.explore().behaviours.map(\.signature).sorted()
/// for signature in signatures where signature.aspect == .sight {
///     print(signature.byReference ? "only \(signature.reference)" : "only \(signature.other)", signature.thing)
/// }
/// ```
package struct DivergenceSignature: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What a difference is about, most telling first.
    package enum Aspect: String, Hashable, Sendable, CaseIterable {
        /// What the screen shows once a step has settled: "an offline banner", "content".
        case sight
        /// How many requests a step made.
        case requests
        /// How many bytes the run downloaded.
        case bytes
        /// What the screen showed for a while during a step, though it settled alike.
        case passing
        /// When the same screens showed (`--timing` only).
        case timing
        /// A step that passed on the reference did not on the other, and nothing before it differs.
        case steps
    }

    package let reference: String
    package let other: String
    package let aspect: Aspect
    /// The difference: the most telling thing one of them shows and the other does not;
    /// "requests" and "bytes" for those aspects; the template of the step, for steps.
    package let thing: String
    /// Whether the reference is the one that shows it (for requests and bytes: makes more; for
    /// timing: shows it sooner).
    package let byReference: Bool
    /// For requests: whether the one with fewer makes none.
    package let none: Bool

    init(reference: String, other: String, aspect: Aspect, thing: String, byReference: Bool, none: Bool = false) {
        self.reference = reference
        self.other = other
        self.aspect = aspect
        self.thing = thing
        self.byReference = byReference
        self.none = none
    }

    /// The signature of the most telling difference between two observations, or nil when they
    /// agree. Timing counts only when `timing` is set.
    init?(reference: String, _ a: Observation, other: String, _ b: Observation, timing: Bool = false) {
        // Most scenarios are seen alike: equal observations differ in no aspect below.
        guard a != b else { return nil }
        // The stretches paired by place, read where they are.
        let first = a.stretches, second = b.stretches
        let places = 0..<min(first.count, second.count)
        func make(_ aspect: Aspect, _ thing: String, _ byReference: Bool, none: Bool = false) -> DivergenceSignature {
            DivergenceSignature(reference: reference, other: other, aspect: aspect, thing: thing, byReference: byReference, none: none)
        }
        if let (thing, byA) = places.lazy.compactMap({ Self.difference(first[$0].settled, second[$0].settled) }).first {
            self = make(.sight, thing, byA)
        } else if let place = places.first(where: { first[$0].requests.count != second[$0].requests.count }) {
            let x = first[place].requests.count, y = second[place].requests.count
            self = make(.requests, "requests", x > y, none: min(x, y) == 0)
        } else if a.bytes != b.bytes {
            self = make(.bytes, "bytes", a.bytes > b.bytes)
        } else if let (thing, byA) = places.lazy.compactMap({ Self.passing(first[$0].views, second[$0].views) }).first {
            self = make(.passing, thing, byA)
        } else if timing, let place = places.first(where: { first[$0].times != second[$0].times }) {
            let (x, y) = (first[place], second[place])
            let index = x.times.indices.first { $0 < y.times.count && x.times[$0] != y.times[$0] } ?? 0
            let view = x.views[index]
            let things = view.shown.map { ($0, true) } + (view.content == nil || view.shown.contains("a blank screen") ? [] : [("content", true)])
            self = make(.timing, Self.mostTelling(things)?.0 ?? "the same screen", x.times[index] < y.times[index])
        } else {
            return nil
        }
    }

    /// The most telling thing one view shows and the other does not, and whether the first shows it.
    static func difference(_ a: Observation.View, _ b: Observation.View) -> (String, Bool)? {
        guard a != b else { return nil }
        var things = a.shown.filter { !b.shown.contains($0) }.map { ($0, true) } + b.shown.filter { !a.shown.contains($0) }.map { ($0, false) }
        if a.content != b.content {
            let blank = "a blank screen"
            let aHas = a.content != nil && !a.shown.contains(blank), bHas = b.content != nil && !b.shown.contains(blank)
            things.append(aHas == bHas ? ("other content", true) : ("content", aHas))
        }
        return mostTelling(things)
    }

    /// The most telling thing that shows in one sequence of views and in none of the other's, else
    /// in one's views where the other has it elsewhere in the stretch ("other views").
    static func passing(_ a: [Observation.View], _ b: [Observation.View]) -> (String, Bool)? {
        guard a != b else { return nil }
        func things(_ views: [Observation.View]) -> Set<String> {
            views.reduce(into: Set<String>()) { set, view in
                set.formUnion(view.shown)
                if view.content != nil, !view.shown.contains("a blank screen") { set.insert("content") }
            }
        }
        let (inA, inB) = (things(a), things(b))
        return mostTelling(inA.subtracting(inB).map { ($0, true) } + inB.subtracting(inA).map { ($0, false) }) ?? ("other views", true)
    }

    /// How telling each kind of thing is, most first: content and banners, then prompts and
    /// messages, then what comes with loading (a banner says more than the progress bar with it).
    static func salience(_ thing: String) -> Int {
        var thing = thing
        return thing.withUTF8 { thing in
            salienceOrder.firstIndex { word in
                thing.count >= word.count && (0...(thing.count - word.count)).contains { start in
                    word.indices.allSatisfy { thing[start + $0] == word[$0] }
                }
            } ?? salienceOrder.count
        }
    }
    /// The words `salience(_:)` looks for, as bytes (a thing is a few words: a plain search is quickest).
    private static let salienceOrder = ["offline banner", "error banner", "warning banner", "banner", "refresh prompt", "snackbar",
                                        "No data", "error label", "other content", "content", "blank screen", "spinner", "progress bar"]
        .map { Array($0.utf8) }

    private static func mostTelling(_ things: [(String, Bool)]) -> (String, Bool)? {
        things.map { (salience($0.0), $0.0, $0.1 ? 0 : 1) }.min { $0 < $1 }.map { ($0.1, $0.2 == 0) }
    }

    /// From the reference's side: "new shows a refresh prompt; M3 does not", "new does not show an
    /// offline banner; legacy does", "unified makes requests; legacy-android makes none", "new makes
    /// fewer requests than M5", "new downloads more than M2", "new shows a progress bar for a while; M4 does not", "new shows a warning banner
    /// sooner than M7", "new and M6 show different content".
    package var description: String {
        let (ref, other) = (reference, other)
        switch aspect {
        case .sight where thing == "other content", .passing where thing == "other content":
            return "\(ref) and \(other) show different content" + (aspect == .passing ? " for a while" : "")
        case .passing where thing == "other views":
            return "\(ref) and \(other) show the same things in another order"
        case .sight:
            return byReference ? "\(ref) shows \(thing); \(other) does not" : "\(ref) does not show \(thing); \(other) does"
        case .passing:
            return byReference ? "\(ref) shows \(thing) for a while; \(other) does not"
                : "\(ref) does not show \(thing) for a while; \(other) does"
        case .requests:
            if none { return byReference ? "\(ref) makes requests; \(other) makes none" : "\(ref) makes no requests; \(other) does" }
            return "\(ref) makes \(byReference ? "more" : "fewer") requests than \(other)"
        case .bytes:
            return "\(ref) downloads \(byReference ? "more" : "less") than \(other)"
        case .timing:
            return "\(ref) shows \(thing) \(byReference ? "sooner" : "later") than \(other)"
        case .steps:
            return "\(ref) can go on with “\(thing)”; \(other) cannot"
        }
    }

    package static func < (a: DivergenceSignature, b: DivergenceSignature) -> Bool { a.description < b.description }
}
