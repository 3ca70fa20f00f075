
/// The simulated device of one run with the user's actions marked on its timeline: the one place
/// where the step words' time semantics live (`observe(_:_:)`, `waitUntil(_:)`). An action happens
/// at the current instant and what the app does at once runs with it. "I should see X" is a
/// synchronizing assertion: it passes at the first moment X holds, from now to the end of the
/// action's observation window, and the clock stops there ("eventually" says the same).
/// "… immediately" needs X at the action's instant, "I should still see X" needs X now, and
/// "I should not see X" advances to the window's end and needs X at no moment since the action.
/// Time passing ("When 10 seconds pass", "after 4 seconds …") moves the clock, and the
/// observations after it look from its end.
///
/// Failures are `StepError.failed`s in a product owner's words: what was expected, and what the
/// timeline shows, with times.
///
/// ```swift
/// let network = try FixtureSource.builtIn.load(NetworkFixture.file)
/// var session = DeviceSession(network: network, settings: RunSettings(window: .seconds(10), seed: 1))
/// try session.perform { app.tapRefresh() }                 // app: the algorithm under test
/// try session.observe(Sight("a spinner") { $0.showsSpinner }, .immediately)
/// try session.pass(.seconds(4))
/// ```
public struct DeviceSession {
    /// The run's simulated device: its clock, network, lifecycle and timeline.
    public let device: SimulatedDevice
    /// The network profiles and condition defaults, for the connection steps.
    public let network: NetworkFixture
    /// How long after an action "should see" waits and "should not see" looks.
    public var window: VirtualDuration
    /// The mark made just before the last action (or the last passage of time); at the start of
    /// the run before any.
    package private(set) var lastAction: TimelineMark
    /// The instant of the last action (or the end of the last passage of time): where "I should
    /// see" starts looking.
    public var lastActionInstant: VirtualInstant { lastAction.instant }
    /// The mark of the first user action, if there was one (for the time to first content).
    package private(set) var firstAction: Optional<TimelineMark>
    /// Where each stretch of the request log (`Since`) begins: the log's length and the instant.
    private struct Checkpoint {
        var count = 0
        var instant = VirtualInstant.start
    }
    private var lastActionCheckpoint = Checkpoint()
    private var sceneCheckpoint = Checkpoint()
    /// The instant of each user action and of the end of each passage of time, in order.
    public private(set) var marks: [VirtualInstant] = []
    /// How many requests had been sent at each of `marks`: what each step's stretch asked for.
    package private(set) var requestsAtMarks: [Int] = []
    /// How many of `marks` a scene made (a Given that acts, then settles): the outcome's marks
    /// begin after them.
    package private(set) var sceneMarks = 0

    /// Whether `finish` draws the run's trace (no report of this run may read it otherwise).
    public let recordsTrace: Bool
    /// Whether `finish` measures the run's metrics (`RunSettings.measuresMetrics`).
    private let measuresMetrics: Bool

    /// A fresh device for a run made with `settings`, on the network fixture's default profile: the
    /// settings' observation window and seed (its randomness repeats), and whether the run draws a
    /// trace.
    public init(network: NetworkFixture, settings: RunSettings) {
        let profile = network.profile(named: network.defaultProfile) ?? .unconditioned
        device = SimulatedDevice(profile: profile, seed: settings.seed)
        self.network = network
        window = settings.window
        recordsTrace = settings.recordsTrace
        measuresMetrics = settings.measuresMetrics
        lastAction = device.markAction()
        firstAction = nil
        // Room for a scenario's actions and waits, so that marking them does not grow the lists
        // one reallocation at a time.
        marks.reserveCapacity(8)
        requestsAtMarks.reserveCapacity(8)
    }

    /// Gives the device's network the condition `word` names, as the fixtures define it. Mutating,
    /// so a world's session is changed where it lies: reading it through a world's `session`
    /// would copy the session, its fixtures' tables retained, for every such step.
    package mutating func connect(_ word: ConnectionWord) {
        device.network.condition = word.condition(network.conditions)
    }

    /// The device's virtual clock.
    public var clock: VirtualClock { device.clock }
    /// The current virtual time.
    public var now: VirtualInstant { device.clock.now }
    /// The end of the last action's observation window.
    public var windowEnd: VirtualInstant { lastAction.instant + window }

    // MARK: Actions and time

    /// A user action (or an event under observation) at the current instant: marks the timeline,
    /// runs `action`, then runs what is due at this same instant (a request that fails at once).
    public mutating func perform(_ action: () throws -> Void) throws {
        lastAction = device.markAction()
        lastActionCheckpoint = Checkpoint(count: device.network.log.count, instant: now)
        marks.append(now)
        requestsAtMarks.append(device.network.log.count)
        if firstAction == nil { firstAction = lastAction }
        try action()
        try checkApp()
        try run { try clock.advance(by: .zero) }
    }

