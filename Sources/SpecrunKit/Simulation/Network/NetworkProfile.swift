/// The character of the device's link, like a Network Link Conditioner profile ("3G", "Very Bad
/// Network"): downlink and uplink bandwidth, delay and loss, and a DNS delay paid by the first
/// request to each host after the device connects. The values come from `fixtures/network.yml`.
///
/// ```swift
/// let threeG = NetworkProfile(
///     name: "3G", downlink: NetworkProfile.LinkDirection(bandwidth: .kbps(780), delay: .milliseconds(100)),
///     uplink: NetworkProfile.LinkDirection(bandwidth: .kbps(330), delay: .milliseconds(100)), dnsDelay: .milliseconds(200))
/// threeG.roundTrip.description  // "200 ms"
/// let device = SimulatedDevice(profile: threeG, seed: 1)
/// ```
public struct NetworkProfile: Hashable, Sendable, Decodable {
    /// The name people know the profile by, e.g. "3G".
    public var name: String
    /// What the device receives on.
    public var downlink: NetworkProfile.LinkDirection
    /// What the device sends on.
    public var uplink: NetworkProfile.LinkDirection
    /// Paid by the first request to each host after the device connects.
    public var dnsDelay: VirtualDuration

    /// A profile called `name`, with no DNS delay unless given.
    public init(name: String, downlink: NetworkProfile.LinkDirection, uplink: NetworkProfile.LinkDirection, dnsDelay: VirtualDuration = .zero) {
        self.name = name
        self.downlink = downlink
        self.uplink = uplink
        self.dnsDelay = dnsDelay
    }

    /// A link without limits or delays: every answer arrives at the instant it was asked for.
    public static let unconditioned = NetworkProfile(
        name: "unconditioned", downlink: NetworkProfile.LinkDirection(bandwidth: .unlimited),
        uplink: NetworkProfile.LinkDirection(bandwidth: .unlimited))

    /// The time for a request to go up and its answer to come down, before any transfer.
    public var roundTrip: VirtualDuration { uplink.delay + downlink.delay }

    private enum CodingKeys: String, CodingKey {
        case name, downlink, uplink, dnsDelay
    }

    /// Decodes `name`, `downlink` and `uplink` (required) and `dnsDelay` (zero when left out).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        downlink = try container.decode(NetworkProfile.LinkDirection.self, forKey: .downlink)
        uplink = try container.decode(NetworkProfile.LinkDirection.self, forKey: .uplink)
        dnsDelay = try container.decodeIfPresent(VirtualDuration.self, forKey: .dnsDelay) ?? .zero
    }
}
