/// A synchronous discrete-event scheduler: the only time a simulated device knows. Timers run on
/// the caller's thread when a step moves time on (`advance`, `jump`, `runUntilIdle`); equal
/// deadlines run in the order they were scheduled. It never reads or sleeps on real time.
///
/// One clock belongs to one run; it is not shared across threads. Every call that runs timers
/// runs at most `eventLimit` of them, so a runaway app fails with a `ClockError` instead of
/// hanging. Closures are released when they fire once, are cancelled, or at `shutDown()`.
///
/// ```swift
/// let clock = VirtualClock()
/// var answeredAt: VirtualInstant?
/// clock.schedule(after: .milliseconds(420), label: "answer") { answeredAt = clock.now }
/// try clock.advance(by: .seconds(1))  // answeredAt == 420 ms, clock.now == 1 s
/// ```
///
/// Its state is read and written several times per event, so its stored properties opt out of
/// Swift's run-time exclusivity checks (`@exclusivity(unchecked)`; each check records the access in
/// a thread-local set and removes it after). That is sound because no access to them is held
/// across a call out of the clock: a timer's action and `afterEachEvent` run once the clock's
/// bookkeeping for the event is done, and may schedule, cancel or read freely.
public final class VirtualClock {
    /// The current virtual time.
    @exclusivity(unchecked) public private(set) var now: VirtualInstant = .start
    /// The most timers one call (`advance`, `jump`, `runUntilIdle`, …) may run.
    @exclusivity(unchecked) public var eventLimit: Int
    /// Called after every timer that runs, with the instant it ran at: a hook for observers of
    /// "something may have changed".
    @exclusivity(unchecked) public var afterEachEvent: ((VirtualInstant) -> Void)?

    private struct Timer {
        var action: Optional<(() -> Void)>
        var label: Label
        var interval: Int
        var identity: Int
        var pendingSequence: Int
        var deadline: Int
        /// For a released slot, the next free one (-1 for none): the free slots are a list
        /// threaded through the timers, no list of their own to allocate every run.
        var nextFree: Int32 = -1
    }

    @exclusivity(unchecked) private var heap = TimerHeap()
    @exclusivity(unchecked) private var timers: [Timer] = []
    /// The last slot released, whose timer names the one released before it (-1 for none).
    @exclusivity(unchecked) private var firstFree: Int32 = -1
    @exclusivity(unchecked) private var nextSequence = 0
    @exclusivity(unchecked) private var eventsRun = 0

    /// A clock at the start of a run, whose calls run at most `eventLimit` timers each.
    public init(eventLimit: Int = 10_000) {
        self.eventLimit = eventLimit
    }

    // MARK: Scheduling

    /// Runs `action` once, `delay` from now (a negative delay counts as zero).
    @discardableResult
    public func schedule(after delay: VirtualDuration, label: String, _ action: @escaping () -> Void) -> VirtualClock.TimerToken {
        schedule(after: delay, label: Label(label), action)
    }

    /// Runs `action` once, `delay` from now, labelled by words put together only when a pending
    /// timer is listed (most never are: a request's answer is scheduled for every request).
    @discardableResult
    package func schedule(after delay: VirtualDuration, label: Label, _ action: @escaping () -> Void) -> VirtualClock.TimerToken {
        add(action, label: label, deadline: now.millisecondsSinceStart + max(0, delay.milliseconds), interval: 0)
    }

