extension NetworkProfile {
    /// One direction of the device's link (downlink or uplink), as a Network Link Conditioner profile
    /// describes it: its bandwidth, the delay every packet suffers, and the share of packets lost.
    ///
    /// ```swift
    /// let downlink = NetworkProfile.LinkDirection(bandwidth: .kbps(780), delay: .milliseconds(100), loss: .percent(1))
    /// let uplink = NetworkProfile.LinkDirection(bandwidth: .kbps(330), delay: .milliseconds(100))
    /// let profile = NetworkProfile(name: "3G", downlink: downlink, uplink: uplink)
    /// ```
    public struct LinkDirection: Hashable, Sendable, Decodable {
        /// How fast it carries data.
        public var bandwidth: NetworkProfile.Bandwidth
        /// The delay every packet suffers, one way.
        public var delay: VirtualDuration
        /// The share of packets lost (each costs a retransmission).
        public var loss: NetworkCondition.Percentage

        /// A direction of `bandwidth`, with no delay or loss unless given.
        public init(bandwidth: NetworkProfile.Bandwidth, delay: VirtualDuration = .zero, loss: NetworkCondition.Percentage = .zero) {
            self.bandwidth = bandwidth
            self.delay = delay
            self.loss = loss
        }

        private enum CodingKeys: String, CodingKey {
            case bandwidth, delay, loss
        }

        /// Decodes `bandwidth` (required), `delay` and `loss` (both zero when left out).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            bandwidth = try container.decode(NetworkProfile.Bandwidth.self, forKey: .bandwidth)
            delay = try container.decodeIfPresent(VirtualDuration.self, forKey: .delay) ?? .zero
            loss = try container.decodeIfPresent(NetworkCondition.Percentage.self, forKey: .loss) ?? .zero
        }
    }
}
