import SciChart

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the points of a CSV file a buffer at a time (a file of any size; nothing
/// proportional to it is kept): an x and a y column, by default the first two.
///
/// The first line is a header when its x field is neither a number nor a date. An x is a
/// finite number or an ISO 8601 date and time (`2024-03-01T09:30:00Z`; no offset is UTC), read
/// as seconds since 1970; `inf` or `nan` in the x column is a bad row. An empty y, `NaN`, `null` or `NULL` is a gap. Empty lines are
/// skipped. A line that cannot be read is `SCIPointStoreError.badRow` with
/// its line number, from 1.
public final class SCICSVPointReader {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String
    private let xColumn: Int
    private let yColumn: Int
    private let tokenizer: CSVTokenizer
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEndOfFile = false
    private var fieldRanges: [Range<Int>] = []

    /// The header line's fields, when the file has one.
    public private(set) var header: [String]?
    /// The line number (from 1) of the last line read.
    public private(set) var line: Int64 = 0
    /// The bytes read from the file so far.
    public private(set) var bytesRead: Int64 = 0
    /// The file's size, when known.
    public let bytesTotal: Int64?

    /// The longest line taken, in bytes.
    public static let longestLine = 1 << 20

    /// Opens the CSV file at `path`, reading x from column `xColumn` and y from `yColumn`
    /// (from 0), fields separated by `separator`.
    public init(
        path: String, xColumn: Int = 0, yColumn: Int = 1, separator: Unicode.Scalar = ","
    ) throws(SCIPointStoreError) {
        // A line holds at most as many fields as it holds bytes, plus one.
        let columns = 0...Self.longestLine
        guard columns.contains(xColumn), columns.contains(yColumn), xColumn != yColumn else {
            throw .badRow(
                line: 1,
                reason: "the x and y columns must be two different columns from 0 to \(Self.longestLine)")
        }
        guard separator.isASCII, separator != "\"", separator != "\n", separator != "\r" else {
            throw .badRow(
                line: 1, reason: "the separator must be one ASCII character other than a quote or newline")
        }
        guard let file = fopen(path, "rb") else {
            throw .cannotOpen("the file \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(fileno(file), &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            fclose(file)
            throw .cannotOpen("the file \(path): it is a folder")
        }
        bytesTotal = status.st_size > 0 ? Int64(status.st_size) : nil
        self.file = file
        self.path = path
        self.xColumn = xColumn
        self.yColumn = yColumn
        tokenizer = CSVTokenizer(separator: UInt8(separator.value))
        buffer = Array(repeating: 0, count: Self.longestLine + 1 << 16)
    }

    deinit { fclose(file) }

    /// The next line's bytes (without the newline or carriage return), or `nil` at the end.
    private func nextLine() throws(SCIPointStoreError) -> Range<Int>? {
        while true {
            if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                let range = start..<newline
                start = newline + 1
                line += 1
                return trimmedCarriageReturn(range)
            }
            if atEndOfFile {
                guard start < end else { return nil }
                let range = start..<end
                start = end
                line += 1
                return trimmedCarriageReturn(range)
            }
            // Move the partial line to the front and read more.
            if start > 0 {
                buffer.withUnsafeMutableBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return }
                    memmove(base, base + start, end - start)
                }
                end -= start
                start = 0
            }
            guard end < buffer.count else {
                throw .badRow(line: line + 1, reason: "the line is longer than \(Self.longestLine) bytes")
            }
            let read = buffer.withUnsafeMutableBufferPointer { bytes in
                fread(bytes.baseAddress! + end, 1, bytes.count - end, file)
            }
            if read == 0 {
                if ferror(file) != 0 {
                    throw .cannotOpen("the file \(path): \(String(cString: strerror(errno)))")
                }
                atEndOfFile = true
            }
            end += read
            bytesRead += Int64(read)
        }
    }

    /// The line without its carriage return, and the first line without a UTF-8 byte order
    /// mark (which some programs write first): neither is part of a field.
    private func trimmedCarriageReturn(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        if line == 1, range.count >= 3, buffer[lower] == 0xEF, buffer[lower + 1] == 0xBB,
            buffer[lower + 2] == 0xBF
        {
            lower += 3
        }
        let upper =
            range.upperBound > lower && buffer[range.upperBound - 1] == UInt8(ascii: "\r")
            ? range.upperBound - 1 : range.upperBound
        return lower..<upper
    }

    /// Splits a line into fields with the library's CSV tokenizer (a quoted field may hold
    /// the separator); a quoted field not closed is a bad row.
    private func split(_ range: Range<Int>) throws(SCIPointStoreError) {
        let closed = buffer.withUnsafeBufferPointer { tokenizer.split($0, range, into: &fieldRanges) }
        guard closed else { throw .badRow(line: line, reason: "a quoted field is not closed") }
    }

    private func text(_ range: Range<Int>) -> String {
        buffer.withUnsafeBufferPointer { CSVTokenizer.text($0, range) }
    }

    private func shown(_ range: Range<Int>) -> String {
        let value = text(range)
        return "\"" + (value.count > 40 ? value.prefix(40) + "…" : value) + "\""
    }

    /// The x of a field: a finite number or an ISO 8601 date.
    private func xValue(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        if let number = Double(text(range)) { return number.isFinite ? number : nil }
        return ISO8601Seconds.parse(buffer[range])
    }

    /// Whether a field is a number that is not finite (`inf`, `-infinity`, `nan`): an x no
    /// chart can place, not a header's name.
    private func isNonFiniteNumber(_ range: Range<Int>) -> Bool {
        Double(text(range)).map { !$0.isFinite } ?? false
    }

    /// The next point, or `nil` at the end of the file.
    public func next() throws(SCIPointStoreError) -> (x: Double, y: Double)? {
        while let range = try nextLine() {
            if buffer[range].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            try split(range)
            let needed = max(xColumn, yColumn) + 1
            let isFirst = line == 1
            guard fieldRanges.count >= needed else {
                if isFirst, fieldRanges.count > xColumn, xValue(fieldRanges[xColumn]) == nil {
                    header = fieldRanges.map(text)
                    continue
                }
                throw .badRow(line: line, reason: "\(fieldRanges.count) fields where \(needed) are needed")
            }
            guard let x = xValue(fieldRanges[xColumn]) else {
                if isFirst, !isNonFiniteNumber(fieldRanges[xColumn]) {
                    header = fieldRanges.map(text)
                    continue
                }
                let reason =
                    isNonFiniteNumber(fieldRanges[xColumn])
                    ? "is not a finite number" : "is not a number or an ISO 8601 date"
                throw .badRow(line: line, reason: "x \(shown(fieldRanges[xColumn])) \(reason)")
            }
            let yRange = fieldRanges[yColumn]
            let yText = text(yRange)
            if yText.isEmpty || yText == "NaN" || yText == "nan" || yText == "null" || yText == "NULL" {
                return (x, .nan)
            }
            guard let y = Double(yText) else {
                throw .badRow(line: line, reason: "y \(shown(yRange)) is not a number")
            }
            return (x, y)
        }
        return nil
    }

    /// Reads every point left and appends it to `writer`, then finishes it. A row the writer
    /// refuses (an x smaller than the one before) is reported with its line in the file.
    /// `progress` is called at most about ten times a second, with the bytes read.
    public func importRows(
        into writer: any SCIPointTableWriter, progress: ((SCIPointImportProgress) -> Void)? = nil
    ) throws -> SCIPointStoreSummary {
        var throttle = ProgressThrottle(progress)
        var xs: [Double] = []
        var ys: [Double] = []
        var lines: [Int64] = []
        let batch = 8192
        xs.reserveCapacity(batch)
        ys.reserveCapacity(batch)
        lines.reserveCapacity(batch)
        func send() throws {
            let before = writer.rowsWritten
            do {
                try writer.append(x: xs, y: ys)
            } catch SCIPointStoreError.badRow(let row, let reason) {
                let index = Int(row - before - 1)
                throw SCIPointStoreError.badRow(
                    line: lines.indices.contains(index) ? lines[index] : row, reason: reason)
            }
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
            lines.removeAll(keepingCapacity: true)
            throttle.report(rows: writer.rowsWritten, bytesRead: bytesRead, bytesTotal: bytesTotal)
        }
        while let point = try next() {
            xs.append(point.x)
            ys.append(point.y)
            lines.append(line)
            if xs.count == batch { try send() }
        }
        try send()
        let summary = try writer.finish()
        throttle.report(rows: writer.rowsWritten, bytesRead: bytesRead, bytesTotal: bytesTotal, final: true)
        return summary
    }
}