    /// What a timer is for, in words: a text, or words to be joined with spaces when it is read.
    package struct Label: Sendable {
        private let words: (String, String?, String?)

        package init(_ text: String) {
            words = (text, nil, nil)
        }

        package init(_ first: String, _ second: String, _ third: String) {
            words = (first, second, third)
        }

        package static let none = Label("")

        package var text: String {
            [words.0, words.1, words.2].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Runs `action` once at `instant` (or now, if that has passed).
    @discardableResult
    public func schedule(at instant: VirtualInstant, label: String, _ action: @escaping () -> Void) -> VirtualClock.TimerToken {
        add(action, label: Label(label), deadline: max(now, instant).millisecondsSinceStart, interval: 0)
    }

    /// Runs `action` every `interval` (at least 1 ms), the first time one interval from now,
    /// until cancelled.
    @discardableResult
    public func schedule(every interval: VirtualDuration, label: String, _ action: @escaping () -> Void) -> VirtualClock.TimerToken {
        let step = max(1, interval.milliseconds)
        return add(action, label: Label(label), deadline: now.millisecondsSinceStart + step, interval: step)
    }

    /// Stops a timer; its closure never runs again. Cancelling a timer that already fired (or
    /// was cancelled) does nothing.
    public func cancel(_ token: VirtualClock.TimerToken) {
        guard isPending(token) else { return }
        release(slot: Int(token.slot))
    }

    /// Whether the timer will still run (a one-shot timer that has not fired, or a repeating
    /// timer that has not been cancelled).
    public func isPending(_ token: VirtualClock.TimerToken) -> Bool {
        let slot = Int(token.slot)
        return slot < timers.count && timers[slot].identity == token.identity && timers[slot].action != nil
    }

    /// Every timer still to run, soonest first.
    public var pendingTimers: [VirtualClock.PendingTimer] {
        timers.filter { $0.action != nil }
            .sorted { ($0.deadline, $0.pendingSequence) < ($1.deadline, $1.pendingSequence) }
            .map {
                VirtualClock.PendingTimer(
                    label: $0.label.text, deadline: VirtualInstant(millisecondsSinceStart: $0.deadline),
                    interval: $0.interval > 0 ? .milliseconds($0.interval) : nil)
            }
    }

    /// When the next timer is due, or nil when none is pending.
    public var nextDeadline: VirtualInstant? {
        dropCancelledEntries()
        return heap.first.map { VirtualInstant(millisecondsSinceStart: $0.deadline) }
    }

    /// Drops every pending timer and its closure, breaking any reference cycle between the clock
    /// and the app; call it when a run ends.
    public func shutDown() {
        heap.removeAll()
        timers.removeAll()
        firstFree = -1
        afterEachEvent = nil
    }

    // MARK: Moving time

    /// Runs every timer due up to `now + duration`, in order, then stands at that instant.
    /// `advance(by: .zero)` runs what is due now, such as a zero-delay answer.
    public func advance(by duration: VirtualDuration) throws(ClockError) {
        try advance(to: now + duration)
    }

    /// Runs every timer due up to `instant`, in order, then stands there (or stays at `now` if
    /// `instant` has passed).
    public func advance(to instant: VirtualInstant) throws(ClockError) {
        eventsRun = 0
        try runEvents(through: instant.millisecondsSinceStart)
        if instant > now { now = instant }
    }

    /// Runs timers until none is pending, but not past `horizon` from now: a polling app never
    /// goes idle, so reaching the horizon with timers pending throws, the clock standing there.
    public func runUntilIdle(horizon: VirtualDuration) throws(ClockError) {
        eventsRun = 0
        let end = now + horizon
        try runEvents(through: end.millisecondsSinceStart)
        dropCancelledEntries()
        if !heap.isEmpty {
            now = end
            throw .horizonReached(horizon: end, pending: pendingTimers)
        }
    }

    /// Moves to the next instant at which a timer is due, if that is not after `limit`, and runs
    /// every timer due then. Returns false (without moving) when nothing is due by `limit`.
    /// Lets a caller wait for a condition one event at a time ("eventually").
    @discardableResult
    public func advanceToNextEvent(notAfter limit: VirtualInstant) throws(ClockError) -> Bool {
        guard let next = nextDeadline, next <= limit else { return false }
        eventsRun = 0
        try runEvents(through: next.millisecondsSinceStart)
        return true
    }

    /// The device slept for `duration`: time jumps to the end, and every timer due by then fires
    /// once, at the end, in the order the timers were scheduled (as sinon's `jump`); a repeating
    /// timer fires once and runs on from the new time.
    public func jump(by duration: VirtualDuration) throws(ClockError) {
        let target = (now + duration).millisecondsSinceStart
        var due: [TimerHeap.Entry] = []
        dropCancelledEntries()
        while let top = heap.first, top.deadline <= target {
            heap.removeFirst()
            if isLive(top) { due.append(top) }
            dropCancelledEntries()
        }
        for var entry in due {
            entry.deadline = target
            timers[Int(entry.slot)].deadline = target
            heap.insert(entry)
        }
        try advance(to: VirtualInstant(millisecondsSinceStart: target))
    }

    // MARK: Internals

    private func add(_ action: @escaping () -> Void, label: Label, deadline: Int, interval: Int) -> VirtualClock.TimerToken {
        let sequence = nextSequence
        nextSequence += 1
        let timer = Timer(
            action: action, label: label, interval: interval, identity: sequence,
            pendingSequence: sequence, deadline: deadline)
        let slot: Int32
        if firstFree >= 0 {
            slot = firstFree
            firstFree = timers[Int(slot)].nextFree
            timers[Int(slot)] = timer
        } else {
            slot = Int32(timers.count)
            timers.append(timer)
        }
        heap.insert(.init(deadline: deadline, sequence: sequence, slot: slot))
        return VirtualClock.TimerToken(slot: slot, identity: sequence)
    }

    private func release(slot: Int) {
        timers[slot].action = nil
        timers[slot].label = .none
        timers[slot].nextFree = firstFree
        firstFree = Int32(slot)
    }

    @inline(__always)
    private func isLive(_ entry: TimerHeap.Entry) -> Bool {
        // The fields in place: copying the timer would retain its closure and label.
        let slot = Int(entry.slot)
        return timers[slot].pendingSequence == entry.sequence && timers[slot].action != nil
    }

    private func dropCancelledEntries() {
        while let top = heap.first, !isLive(top) { heap.removeFirst() }
    }

    private func runEvents(through end: Int) throws(ClockError) {
        while true {
            dropCancelledEntries()
            guard let entry = heap.first, entry.deadline <= end else { return }
            if eventsRun >= eventLimit {
                throw .eventLimitReached(limit: eventLimit, at: now, pending: pendingTimers)
            }
            heap.removeFirst()
            eventsRun += 1
            let slot = Int(entry.slot)
            now = VirtualInstant(millisecondsSinceStart: entry.deadline)
            guard let action = timers[slot].action else { continue }
            let interval = timers[slot].interval
            if interval > 0 {
                let sequence = nextSequence
                nextSequence += 1
                timers[slot].pendingSequence = sequence
                timers[slot].deadline = entry.deadline + interval
                heap.insert(.init(deadline: entry.deadline + interval, sequence: sequence, slot: entry.slot))
            } else {
                release(slot: slot)
            }
            action()
            afterEachEvent?(now)
        }
    }
}
