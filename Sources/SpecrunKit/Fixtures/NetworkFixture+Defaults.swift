extension NetworkFixture {
    /// `network.yml`: the link profiles every simulated system shares, with Apple's Network Link Conditioner presets built in.
    public static let file = FixtureFile<NetworkFixture>("network.yml", defaults: #"""
# Link profiles of the simulated device: the presets of Apple's Network Link Conditioner.
# A request takes uplink delay + downlink delay, plus its bytes over the uplink bandwidth and
# the answer's bytes over the downlink bandwidth (1 Kbps = 1,000 bits per second), plus the DNS
# delay for the first request to a host, plus retransmissions for lost packets.
#
# Values as the Network Link Conditioner panes list them (downlink / uplink). LTE is the one
# preset no published table we found confirms; it is the pane's value as we recall it.

default: wifi

# What "failing", "slow" and "flaky" mean when a scenario says no more.
conditions:
  failingStatus: 503
  slowExtraDelay: 5 s
  flakyFailureRate: 30%

profiles:
  wifi:
    name: Wi-Fi
    downlink: { bandwidth: 40 Mbps, delay: 1 ms, loss: 0% }
    uplink: { bandwidth: 33 Mbps, delay: 1 ms, loss: 0% }

  lte:
    name: LTE
    downlink: { bandwidth: 50 Mbps, delay: 50 ms, loss: 0% }
    uplink: { bandwidth: 10 Mbps, delay: 65 ms, loss: 0% }

  dsl:
    name: DSL
    downlink: { bandwidth: 2 Mbps, delay: 5 ms, loss: 0% }
    uplink: { bandwidth: 256 Kbps, delay: 5 ms, loss: 0% }

  3g:
    name: 3G
    downlink: { bandwidth: 780 Kbps, delay: 100 ms, loss: 0% }
    uplink: { bandwidth: 330 Kbps, delay: 100 ms, loss: 0% }

  edge:
    name: Edge
    downlink: { bandwidth: 240 Kbps, delay: 400 ms, loss: 0% }
    uplink: { bandwidth: 200 Kbps, delay: 440 ms, loss: 0% }

  very-bad-network:
    name: Very Bad Network
    downlink: { bandwidth: 1 Mbps, delay: 500 ms, loss: 10% }
    uplink: { bandwidth: 1 Mbps, delay: 500 ms, loss: 10% }

  # Nothing gets through: every request times out (unlike "offline", which fails at once).
  "100%-loss":
    name: 100% Loss
    downlink: { bandwidth: unlimited, delay: 0 ms, loss: 100% }
    uplink: { bandwidth: unlimited, delay: 0 ms, loss: 100% }

  # Apple's "High Latency DNS": only name lookups are slow.
  high-latency:
    name: High Latency DNS
    downlink: { bandwidth: unlimited, delay: 0 ms, loss: 0% }
    uplink: { bandwidth: unlimited, delay: 0 ms, loss: 0% }
    dnsDelay: 3 s
"""#)
}