    /// Virtual time passes; the observations after it look from its end.
    public mutating func pass(_ duration: VirtualDuration) throws {
        try run { try clock.advance(by: duration) }
        lastAction = device.markAction()
        marks.append(now)
        requestsAtMarks.append(device.network.log.count)
    }

    /// Lets the app run to the end of the last action's observation window (for checks about
    /// everything the action led to, such as the requests made).
    public mutating func settle() throws {
        try run { try clock.advance(to: windowEnd) }
    }

    /// Sets a scene, as a Given step does: lets the app finish the requests in flight (event by
    /// event, at most to the end of the window), then makes the present the reference of later
    /// observations, so what the scene led to is background rather than something checked.
    public mutating func settleScene() throws {
        let end = windowEnd
        while !device.network.log.pending.isEmpty {
            guard try run({ try clock.advanceToNextEvent(notAfter: end) }) else { break }
        }
        lastAction = device.markAction()
        lastActionCheckpoint = Checkpoint(count: device.network.log.count, instant: now)
        sceneCheckpoint = lastActionCheckpoint
        sceneMarks = marks.count
    }

    // MARK: Observations

    /// Checks that `sight` is seen with `timing`; throws `StepError.failed` saying what the timeline
    /// shows otherwise.
    public mutating func observe(_ sight: Sight, _ timing: ObservationTiming) throws {
        try checkApp()
        switch timing {
        case .now:
            guard !sight.isShown(on: device.screen) else { return }
            let seen = seenSinceAction(through: now)
            throw failure("expected \(sight) at \(now); saw ", endingWith: seen)
        case .goneNow:
            guard sight.isShown(on: device.screen) else { return }
            let seen = seenSinceAction(through: now)
            throw failure("expected \(sight) to be gone at \(now); it still showed: ", endingWith: seen)
        case .immediately:
            guard now == lastAction.instant else {
                let seen = seenSinceAction(through: now)
                let passed = now - lastAction.instant
                throw failure("expected \(sight) immediately, at \(lastAction.instant), but \(passed) had passed since the action; saw ",
                              endingWith: seen)
            }
            guard !sight.isShown(on: device.screen) else { return }
            let seen = seenSinceAction(through: now)
            throw failure("expected \(sight) immediately, at \(now); saw ", endingWith: seen)
        case .eventually:
            let device = device
            guard try waitUntil({ sight.isShown(on: device.screen) }) else {
                let seen = seenSinceAction(through: windowEnd)
                throw failure("expected \(sight) within \(window) of the action at \(lastAction.instant); saw ", endingWith: seen)
            }
        case .never:
            try settle()
            let end = windowEnd
            guard let seenAt = device.timeline.firstMoment(after: lastAction, through: end, where: sight.isShown) else { return }
            let seen = seenSinceAction(through: end)
            throw failure("expected not to see \(sight) from \(lastAction.instant) to \(end); saw it at \(seenAt): ", endingWith: seen)
        }
    }

    /// An observation's failure: the message, written into one buffer (each instant and duration
    /// by its own writer, no string made for it), then the screens `seen`, which it ends with (a
    /// string already: appended, not written into the buffer and checked as UTF-8 again).
    private func failure(_ message: TextBuffer, endingWith seen: String) -> StepError {
        .failed(message.string + seen, observed: seen)
    }

    /// The synchronizing wait behind every "should" that is not "not": advances the clock one event
    /// at a time until `condition` holds, at most to the end of the last action's observation
    /// window, and stops there. Returns false, the clock at the window's end, when it never held.
    public mutating func waitUntil(_ condition: () -> Bool) throws -> Bool {
        let end = windowEnd
        while !condition() {
            guard try run({ try clock.advanceToNextEvent(notAfter: end) }) else {
                try settle()
                return false
            }
        }
        return true
    }

    /// The screens from the last action to `end`, in words.
    public func seenSinceAction(through end: VirtualInstant) -> String {
        TimelineWords.describe(device.timeline.moments(after: lastAction, through: end))
    }

    // MARK: Requests

    /// Where a stretch of the request log begins, for the steps that count requests.
    public enum Since: Hashable, Sendable {
        /// The start of the run.
        case runStart
        /// Where the scene was last set: a Given step settled it, or the run began. Actions do not
        /// move it, so "since the app started" counts across a relaunch and a scroll.
        case scene
        /// The last action, or the scene settled. Time passing does not move it, so "When 10
        /// minutes pass, Then no request should have been made" covers the ten minutes.
        case lastAction
    }

