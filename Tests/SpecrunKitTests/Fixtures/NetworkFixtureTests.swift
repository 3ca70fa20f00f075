import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Suite struct NetworkFixtureTests {
    @Test func theNetworkFixtureHoldsTheLinkConditionerProfiles() throws {
        let network = TestFixtures.network
        #expect(network.defaultProfile == "wifi")
        #expect(network.profileNames == ["100%-loss", "3g", "dsl", "edge", "high-latency", "lte", "very-bad-network", "wifi"])
        #expect(network.profile(named: "3g") == .threeG)
        #expect(network.profile(named: "edge") == .edge)
        #expect(network.profile(named: "wifi") == .wifi)
        #expect(network.profile(named: "very-bad-network") == .veryBad)
        #expect(network.profile(named: "100%-loss") == NetworkProfile(
            name: "100% Loss", downlink: NetworkProfile.LinkDirection(bandwidth: .unlimited, loss: .all),
            uplink: NetworkProfile.LinkDirection(bandwidth: .unlimited, loss: .all)))
        #expect(network.profile(named: "100%-loss") == .totalLoss)
        #expect(network.profile(named: "high-latency") == .highLatencyDNS)
        #expect(network.conditions.failing == .failing(status: 503))
        #expect(network.conditions.slow == .slow(extraDelay: .seconds(5)))
        #expect(network.conditions.flaky == .flaky(failureRate: .percent(30)))
    }

    @Test func aBadValueInAFixtureSaysWhereAndHowToFixIt() throws {
        let directory = try fixturesDirectory(files: ["network.yml": """
            profiles:
              3g:
                downlink: { bandwidth: 780 Kbps, delay: 100 msec }
            """])
        let message = errorMessage { _ = try FixtureSource(directory: directory).load(NetworkFixture.file) }
        #expect(message?.hasPrefix(directory + "/network.yml:3:") == true, "\(message ?? "no error")")
        #expect(message?.contains("“100 msec” is not a duration: write a number and a unit, as in 420 ms, 4 s, 1.5 s or 10 min")
            == true, "\(message ?? "no error")")
    }

    @Test func aDefaultThatNamesNoProfileIsRefused() throws {
        let directory = try fixturesDirectory(files: ["network.yml": "default: 5g\n"])
        let message = errorMessage { _ = try FixtureSource(directory: directory).load(NetworkFixture.file) }
        #expect(message?.hasPrefix(directory + "/network.yml:1:") == true, "\(message ?? "no error")")
        #expect(message?.contains("the default profile “5g” is not among the profiles: name one of 100%-loss, 3g, dsl, edge, "
            + "high-latency, lte, very-bad-network, wifi") == true, "\(message ?? "no error")")
    }
}
