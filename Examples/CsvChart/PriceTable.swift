import Foundation

/// Bars read from a CSV file with a header row: a date column, and either open, high, low
/// and close columns (candles) or a close column alone (a line). Columns are found by name,
/// in any order and any case; other columns are ignored.
struct PriceTable {
    var dates: [Date] = []
    var open: [Double] = []
    var high: [Double] = []
    var low: [Double] = []
    var close: [Double] = []
    /// Whether the file has open, high and low as well as close.
    var hasCandles = false

    /// What is wrong with a file, said so that its owner can fix it.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `url`, or throws a ``ReadError`` naming the file, and the line when one is bad.
    static func read(_ url: URL) throws -> PriceTable {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(description: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw ReadError(description: "\(path): is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= 512 * 1024 * 1024 else { throw ReadError(description: "\(path): larger than 512 MB") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError(description: "\(path): cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReadError(description: "\(path): not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses CSV text; `path` names the file in errors.
    static func parse(_ text: String, path: String) throws -> PriceTable {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let header = lines.first, !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ReadError(
                description: "\(path): empty; expected a header row such as Date,Open,High,Low,Close")
        }
        let names = header.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        guard let dateColumn = column("date") ?? column("time") ?? column("datetime") else {
            throw ReadError(
                description: "\(path):1: no Date column in the header (\(header.prefix(80))); expected "
                    + "Date and Close, or Date, Open, High, Low and Close")
        }
        guard let closeColumn = column("close") else {
            throw ReadError(description: "\(path):1: no Close column in the header (\(header.prefix(80)))")
        }
        let ohlc = (column("open"), column("high"), column("low"))
        var table = PriceTable()
        if case (let open?, let high?, let low?) = ohlc {
            table.hasCandles = true
            try table.readRows(lines, path: path, date: dateColumn, columns: [open, high, low, closeColumn])
        } else {
            try table.readRows(lines, path: path, date: dateColumn, columns: [closeColumn])
        }
        guard !table.dates.isEmpty else { throw ReadError(description: "\(path): no rows after the header") }
        return table
    }

    private mutating func readRows(_ lines: [Substring], path: String, date: Int, columns: [Int]) throws {
        for (offset, line) in lines.enumerated().dropFirst() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let number = offset + 1
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count > max(date, columns.max() ?? 0) else {
                throw ReadError(
                    description: "\(path):\(number): \(fields.count) fields, fewer than the header's")
            }
            guard let day = Self.date(fields[date]) else {
                throw ReadError(
                    description: "\(path):\(number): \"\(fields[date].prefix(40))\" is not a date "
                        + "(YYYY-MM-DD, YYYY-MM-DDTHH:MM:SSZ or M/D/YYYY H:MM)")
            }
            var values: [Double] = []
            for index in columns {
                guard let value = Double(fields[index]), value.isFinite else {
                    throw ReadError(
                        description: "\(path):\(number): \"\(fields[index].prefix(40))\" is not a number")
                }
                values.append(value)
            }
            if let last = dates.last, day < last {
                throw ReadError(description: "\(path):\(number): dates must not go back in time")
            }
            dates.append(day)
            if values.count == 4 {
                open.append(values[0])
                high.append(values[1])
                low.append(values[2])
            }
            close.append(values[values.count - 1])
        }
    }

    /// A date in one of the forms market data comes in, read as UTC: `2016-02-08`,
    /// `2016-02-08 15:30`, `2016-02-08T15:30:00Z` or `11/5/2019 9:30`.
    static func date(_ text: String) -> Date? {
        let trimmed = text.hasSuffix("Z") ? text.dropLast() : Substring(text)
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let year: Int
        let month: Int
        let day: Int
        if parts[0].contains("-") {
            let numbers = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 3, let y = numbers[0], let m = numbers[1], let d = numbers[2] else {
                return nil
            }
            (year, month, day) = (y, m, d)
        } else {
            let numbers = parts[0].split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 3, let m = numbers[0], let d = numbers[1], let y = numbers[2] else {
                return nil
            }
            (year, month, day) = (y, m, d)
        }
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
        else { return nil }
        var seconds = Double(daysSince1970(year: year, month: month, day: day)) * 86_400
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard time.count == 2 || time.count == 3, let hour = time[0], let minute = time[1],
                (0..<24).contains(hour), (0..<60).contains(minute)
            else { return nil }
            let second = time.count == 3 ? time[2] : 0
            guard let second, (0..<61).contains(second) else { return nil }
            seconds += hour * 3600 + minute * 60 + second
        }
        return Date(timeIntervalSince1970: seconds)
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
