import Foundation
import Runner
import Testing
@testable import SpecrunKit

@Test(arguments: [
    (0, "0 ms"), (420, "420 ms"), (999, "999 ms"), (4_000, "4 s"), (1_500, "1.5 s"), (1_005, "1.005 s"),
    (60_000, "1 min"), (600_000, "10 min"), (90_000, "1 min 30 s"), (61_500, "1 min 1.5 s"),
    (3_600_000, "1 h"), (3_900_000, "1 h 5 min"), (-420, "-420 ms"),
])
func durationsPrintTheWayPeopleSayThem(milliseconds: Int, expected: String) {
    #expect(VirtualDuration(milliseconds: milliseconds).description == expected)
}

@Test(arguments: [
    ("420 ms", 420), ("4 s", 4_000), ("4s", 4_000), ("1.5 s", 1_500), ("10 min", 600_000),
    ("1 min 30 s", 90_000), ("2 hours", 7_200_000), ("0", 0), ("3 seconds", 3_000), ("0.25 s", 250),
])
func durationsParseFromText(text: String, milliseconds: Int) {
    #expect(VirtualDuration(parsing: text) == .milliseconds(milliseconds))
}

@Test(arguments: ["", "4", "4 fortnights", "1.5 ms", "s", "ms 4", "4 s s"])
func textThatIsNotADurationIsRejected(text: String) {
    #expect(VirtualDuration(parsing: text) == nil)
}

@Test func instantsPrintAsTimeSinceTheStart() {
    let instant = VirtualInstant.start + .milliseconds(420)
    #expect(instant.description == "420 ms")
    #expect((instant + .seconds(1)) - instant == .seconds(1))
}

@Test func durationsDecodeFromTextAndExplainBadValues() throws {
    struct Holder: Decodable { let timeout: VirtualDuration }
    let decoded = try JSONDecoder().decode(Holder.self, from: Data(#"{"timeout": "30 s"}"#.utf8))
    #expect(decoded.timeout == .seconds(30))
    do {
        _ = try JSONDecoder().decode(Holder.self, from: Data(#"{"timeout": "30 sec s"}"#.utf8))
        Issue.record("expected a decoding error")
    } catch let DecodingError.dataCorrupted(context) {
        #expect(context.debugDescription == "“30 sec s” is not a duration: write a number and a unit, as in 420 ms, 4 s, 1.5 s or 10 min")
    }
}

@Test func bandwidthAndPercentagesParseAndPrint() {
    #expect(NetworkProfile.Bandwidth(parsing: "780 Kbps") == .kbps(780))
    #expect(NetworkProfile.Bandwidth(parsing: "1.5 Mbps")?.description == "1.5 Mbps")
    #expect(NetworkProfile.Bandwidth(parsing: "unlimited") == .unlimited)
    #expect(NetworkProfile.Bandwidth(parsing: "fast") == nil)
    #expect(NetworkProfile.Bandwidth.mbps(40).description == "40 Mbps")
    #expect(NetworkCondition.Percentage(parsing: "10%") == .percent(10))
    #expect(NetworkCondition.Percentage(parsing: "0.5%")?.description == "0.5%")
    #expect(NetworkCondition.Percentage(parsing: "120%") == nil)
}

@Test func transferTimeRoundsUpToWholeMilliseconds() {
    // 50,000 bytes = 400,000 bits; at 780 Kbps that is 512.8 ms.
    #expect(NetworkProfile.Bandwidth.kbps(780).transferMilliseconds(forBytes: 50_000) == 513)
    #expect(NetworkProfile.Bandwidth.mbps(1).transferMilliseconds(forBytes: 125) == 1)
    #expect(NetworkProfile.Bandwidth.unlimited.transferMilliseconds(forBytes: 10_000_000) == 0)
}
