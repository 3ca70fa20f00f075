import Runner
import SpecrunKit

extension WallTime {
    /// Reads the instants reports write (`2026-11-29T22:21:59.123Z`: UTC, milliseconds optional).
    init?(iso8601 text: String) {
        let characters = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count else { return nil }
            var value = 0
            for index in range {
                let digit = Int(characters[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        func at(_ index: Int, is character: Character) -> Bool { characters[index] == character.asciiValue! }
        guard characters.count >= 20, characters.last == UInt8(ascii: "Z"), at(4, is: "-"), at(7, is: "-"), at(10, is: "T"),
              at(13, is: ":"), at(16, is: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var nanoseconds = 0
        if characters[19] == UInt8(ascii: ".") {
            let digits = characters.count - 21
            guard digits >= 1, digits <= 9, let fraction = number(20..<(20 + digits)) else { return nil }
            nanoseconds = fraction * [100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1_000, 100, 10, 1][digits - 1]
        } else if characters.count != 20 {
            return nil
        }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        guard seconds >= 0 else { return nil }
        self.init(nanosecondsSinceEpoch: UInt64(seconds) * 1_000_000_000 + UInt64(nanoseconds))
    }

    /// Howard Hinnant's days-from-civil algorithm (proleptic Gregorian calendar).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