    /// The requests sent since `start`, in order.
    public func requests(since start: Since) -> [RequestLog.Record] {
        Array(device.network.log.dropFirst(checkpoint(start).count))
    }

    /// The instant `start` was: where the requests since it begin.
    public func instant(of start: Since) -> VirtualInstant {
        checkpoint(start).instant
    }

    private func checkpoint(_ start: Since) -> Checkpoint {
        switch start {
        case .runStart: Checkpoint()
        case .scene: sceneCheckpoint
        case .lastAction: lastActionCheckpoint
        }
    }

    // 1.1's views of the requests, each a stretch of the log.
    @available(*, unavailable, message: "requests(since: .lastAction) and instant(of: .lastAction)")
    public var requestMark: (count: Int, instant: VirtualInstant) { (lastActionCheckpoint.count, lastActionCheckpoint.instant) }
    @available(*, unavailable, message: "requests(since: .scene).count")
    public var sceneRequestCount: Int { sceneCheckpoint.count }
    @available(*, unavailable, renamed: "requests(since:)", message: "requests(since: .lastAction)")
    public var requestsSinceLastAction: [RequestLog.Record] { requests(since: .lastAction) }
    @available(*, unavailable, renamed: "requests(since:)", message: "requests(since: .scene)")
    public var requestsSinceScene: [RequestLog.Record] { requests(since: .scene) }
    @available(*, unavailable, message: "DeviceSession.words(for: requests(since: .runStart))")
    public var requestsInWords: String { Self.words(for: requests(since: .runStart)) }

    /// Requests in words, separated by semicolons; "no request" when there are none. More than
    /// three begin with a line that sums them up ("27 requests from 0 ms to 7 min: balances ×10,
    /// transactions ×9, …") and list one a line after it, a long list shortened to its first and
    /// last ones.
    public static func words(for requests: [RequestLog.Record]) -> String {
        guard !requests.isEmpty else { return "no request" }
        let items = TimelineWords.shortened(requests.map(\.description), noun: "requests")
        guard requests.count > 3, let first = requests.first, let last = requests.last else { return items.joined(separator: "; ") }
        var counts: [(endpoint: String, count: Int)] = []
        for request in requests {
            if let index = counts.firstIndex(where: { $0.endpoint == request.endpoint }) {
                counts[index].count += 1
            } else {
                counts.append((request.endpoint, 1))
            }
        }
        let span = first.start == last.start ? "at \(first.start)" : "from \(first.start) to \(last.start)"
        return "\(requests.count) requests \(span): " + counts.map { "\($0.endpoint) ×\($0.count)" }.joined(separator: ", ") + "\n"
            + items.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Runs a clock operation, turning a runaway app into a step failure that names its timers.
    @discardableResult
    private func run<T>(_ operation: () throws -> T) throws -> T {
        do {
            let result = try operation()
            try checkApp()
            return result
        } catch let error as ClockError {
            throw StepError.failed("the simulation stopped: \(error)")
        }
    }

    /// Fails the step once the app has stopped working (`SimulatedDevice.failApp`).
    private func checkApp() throws {
        if let failure = device.appFailure { throw StepError.failed(failure) }
    }
}

extension DeviceSession {
    /// Ends the run: lets the app finish what the last action started (to the end of its
    /// observation window, so that every algorithm is measured over the same span), measures it,
    /// and shuts the device down. `complete` adds the figures only the system knows (not called
    /// when the run's settings want no metrics).
    public mutating func finish(_ complete: (inout RunMetrics) -> Void = { _ in }) -> RunOutcome {
        try? settle()
        // Metrics made empty only when none are measured, and the marks and the counts at them
        // shared whole when the scene set none: each list made and dropped is an allocation every
        // run pays.
        var metrics: RunMetrics
        if measuresMetrics {
            metrics = RunMeasurement.metrics(of: device, firstAction: firstAction)
            complete(&metrics)
        } else {
            metrics = RunMetrics()
        }
        let outcome = RunOutcome(metrics: metrics, trace: recordsTrace ? RunMeasurement.trace(of: device) : RunTrace(),
                                 marks: sceneMarks == 0 ? marks : Array(marks.dropFirst(sceneMarks)),
                                 requestsAtMarks: sceneMarks == 0 ? requestsAtMarks : Array(requestsAtMarks.dropFirst(sceneMarks)),
                                 appFailure: device.appFailure)
        device.shutDown()
        return outcome
    }
}
