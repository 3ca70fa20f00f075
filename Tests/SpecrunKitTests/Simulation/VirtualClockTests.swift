import Runner
import Testing
@testable import SpecrunKit

@Test func equalDeadlinesRunInTheOrderTheyWereScheduled() throws {
    let clock = VirtualClock()
    var order: [String] = []
    clock.schedule(after: .seconds(2), label: "late") { order.append("late") }
    clock.schedule(after: .seconds(1), label: "first") { order.append("first") }
    clock.schedule(after: .seconds(1), label: "second") { order.append("second") }
    clock.schedule(after: .seconds(1), label: "third") { order.append("third") }
    try clock.advance(by: .seconds(5))
    #expect(order == ["first", "second", "third", "late"])
    #expect(clock.now == .start + .seconds(5))
}

@Test func timersSeeTheirOwnDeadlineAsNow() throws {
    let clock = VirtualClock()
    var seen: [VirtualInstant] = []
    clock.schedule(after: .milliseconds(420), label: "a") { seen.append(clock.now) }
    clock.schedule(after: .seconds(4), label: "b") { seen.append(clock.now) }
    try clock.advance(by: .seconds(10))
    #expect(seen.map(\.description) == ["420 ms", "4 s"])
}

@Test func timersScheduledWhileRunningRunInTheSameAdvanceWhenDue() throws {
    let clock = VirtualClock()
    var order: [String] = []
    clock.schedule(after: .seconds(1), label: "outer") {
        order.append("outer")
        clock.schedule(after: .zero, label: "now") { order.append("zero delay") }
        clock.schedule(after: .seconds(1), label: "inner") { order.append("inner") }
        clock.schedule(after: .seconds(10), label: "too late") { order.append("too late") }
    }
    try clock.advance(by: .seconds(3))
    #expect(order == ["outer", "zero delay", "inner"])
    #expect(clock.pendingTimers.map(\.label) == ["too late"])
}

@Test func cancelledTimersNeverRun() throws {
    let clock = VirtualClock()
    var ran: [String] = []
    let doomed = clock.schedule(after: .seconds(1), label: "doomed") { ran.append("doomed") }
    clock.schedule(after: .seconds(1), label: "kept") { ran.append("kept") }
    #expect(clock.isPending(doomed))
    clock.cancel(doomed)
    #expect(!clock.isPending(doomed))
    try clock.advance(by: .seconds(2))
    #expect(ran == ["kept"])
    clock.cancel(doomed)  // cancelling twice does nothing
}

@Test func aTimerCanCancelALaterOneAtTheSameInstant() throws {
    let clock = VirtualClock()
    var ran: [String] = []
    var second: VirtualClock.TimerToken?
    clock.schedule(after: .seconds(1), label: "first") {
        ran.append("first")
        if let second { clock.cancel(second) }
    }
    second = clock.schedule(after: .seconds(1), label: "second") { ran.append("second") }
    try clock.advance(by: .seconds(1))
    #expect(ran == ["first"])
}

@Test func aTokenOfAFiredTimerDoesNotCancelItsSlotsNextTimer() throws {
    let clock = VirtualClock()
    var ran = 0
    let old = clock.schedule(after: .seconds(1), label: "old") {}
    try clock.advance(by: .seconds(1))
    clock.schedule(after: .seconds(1), label: "new") { ran += 1 }  // reuses the freed slot
    clock.cancel(old)
    try clock.advance(by: .seconds(1))
    #expect(ran == 1)
}

@Test func repeatingTimersFireEveryIntervalUntilCancelled() throws {
    let clock = VirtualClock()
    var ticks: [String] = []
    let poll = clock.schedule(every: .seconds(10), label: "poll") { ticks.append(clock.now.description) }
    try clock.advance(by: .seconds(35))
    #expect(ticks == ["10 s", "20 s", "30 s"])
    #expect(clock.pendingTimers.map(\.description) == ["“poll” every 10 s (next at 40 s)"])
    clock.cancel(poll)
    try clock.advance(by: .minutes(1))
    #expect(ticks.count == 3)
    #expect(clock.pendingTimers.isEmpty)
}

@Test func aRepeatingTimerCanCancelItself() throws {
    let clock = VirtualClock()
    var count = 0
    var token: VirtualClock.TimerToken?
    token = clock.schedule(every: .seconds(1), label: "three times") {
        count += 1
        if count == 3, let token { clock.cancel(token) }
    }
    try clock.runUntilIdle(horizon: .minutes(1))
    #expect(count == 3)
    #expect(clock.now == .start + .seconds(3))
}

