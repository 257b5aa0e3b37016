import Foundation

/// The dates price files write: calendar dates with an optional time and UTC offset, or
/// seconds or milliseconds since 1970. A file keeps to the form of its first row.
enum CSVDates {
    enum Form: Equatable, CustomStringConvertible {
        /// `2016-02-08`, `2016-02-08 15:30`, `2016-02-08T15:30:00.250+02:00`, `20160208`,
        /// `11/5/2019 9:30`.
        case calendar
        /// Seconds since 1970 (`1454889600`, `1454889600.5`).
        case epochSeconds
        /// Milliseconds since 1970 (`1454889600000`).
        case epochMilliseconds

        var description: String {
            switch self {
            case .calendar: "a calendar date"
            case .epochSeconds: "seconds since 1970"
            case .epochMilliseconds: "milliseconds since 1970"
            }
        }
    }

    /// The form of `text`: a number of seconds or milliseconds (told apart by size: 1e11
    /// seconds lie in the year 5138, 1e11 milliseconds in 1973), else a calendar date.
    static func form(of text: String) -> Form {
        guard let value = epochValue(text) else { return .calendar }
        return abs(value) >= 1e11 ? .epochMilliseconds : .epochSeconds
    }

    /// The date `text` gives in `form`, or `nil`.
    static func date(_ text: String, form: Form) -> Date? {
        switch form {
        case .calendar: return calendarDate(text)
        case .epochSeconds: return epochValue(text).map { Date(timeIntervalSince1970: $0) }
        case .epochMilliseconds: return epochValue(text).map { Date(timeIntervalSince1970: $0 / 1000) }
        }
    }

    /// A plain number that is not an eight-digit calendar date (`20160208`).
    private static func epochValue(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.-".contains($0) }),
            text.filter({ $0 == "." }).count <= 1, calendarDate(text) == nil,
            let value = Double(text), value.isFinite, abs(value) < 1e15
        else { return nil }
        return value
    }

    /// A calendar date, read as UTC unless it carries an offset.
    static func calendarDate(_ text: String) -> Date? {
        var rest = Substring(text)
        var offset = 0.0
        if rest.hasSuffix("Z") {
            rest = rest.dropLast()
        } else if let (withoutOffset, seconds) = splitOffset(rest) {
            rest = withoutOffset
            offset = seconds
        }
        let parts = rest.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 1 || parts.count == 2, let (year, month, day) = civilDay(parts[0]) else {
            return nil
        }
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
        else { return nil }
        var seconds = Double(daysSince1970(year: year, month: month, day: day)) * 86_400
        if parts.count == 2 {
            guard let time = timeOfDay(parts[1]) else { return nil }
            seconds += time
        }
        return Date(timeIntervalSince1970: seconds - offset)
    }

    /// Year, month and day of `2016-02-08`, `20160208` or `2/8/2016` (month first).
    private static func civilDay(_ text: Substring) -> (Int, Int, Int)? {
        if text.contains("-") {
            let numbers = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 3, let y = numbers[0], let m = numbers[1], let d = numbers[2] else {
                return nil
            }
            return (y, m, d)
        }
        if text.contains("/") {
            let numbers = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 3, let m = numbers[0], let d = numbers[1], let y = numbers[2] else {
                return nil
            }
            return (y, m, d)
        }
        guard text.count == 8, let number = Int(text) else { return nil }
        return (number / 10_000, number / 100 % 100, number % 100)
    }

    /// Seconds into the day of `15:30`, `15:30:00` or `15:30:00.250`.
    private static func timeOfDay(_ text: Substring) -> Double? {
        let time = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard time.count == 2 || time.count == 3, let hour = time[0], let minute = time[1],
            hour == hour.rounded(), minute == minute.rounded(), (0..<24).contains(hour),
            (0..<60).contains(minute)
        else { return nil }
        let second = time.count == 3 ? time[2] : 0
        guard let second, (0..<61).contains(second) else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// The text before a trailing UTC offset (`+02:00`, `-0500`, `+05`) after a time, and
    /// the offset in seconds.
    private static func splitOffset(_ text: Substring) -> (Substring, Double)? {
        guard let time = text.firstIndex(where: { $0 == "T" || $0 == " " }),
            let sign = text[time...].lastIndex(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        let digits = text[text.index(after: sign)...].filter { $0 != ":" }
        guard [2, 4].contains(digits.count), digits.allSatisfy(\.isNumber), let value = Int(digits) else {
            return nil
        }
        let (hours, minutes) = digits.count == 2 ? (value, 0) : (value / 100, value % 100)
        guard hours <= 14, minutes < 60 else { return nil }
        let seconds = Double(hours * 3600 + minutes * 60)
        return (
            text[..<sign].trimmingCharacters(in: .whitespaces)[...], text[sign] == "-" ? -seconds : seconds
        )
    }

    /// The number of days in `month` (1-12) of `year`, leap years counted.
    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar: whole 400-year
    /// cycles of 146,097 days, then years of a cycle counted from March so that the leap day
    /// comes last.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month > 2 ? year : year - 1
        let cycle = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfCycle = shifted - cycle * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        return cycle * 146_097 + dayOfCycle - 719_468
    }
}
