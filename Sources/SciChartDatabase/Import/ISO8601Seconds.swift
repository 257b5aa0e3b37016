import SciChart

/// Reads ISO 8601 dates and times as seconds since 1970-01-01T00:00:00Z: `2024-03-01`,
/// `2024-03-01T09:30`, `2024-03-01 09:30:15.25`, with an optional `Z` or `±HH:MM` (or
/// `±HHMM`, `±HH`) offset; no offset is UTC.
enum ISO8601Seconds {
    /// The seconds of `text`, or `nil` when it is not such a date.
    static func parse<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? where Bytes.Index == Int {
        var reader = Reader(bytes: text)
        guard let year = reader.digits(4), reader.take("-"), let month = reader.digits(2), reader.take("-"),
            let day = reader.digits(2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = CivilCalendar.days(year: year, month: Int(month), day: Int(day))
        // Refuse February 30 and the like.
        guard CivilCalendar.date(days: days) == (year, Int(month), Int(day)) else { return nil }
        var seconds = days * 86_400
        var fraction = 0.0
        if reader.take("T") || reader.take(" ") {
            guard let hour = reader.digits(2), reader.take(":"), let minute = reader.digits(2), hour < 24,
                minute < 60
            else { return nil }
            seconds += hour * 3600 + minute * 60
            if reader.take(":") {
                guard let second = reader.digits(2), second < 61 else { return nil }
                seconds += second
                if reader.take(".") || reader.take(",") {
                    let start = reader.position
                    while reader.digit() != nil {}
                    guard reader.position > start,
                        let value = Double("0." + String(decoding: reader.slice(from: start), as: UTF8.self))
                    else { return nil }
                    fraction = value
                }
            }
        }
        if reader.take("Z") {
        } else if let sign: Int64 = reader.take("+") ? 1 : reader.take("-") ? -1 : nil {
            guard let hours = reader.digits(2), hours < 24 else { return nil }
            var minutes: Int64 = 0
            if reader.take(":") {
                guard let value = reader.digits(2) else { return nil }
                minutes = value
            } else if let value = reader.digits(2) {
                minutes = value
            }
            guard minutes < 60 else { return nil }
            seconds -= sign * (hours * 3600 + minutes * 60)
        }
        guard reader.atEnd else { return nil }
        return Double(seconds) + fraction
    }

    /// Walks the bytes of a date.
    private struct Reader<Bytes: Collection<UInt8>> where Bytes.Index == Int {
        let bytes: Bytes
        var position: Int

        init(bytes: Bytes) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var atEnd: Bool { position == bytes.endIndex }

        func slice(from start: Int) -> Bytes.SubSequence { bytes[start..<position] }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.endIndex, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int64? {
            guard position < bytes.endIndex, (48...57).contains(bytes[position]) else { return nil }
            position += 1
            return Int64(bytes[position - 1] - 48)
        }

        mutating func digits(_ count: Int) -> Int64? {
            let start = position
            var value: Int64 = 0
            for _ in 0..<count {
                guard let digit = digit() else {
                    position = start
                    return nil
                }
                value = value * 10 + digit
            }
            return value
        }
    }
}
