import Testing
@testable import Reports

/// The progress line's pace, on a clock the test moves: the first display at once, then one only
/// when the interval has passed since the last one let through.
@Test func aPaceLetsADisplayThroughOnceAnIntervalHasPassedSinceTheLast() {
    var elapsed = Duration.zero
    var pace = Pace(every: .milliseconds(100)) { .seconds(1_000) + elapsed }
    var due: [Bool] = []
    for step in [0, 30, 99, 100, 150, 199, 200, 450] {
        elapsed = .milliseconds(step)
        due.append(pace.isDue())
    }
    // 0 goes out; 30 and 99 are within 100 ms of it; 100 goes; 150 and 199 are within 100 ms of
    // 100; 200 goes; 450 goes.
    #expect(due == [true, false, false, true, false, false, true, true])
}

/// The coarse clock the pace reads by default moves with real time: once 50 ms have passed on the
/// precise clock, it has moved by most of them (it is a few milliseconds fine), never backwards.
@Test func theCoarseClockMovesWithRealTime() {
    let first = Pace.coarseMonotonic()
    let start = ContinuousClock.now
    var last = first
    while ContinuousClock.now - start < .milliseconds(50) {
        let now = Pace.coarseMonotonic()
        #expect(now >= last)
        last = now
    }
    #expect(Pace.coarseMonotonic() - first >= .milliseconds(30))
}
