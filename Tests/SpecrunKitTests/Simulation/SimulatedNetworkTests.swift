import SpecrunTestSupport
import Runner
import Testing
@testable import SpecrunKit

@Test func anAnswerTakesTheRoundTripPlusBothTransfers() throws {
    // 3G: 100 ms up and down; 500 bytes at 330 Kbps = 12.1 → 13 ms; 50,000 bytes at 780 Kbps
    // = 512.8 → 513 ms: 726 ms in all.
    let probe = NetworkProbe(profile: .threeG)
    let token = probe.send()
    try probe.clock.advance(by: .milliseconds(725))
    #expect(probe.outcomes[token.id] == nil)
    #expect(probe.record(token).isPending)
    try probe.clock.advance(by: .milliseconds(1))
    #expect(probe.outcomes[token.id] == .ok)
    let record = probe.record(token)
    #expect(record.end?.description == "726 ms")
    #expect(record.bytesSent == 500)
    #expect(record.bytesReceived == 50_000)
    #expect(record.description == "things thing from 0 ms to 726 ms: ok, 50000 bytes")
}

@Test func offlineFailsAtOnceWithoutSendingAByte() throws {
    let probe = NetworkProbe(profile: .threeG)
    probe.network.condition = .offline
    let token = probe.send()
    #expect(probe.outcomes[token.id] == nil, "the answer is a clock event, even when immediate")
    try probe.clock.advance(by: .zero)
    #expect(probe.outcomes[token.id] == .failed(.notConnected))
    #expect(probe.record(token).end == .start)
    #expect(probe.record(token).bytesSent == 0)
}

@Test func aFailingServerAnswersWithItsStatusAfterTheRoundTrip() throws {
    // The 200-byte error body at 780 Kbps takes 2.05 → 3 ms: 100 + 100 + 13 + 3.
    let probe = NetworkProbe(profile: .threeG)
    probe.network.condition = .failing(status: 503)
    let token = probe.send()
    try probe.clock.advance(by: .seconds(1))
    #expect(probe.outcomes[token.id] == .failed(.httpStatus(503)))
    #expect(probe.record(token).end?.description == "216 ms")
    #expect(probe.record(token).bytesReceived == 200)
}

@Test func aTimingOutNetworkAnswersAtTheRequestsOwnTimeout() throws {
    let probe = NetworkProbe(profile: .wifi)
    probe.network.condition = .timeout
    let short = probe.send(timeout: .seconds(10))
    let long = probe.send(timeout: .seconds(60))
    try probe.clock.advance(by: .minutes(2))
    #expect(probe.record(short).end == .start + .seconds(10))
    #expect(probe.record(long).end == .start + .seconds(60))
    #expect(probe.outcomes[long.id] == .failed(.timedOut))
}

@Test func aTransferLongerThanTheTimeoutTimesOut() throws {
    // 2 MB over Edge (240 Kbps) takes over a minute.
    let probe = NetworkProbe(profile: .edge)
    let token = probe.send(bytes: 2_000_000, timeout: .seconds(30))
    try probe.clock.advance(by: .minutes(5))
    #expect(probe.outcomes[token.id] == .failed(.timedOut))
    #expect(probe.record(token).end == .start + .seconds(30))
    #expect(probe.record(token).bytesReceived == 0)
}

@Test func aSlowNetworkAddsItsDelay() throws {
    let probe = NetworkProbe(profile: .threeG)
    probe.network.condition = .slow(extraDelay: .seconds(5))
    let token = probe.send()
    try probe.clock.advance(by: .seconds(10))
    #expect(probe.record(token).end?.description == "5.726 s")
}

@Test func theServersOwnErrorStatusReachesTheApp() throws {
    let probe = NetworkProbe(profile: .wifi)
    let token = probe.send(status: 404, bytes: 250)
    try probe.clock.advance(by: .seconds(1))
    #expect(probe.outcomes[token.id] == .failed(.httpStatus(404)))
}

@Test func oneEndpointCanFailWhileAnotherWorks() throws {
    let probe = NetworkProbe(profile: .wifi)
    let revisions = Endpoint(host: "api", name: "revision", requestBytes: 350)
    let content = Endpoint(host: "api", name: "content", requestBytes: 350)
    probe.network.setCondition(.failing(status: 503), forEndpoint: "revision")
    let failing = probe.send(revisions)
    let working = probe.send(content)
    try probe.clock.advance(by: .seconds(1))
    #expect(probe.outcomes[failing.id] == .failed(.httpStatus(503)))
    #expect(probe.outcomes[working.id] == .ok)
    // Offline wins over an endpoint's own condition; removing the override restores the device's.
    probe.network.condition = .offline
    #expect(probe.network.effectiveCondition(forEndpoint: "revision") == .offline)
    probe.network.condition = .online
    probe.network.setCondition(nil, forEndpoint: "revision")
    #expect(probe.network.effectiveCondition(forEndpoint: "revision") == .online)
}

