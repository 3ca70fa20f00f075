
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
            screen.banners.first.map { first in (screen.banners.map(\.description).joined(separator: ", "), first.kind.rawValue) }
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
        var segments = [[RunTrace.Segment]](repeating: [], count: all.count)
        var open = [(start: Int, label: String, style: String)?](repeating: nil, count: all.count)
        func close(_ lane: Int, at time: Int) {
            guard let current = open[lane] else { return }
            if time > current.start || time == endMs {
                segments[lane].append(RunTrace.Segment(startMs: current.start, endMs: time, label: current.label, style: current.style))
            }
            open[lane] = nil
        }
        let all = all
        for entry in timeline.entries {
            let time = min(entry.instant.millisecondsSinceStart, endMs)
            let screen = entry.screen  // taken once: read in the loop below, the entry would be copied for each lane
            for lane in all.indices {
                let shown = all[lane].mark(screen)
                if let current = open[lane], let shown, current.label == shown.label, current.style == shown.style { continue }
                close(lane, at: time)
                if let shown { open[lane] = (time, shown.label, shown.style) }
            }
        }
        return all.indices.compactMap { lane in
            close(lane, at: endMs)
            return segments[lane].isEmpty && !all[lane].alwaysDrawn ? nil : RunTrace.Lane(name: all[lane].name, segments: segments[lane])
        }
    }
}
