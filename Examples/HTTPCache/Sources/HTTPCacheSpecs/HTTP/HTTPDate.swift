import Foundation

/// HTTP dates (RFC 9110 §5.6.7): written as IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") or, when
/// a test asks, in the obsolete RFC 850 form ("Sunday, 06-Nov-94 08:49:37 GMT"); read in all three
/// forms the RFC allows. A date is whole seconds since 1970.
///
/// ```swift
/// HTTPDate.format(784_111_777)                  // "Sun, 06 Nov 1994 08:49:37 GMT"
/// HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT")  // 784111777
/// ```
public enum HTTPDate {
    static let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    public static func format(_ seconds: Int, rfc850: Bool = false) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday],
                                            from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let time = [parts.hour!, parts.minute!, parts.second!].map(twoDigits).joined(separator: ":")
        let day = days[parts.weekday! - 1], month = months[parts.month! - 1]
        if rfc850 {
            return "\(day), \(twoDigits(parts.day!))-\(month)-\(twoDigits(parts.year! % 100)) \(time) GMT"
        }
        return "\(day.prefix(3)), \(twoDigits(parts.day!)) \(month) \(parts.year!) \(time) GMT"
    }

    /// The seconds since 1970 a date stands for, or nil when it is not an HTTP date.
    public static func parse(_ text: String) -> Int? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var day: Int?, month: Int?, year: Int?, clock: [Int]?
        if words.count == 6, words[5] == "GMT" {  // IMF-fixdate: Sun 06 Nov 1994 08:49:37 GMT
            guard words[3].count == 4 else { return nil }
            day = Int(words[1]); month = months.firstIndex(of: words[2]); year = Int(words[3]); clock = time(words[4])
        } else if words.count == 4, words[3] == "GMT" {  // RFC 850: Sunday 06-Nov-94 08:49:37 GMT
            let date = words[1].split(separator: "-").map(String.init)
            guard date.count == 3, let short = Int(date[2]), date[2].count == 2 else { return nil }
            day = Int(date[0]); month = months.firstIndex(of: date[1]); year = short < 70 ? 2000 + short : 1900 + short
            clock = time(words[2])
        } else if words.count == 5 {  // asctime: Sun Nov  6 08:49:37 1994
            month = months.firstIndex(of: words[1]); day = Int(words[2]); clock = time(words[3]); year = Int(words[4])
        }
        guard let day, let month, let year, let clock, (1...31).contains(day) else { return nil }
        let components = DateComponents(year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
        guard let date = calendar.date(from: components) else { return nil }
        return Int(date.timeIntervalSince1970)
    }

    private static func time(_ text: String) -> [Int]? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3, parts[0] < 24, parts[1] < 60, parts[2] < 61 else { return nil }
        return parts
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
