import SpecrunKit

/// What the user saw and what the app asked for in one run, step by step, in plain words, from the
/// run's trace. The run is cut at every action and every passage of time; for each stretch, what
/// the screen shows once it has settled (at the stretch's end), the views it went through on the
/// way and when, and the requests sent with the bytes they received. What the scene led to (the
/// Givens) is background, not observed. Two algorithms diverge on a scenario when their
/// observations differ (`DivergenceSignature` says how, most telling first).
struct Observation: Hashable, Sendable {
    /// What the screen shows at one moment: the things in it ("a progress bar", "an offline
    /// banner", "a blank screen") and its content ("Tokyo, revision 1042", "blank article view").
    ///
    /// Views are compared and hashed for every run (the generator's states, the exhaustive search's,
    /// the signatures), so a view keeps its things sorted, each once, and its hash made once.
    struct View: Hashable, Sendable {
        /// The things in it, sorted, each once.
        let shown: [String]
        let content: String?
        /// Its things and content hashed, once (a seeded `Hasher`'s, so it differs from run to run).
        let hash: Int

        init(shown: [String] = [], content: String? = nil) {
            var things = shown
            things.sortKeepingEachOnce()
            self.shown = things
            self.content = content
            var hasher = Hasher()
            hasher.combine(self.shown)
            hasher.combine(content)
            hash = hasher.finalize()
        }

        /// An empty screen.
        static let nothing = View()

        static func == (a: View, b: View) -> Bool {
            a.hash == b.hash && a.shown == b.shown && a.content == b.content
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// One stretch of the run, from a step's mark to the next.
    struct Stretch: Hashable, Sendable {
        /// When it began, in milliseconds since the run began.
        var start = 0
        /// What the screen shows at the stretch's end: just before the next step, or at the run's end;
        /// nothing for a stretch that lasts no time.
        var settled = View.nothing
        /// Every view from the stretch's start to its end, in order, a view repeated at once folded.
        var views: [View] = []
        /// When each of `views` began, in milliseconds after the stretch began.
        var times: [Int] = []
        /// The requests sent in the stretch, in order.
        var requests: [Request] = []
        /// When each of `requests` was sent, in milliseconds after the stretch began.
        var requestTimes: [Int] = []
        /// The bytes the stretch's requests received.
        var bytes = 0
    }

    /// A request the app sent: to which endpoint, for which resource.
    struct Request: Hashable, Sendable {
        let endpoint: String
        let resource: String
    }

    var stretches: [Stretch]

    init(_ outcome: RunOutcome) {
        let trace = outcome.trace
        let marks = outcome.marks.isEmpty ? [0] : outcome.marks.map(\.millisecondsSinceStart)
        let reader = TraceReader(trace: trace)
        stretches = marks.indices.map { index in
            let start = marks[index]
            let end = index + 1 < marks.count ? marks[index + 1] : trace.endMs
            var stretch = Stretch(start: start)
            // What shows at the next mark's instant is the next step's: a stretch ends just before
            // it, and one that lasts no time (the next step came at once) shows nothing of its own.
            let isLast = index + 1 == marks.count
            if end > start || isLast {
                let changes = reader.changes(from: start, through: isLast ? end : end - 1)
                stretch.views.reserveCapacity(changes.count)
                stretch.times.reserveCapacity(changes.count)
                for time in changes {
                    let view = reader.view(at: time)
                    if stretch.views.last != view {
                        stretch.views.append(view)
                        stretch.times.append(time - start)
                    }
                }
            }
            stretch.settled = stretch.views.last ?? View.nothing
            let sent = Self.requests(of: outcome, stretch: index, from: start, to: end)
            if !sent.isEmpty {
                stretch.requests = sent.map { Request(endpoint: $0.endpoint, resource: $0.resource) }
                stretch.requestTimes = sent.map { $0.startMs - start }
                stretch.bytes = sent.reduce(0) { $0 + $1.bytes }
            }
            return stretch
        }
    }

    /// The requests sent from mark `index` to the next: counted in the request log when the run
    /// says how many had been sent at each mark, else by their start times.
    private static func requests(of outcome: RunOutcome, stretch index: Int, from start: Int, to end: Int) -> ArraySlice<RunTrace.Request> {
        let requests = outcome.trace.requests
        let counts = outcome.requestsAtMarks
        guard counts.count == outcome.marks.count, index < counts.count else {
            return requests.filter { $0.startMs >= start && ($0.startMs < end || (end == start && $0.startMs == end)) }[...]
        }
        let first = min(counts[index], requests.count)
        let last = index + 1 < counts.count ? min(counts[index + 1], requests.count) : requests.count
        return requests[first..<max(first, last)]
    }

    /// Every request of the run, in every stretch.
    var requestCount: Int { stretches.reduce(0) { $0 + $1.requests.count } }
    var bytes: Int { stretches.reduce(0) { $0 + $1.bytes } }
}

/// Reads a trace's lanes as views: what the screen showed at a moment, and the moments it changed.
/// Each segment is put in words once, when the reader is made: a run's views are read at every
/// moment the screen changed, each time from every segment.
private struct TraceReader {
    /// One segment of a lane: when it shows, and what.
    private struct Mark {
        let startMs: Int
        let endMs: Int
        /// The thing it adds to a view ("an offline banner"), if any.
        let thing: String?
        /// For a segment of the content lane, what the view's content becomes.
        let content: String??
    }

