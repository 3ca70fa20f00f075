@testable import SpecrunKit
import Runner

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
    ) -> SimulatedNetwork.RequestToken {
        var id = 0
        let token = network.send(
            to: endpoint, resource: resource, status: status, responseBytes: bytes, timeout: timeout
        ) { [unowned self] outcome in outcomes[id] = outcome }
        id = token.id
        return token
    }

    func record(_ token: SimulatedNetwork.RequestToken) -> RequestLog.Record { network.log[token.id] }
}