@Test func flakinessFollowsTheSeed() throws {
    func lostRequests(seed: UInt64) throws -> [Int] {
        let probe = NetworkProbe(profile: .wifi, seed: seed)
        probe.network.condition = .flaky(failureRate: .percent(30))
        let tokens = (0..<100).map { _ in probe.send() }
        try probe.clock.advance(by: .seconds(1))
        return tokens.filter { probe.outcomes[$0.id] == .failed(.connectionLost) }.map(\.id)
    }
    let first = try lostRequests(seed: 7)
    #expect(try lostRequests(seed: 7) == first)
    #expect(try lostRequests(seed: 8) != first)
    #expect((15...45).contains(first.count), "about 30 of 100 lost, got \(first.count)")
}

@Test func aLostRequestFailsAfterTheRoundTrip() throws {
    let probe = NetworkProbe(profile: .threeG)
    probe.network.condition = .flaky(failureRate: .all)
    let token = probe.send()
    try probe.clock.advance(by: .seconds(1))
    #expect(probe.outcomes[token.id] == .failed(.connectionLost))
    #expect(probe.record(token).end?.description == "200 ms")
}

@Test func packetLossCostsRetransmissionsDecidedByTheSeed() throws {
    func durations(seed: UInt64) throws -> [Int] {
        let probe = NetworkProbe(profile: .veryBad, seed: seed)
        let tokens = (0..<20).map { _ in probe.send(bytes: 30_000, timeout: .minutes(5)) }
        try probe.clock.advance(by: .minutes(10))
        return tokens.compactMap { probe.record($0).duration?.milliseconds }
    }
    let first = try durations(seed: 1)
    #expect(try durations(seed: 1) == first)
    // Without loss: 1,000 ms round trip + 4 ms up + 240 ms down. Each loss costs at least 2 s.
    #expect(first.allSatisfy { $0 == 1_244 || $0 >= 3_244 })
    #expect(first.contains { $0 > 1_244 }, "10% of 21 packets each: some request loses one")
}

@Test func totalLossTimesOutInsteadOfFailingAtOnce() throws {
    let probe = NetworkProbe(profile: .totalLoss)
    let token = probe.send(timeout: .seconds(30))
    try probe.clock.advance(by: .minutes(1))
    #expect(probe.outcomes[token.id] == .failed(.timedOut))
    #expect(probe.record(token).end == .start + .seconds(30))
    #expect(probe.network.isConnected)
}

@Test func theFirstRequestToEachHostPaysTheDNSDelay() throws {
    let probe = NetworkProbe(profile: .highLatencyDNS)
    let other = Endpoint(host: "images", name: "image", requestBytes: 400)
    let first = probe.send()
    try probe.clock.advance(by: .seconds(5))
    let second = probe.send()
    let otherHost = probe.send(other)
    try probe.clock.advance(by: .seconds(5))
    #expect(probe.record(first).duration == .seconds(3))
    #expect(probe.record(second).duration == .zero)
    #expect(probe.record(otherHost).duration == .seconds(3))
    // Reconnecting forgets the lookups.
    probe.network.condition = .offline
    probe.network.condition = .online
    let afterReconnect = probe.send()
    try probe.clock.advance(by: .seconds(5))
    #expect(probe.record(afterReconnect).duration == .seconds(3))
}

@Test func aCancelledRequestIsLoggedAndItsCompletionNeverRuns() throws {
    let probe = NetworkProbe(profile: .threeG)
    let token = probe.send()
    try probe.clock.advance(by: .milliseconds(300))
    probe.network.cancel(token)
    try probe.clock.advance(by: .seconds(5))
    #expect(probe.outcomes[token.id] == nil)
    let record = probe.record(token)
    #expect(record.wasCancelled)
    #expect(record.end?.description == "300 ms")
    #expect(record.description == "things thing from 0 ms to 300 ms: cancelled")
    #expect(probe.clock.pendingTimers.isEmpty)
    // Cancelling an answered request changes nothing.
    let answered = probe.send()
    try probe.clock.advance(by: .seconds(5))
    probe.network.cancel(answered)
    #expect(probe.record(answered).outcome == .ok)
}

