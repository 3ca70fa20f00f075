/// How long one request takes on a link and how it ends, worked out when it is sent.
///
/// The time is the round trip (uplink delay + downlink delay), plus the DNS delay for the first
/// request to a host, plus the request's bytes over the uplink bandwidth and the answer's bytes
/// over the downlink bandwidth, each rounded up to a whole millisecond. Loss: the bytes travel
/// in packets of 1,460 bytes; each packet is lost with the direction's loss rate, drawn from the
/// seeded generator, and each loss costs a retransmission timeout (twice the round trip, at least
/// 200 ms) that doubles when the same packet is lost again. A packet lost six times in a row,
/// or a total past the request's timeout, ends the request as "timed out"; so does 100% loss.
struct TransferPlan: Equatable {
    var delay: Int
    var outcome: RequestOutcome
    var bytesReceived: Int

    static let packetBytes = 1_460
    static let minimumRetransmissionTimeout = 200
    static let lossesBeforeGivingUp = 6

    /// Plans a transfer that the server answers with `status` and `responseBytes`, or nil when
    /// the loss model gives up (the request then times out).
    static func transfer(
        requestBytes: Int, responseBytes: Int, status: Int, dnsDelay: Int,
        profile: NetworkProfile, random: inout SplitMix64
    ) -> TransferPlan? {
        let roundTrip = profile.roundTrip.milliseconds
        var delay = roundTrip + dnsDelay
        delay += profile.uplink.bandwidth.transferMilliseconds(forBytes: requestBytes)
        delay += profile.downlink.bandwidth.transferMilliseconds(forBytes: responseBytes)
        let timeout = max(minimumRetransmissionTimeout, 2 * roundTrip)
        guard let upLosses = retransmissionDelay(
                  bytes: requestBytes, loss: profile.uplink.loss, timeout: timeout, random: &random),
              let downLosses = retransmissionDelay(
                  bytes: responseBytes, loss: profile.downlink.loss, timeout: timeout, random: &random)
        else { return nil }
        delay += upLosses + downLosses
        // Success and redirection (a 304 that says the stored copy is current) are answers; 4xx and 5xx fail.
        let outcome: RequestOutcome = (200..<400).contains(status) ? .ok : .failed(.httpStatus(status))
        return TransferPlan(delay: delay, outcome: outcome, bytesReceived: responseBytes)
    }

    /// The time lost to retransmissions for `bytes`, or nil when a packet never gets through.
    private static func retransmissionDelay(
        bytes: Int, loss: NetworkCondition.Percentage, timeout: Int, random: inout SplitMix64
    ) -> Int? {
        guard loss.partsPerMillion > 0 else { return 0 }
        if loss == .all { return nil }
        let rate = loss.fraction
        let packets = max(1, (bytes + packetBytes - 1) / packetBytes)
        var total = 0
        for _ in 0..<packets {
            var wait = timeout
            var losses = 0
            while random.nextFraction() < rate {
                losses += 1
                if losses == lossesBeforeGivingUp { return nil }
                total += wait
                wait *= 2
            }
        }
        return total
    }
}
