import SpecrunKit

/// The contents of `fixtures/safe.yml`: the wallet's safes as its back end knows them, the one a
/// scenario uses unless it names another, and the wallet app's timings.
///
/// ```swift
/// let safes = try FixtureSource(directory: "fixtures").load(SafeFixture.file)
/// let server = safes.server                        // every safe, on the wallet's simulated server
/// print(safes.defaultSafe, safes.timings.pollingInterval)
/// ```
package struct SafeFixture: Hashable, Sendable, Decodable {
    /// The name of the safe the app shows first.
    package var defaultSafe: String
    package var timings: SafeAppTimings
    package var safes: [Safe]

    package init(defaultSafe: String, timings: SafeAppTimings, safes: [Safe]) {
        self.defaultSafe = defaultSafe
        self.timings = timings
        self.safes = safes
    }

    /// A fresh server holding these safes.
    package var server: SafeAppServer { SafeAppServer(safes: safes) }

    private enum CodingKeys: String, CodingKey {
        case defaultSafe = "default", timings = "app", safes
    }

    /// Decodes `default`, `app` and `safes`; the default must name a safe.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        defaultSafe = try container.decode(String.self, forKey: .defaultSafe)
        timings = try container.decode(SafeAppTimings.self, forKey: .timings)
        safes = try container.decode([Safe].self, forKey: .safes)
        try container.requireDefault(defaultSafe, among: safes.map(\.name), forKey: .defaultSafe, kind: "safe")
    }
}

/// The wallet app's timings.
///
/// ```swift
/// let timings = SafeAppTimings(snackbarDuration: .seconds(4), requestTimeout: .seconds(30),
///                                pollingInterval: .seconds(10), observationWindow: .seconds(15))
/// ```
package struct SafeAppTimings: Hashable, Sendable, Decodable {
    /// How long a snackbar shows (4 s).
    package var snackbarDuration: VirtualDuration
    /// How long the app waits for an answer.
    package var requestTimeout: VirtualDuration
    /// How often the legacy iOS client polled the open screen.
    package var pollingInterval: VirtualDuration
    /// How long after an action "eventually" and "should not see" look.
    package var observationWindow: VirtualDuration

    package init(
        snackbarDuration: VirtualDuration, requestTimeout: VirtualDuration, pollingInterval: VirtualDuration,
        observationWindow: VirtualDuration
    ) {
        self.snackbarDuration = snackbarDuration
        self.requestTimeout = requestTimeout
        self.pollingInterval = pollingInterval
        self.observationWindow = observationWindow
    }

    private enum CodingKeys: String, CodingKey {
        case snackbarDuration, requestTimeout, pollingInterval, observationWindow
    }

    /// Decodes the four timings, each more than zero.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        snackbarDuration = try container.decodePositiveDuration(
            forKey: .snackbarDuration, meaning: "how long a snackbar shows", example: "4 s")
        requestTimeout = try container.decodeRequestTimeout(forKey: .requestTimeout)
        pollingInterval = try container.decodePositiveDuration(
            forKey: .pollingInterval, meaning: "how often the legacy iOS client polls", example: "10 s")
        observationWindow = try container.decodeObservationWindow(forKey: .observationWindow)
    }
}