@Test func aNetworkGoneOrShutDownLeavesNoTimerOnItsClock() throws {
    // The answers' timers hold the network unowned: a network that goes away, or shuts down,
    // with requests in flight cancels them, and its clock runs on without them.
    let clock = VirtualClock()
    var delivered: [RequestOutcome] = []
    do {
        let network = SimulatedNetwork(clock: clock, profile: .threeG, seed: 1)
        network.send(to: NetworkProbe.endpoint, resource: "gone", status: 200, responseBytes: 500, timeout: .seconds(30)) {
            delivered.append($0)
        }
        network.condition = .offline  // the dropped connection's own timer, scheduled for now
        network.condition = .online
        // Kept alive to here, as the optimizer may free it after its last use.
        withExtendedLifetime(network) { #expect(!clock.pendingTimers.isEmpty) }
    }
    #expect(clock.pendingTimers.isEmpty)
    try clock.advance(by: .seconds(60))
    let network = SimulatedNetwork(clock: clock, profile: .threeG, seed: 1)
    network.send(to: NetworkProbe.endpoint, resource: "shut", status: 200, responseBytes: 500, timeout: .seconds(30)) {
        delivered.append($0)
    }
    network.shutDown()
    #expect(clock.pendingTimers.isEmpty)
    try clock.advance(by: .seconds(60))
    #expect(delivered.isEmpty)
}

@Test func goingOfflineFailsRequestsInFlightAndTellsObservers() throws {
    let probe = NetworkProbe(profile: .threeG)
    var heard: [Bool] = []
    probe.network.observeConnectivity { heard.append($0) }
    let token = probe.send()
    try probe.clock.advance(by: .milliseconds(100))
    probe.network.condition = .offline
    try probe.clock.advance(by: .zero)
    #expect(probe.outcomes[token.id] == .failed(.notConnected))
    #expect(probe.record(token).end?.description == "100 ms")
    probe.network.condition = .failing(status: 500)
    probe.network.condition = .online
    #expect(heard == [false, true], "only gaining or losing the connection is news")
}

@Test func theLogAnswersQuestionsAboutRequests() throws {
    let probe = NetworkProbe(profile: .wifi)
    let revision = Endpoint(host: "api", name: "revision", requestBytes: 350)
    probe.send(revision, resource: "Tokyo", bytes: 450)
    probe.send(resource: "Tokyo", bytes: 213_120)
    probe.send(resource: "Kyoto", bytes: 148_224)
    #expect(probe.network.log.pending.count == 3)
    try probe.clock.advance(by: .seconds(1))
    let log = probe.network.log
    #expect(log.count == 3)
    #expect(log.requests(to: "things").count == 2)
    #expect(log.requests(to: "things", for: "Tokyo").map(\.id) == [1])
    #expect(log.bytesReceived() == 450 + 213_120 + 148_224)
    #expect(log.bytesReceived(from: "revision") == 450)
    #expect(log.pending.isEmpty)
}

@Test func theSameSeedGivesTheSameNumbers() {
    var a = SplitMix64(seed: 2024)
    var b = SplitMix64(seed: 2024)
    let first = (0..<5).map { _ in a.next() }
    #expect(first == (0..<5).map { _ in b.next() })
    var c = SplitMix64(seed: 2025)
    #expect(first != (0..<5).map { _ in c.next() })
    var d = SplitMix64(seed: 1)
    #expect((0..<1_000).allSatisfy { _ in (0..<1).contains(d.nextFraction()) })
}

@Test func pendingAnswersAreNamedInClockErrors() throws {
    let probe = NetworkProbe(profile: .threeG)
    probe.send(resource: "Tokyo")
    #expect(probe.clock.pendingTimers.map(\.description) == ["“answer to things Tokyo” at 726 ms"])
}

@Test func theLogKeepsEachAnswersStatusA304AsWellAsA200() throws {
    let probe = NetworkProbe(profile: .threeG)
    let downloaded = probe.send(status: 200)
    let revalidated = probe.send(status: 304, bytes: 280)
    let failed = probe.send(status: 503, bytes: 200)
    try probe.clock.advance(by: .seconds(5))
    #expect(probe.record(downloaded).status == 200 && probe.record(downloaded).outcome == .ok)
    #expect(probe.record(revalidated).status == 304 && probe.record(revalidated).outcome == .ok)
    #expect(probe.record(revalidated).description.hasSuffix(": ok (HTTP 304), 280 bytes"))
    #expect(probe.record(failed).status == 503 && probe.record(failed).outcome == .failed(.httpStatus(503)))
    probe.network.condition = .offline
    let unanswered = probe.send()
    try probe.clock.advance(by: .zero)
    #expect(probe.record(unanswered).status == nil)
}
