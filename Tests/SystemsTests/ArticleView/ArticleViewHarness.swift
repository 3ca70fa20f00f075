@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner

/// One article-view algorithm on a fresh simulated device, for tests: a 3G link, Wikipedia with
/// Tokyo (revisions 1040 to 1042) and Kyoto, and the app's cache holding what a test puts there.
final class ArticleViewHarness {
    let device: SimulatedDevice
    let environment: ArticleViewEnvironment
    let algorithm: any ArticleViewClient
    private(set) var action: TimelineMark
    private let shutsDownWhenReleased: Bool

    static let threeG = NetworkProfile(
        name: "3G", downlink: NetworkProfile.LinkDirection(bandwidth: .kbps(780), delay: .milliseconds(100)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .kbps(330), delay: .milliseconds(100)))
    static let server = ArticleServer(articles: [
        Article(title: "Tokyo", revisions: [(1040, 211_840), (1041, 212_480), (1042, 213_120)]),
        Article(title: "Kyoto", revisions: [(1035, 148_224)]),
    ])
    static let timings = ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60))

    init(_ name: String, cached: [ArticleRevision] = [], profile: NetworkProfile = threeG,
         shutsDownWhenReleased: Bool = true) {
        self.shutsDownWhenReleased = shutsDownWhenReleased
        device = SimulatedDevice(profile: profile, seed: 1)
        environment = ArticleViewEnvironment(device: device, server: Self.server, cache: ArticleCache(cached),
                                             timings: Self.timings)
        algorithm = ArticleViewAlgorithms.all.first { $0.name == name }!.start(on: environment)
        action = device.markAction()
    }

    deinit {
        if shutsDownWhenReleased { device.shutDown() }
    }

    var server: ArticleServer {
        get { environment.wikipedia.server }
        set { environment.wikipedia.server = newValue }
    }

    func revision(_ title: String, _ id: Int) -> ArticleRevision {
        server.article(titled: title)!.revisions.first { $0.id == id }!
    }

    /// The user opens `title`; what is due at once runs.
    func open(_ title: String = "Tokyo", via route: ArticleRoute) throws {
        action = device.markAction()
        algorithm.open(title, via: route)
        try device.clock.advance(by: .zero)
    }

    func tapRefresh() throws {
        action = device.markAction()
        algorithm.tapRefresh()
        try device.clock.advance(by: .zero)
    }

    /// Runs the app until a minute after the last action.
    func settle() throws {
        try device.clock.advance(to: action.instant + .seconds(60))
    }

    var screen: Screen { device.screen }
    /// The screens since the last action, in words.
    var seen: String { device.timeline.describe(after: action, through: device.clock.now) }
    func requests(to endpoint: String) -> [RequestLog.Record] { device.network.log.requests(to: endpoint) }
    func everSince(_ predicate: (Screen) -> Bool) -> Bool {
        !device.timeline.holdsAtNoMoment(after: action, through: device.clock.now, predicate)
    }
}
