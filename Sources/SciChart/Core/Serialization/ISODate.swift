/// ISO 8601 UTC timestamps that carry a `Double` of seconds exactly: the fraction is the
/// shortest decimal that reads back as the same `Double`, so saving and loading keep every
/// value.
///
/// Years 0 to 9999 have four digits; the others, back to the dawn of time and far into the
/// future, ISO 8601's expanded form: a sign and six digits ("-000044-03-15T00:00:00Z" is 45
/// BC, the year before 1 AD being 0), as JavaScript writes them.
enum ISODate {
    /// Years written with four digits and no sign.
    static let years: ClosedRange<Int64> = 0...9999
    /// Years written in the expanded form, with a sign and six digits.
    static let expandedYears: ClosedRange<Int64> = -999_999...999_999

    /// "2015-07-20T00:00:00Z", "2015-07-20T09:30:00.25Z", "-000001-01-01T00:00:00Z"; `nil`
    /// when the value is not finite or too far from 1970 for a calendar date (about 300,000
    /// years).
    static func format(_ seconds: Double) -> String? {
        guard seconds.isFinite else { return nil }
        // The shortest round-trip decimal of the value, split into whole and fraction digits.
        let decimal = plainDecimal(seconds)
        let negative = decimal.hasPrefix("-")
        let digits = negative ? String(decimal.dropFirst()) : decimal
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = Int64(parts[0]) else { return nil }
        var fraction = parts.count > 1 ? Array(parts[1].utf8) : []
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        var floorSeconds = negative ? -whole : whole
        var fractionText = String(decoding: fraction, as: UTF8.self)
        if negative && !fraction.isEmpty {
            // -12.25 is 13 seconds before, plus 0.75.
            floorSeconds -= 1
            fractionText = complement(fraction)
        }
        guard let fields = CivilCalendar.fields(Double(floorSeconds)), expandedYears.contains(fields.year)
        else {
            return nil
        }
        func two(_ value: Int) -> String { CivilCalendar.twoDigits(value) }
        var text =
            years.contains(fields.year)
            ? String(fields.year).leftPadded(to: 4)
            : (fields.year < 0 ? "-" : "+") + String(fields.year.magnitude).leftPadded(to: 6)
        text +=
            "-\(two(fields.month))-\(two(fields.day))T\(two(fields.hour)):\(two(fields.minute)):\(two(fields.second))"
        if !fractionText.isEmpty { text += ".\(fractionText)" }
        return text + "Z"
    }

    /// The seconds of a timestamp in the form ``format(_:)`` writes (a "Z" or "+00:00"
    /// zone), or `nil` when it is not one. Every field is ASCII digits only, but for the sign
    /// of an expanded year.
    static func parse(_ text: String) -> Double? {
        var bytes = Array(text.utf8)
        // An expanded year: its sign and six digits, then the form of four-digit years.
        var expanded: Int64?
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            guard bytes.count > 7, let magnitude = digits(bytes[1..<7]) else { return nil }
            expanded = sign == UInt8(ascii: "-") ? -magnitude : magnitude
            bytes.replaceSubrange(0..<7, with: Array("0000".utf8))
        }
        if bytes.last == UInt8(ascii: "Z") {
            bytes.removeLast()
        } else if bytes.count >= 6, bytes[(bytes.count - 6)...].elementsEqual("+00:00".utf8) {
            bytes.removeLast(6)
        } else {
            return nil
        }
        // "YYYY-MM-DDTHH:MM:SS", then "." and the fraction's digits.
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = digits(bytes[0..<4]), let month = digits(bytes[5..<7]),
            let day = digits(bytes[8..<10]),
            let hour = digits(bytes[11..<13]), let minute = digits(bytes[14..<16]),
            let second = digits(bytes[17..<19]),
            years.contains(year), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 60
        else { return nil }
        let fullYear = expanded ?? year
        let days = CivilCalendar.days(year: fullYear, month: Int(month), day: Int(day))
        // Reject dates like February 30, which the day count would roll over.
        guard CivilCalendar.date(days: days) == (fullYear, Int(month), Int(day)) else { return nil }
        let floorSeconds = days * 86_400 + hour * 3600 + minute * 60 + second
        guard bytes.count > 19 else { return Double(floorSeconds) }
        let fraction = bytes[20...]
        // A Double near zero can need a few hundred fraction digits to be exact.
        guard bytes[19] == UInt8(ascii: "."), !fraction.isEmpty, fraction.count <= 400,
            fraction.allSatisfy(isDigit)
        else { return nil }
        if floorSeconds >= 0 { return Double("\(floorSeconds).\(String(decoding: fraction, as: UTF8.self))") }
        // floor + 0.f for a negative floor: -(|floor| - 1).(complement of f).
        var end = bytes.count
        while end > 20, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
        if end == 20 { return Double(floorSeconds) }
        return Double("-\(-floorSeconds - 1).\(complement(bytes[20..<end]))")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The value of a short run of ASCII digits (no sign), or `nil`.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The digits of 1 - 0.d, for digits without trailing zeros: "25" gives "75", "125"
    /// gives "875".
    private static func complement<Digits: Collection<UInt8>>(_ digits: Digits) -> String {
        var result = Array(digits)
        // 9 - d for each digit but the last, 10 - d for the last: never a borrow.
        for index in result.indices {
            result[index] = UInt8(ascii: "9") + UInt8(ascii: "0") - result[index]
        }
        result[result.count - 1] += 1
        return String(decoding: result, as: UTF8.self)
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
