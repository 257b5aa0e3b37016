import Foundation

extension SCICSVPriceTable {
    /// Reads the rows after the header, checking each as it goes.
    struct RowReader {
        let path: String
        let tokenizer: CSVTokenizer
        let date: Int
        let repair: Bool
        /// The header's names, for messages.
        let names: [String]
        /// The price columns: open, high, low and close, or close alone.
        var columns: [Int] = []
        var volumeColumn: Int?
        /// The form of the first row's date, which every row keeps to.
        private var form: CSVDates.Form?
        private var lastDateLine = 0
        /// Whether the rows go back in time (set by the second row).
        private var isNewestFirst: Bool?
        private var ranges: [Range<Int>] = []

        init(path: String, tokenizer: CSVTokenizer, date: Int, repair: Bool, names: [String]) {
            self.path = path
            self.tokenizer = tokenizer
            self.date = date
            self.repair = repair
            self.names = names
        }

        private func failure(_ line: Int, column: Int? = nil, _ reason: String) -> SCICSVPriceError {
            SCICSVPriceError(path: path, line: line, column: column.map { name($0) }, reason: reason)
        }

        mutating func read(
            _ bytes: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>], into table: inout SCICSVPriceTable
        ) throws(SCICSVPriceError) {
            let filled = lines.indices.dropFirst().filter { !CSVLines.isBlank(bytes, lines[$0]) }
            for offset in filled {
                let number = offset + 1
                guard tokenizer.split(bytes, lines[offset], into: &ranges) else {
                    throw failure(number, "a quoted field is not closed; close it or take the quote out")
                }
                // A note of one field after the rows (barchart.com ends its files with
                // "Downloaded from Barchart.com as of ..."): not a bar.
                if offset == filled.last, !table.dates.isEmpty, ranges.count == 1 {
                    table.footerLine = number
                    continue
                }
                try readRow(ranges.map { CSVTokenizer.text(bytes, $0) }, number: number, into: &table)
            }
            table.wasNewestFirst = isNewestFirst == true
        }

        /// The header's name of column `index`.
        private func name(_ index: Int) -> String {
            names.indices.contains(index) && !names[index].isEmpty ? names[index] : "column \(index + 1)"
        }

        /// Whether a field says there is no value (Yahoo's "null").
        private static func isEmpty(_ field: String) -> Bool {
            ["", "null", "nan", "n/a", "-"].contains(field.lowercased())
        }

        private mutating func readRow(_ fields: [String], number: Int, into table: inout SCICSVPriceTable)
            throws(SCICSVPriceError)
        {
            let needed = max(date, columns.max() ?? 0, volumeColumn ?? 0)
            guard fields.count > needed else {
                throw failure(
                    number, column: needed,
                    "\(fields.count) fields, fewer than the header's; the row lacks column \(name(needed))")
            }
            let form = self.form ?? CSVDates.form(of: fields[date])
            self.form = form
            guard let day = CSVDates.date(fields[date], form: form) else {
                throw failure(
                    number, column: date,
                    "\"\(fields[date].prefix(40))\" in column \(name(date)) is not a date "
                        + (form == .calendar
                            ? "(YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS+HH:MM, YYYYMMDD or M/D/YYYY H:MM)"
                            : "in the form of the first row (\(form))"))
            }
            // A row without prices (Yahoo's "null" on a day without trading) is left out.
            if columns.allSatisfy({ Self.isEmpty(fields[$0]) }) {
                table.emptyRows.append(number)
                return
            }
            var values: [Double] = []
            let decimalComma = tokenizer.separator == UInt8(ascii: ";")
            for index in columns {
                guard let value = CSVNumbers.number(fields[index], decimalComma: decimalComma) else {
                    throw failure(
                        number, column: index,
                        "\"\(fields[index].prefix(40))\" in column \(name(index)) is not a number")
                }
                values.append(value)
            }
            var volume: Double?
            if let volumeColumn {
                let field = fields[volumeColumn]
                volume = Self.isEmpty(field) ? .nan : CSVNumbers.number(field, decimalComma: decimalComma)
                guard volume != nil else {
                    throw failure(
                        number, column: volumeColumn,
                        "\"\(field.prefix(40))\" in column \(name(volumeColumn)) is not a number")
                }
            }
            try checkOrder(day, dateText: fields[date], number: number, after: table.dates.last)
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
            if let volume { table.volume?.append(volume) }
        }

        /// Checks that `day` goes the file's way in time from `last`, one bar a date: the
        /// first two rows say which way the file runs; every row keeps to it.
        private mutating func checkOrder(_ day: Date, dateText: String, number: Int, after last: Date?)
            throws(SCICSVPriceError)
        {
            defer { lastDateLine = number }
            guard let last else { return }
            if day == last {
                throw failure(
                    number, column: date,
                    "\"\(dateText.prefix(40))\" repeats the date of line \(lastDateLine); keep one row a date"
                )
            }
            let isBack = day < last
            if let isNewestFirst, isNewestFirst != isBack {
                throw failure(
                    number, column: date,
                    isNewestFirst
                        ? "dates must keep going back in time, as the file's first rows do (newest first); "
                            + "sort the file by date"
                        : "dates must not go back in time; sort the file by date")
            }
            isNewestFirst = isBack
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
