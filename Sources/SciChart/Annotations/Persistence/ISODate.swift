/// ISO 8601 UTC timestamps that carry a `Double` of seconds exactly: the fraction is the
/// shortest decimal that reads back as the same `Double`, so saving and loading keep every
/// value.
enum ISODate {
    /// Years ISO 8601 writes without an expansion sign.
    static let years: ClosedRange<Int64> = 1...9999

    /// "2015-07-20T00:00:00Z", "2015-07-20T09:30:00.25Z"; `nil` when the value is not
    /// finite or its year is outside 1...9999.
    static func format(_ seconds: Double) -> String? {
        guard seconds.isFinite else { return nil }
        // The shortest round-trip decimal of the value, split into whole and fraction digits.
        let decimal = plainDecimal(seconds)
        let negative = decimal.hasPrefix("-")
        let digits = negative ? String(decimal.dropFirst()) : decimal
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = Int64(parts[0]) else { return nil }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.hasSuffix("0") { fraction.removeLast() }
        var floorSeconds = negative ? -whole : whole
        if negative && !fraction.isEmpty {
            // -12.25 is 13 seconds before, plus 0.75.
            floorSeconds -= 1
            fraction = complement(fraction)
        }
        guard let fields = CivilCalendar.fields(Double(floorSeconds)), years.contains(fields.year) else {
            return nil
        }
        func two(_ value: Int) -> String { CivilCalendar.twoDigits(value) }
        var text = String(fields.year).leftPadded(to: 4)
        text +=
            "-\(two(fields.month))-\(two(fields.day))T\(two(fields.hour)):\(two(fields.minute)):\(two(fields.second))"
        if !fraction.isEmpty { text += ".\(fraction)" }
        return text + "Z"
    }

    /// The seconds of a timestamp in the form ``format(_:)`` writes (a "Z" or "+00:00"
    /// zone), or `nil` when it is not one.
    static func parse(_ text: String) -> Double? {
        var body = Substring(text)
        if body.hasSuffix("Z") {
            body = body.dropLast()
        } else if body.hasSuffix("+00:00") {
            body = body.dropLast(6)
        } else {
            return nil
        }
        let halves = body.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let year = Int64(date[0]), let month = Int(date[1]), let day = Int(date[2]),
            years.contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let timeAndFraction = halves[1].split(separator: ".", omittingEmptySubsequences: false)
        guard timeAndFraction.count <= 2 else { return nil }
        let time = timeAndFraction[0].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 3, time.allSatisfy({ $0.count == 2 }), let hour = Int(time[0]),
            let minute = Int(time[1]),
            let second = Int(time[2]), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        // Reject dates like February 30, which the day count would roll over.
        guard CivilCalendar.date(days: days) == (year, month, day) else { return nil }
        let floorSeconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        guard timeAndFraction.count == 2 else { return Double(floorSeconds) }
        let fraction = String(timeAndFraction[1])
        // A Double near zero can need a few hundred fraction digits to be exact.
        guard !fraction.isEmpty, fraction.count <= 400, fraction.allSatisfy(\.isASCIIDigitCharacter) else {
            return nil
        }
        if floorSeconds >= 0 { return Double("\(floorSeconds).\(fraction)") }
        // floor + 0.f for a negative floor: -(|floor| - 1).(complement of f).
        var trimmed = fraction
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.isEmpty { return Double(floorSeconds) }
        return Double("-\(-floorSeconds - 1).\(complement(trimmed))")
    }

    /// The digits of 1 - 0.d: "25" gives "75", "125" gives "875".
    private static func complement(_ digits: String) -> String {
        var result: [Character] = []
        var borrow = 0
        for (position, character) in digits.reversed().enumerated() {
            let digit = Int(character.asciiValue! - 48)
            // The last digit subtracts from 10, the others from 9, less any borrow.
            let value = (position == 0 ? 10 : 9) - digit - borrow
            borrow = value < 0 ? 1 : 0
            result.append(Character(String((value + 10) % 10)))
        }
        var text = String(result.reversed())
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// The shortest round-trip decimal of `value`, without an exponent.
    private static func plainDecimal(_ value: Double) -> String {
        let text = "\(value)"
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        let mantissa = text[..<exponentIndex]
        guard let exponent = Int(text[text.index(after: exponentIndex)...]) else { return text }
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? mantissa.dropFirst() : mantissa[...]
        let pieces = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(pieces[0]) + (pieces.count > 1 ? String(pieces[1]) : "")
        var point = pieces[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: -point + 1) + digits
            point = 1
        }
        if point >= digits.count { digits += String(repeating: "0", count: point - digits.count) }
        let whole = digits.prefix(point)
        let fraction = digits.dropFirst(point)
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
