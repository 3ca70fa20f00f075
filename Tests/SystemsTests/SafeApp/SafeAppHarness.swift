@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner

/// Safes like those of fixtures/safe.yml, written out so that the tests stand alone.
enum SafeAppSample {
    static let ownerAddress = "0x1111aAaa2222bBbb3333cCcc4444dDdd5555eEee"
    static let newAddress = "0x2222bBbb3333cCcc4444dDdd5555eEee6666fFff"

    static let main = Safe(
        name: "Main", address: "0x7A9f3c1B2E4d5F60718293a4B5c6D7e8F9012c31",
        balances: SafeBalances(
            eth: "12.5", tokens: [TokenBalance(symbol: "DAI", amount: "1250.00"), TokenBalance(symbol: "USDC", amount: "300.00")]),
        collectibles: [
            Collectible(name: "CryptoKitty #1204", image: "kitty-1204", imageBytes: 48_200),
            Collectible(name: "ENS: main-safe.eth", image: "ens-main-safe", imageBytes: 12_800),
        ],
        transactions: [
            SafeTransaction(id: "0x5c1e", kind: .outgoing, value: "0.5 ETH", status: .pending),
            SafeTransaction(id: "0x3a9c", kind: .settings, status: .success),
        ],
        creation: SafeTransaction(id: "0x1e7a", kind: .creation, status: .success),
        settings: SafeSettings(
            requiredConfirmations: 2, owners: [ownerAddress, "0x6666fFff7777aAaa8888bBbb9999cCcc0000dDdd"],
            masterCopy: MasterCopy(address: "0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F", version: "1.1.1")))
    static let team = Safe(
        name: "Team", address: "0x9D2e8F1a3B4c5D6e7F8091a2B3c4D5e6F708192a", balances: SafeBalances(eth: "3.75"),
        creation: SafeTransaction(id: "0x6b2d", kind: .creation, status: .success),
        settings: SafeSettings(
            requiredConfirmations: 1, owners: [ownerAddress],
            masterCopy: MasterCopy(address: "0xb6029EA3B2c51D09a50B53CA8012FeEB05bDa35A", version: "1.0.0")))

    static let timings = SafeAppTimings(
        snackbarDuration: .seconds(4), requestTimeout: .seconds(30), pollingInterval: .seconds(10),
        observationWindow: .seconds(60))

    /// Wi-Fi as in fixtures/network.yml: every wallet answer takes 4 ms.
    static let wifi = NetworkProfile(
        name: "Wi-Fi", downlink: NetworkProfile.LinkDirection(bandwidth: .mbps(40), delay: .milliseconds(1)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .mbps(33), delay: .milliseconds(1)))
}

/// One wallet algorithm installed on a fresh simulated device, with the moves the tests make:
/// launch, act, let time pass, and read the request log and the timeline.
final class SafeAppHarness {
    let device: SimulatedDevice
    let wallet: ServerConnection<SafeAppServer>
    let app: any SafeAppClient

    init(_ algorithm: Algorithm<SafeAppEnvironment, any SafeAppClient>, profile: NetworkProfile = SafeAppSample.wifi) {
        device = SimulatedDevice(profile: profile, seed: 7)
        wallet = device.connect(to: SafeAppServer(safes: [SafeAppSample.main, SafeAppSample.team]))
        let environment = SafeAppEnvironment(device: device, wallet: wallet, timings: SafeAppSample.timings, defaultSafe: "Main")
        app = algorithm.start(on: environment)
    }

    /// The algorithm registered as `name` on a fresh device, not yet started.
    static func named(_ name: String) throws -> SafeAppHarness {
        guard let algorithm = SafeAppAlgorithms.all.first(where: { $0.name == name }) else { throw UnknownAlgorithm(name: name) }
        return SafeAppHarness(algorithm)
    }

    /// The algorithm registered as `name`, started a second ago: the balances are on screen.
    static func started(_ name: String) throws -> SafeAppHarness {
        let harness = try named(name)
        try harness.launch()
        try harness.pass(.seconds(1))
        return harness
    }

    var now: VirtualInstant { device.clock.now }
    var screen: Screen { device.screen }

    /// Does `action` at the current instant and runs what is due at once, as a When step does.
    func act(_ action: (any SafeAppClient) -> Void) throws {
        action(app)
        try device.clock.advance(by: .zero)
    }

    func launch() throws {
        device.lifecycle.launch()
        try device.clock.advance(by: .zero)
    }

    /// Opens `screen` and waits a second for its data.
    func visit(_ screen: SafeAppScreen) throws {
        try act { $0.open(screen) }
        try pass(.seconds(1))
    }

    func pass(_ duration: VirtualDuration) throws {
        try device.clock.advance(by: duration)
    }

    /// The app goes to the background and, `after` later, comes back.
    func leaveAndReturn(after duration: VirtualDuration = .seconds(30)) throws {
        device.lifecycle.moveToBackground()
        try pass(duration)
        device.lifecycle.moveToForeground()
        try device.clock.advance(by: .zero)
    }

    /// The endpoints of the requests sent since `instant`, in order.
    func endpoints(since instant: VirtualInstant = .start) -> [String] {
        device.network.log.filter { $0.start >= instant }.map(\.endpoint)
    }

    func requests(to endpoint: String) -> [RequestLog.Record] {
        device.network.log.requests(to: endpoint)
    }

    func shutDown() {
        device.shutDown()
    }
}

extension Screen {
    /// The safe data shown, or nil.
    var data: SafeData? { safeContent?.data }
}

struct UnknownAlgorithm: Error {
    let name: String
}
