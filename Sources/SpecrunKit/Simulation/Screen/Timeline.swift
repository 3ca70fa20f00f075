/// What the user saw over a run: each `Screen` an app rendered with the virtual time it
/// appeared (only changes are recorded). The observations of a ``DeviceSession`` ("should see",
/// "immediately", "eventually", "should not see") are queries on it, from the instant of the last
/// action: the screens recorded since, and the one still showing when the action began.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// device.show(Screen("Assets", progressBar: true))
/// try device.clock.advance(by: .milliseconds(420))
/// device.show(Screen("Assets", content: Screen.Content("12.5 ETH")))
/// device.timeline.screen(at: .start).showsProgressBar  // true
/// device.timeline.current.content.description          // "12.5 ETH"
/// ```
public struct Timeline: Hashable, Sendable, CustomStringConvertible {
    /// Every screen shown, in order, each with the instant it appeared.
    public private(set) var entries: [Timeline.Entry]

    /// A timeline that starts with nothing on screen, as every run's does: the screen is copied
    /// once, from `Screen.nothing` into the first entry (a default argument was copied twice).
    package init() {
        // Room for the few screens a run shows, so recording them does not grow the list twice.
        entries = []
        entries.reserveCapacity(Self.usualLength)
        entries.append(Timeline.Entry(instant: .start, screen: .nothing))
    }

    /// How many screens a run usually shows, its first included.
    private static let usualLength = 4

    /// The screen showing now.
    public var current: Screen { entries[entries.count - 1].screen }

    /// Records what the app renders at `instant`, unless it is what is already showing.
    /// The screen is taken, not copied, into its entry, and compared with the last entry's where
    /// it is stored (`current` returns a copy).
    package mutating func record(_ screen: consuming Screen, at instant: VirtualInstant) {
        let last = entries.withUnsafeBufferPointer { $0[$0.count - 1].screen == screen ? nil : $0[$0.count - 1].instant }
        guard let last else { return }
        entries.append(Timeline.Entry(instant: max(instant, last), screen: screen))
    }

    /// The screen showing at `instant` (the last one recorded by then).
    public func screen(at instant: VirtualInstant) -> Screen {
        entries.last { $0.instant <= instant }?.screen ?? entries[0].screen
    }

    /// Marks the place of an action about to happen at `instant` (the clock's now).
    package func mark(at instant: VirtualInstant) -> TimelineMark {
        TimelineMark(index: entries.count, instant: instant)
    }

    /// "Should see X": X holds for the screen showing now.
    package func holdsNow(_ predicate: (Screen) -> Bool) -> Bool {
        predicate(current)
    }

    /// "Should see X immediately": no time has passed since the action and X holds now.
    package func holdsImmediately(after mark: TimelineMark, now: VirtualInstant, _ predicate: (Screen) -> Bool) -> Bool {
        now == mark.instant && predicate(current)
    }

    /// "Eventually X": the first instant from the action to `end` at which X held, or nil.
    package func firstMoment(
        after mark: TimelineMark, through end: VirtualInstant, where predicate: (Screen) -> Bool
    ) -> VirtualInstant? {
        // The moments of `moments(after:through:)`, looked at in place rather than copied.
        let start = min(max(mark.index, 1), entries.count)
        if start == entries.count || entries[start].instant > mark.instant {
            if predicate(entries[start - 1].screen) { return mark.instant }
        }
        for index in start..<entries.count {
            guard entries[index].instant <= end else { break }
            if predicate(entries[index].screen) { return entries[index].instant }
        }
        return nil
    }

    /// "Should not see X": X held at no moment from the action to `end`.
    package func holdsAtNoMoment(
        after mark: TimelineMark, through end: VirtualInstant, _ predicate: (Screen) -> Bool
    ) -> Bool {
        firstMoment(after: mark, through: end, where: predicate) == nil
    }

    /// The screens seen from the action to `end`, each with the instant it was seen from.
    package func moments(after mark: TimelineMark, through end: VirtualInstant) -> [Timeline.Entry] {
        let start = min(max(mark.index, 1), entries.count)
        var seen: [Timeline.Entry] = []
        if start == entries.count || entries[start].instant > mark.instant {
            seen.append(Timeline.Entry(instant: mark.instant, screen: entries[start - 1].screen))
        }
        for entry in entries[start...] {
            guard entry.instant <= end else { break }
            seen.append(entry)
        }
        return seen
    }

    /// The moments from the action to `end` in plain words:
    /// "blank view with a progress bar at 0 ms; revision 1042 of Tokyo at 420 ms".
    package func describe(after mark: TimelineMark, through end: VirtualInstant) -> String {
        moments(after: mark, through: end).map(\.description).joined(separator: "; ")
    }

    /// The whole timeline in plain words.
    public var description: String {
        entries.map(\.description).joined(separator: "; ")
    }
}

extension Timeline {
    /// One screen of a timeline and the instant it appeared.
    ///
    /// ```swift
    /// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
    /// device.show(Screen("Assets", progressBar: true))
    /// for entry in device.timeline.entries {
    ///     print(entry)  // "nothing at 0 ms", "empty Assets screen with a progress bar at 0 ms"
    /// }
    /// ```
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// When the screen appeared.
        public let instant: VirtualInstant
        /// What the screen showed from then on.
        public let screen: Screen

        package init(instant: VirtualInstant, screen: Screen) {
            self.instant = instant
            self.screen = screen
        }

        /// "revision 1042 of Tokyo at 420 ms".
        public var description: String { TextBuffer.string(write(to:)) }

        /// Appends the description to `text`.
        package func write(to text: inout TextBuffer) {
            screen.write(to: &text)
            text += " at "
            instant.write(to: &text)
        }
    }
}

/// The place in a timeline just before an action: how many screens were recorded and the
/// action's instant.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// let mark = device.markAction()  // just before the user pulls to refresh
/// device.show(Screen("Assets", spinner: true))
/// device.timeline.holdsImmediately(after: mark, now: device.clock.now) { $0.showsSpinner }  // true
/// device.timeline.describe(after: mark, through: device.clock.now)  // "empty Assets screen with a spinner at 0 ms"
/// ```
package struct TimelineMark: Hashable, Sendable {
    package let index: Int
    package let instant: VirtualInstant
}
