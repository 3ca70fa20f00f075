extension NetworkProfile {
    /// How fast one direction of a link carries data, in bits per second (1 Kbps = 1,000 bits per
    /// second, as Apple's Network Link Conditioner counts), or unlimited.
    ///
    /// ```swift
    /// let downlink = NetworkProfile.Bandwidth(parsing: "780 Kbps")!  // == .kbps(780)
    /// downlink.transferMilliseconds(forBytes: 50_000)  // 513
    /// NetworkProfile.Bandwidth.mbps(40).description                   // "40 Mbps"
    /// NetworkProfile.Bandwidth.unlimited > downlink                   // true
    /// ```
    public struct Bandwidth: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// Bits per second; `Int.max` for unlimited.
        public var bitsPerSecond: Int

        /// A bandwidth of `bitsPerSecond` (at least 1).
        public init(bitsPerSecond: Int) {
            self.bitsPerSecond = max(1, bitsPerSecond)
        }

        /// `value` kilobits (1,000 bits) per second.
        public static func kbps(_ value: Int) -> NetworkProfile.Bandwidth { NetworkProfile.Bandwidth(bitsPerSecond: value * 1_000) }
        /// `value` megabits (1,000,000 bits) per second.
        public static func mbps(_ value: Int) -> NetworkProfile.Bandwidth { NetworkProfile.Bandwidth(bitsPerSecond: value * 1_000_000) }

        /// No limit: transfers take no time beyond the link's delay.
        public static let unlimited = NetworkProfile.Bandwidth(bitsPerSecond: Int.max)

        /// Whether transfers take no time at all.
        public var isUnlimited: Bool { bitsPerSecond == Int.max }

        /// Milliseconds to carry `bytes`, rounded up to a whole millisecond.
        public func transferMilliseconds(forBytes bytes: Int) -> Int {
            if isUnlimited || bytes <= 0 { return 0 }
            let bitMilliseconds = bytes * 8 * 1_000
            return (bitMilliseconds + bitsPerSecond - 1) / bitsPerSecond
        }

        /// "780 Kbps", "1.5 Mbps", "unlimited".
        public var description: String {
            if isUnlimited { return "unlimited" }
            for (unit, size) in [("Gbps", 1_000_000_000), ("Mbps", 1_000_000), ("Kbps", 1_000)] where bitsPerSecond >= size {
                let whole = bitsPerSecond / size
                let rest = bitsPerSecond % size
                if rest == 0 { return "\(whole) \(unit)" }
                if (rest * 10) % size == 0 { return "\(whole).\(rest * 10 / size) \(unit)" }
            }
            return "\(bitsPerSecond) bps"
        }

        /// Whether `a` is slower than `b`.
        public static func < (a: NetworkProfile.Bandwidth, b: NetworkProfile.Bandwidth) -> Bool {
            a.bitsPerSecond < b.bitsPerSecond
        }

        private static let parser = QuantityParser(
            units: [
                (["bps", "bit/s"], 1),
                (["kbps", "kbit/s"], 1_000),
                (["mbps", "mbit/s"], 1_000_000),
                (["gbps", "gbit/s"], 1_000_000_000),
            ],
            allowsSeveralAmounts: false)

        /// Reads "780 Kbps", "1.5 Mbps", "40 Mbps" or "unlimited"; nil for anything else.
        public init?(parsing text: String) {
            if text.lowercased() == "unlimited" {
                self = .unlimited
                return
            }
            guard let bits = Self.parser.parse(text), bits > 0 else { return nil }
            self.init(bitsPerSecond: bits)
        }
    }
}

extension NetworkProfile.Bandwidth: Decodable {
    /// The fastest bandwidth a file may give short of unlimited: 1,000 Gbps (so a transfer's
    /// arithmetic cannot overflow).
    public static let fastestWritten = NetworkProfile.Bandwidth(bitsPerSecond: 1_000_000_000_000)

    /// Decodes from text such as "780 Kbps" or "unlimited"; faster than `fastestWritten` is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = (try? container.decode(String.self)) ?? "?"
        if let parsed = NetworkProfile.Bandwidth(parsing: text), !parsed.isUnlimited, parsed > .fastestWritten {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is faster than the fastest bandwidth specrun takes, "
                    + "\(NetworkProfile.Bandwidth.fastestWritten); write unlimited for a link without a limit")
        }
        guard let parsed = NetworkProfile.Bandwidth(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "“\(text)” is not a bandwidth: write a number and a unit, as in 780 Kbps or 40 Mbps, or unlimited")
        }
        self = parsed
    }
}
