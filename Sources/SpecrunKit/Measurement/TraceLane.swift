
/// One lane of a run's trace: a name and what a screen shows in it (a label and a drawing style),
/// or nothing. The content lane is always drawn; the others only when they showed something.
struct TraceLane: Sendable {
    let name: String
    let alwaysDrawn: Bool
    let mark: @Sendable (Screen) -> (label: String, style: String)?

    static let all: [TraceLane] = [
        TraceLane(name: "content", alwaysDrawn: true) { screen in
            if screen.content.isBlank { screen.name == .nothing ? nil : ("blank \(screen.name)", "blank") }
            else { (screen.content.description, "content") }
        },
        TraceLane(name: "progress bar", alwaysDrawn: false) { $0.showsProgressBar ? ("progress bar", "progress") : nil },
        TraceLane(name: "banners", alwaysDrawn: false) { screen in
            // Every banner's words written into one text, each after a comma but the first.
            screen.banners.first.map { first in
                let words = TextBuffer.string { text in
                    for (place, banner) in screen.banners.enumerated() {
                        if place > 0 { text += ", " }
                        banner.write(to: &text)
                    }
                }
                return (words, first.kind.rawValue)
            }
        },
        TraceLane(name: "prompt", alwaysDrawn: false) { screen in screen.refreshPrompt.map { ($0, "prompt") } },
        TraceLane(name: "snackbar", alwaysDrawn: false) { screen in screen.snackbar.map { ($0.text, "snackbar") } },
        TraceLane(name: "No data", alwaysDrawn: false) { $0.showsNoData ? ("No data", "no-data") : nil },
        TraceLane(name: "spinner", alwaysDrawn: false) { $0.showsSpinner ? ("spinner", "spinner") : nil },
        TraceLane(name: "error labels", alwaysDrawn: false) { screen in
            screen.errorLabels.isEmpty ? nil : (screen.errorLabels.map(\.description).joined(separator: ", "), "error")
        },
    ]

    /// Every lane's segments over the timeline up to `endMs`, in one pass over it; a stretch that
    /// lasted no time is kept only at the run's end. A lane that showed nothing and need not be
    /// drawn is left out.
    static func lanes(of timeline: Timeline, endMs: Int) -> [RunTrace.Lane] {
        let all = all
        var drawn = [Drawing](repeating: Drawing(endMs: endMs), count: all.count)
        for entry in timeline.entries {
            let time = min(entry.instant.millisecondsSinceStart, endMs)
            let screen = entry.screen  // taken once: read in the loop below, the entry would be copied for each lane
            for lane in all.indices {
                drawn[lane].show(all[lane].mark(screen), at: time)
            }
        }
        var lanes: [RunTrace.Lane] = []
        lanes.reserveCapacity(all.count)
        for lane in all.indices {
            drawn[lane].close(at: endMs)
            if !drawn[lane].segments.isEmpty || all[lane].alwaysDrawn {
                lanes.append(RunTrace.Lane(name: all[lane].name, segments: drawn[lane].segments))
            }
        }
        return lanes
    }

    /// One lane as it is drawn: its segments so far, and what it shows now since when.
    private struct Drawing {
        let endMs: Int
        var segments: [RunTrace.Segment] = []
        var open: (start: Int, label: String, style: String)?

        init(endMs: Int) {
            self.endMs = endMs
        }

        /// The lane shows `shown` (or nothing) from `time`: a change closes what it showed.
        mutating func show(_ shown: (label: String, style: String)?, at time: Int) {
            if let current = open, let shown, current.label == shown.label, current.style == shown.style { return }
            close(at: time)
            if let shown { open = (time, shown.label, shown.style) }
        }

        mutating func close(at time: Int) {
            guard let current = open else { return }
            if time > current.start || time == endMs {
                segments.append(RunTrace.Segment(startMs: current.start, endMs: time, label: current.label, style: current.style))
            }
            open = nil
        }
    }
}
