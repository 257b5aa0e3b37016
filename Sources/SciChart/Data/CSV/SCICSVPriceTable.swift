import Foundation

/// Bars read from a CSV price file with a header row: a date column, and either open, high,
/// low and close columns (candles) or a close column alone (a line), and a volume when the
/// file has one.
///
/// Columns are found by the names exporters give them (see ``SCICSVPriceColumns``), in any
/// order and any case, or named by the user; other columns are ignored. Fields may be
/// separated by commas, semicolons or tabs (found from the header), quoted, and numbers
/// written with thousands separators (and a decimal comma where fields are separated by
/// semicolons). Dates are calendar dates, with a time and a UTC offset or not (none is
/// UTC), or seconds or milliseconds since 1970, each row in the form of the first. Rows go
/// one way in time, one bar a date: a file written newest first (barchart.com's) is read in
/// reverse and says so in ``wasNewestFirst``. Rows without prices (Yahoo's "null") and a
/// one-field note after the rows are left out and listed. A bar whose high is below its low,
/// or whose open or close lies outside them, is refused unless repairs are asked for.
///
/// ```swift
/// let table = try SCICSVPriceTable.read(path: "SPY.csv")
/// let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
/// candles.append(x: table.dates, open: table.open, high: table.high, low: table.low, close: table.close)
/// ```
public struct SCICSVPriceTable: Sendable, Equatable {
    /// The bars' dates, oldest first.
    public internal(set) var dates: [Date] = []
    /// The bars' opens (empty without ``hasCandles``).
    public internal(set) var open: [Double] = []
    /// The bars' highs (empty without ``hasCandles``).
    public internal(set) var high: [Double] = []
    /// The bars' lows (empty without ``hasCandles``).
    public internal(set) var low: [Double] = []
    /// The bars' closes.
    public internal(set) var close: [Double] = []
    /// The bars' volumes, when the file has a volume column (NaN where a row leaves it
    /// empty).
    public internal(set) var volume: [Double]?
    /// Whether the file has open, high and low as well as close.
    public internal(set) var hasCandles = false
    /// Whether the file lists its bars newest first (they are kept oldest first).
    public internal(set) var wasNewestFirst = false
    /// The lines of rows without prices (Yahoo writes "null" for a day without trading),
    /// left out.
    public internal(set) var emptyRows: [Int] = []
    /// The line of a note after the rows (barchart.com's "Downloaded from ..."), left out.
    public internal(set) var footerLine: Int?
    /// The lines of bars widened to hold their prices (with `repairingBars`).
    public internal(set) var repaired: [Int] = []

    /// The bars' dates in seconds since 1970, as a chart's x values.
    public var xValues: [Double] { dates.map(\.timeIntervalSince1970) }

    /// The largest file read, in bytes.
    public static let largestFile = 512 * 1024 * 1024

    /// Reads the file at `path`, with `columns`; with `repairingBars`, a bar whose open or
    /// close lies outside its high and low, or whose high is below its low, is widened to hold
    /// all four (and listed in ``repaired``) instead of refused.
    public static func read(
        path: String, columns: SCICSVPriceColumns = SCICSVPriceColumns(), repairingBars: Bool = false
    ) throws(SCICSVPriceError) -> SCICSVPriceTable {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SCICSVPriceError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw SCICSVPriceError(path: path, reason: "is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= largestFile else {
            throw SCICSVPriceError(
                path: path,
                reason: "larger than 512 MB; import it into a database (SCICSVPointReader) instead")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SCICSVPriceError(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        return try parse([UInt8](data), path: path, columns: columns, repairingBars: repairingBars)
    }

    /// Reads CSV `text`; `path` names it in errors.
    public static func parse(
        _ text: String, path: String, columns: SCICSVPriceColumns = SCICSVPriceColumns(),
        repairingBars: Bool = false
    ) throws(SCICSVPriceError) -> SCICSVPriceTable {
        try parse(Array(text.utf8), path: path, columns: columns, repairingBars: repairingBars)
    }

    /// Reads CSV `bytes` (UTF-8); `path` names them in errors.
    static func parse(
        _ bytes: [UInt8], path: String, columns: SCICSVPriceColumns, repairingBars: Bool
    ) throws(SCICSVPriceError) -> SCICSVPriceTable {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SCICSVPriceError(path: path, reason: "not UTF-8 text; save it as UTF-8 CSV")
        }
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SCICSVPriceError) -> SCICSVPriceTable in
                try parse(buffer, path: path, columns: columns, repairingBars: repairingBars)
            }
        }
        return try result.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, columns: SCICSVPriceColumns, repairingBars: Bool
    ) throws(SCICSVPriceError) -> SCICSVPriceTable {
        let lines = CSVLines.split(bytes)
        guard let header = lines.first, !CSVLines.isBlank(bytes, header) else {
            throw SCICSVPriceError(
                path: path, line: nil, reason: "empty; expected a header row such as Date,Open,High,Low,Close"
            )
        }
        let tokenizer = CSVTokenizer(separator: CSVTokenizer.separator(ofHeader: bytes, header))
        var ranges: [Range<Int>] = []
        let headerText = String(decoding: UnsafeBufferPointer(rebasing: bytes[header]), as: UTF8.self)
        guard tokenizer.split(bytes, header, into: &ranges) else {
            throw SCICSVPriceError(path: path, line: 1, reason: "a quoted field is not closed")
        }
        let names = ranges.map { CSVTokenizer.text(bytes, $0) }
        let (found, missing) = columns.indices(in: names)
        if let missing {
            throw SCICSVPriceError(
                path: path, line: 1,
                reason:
                    "no column \"\(columns.named[missing] ?? "")\" for the \(missing.rawValue) in the header "
                    + "(\(headerText.prefix(80))); name one of its columns")
        }
        guard let dateColumn = found[.date] else {
            throw SCICSVPriceError(
                path: path, line: 1,
                reason: "no Date column in the header (\(headerText.prefix(80))); expected "
                    + "Date and Close, or Date, Open, High, Low and Close; name it with --date COLUMN")
        }
        guard let closeColumn = found[.close] else {
            throw SCICSVPriceError(
                path: path, line: 1,
                reason: "no Close column in the header (\(headerText.prefix(80))); name it with "
                    + "--close COLUMN (Last, Price, Close/Last and Adj Close are read as Close)")
        }
        var table = SCICSVPriceTable()
        var reader = RowReader(
            path: path, tokenizer: tokenizer, date: dateColumn, repair: repairingBars, names: names)
        if case (let open?, let high?, let low?) = (found[.open], found[.high], found[.low]) {
            table.hasCandles = true
            reader.columns = [open, high, low, closeColumn]
        } else {
            reader.columns = [closeColumn]
        }
        reader.volumeColumn = found[.volume]
        if reader.volumeColumn != nil { table.volume = [] }
        try reader.read(bytes, lines, into: &table)
        guard !table.dates.isEmpty else {
            throw SCICSVPriceError(path: path, reason: "no rows after the header")
        }
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
        volume?.reverse()
    }
}
