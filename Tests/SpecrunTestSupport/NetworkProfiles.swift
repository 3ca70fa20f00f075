import SpecrunKit

/// The link profiles of the built-in network fixture, written out so that the tests of the network and of
/// the fixture stand alone (the fixture's test checks that the two agree).
extension NetworkProfile {
    public static let wifi = NetworkProfile(
        name: "Wi-Fi", downlink: NetworkProfile.LinkDirection(bandwidth: .mbps(40), delay: .milliseconds(1)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .mbps(33), delay: .milliseconds(1)))
    public static let threeG = NetworkProfile(
        name: "3G", downlink: NetworkProfile.LinkDirection(bandwidth: .kbps(780), delay: .milliseconds(100)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .kbps(330), delay: .milliseconds(100)))
    public static let edge = NetworkProfile(
        name: "Edge", downlink: NetworkProfile.LinkDirection(bandwidth: .kbps(240), delay: .milliseconds(400)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .kbps(200), delay: .milliseconds(440)))
    public static let veryBad = NetworkProfile(
        name: "Very Bad Network",
        downlink: NetworkProfile.LinkDirection(bandwidth: .mbps(1), delay: .milliseconds(500), loss: .percent(10)),
        uplink: NetworkProfile.LinkDirection(bandwidth: .mbps(1), delay: .milliseconds(500), loss: .percent(10)))
    public static let totalLoss = NetworkProfile(
        name: "100% Loss", downlink: NetworkProfile.LinkDirection(bandwidth: .unlimited, loss: .all),
        uplink: NetworkProfile.LinkDirection(bandwidth: .unlimited, loss: .all))
    public static let highLatencyDNS = NetworkProfile(
        name: "High Latency DNS", downlink: NetworkProfile.LinkDirection(bandwidth: .unlimited),
        uplink: NetworkProfile.LinkDirection(bandwidth: .unlimited), dnsDelay: .seconds(3))
}
