@testable import SpecrunKit

/// Profiles as in fixtures/network.yml, written out so that the network tests stand alone.
extension NetworkProfile {
    static let wifi = NetworkProfile(
        name: "Wi-Fi", downlink: LinkDirection(bandwidth: .mbps(40), delay: .milliseconds(1)),
        uplink: LinkDirection(bandwidth: .mbps(33), delay: .milliseconds(1)))
    static let threeG = NetworkProfile(
        name: "3G", downlink: LinkDirection(bandwidth: .kbps(780), delay: .milliseconds(100)),
        uplink: LinkDirection(bandwidth: .kbps(330), delay: .milliseconds(100)))
    static let edge = NetworkProfile(
        name: "Edge", downlink: LinkDirection(bandwidth: .kbps(240), delay: .milliseconds(400)),
        uplink: LinkDirection(bandwidth: .kbps(200), delay: .milliseconds(440)))
    static let veryBad = NetworkProfile(
        name: "Very Bad Network",
        downlink: LinkDirection(bandwidth: .mbps(1), delay: .milliseconds(500), loss: .percent(10)),
        uplink: LinkDirection(bandwidth: .mbps(1), delay: .milliseconds(500), loss: .percent(10)))
    static let totalLoss = NetworkProfile(
        name: "100% Loss", downlink: LinkDirection(bandwidth: .unlimited, loss: .all),
        uplink: LinkDirection(bandwidth: .unlimited, loss: .all))
    static let highLatencyDNS = NetworkProfile(
        name: "High Latency DNS", downlink: LinkDirection(bandwidth: .unlimited),
        uplink: LinkDirection(bandwidth: .unlimited), dnsDelay: .seconds(3))
}

/// A network on a fresh clock, and a way to send a plain request and collect its outcome.
final class NetworkProbe {
    let clock = VirtualClock()
    let network: SimulatedNetwork
    var outcomes: [Int: RequestOutcome] = [:]

    init(profile: NetworkProfile, seed: UInt64 = 42) {
        network = SimulatedNetwork(clock: clock, profile: profile, seed: seed)
    }

    static let endpoint = Endpoint(host: "api", name: "things", requestBytes: 500)

    @discardableResult
    func send(
        _ endpoint: Endpoint = NetworkProbe.endpoint, resource: String = "thing", status: Int = 200,
        bytes: Int = 50_000, timeout: VirtualDuration = .seconds(30)
    ) -> RequestToken {
        var id = 0
        let token = network.send(
            to: endpoint, resource: resource, status: status, responseBytes: bytes, timeout: timeout
        ) { [unowned self] outcome in outcomes[id] = outcome }
        id = token.id
        return token
    }

    func record(_ token: RequestToken) -> RequestRecord { network.log[token.id] }
}
