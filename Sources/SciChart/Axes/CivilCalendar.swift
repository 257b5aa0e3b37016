/// Gregorian calendar arithmetic on seconds since 1970, independent of the locale and of
/// Foundation's calendars, so labels and tick positions are the same on every machine.
package enum CivilCalendar {
    static let secondsPerDay: Int64 = 86_400

    /// A date split into fields.
    struct Fields: Equatable {
        var year: Int64
        var month: Int  // 1...12
        var day: Int  // 1...31
        var hour: Int
        var minute: Int
        var second: Int
        var weekday: Int  // 0 = Monday ... 6 = Sunday
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    package static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let adjustedYear = month <= 2 ? year - 1 : year
        let era = (adjustedYear >= 0 ? adjustedYear : adjustedYear - 399) / 400
        let yearOfEra = adjustedYear - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a day count since 1970-01-01.
    package static func date(days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The fields of `seconds` (already shifted to local time), or `nil` beyond ±10^13 s.
    static func fields(_ seconds: Double) -> Fields? {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return nil }
        let whole = Int64(seconds.rounded(.down))
        let days = floorDiv(whole, secondsPerDay)
        let secondOfDay = Int(whole - days * secondsPerDay)
        let (year, month, day) = date(days: days)
        let weekday = Int(floorMod(days + 3, 7))  // 1970-01-01 was a Thursday
        return Fields(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60,
            second: secondOfDay % 60, weekday: weekday)
    }

    static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    static func floorMod(_ value: Int64, _ divisor: Int64) -> Int64 {
        value - floorDiv(value, divisor) * divisor
    }

    static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
