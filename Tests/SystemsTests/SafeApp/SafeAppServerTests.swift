import SpecrunTestSupport
import Runner
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
@testable import SpecrunKit

@Test func theWalletServerAnswersEachKindOfRequestWithItsSize() {
    var server = Sample.wallet
    let main = Sample.main
    func answer(_ request: SafeAppRequest) -> ServerAnswer<SafeAppPayload> { server.answer(request, at: .start) }
    #expect(answer(.balances(safe: "Main")) == .ok(.balances(main.balances), bytes: 250 + 180 * 3))
    #expect(answer(.collectibles(safe: "Main")) == .ok(.collectibles(main.collectibles), bytes: 550))
    #expect(answer(.transactions(safe: "Main")) == .ok(.transactions(main.transactions), bytes: 1_600))
    #expect(answer(.transaction(safe: "Main", id: "0x5c1e")) == .ok(.transaction(main.transactions[0]), bytes: 1_600))
    #expect(answer(.transaction(safe: "Main", id: "0x1e7a")) == .ok(.transaction(main.creation), bytes: 1_600))
    #expect(answer(.creationTransaction(safe: "Main")) == .ok(.transaction(main.creation), bytes: 900))
    #expect(answer(.requiredConfirmations(safe: "Main")) == .ok(.requiredConfirmations(2), bytes: 120))
    #expect(answer(.owners(safe: "Main")) == .ok(.owners(main.settings.owners), bytes: 120 + 66 * 3))
    #expect(answer(.masterCopy(safe: "Main")) == .ok(.masterCopy(main.settings.masterCopy), bytes: 120))
    #expect(answer(.modules(safe: "Team")) == .ok(.modules(["0x1C9e"]), bytes: 186))
    #expect(answer(.safeInfo(safe: "Team")) == .ok(.settings(Sample.team.settings), bytes: 400 + 66 * 5))
    #expect(answer(.image("kitty-1204")) == .ok(.image(bytes: 48_200), bytes: 48_200))
    #expect(answer(.image("missing")) == .status(404, bytes: 250))
    #expect(answer(.balances(safe: "Nobody")) == .status(404, bytes: 250))
    #expect(answer(.transaction(safe: "Main", id: "0xdead")) == .status(404, bytes: 250))
    #expect(answer(.registerPush(deviceToken: "device-1")) == .ok(.registered, bytes: 120))
    #expect(server.pushRegistrations == ["device-1"])
}

@Test func stepsChangeASafeOnTheServer() throws {
    let device = SimulatedDevice(profile: .wifi, seed: 1)
    let backend = device.connect(to: Sample.wallet)
    var balances: [String] = []
    backend.send(.balances(safe: "Main")) { if case .success(.balances(let b)) = $0 { balances.append(b.eth) } }
    try device.clock.advance(by: .seconds(1))
    backend.server[safe: "Main"]?.balances.eth = "13.0"
    backend.send(.balances(safe: "Main")) { if case .success(.balances(let b)) = $0 { balances.append(b.eth) } }
    try device.clock.advance(by: .seconds(1))
    #expect(balances == ["12.5", "13.0"])
    backend.server[safe: "Team"] = nil
    #expect(backend.server.safes.map(\.name) == ["Main"])
}

@Test func walletRequestsNameTheirEndpointAndResource() {
    #expect(SafeAppRequest.balances(safe: "Main").endpoint.name == "balances")
    #expect(SafeAppRequest.owners(safe: "Main").endpoint.host == "ethereum-node")
    #expect(SafeAppRequest.transaction(safe: "Main", id: "0x5c1e").resource == "Main 0x5c1e")
    #expect(SafeAppRequest.registerPush(deviceToken: "t").endpoint.requestBytes == 700)
}
