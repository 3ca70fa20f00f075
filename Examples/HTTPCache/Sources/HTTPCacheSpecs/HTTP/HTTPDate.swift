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

    /// The seconds since 1970 a date stands for, or nil when it is not an HTTP date in one of the
    /// three forms, exactly (RFC 9110 §5.6.7: the comma, single spaces, two-digit hours).
    public static func parse(_ text: String) -> Int? {
        let day = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)", month = "(" + months.joined(separator: "|") + ")"
        let time = #"([0-9]{2}):([0-9]{2}):([0-9]{2})"#
        let forms: [(String, (day: Int, month: Int, year: Int, hour: Int))] = [
            ("^" + day + #", ([0-9]{2}) "# + month + #" ([0-9]{4}) "# + time + " GMT$", (2, 3, 4, 5)),
            ("^(" + days.joined(separator: "|") + #"), ([0-9]{2})-"# + month + #"-([0-9]{2}) "# + time + " GMT$", (2, 3, 4, 5)),
            ("^" + day + " " + month + #" ( [0-9]|[0-9]{2}) "# + time + #" ([0-9]{4})$"#, (3, 2, 7, 4)),
        ]
        for (pattern, at) in forms {
            guard let regex = try? Regex(pattern), let match = text.wholeMatch(of: regex) else { continue }
            func group(_ index: Int) -> String { match.output[index].substring.map(String.init) ?? "" }
            guard let dayOfMonth = Int(group(at.day).trimmingCharacters(in: .whitespaces)), let monthIndex = months.firstIndex(of: group(at.month)),
                  var year = Int(group(at.year)), let hour = Int(group(at.hour)), let minute = Int(group(at.hour + 1)),
                  let second = Int(group(at.hour + 2)), (1...31).contains(dayOfMonth), hour < 24, minute < 60, second < 61 else { return nil }
            if group(at.year).count == 2 { year += year < 70 ? 2000 : 1900 }
            let components = DateComponents(year: year, month: monthIndex + 1, day: dayOfMonth, hour: hour, minute: minute, second: second)
            return calendar.date(from: components).map { Int($0.timeIntervalSince1970) }
        }
        return nil
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
