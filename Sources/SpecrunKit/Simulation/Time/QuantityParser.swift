/// Reads amounts written with a unit, as in "420 ms", "1.5 s", "1 min 30 s" or "780 Kbps", into a
/// whole number of the smallest unit, without floating point. Used for fixture values.
struct QuantityParser {
    /// Each unit's spellings (compared ignoring case) and how many base units it holds.
    let units: [(names: [String], factor: Int)]
    /// Whether several amounts may follow one another and add up ("1 min 30 s").
    let allowsSeveralAmounts: Bool

    /// The total in base units, or nil when the text is not amounts with known units, is finer
    /// than one base unit ("1.5 ms"), or does not fit in an `Int`.
    func parse(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        var index = 0
        var total = 0
        var amounts = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        skipSpaces()
        while index < bytes.count {
            if amounts > 0 && !allowsSeveralAmounts { return nil }
            // The number: digits, optionally a fraction.
            var mantissa = 0
            var scale = 1
            var digits = 0
            var seenPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
                    if overflow || product > Int.max - 9 { return nil }
                    mantissa = product + Int(byte - UInt8(ascii: "0"))
                    if seenPoint {
                        let (finer, overflow) = scale.multipliedReportingOverflow(by: 10)
                        if overflow { return nil }
                        scale = finer
                    }
                    digits += 1
                } else if byte == UInt8(ascii: "."), !seenPoint {
                    seenPoint = true
                } else if byte == UInt8(ascii: "_") && digits > 0 {
                    // 182_300: a digit group separator.
                } else {
                    break
                }
                index += 1
            }
            guard digits > 0 else { return nil }
            skipSpaces()
            // The unit: letters and "%".
            let unitStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " "),
                  !(bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
                index += 1
            }
            let unit = String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased()
            if unit.isEmpty {
                // A bare number is only understood as zero ("0").
                guard mantissa == 0, amounts == 0 else { return nil }
                skipSpaces()
                return index == bytes.count ? 0 : nil
            }
            guard let factor = units.first(where: { $0.names.contains(unit) })?.factor else { return nil }
            let (scaled, overflow) = mantissa.multipliedReportingOverflow(by: factor)
            guard !overflow, scaled % scale == 0 else { return nil }
            let (sum, sumOverflow) = total.addingReportingOverflow(scaled / scale)
            guard !sumOverflow else { return nil }
            total = sum
            amounts += 1
            skipSpaces()
        }
        return amounts > 0 ? total : nil
    }
}
