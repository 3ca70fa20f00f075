extension NetworkCondition {
    /// A share of something, such as packets lost or requests that fail, kept exactly in parts per
    /// million and written as "10%" or "0.5%".
    ///
    /// ```swift
    /// let loss = NetworkCondition.Percentage(parsing: "0.5%")!  // == NetworkCondition.Percentage(partsPerMillion: 5_000)
    /// loss.fraction                            // 0.005
    /// NetworkCondition.Percentage.percent(10).description       // "10%"
    /// ```
    public struct Percentage: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The share in millionths, from 0 to 1,000,000.
        public var partsPerMillion: Int

        /// A share of `partsPerMillion` millionths, kept within 0 and 1,000,000.
        public init(partsPerMillion: Int) {
            self.partsPerMillion = min(max(0, partsPerMillion), 1_000_000)
        }

        /// A whole percentage, as in `.percent(10)`.
        public static func percent(_ value: Int) -> NetworkCondition.Percentage {
            NetworkCondition.Percentage(partsPerMillion: value * 10_000)
        }

        /// None.
        public static let zero = NetworkCondition.Percentage(partsPerMillion: 0)
        /// All of it: 100%.
        public static let all = NetworkCondition.Percentage(partsPerMillion: 1_000_000)

        /// The share as a fraction in [0, 1].
        public var fraction: Double { Double(partsPerMillion) / 1_000_000 }

        /// "10%", "0.5%".
        public var description: String {
            let whole = partsPerMillion / 10_000
            var fraction = String(partsPerMillion % 10_000 + 10_000).dropFirst()
            while fraction.last == "0" { fraction = fraction.dropLast() }
            return fraction.isEmpty ? "\(whole)%" : "\(whole).\(fraction)%"
        }

        /// Whether `a` is the smaller share.
        public static func < (a: NetworkCondition.Percentage, b: NetworkCondition.Percentage) -> Bool {
            a.partsPerMillion < b.partsPerMillion
        }

        private static let parser = QuantityParser(units: [(["%"], 10_000)], allowsSeveralAmounts: false)

        /// Reads "10%", "0.5%" or "0"; nil for anything else or above 100%.
        public init?(parsing text: String) {
            guard let parts = Self.parser.parse(text), parts <= 1_000_000 else { return nil }
            self.init(partsPerMillion: parts)
        }
    }
}

extension NetworkCondition.Percentage: Decodable {
    /// Decodes from text such as "10%".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = (try? container.decode(String.self)) ?? (try? container.decode(Int.self)).map(String.init) ?? "?"
        guard let parsed = NetworkCondition.Percentage(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "“\(text)” is not a percentage: write a number from 0 to 100 and %, as in 10% or 0.5%")
        }
        self = parsed
    }
}
