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
    static func read(_ url: URL, repair: Bool = false) throws -> PriceTable {
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
        return try parse(text, path: path, repair: repair)
    }

    /// Parses CSV text; `path` names the file in errors. With `repair`, a bar whose open or
    /// close lies outside its high and low, or whose high is below its low, is widened to
    /// hold all four (and listed in ``repaired``) instead of refused.
    static func parse(_ text: String, path: String, repair: Bool = false) throws -> PriceTable {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let header = lines.first, !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ReadError(
                description: "\(path): empty; expected a header row such as Date,Open,High,Low,Close")
        }
        let separator = CsvFields.separator(of: header)
        let names: [String]
        do {
            names = try CsvFields.split(header, separator: separator).map { $0.lowercased() }
        } catch let error as CsvFields.QuoteError {
            throw ReadError(description: "\(path):1: \(error.description)")
        }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        guard let dateColumn = column("date") ?? column("time") ?? column("datetime") ?? column("timestamp")
        else {
            throw ReadError(
                description: "\(path):1: no Date column in the header (\(header.prefix(80))); expected "
                    + "Date and Close, or Date, Open, High, Low and Close")
        }
        guard let closeColumn = column("close") else {
            throw ReadError(description: "\(path):1: no Close column in the header (\(header.prefix(80)))")
        }
        let ohlc = (column("open"), column("high"), column("low"))
        var table = PriceTable()
        var reader = RowReader(path: path, separator: separator, date: dateColumn, repair: repair)
        if case (let open?, let high?, let low?) = ohlc {
            table.hasCandles = true
            reader.columns = [open, high, low, closeColumn]
        } else {
            reader.columns = [closeColumn]
        }
        try reader.read(lines, into: &table)
        guard !table.dates.isEmpty else { throw ReadError(description: "\(path): no rows after the header") }
        return table
    }

    /// The lines of bars `repair` widened.
    var repaired: [Int] = []

    /// Reads the rows after the header, checking each as it goes.
    private struct RowReader {
        let path: String
        let separator: Character
        let date: Int
        let repair: Bool
        var columns: [Int] = []
        /// The form of the first row's date, which every row keeps to.
        var form: CsvDates.Form?
        var lastDateLine = 0

        init(path: String, separator: Character, date: Int, repair: Bool) {
            self.path = path
            self.separator = separator
            self.date = date
            self.repair = repair
        }

        func failure(_ line: Int, _ message: String) -> ReadError {
            ReadError(description: "\(path):\(line): \(message)")
        }

        mutating func read(_ lines: [Substring], into table: inout PriceTable) throws {
            for (offset, line) in lines.enumerated().dropFirst() {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                try readRow(line, number: offset + 1, into: &table)
            }
        }

        private mutating func readRow(_ line: Substring, number: Int, into table: inout PriceTable) throws {
            let fields: [String]
            do {
                fields = try CsvFields.split(line, separator: separator)
            } catch let error as CsvFields.QuoteError {
                throw failure(number, error.description)
            }
            guard fields.count > max(date, columns.max() ?? 0) else {
                throw failure(number, "\(fields.count) fields, fewer than the header's")
            }
            let form = self.form ?? CsvDates.form(of: fields[date])
            self.form = form
            guard let day = CsvDates.date(fields[date], form: form) else {
                throw failure(
                    number,
                    "\"\(fields[date].prefix(40))\" is not a date "
                        + (form == .calendar
                            ? "(YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS+HH:MM, YYYYMMDD or M/D/YYYY H:MM)"
                            : "in the form of the first row (\(form))"))
            }
            var values: [Double] = []
            for index in columns {
                guard let value = CsvFields.number(fields[index], decimalComma: separator == ";") else {
                    throw failure(number, "\"\(fields[index].prefix(40))\" is not a number")
                }
                values.append(value)
            }
            if let last = table.dates.last {
                if day < last { throw failure(number, "dates must not go back in time") }
                if day == last {
                    throw failure(
                        number, "\"\(fields[date].prefix(40))\" repeats the date of line \(lastDateLine)")
                }
            }
            lastDateLine = number
            if values.count == 4 {
                let (open, close) = (values[0], values[3])
                var (high, low) = (values[1], values[2])
                if let problem = Self.problem(open: open, high: high, low: low, close: close) {
                    guard repair else {
                        throw failure(number, problem + " (--repair widens such bars to hold their prices)")
                    }
                    (high, low) = (max(open, high, low, close), min(open, high, low, close))
                    table.repaired.append(number)
                }
                table.open.append(open)
                table.high.append(high)
                table.low.append(low)
            }
            table.dates.append(day)
            table.close.append(values[values.count - 1])
        }

        /// What is wrong with a bar's prices, or `nil`.
        static func problem(open: Double, high: Double, low: Double, close: Double) -> String? {
            if high < low { return "high \(high) is below low \(low)" }
            if open < low || open > high { return "open \(open) lies outside low \(low) to high \(high)" }
            if close < low || close > high { return "close \(close) lies outside low \(low) to high \(high)" }
            return nil
        }
    }
}
