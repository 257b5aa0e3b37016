import Foundation

/// Bars read from a CSV file with a header row: a date column, and either open, high, low
/// and close columns (candles) or a close column alone (a line). Columns are found by the
/// names exporters give them (see ``PriceColumns``), in any order and any case, or named by
/// the user; other columns are ignored. A file written newest first is read in reverse.
struct PriceTable {
    var dates: [Date] = []
    var open: [Double] = []
    var high: [Double] = []
    var low: [Double] = []
    var close: [Double] = []
    /// Whether the file has open, high and low as well as close.
    var hasCandles = false
    /// Whether the file lists its bars newest first (they are kept oldest first).
    var wasNewestFirst = false
    /// The lines of rows without prices (Yahoo writes "null" for a day without trading),
    /// left out.
    var emptyRows: [Int] = []
    /// The line of a note after the rows (barchart.com's "Downloaded from ..."), left out.
    var footerLine: Int?

    /// What is wrong with a file, said so that its owner can fix it.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `url`, or throws a ``ReadError`` naming the file, and the line when one is bad.
    static func read(_ url: URL, columns: PriceColumns = PriceColumns(), repair: Bool = false) throws
        -> PriceTable
    {
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
        return try parse(text, path: path, columns: columns, repair: repair)
    }

    /// Parses CSV text; `path` names the file in errors. With `repair`, a bar whose open or
    /// close lies outside its high and low, or whose high is below its low, is widened to
    /// hold all four (and listed in ``repaired``) instead of refused.
    static func parse(
        _ text: String, path: String, columns: PriceColumns = PriceColumns(), repair: Bool = false
    )
        throws -> PriceTable
    {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let header = lines.first, !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ReadError(
                description: "\(path): empty; expected a header row such as Date,Open,High,Low,Close")
        }
        let separator = CsvFields.separator(of: header)
        let names: [String]
        do {
            names = try CsvFields.split(header, separator: separator)
        } catch let error as CsvFields.QuoteError {
            throw ReadError(description: "\(path):1: \(error.description)")
        }
        let found: [PriceColumns.Field: Int]
        do {
            found = try columns.indices(in: names)
        } catch {
            throw ReadError(
                description:
                    "\(path):1: no column \"\(error.named ?? "")\" for \(error.field.option) in the header "
                    + "(\(header.prefix(80)))")
        }
        guard let dateColumn = found[.date] else {
            throw ReadError(
                description: "\(path):1: no Date column in the header (\(header.prefix(80))); expected "
                    + "Date and Close, or Date, Open, High, Low and Close; name it with --date COLUMN")
        }
        guard let closeColumn = found[.close] else {
            throw ReadError(
                description: "\(path):1: no Close column in the header (\(header.prefix(80))); name it with "
                    + "--close COLUMN (Last, Price, Close/Last and Adj Close are read as Close)")
        }
        var table = PriceTable()
        var reader = RowReader(path: path, separator: separator, date: dateColumn, repair: repair)
        if case (let open?, let high?, let low?) = (found[.open], found[.high], found[.low]) {
            table.hasCandles = true
            reader.columns = [open, high, low, closeColumn]
        } else {
            reader.columns = [closeColumn]
        }
        reader.names = names
        try reader.read(lines, into: &table)
        guard !table.dates.isEmpty else { throw ReadError(description: "\(path): no rows after the header") }
        if table.wasNewestFirst { table.reverse() }
        return table
    }

    /// The bars oldest first, for a file read newest first.
    private mutating func reverse() {
        dates.reverse()
        open.reverse()
        high.reverse()
        low.reverse()
        close.reverse()
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
        /// The header's names, for messages.
        var names: [String] = []
        /// The form of the first row's date, which every row keeps to.
        var form: CsvDates.Form?
        var lastDateLine = 0
        /// Whether the rows go back in time (set by the second row).
        var isNewestFirst: Bool?

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
            let filled = lines.indices.dropFirst().filter {
                !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty
            }
            for offset in filled {
                let line = lines[offset]
                // A note of one field after the rows (barchart.com ends its files with
                // "Downloaded from Barchart.com as of ..."): not a bar.
                if offset == filled.last, !table.dates.isEmpty,
                    (try? CsvFields.split(line, separator: separator).count) == 1
                {
                    table.footerLine = offset + 1
                    continue
                }
                try readRow(line, number: offset + 1, into: &table)
            }
            table.wasNewestFirst = isNewestFirst == true
        }

        /// The header's name of column `index`.
        private func name(_ index: Int) -> String {
            names.indices.contains(index) ? names[index] : "column \(index + 1)"
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
            // A row without prices (Yahoo's "null" on a day without trading) is left out.
            if columns.allSatisfy({ ["", "null", "nan", "n/a", "-"].contains(fields[$0].lowercased()) }) {
                table.emptyRows.append(number)
                return
            }
            var values: [Double] = []
            for index in columns {
                guard let value = CsvFields.number(fields[index], decimalComma: separator == ";") else {
                    throw failure(
                        number, "\"\(fields[index].prefix(40))\" in column \(name(index)) is not a number")
                }
                values.append(value)
            }
            if let last = table.dates.last {
                if day == last {
                    throw failure(
                        number, "\"\(fields[date].prefix(40))\" repeats the date of line \(lastDateLine)")
                }
                // The first two rows say which way the file runs; every row keeps to it.
                let isBack = day < last
                if let isNewestFirst, isNewestFirst != isBack {
                    throw failure(
                        number,
                        isNewestFirst
                            ? "dates must keep going back in time, as the file's first rows do (newest first)"
                            : "dates must not go back in time")
                }
                isNewestFirst = isBack
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
