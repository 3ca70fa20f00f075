import SpecrunKit

/// `origin.yml`: the origin's resources and the client's timings, with our defaults built in.
/// A project's `fixtures/origin.yml` overrides what it names.
public struct OriginFixture: Hashable, Sendable, Decodable {
    public var resources: [OriginResource]
    public var requestTimeout: VirtualDuration
    /// How long after an action "eventually" and "should not see" look.
    public var observationWindow: VirtualDuration

    public static let file = FixtureFile<OriginFixture>("origin.yml", defaults: """
        # The origin our client talks to. Versions change when a scenario says the page changed.
        requestTimeout: 30 s
        observationWindow: 60 s
        resources:
          - name: news
            path: /news
            version: 1
            bytes: 24000
            cacheControl: { maxAge: 60 s, staleWhileRevalidate: 5 min }
          - name: weather
            path: /weather
            version: 1
            bytes: 6000
            cacheControl: { maxAge: 10 min, staleWhileRevalidate: 0 s }
        """)
}