@Test func runUntilIdleStopsAtTheLastEvent() throws {
    let clock = VirtualClock()
    clock.schedule(after: .milliseconds(726), label: "answer") {}
    try clock.runUntilIdle(horizon: .minutes(10))
    #expect(clock.now.description == "726 ms")
    #expect(clock.nextDeadline == nil)
}

@Test func aPollingAppFailsAtTheHorizonNamingItsTimers() throws {
    let clock = VirtualClock()
    clock.schedule(every: .seconds(15), label: "poll balances") {}
    clock.schedule(after: .minutes(20), label: "request timeout") {}
    #expect {
        try clock.runUntilIdle(horizon: .minutes(10))
    } throws: { error in
        (error as? ClockError)?.description == "the app was still busy at the horizon of 10 min: 2 timers pending: "
            + "“poll balances” every 15 s (next at 10 min 15 s), “request timeout” at 20 min"
    }
    #expect(clock.now == .start + .minutes(10))
}

@Test func aRunawayLoopAtOneInstantHitsTheEventLimit() throws {
    let clock = VirtualClock(eventLimit: 100)
    var runs = 0
    func spin() {
        runs += 1
        clock.schedule(after: .zero, label: "spin") { spin() }
    }
    clock.schedule(after: .seconds(3), label: "spin") { spin() }
    #expect {
        try clock.advance(by: .seconds(5))
    } throws: { error in
        (error as? ClockError)?.description == "the app ran 100 events in one step and had more due at 3 s; "
            + "it may be looping (raise the event limit if this much work is expected): 1 timer pending: “spin” at 3 s"
    }
    #expect(runs == 100)
    // The limit counts per call: the next step may run another 100.
    clock.shutDown()
    try clock.advance(by: .seconds(1))
}

@Test func jumpFiresEachDueTimerOnceAtTheNewTimeInSchedulingOrder() throws {
    let clock = VirtualClock()
    var fired: [String] = []
    clock.schedule(every: .seconds(10), label: "poll") { fired.append("poll at \(clock.now)") }
    clock.schedule(after: .minutes(3), label: "late") { fired.append("late at \(clock.now)") }
    clock.schedule(after: .minutes(1), label: "early") { fired.append("early at \(clock.now)") }
    clock.schedule(after: .minutes(30), label: "after the jump") { fired.append("after") }
    try clock.jump(by: .minutes(5))
    #expect(fired == ["poll at 5 min", "late at 5 min", "early at 5 min"])
    #expect(clock.now == .start + .minutes(5))
    try clock.advance(by: .seconds(10))
    #expect(fired.last == "poll at 5 min 10 s")
}

@Test func advanceToNextEventMovesOneInstantAtATime() throws {
    let clock = VirtualClock()
    var fired: [String] = []
    clock.schedule(after: .milliseconds(420), label: "a") { fired.append("a") }
    clock.schedule(after: .milliseconds(420), label: "b") { fired.append("b") }
    clock.schedule(after: .seconds(2), label: "c") { fired.append("c") }
    #expect(try clock.advanceToNextEvent(notAfter: .start + .seconds(1)))
    #expect(fired == ["a", "b"])
    #expect(clock.now.description == "420 ms")
    #expect(try !clock.advanceToNextEvent(notAfter: .start + .seconds(1)))
    #expect(clock.now.description == "420 ms")
}

@Test func zeroAdvanceRunsWhatIsDueNow() throws {
    let clock = VirtualClock()
    var ran = false
    clock.schedule(after: .zero, label: "zero") { ran = true }
    #expect(!ran)
    try clock.advance(by: .zero)
    #expect(ran)
    #expect(clock.now == .start)
}

@Test func theHookHearsEveryEvent() throws {
    let clock = VirtualClock()
    var heard: [String] = []
    clock.afterEachEvent = { heard.append($0.description) }
    clock.schedule(after: .seconds(1), label: "a") {}
    clock.schedule(after: .seconds(2), label: "b") {}
    try clock.advance(by: .seconds(3))
    #expect(heard == ["1 s", "2 s"])
}

@Test func shutDownReleasesTheClosures() throws {
    final class Witness {}
    weak var witness: Witness?
    let clock = VirtualClock()
    do {
        let strong = Witness()
        witness = strong
        clock.schedule(every: .seconds(1), label: "holds the witness") { _ = strong }
    }
    #expect(witness != nil)
    clock.shutDown()
    #expect(witness == nil)
}
