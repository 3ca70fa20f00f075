/// The contents of `fixtures/network.yml`: the link profiles by name (Apple's Network Link
/// Conditioner presets), the one used unless a scenario says otherwise, and the defaults of the
/// failing, slow and flaky conditions.
///
/// ```swift
/// let network = try FixtureSource(directory: "fixtures").load(NetworkFixture.file)
/// let profile = network.profile(named: network.defaultProfile)
/// print(network.profileNames)
/// ```
public struct NetworkFixture: Hashable, Sendable, Decodable {
    /// The name of the profile a run starts with.
    public var defaultProfile: String
    /// The link profiles, by the name a scenario uses (`the network profile is "3g"`).
    public var profiles: [String: NetworkProfile]
    /// What "failing", "slow" and "flaky" mean when a scenario says no more.
    public var conditions: NetworkFixture.ConditionDefaults

    /// A network fixture made in code (a unit test of an algorithm, say) rather than read from
    /// `network.yml`; `defaultProfile` names one of `profiles`.
    public init(defaultProfile: String, profiles: [String: NetworkProfile], conditions: NetworkFixture.ConditionDefaults) {
        self.defaultProfile = defaultProfile
        self.profiles = profiles
        self.conditions = conditions
    }

    /// The profile of that name, if the fixture has one.
    public func profile(named name: String) -> NetworkProfile? {
        profiles[name]
    }

    /// The profile names, sorted, e.g. for "did you mean".
    public var profileNames: [String] { profiles.keys.sorted() }

    private enum CodingKeys: String, CodingKey {
        case defaultProfile = "default", profiles, conditions
    }

    /// Decodes `default`, `profiles` and `conditions`; the default must name a profile.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        defaultProfile = try container.decode(String.self, forKey: .defaultProfile)
        profiles = try container.decode([String: NetworkProfile].self, forKey: .profiles)
        conditions = try container.decode(NetworkFixture.ConditionDefaults.self, forKey: .conditions)
        try container.requireDefault(defaultProfile, among: profileNames, forKey: .defaultProfile, kind: "profile")
    }
}

extension NetworkFixture {
    /// What "failing", "slow" and "flaky" mean when a scenario does not say more.
    ///
    /// ```swift
    /// let conditions = NetworkFixture.ConditionDefaults(failingStatus: 503, slowExtraDelay: .seconds(2), flakyFailureRate: .percent(30))
    /// let failing = conditions.failing   // .failing(status: 503)
    /// ```
    public struct ConditionDefaults: Hashable, Sendable, Decodable {
        /// The HTTP status of a failing server (503).
        public var failingStatus: Int
        /// How much later answers come on a slow connection.
        public var slowExtraDelay: VirtualDuration
        /// The share of requests a flaky connection loses.
        public var flakyFailureRate: NetworkCondition.Percentage

        /// The three defaults.
        public init(failingStatus: Int, slowExtraDelay: VirtualDuration, flakyFailureRate: NetworkCondition.Percentage) {
            self.failingStatus = failingStatus
            self.slowExtraDelay = slowExtraDelay
            self.flakyFailureRate = flakyFailureRate
        }

        private enum CodingKeys: String, CodingKey {
            case failingStatus, slowExtraDelay, flakyFailureRate
        }

        /// Decodes the three defaults; a slow connection's extra delay is more than zero.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            failingStatus = try container.decode(Int.self, forKey: .failingStatus)
            slowExtraDelay = try container.decodePositiveDuration(
                forKey: .slowExtraDelay, meaning: "how much later answers come on a slow connection", example: "5 s")
            flakyFailureRate = try container.decode(NetworkCondition.Percentage.self, forKey: .flakyFailureRate)
        }

        /// "Failing": every request answered with `failingStatus`.
        public var failing: NetworkCondition { .failing(status: failingStatus) }
        /// "Slow": every answer `slowExtraDelay` later.
        public var slow: NetworkCondition { .slow(extraDelay: slowExtraDelay) }
        /// "Flaky": `flakyFailureRate` of the requests lost.
        public var flaky: NetworkCondition { .flaky(failureRate: flakyFailureRate) }
    }
}