    private let endMs: Int
    /// Every lane's segments, lane after lane, in the trace's order.
    private let marks: [Mark]

    init(trace: RunTrace) {
        endMs = trace.endMs
        var marks: [Mark] = []
        marks.reserveCapacity(trace.lanes.reduce(0) { $0 + $1.segments.count })
        for lane in trace.lanes {
            for segment in lane.segments {
                let (thing, content) = Self.words(lane: lane.name, segment)
                marks.append(Mark(startMs: segment.startMs, endMs: segment.endMs, thing: thing, content: content))
            }
        }
        self.marks = marks
    }

    /// The instants in `start...end` at which a view may begin: the start, and every segment's
    /// start or end after it, up to `end`.
    func changes(from start: Int, through end: Int) -> [Int] {
        var times: [Int] = []
        times.reserveCapacity(1 + 2 * marks.count)
        times.append(start)
        for mark in marks {
            if mark.startMs > start, mark.startMs <= end { times.append(mark.startMs) }
            if mark.endMs > start, mark.endMs <= end { times.append(mark.endMs) }
        }
        times.sortKeepingEachOnce()
        return times
    }

    /// What the screen showed at `time`, once everything due then had happened.
    func view(at time: Int) -> Observation.View {
        var shown: [String] = []
        var content: String?
        for mark in marks where mark.startMs <= time && (time < mark.endMs || mark.endMs == endMs && time == endMs) {
            if let thing = mark.thing { shown.append(thing) }
            if let newContent = mark.content { content = newContent }
        }
        return Observation.View(shown: shown, content: content)
    }

    /// What a segment of `lane` adds to a view, and for the content lane, the content it shows.
    private static func words(lane: String, _ segment: RunTrace.Segment) -> (thing: String?, content: String??) {
        switch lane {
        case "content": (segment.style != "content" ? "a blank screen" : nil, .some(segment.label))
        case "banners": ("\(PlainWords.article(for: segment.style)) \(segment.style) banner", nil)
        case "prompt": ("a refresh prompt", nil)
        case "snackbar": ("a snackbar", nil)
        case "No data": ("“No data”", nil)
        case "progress bar": ("a progress bar", nil)
        case "spinner": ("a spinner", nil)
        case "error labels": ("an error label", nil)
        default: (lane, nil)
        }
    }

}

extension Array where Element: Comparable {
    /// Sorts the elements and keeps each once, in place: no copy is sorted, and a list of none or
    /// one (most of a run's views) is left as it is.
    fileprivate mutating func sortKeepingEachOnce() {
        guard count > 1 else { return }
        sort()
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            swapAt(kept, index)
            kept += 1
        }
        removeSubrange(kept...)
    }
}
