import Foundation
import SciChart
import SciChartDatabase

let dataUsage = """
           scichart-demo import FILE.csv --sqlite OUT.db [--table NAME] [--x-column N] [--y-column N]
           scichart-demo import FILE.csv --postgres CONNINFO --table NAME [--x-column N] [--y-column N]
                                                  store a CSV file's points (x in order; a number or an ISO
                                                  8601 date) as a series a chart reads where it is stored; a
                                                  price file (a Date and a Close column, as exporters name
                                                  them; up to 512 MB) stores its closes by date, oldest first
           scichart-demo generate N (--sqlite OUT.db | --postgres CONNINFO --table NAME) [--seed S]
                                                  store a seeded random walk of N points (1e9 works: streamed)
    """

/// Where `import` and `generate` write: a SQLite file or a PostgreSQL table.
struct StoreTarget {
    var sqlitePath: String?
    var connectionString: String?
    var table = "points"
    var tableGiven = false

    func writer(progress: @escaping (SCIPointImportProgress) -> Void) throws -> any SCIPointTableWriter {
        if let sqlitePath {
            return try SCISQLitePointStore.create(path: sqlitePath, table: table, progress: progress)
        }
        return try SCIPostgresPointStore.create(
            connectionString: connectionString ?? "", table: table, progress: progress)
    }

    /// Where the series went, for the last line (no connection string: it may hold a password).
    var place: String {
        sqlitePath.map { "\($0), table \(table)" } ?? "PostgreSQL table \(table)"
    }
}

/// The options of `import` and `generate`: the target and the rest, or an error message.
func parseTarget(_ arguments: [String], extra: Set<String>) -> Result<
    (StoreTarget, [String: String]), DataCommandError
> {
    var target = StoreTarget()
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
        let name = arguments[index]
        guard index + 1 < arguments.count else { return .failure(.usage("\(name) needs a value")) }
        let value = arguments[index + 1]
        switch name {
        case "--sqlite": target.sqlitePath = value
        case "--postgres": target.connectionString = value
        case "--table":
            target.table = value
            target.tableGiven = true
        case _ where extra.contains(name): options[name] = value
        default: return .failure(.usage("unknown argument \(name)"))
        }
        index += 2
    }
    if (target.sqlitePath == nil) == (target.connectionString == nil) {
        return .failure(.usage("give one of --sqlite FILE and --postgres CONNINFO"))
    }
    if target.connectionString != nil, !target.tableGiven {
        return .failure(.usage("--postgres needs --table NAME"))
    }
    return .success((target, options))
}

enum DataCommandError: Error {
    case usage(String)
}

/// `scichart-demo import FILE.csv ...`
func importCSV(_ arguments: [String]) -> Int32 {
    guard let file = arguments.first, !file.hasPrefix("--") else {
        return fail("import needs a CSV file\n\(dataUsage)")
    }
    let parsed: (StoreTarget, [String: String])
    switch parseTarget(Array(arguments.dropFirst()), extra: ["--x-column", "--y-column"]) {
    case .success(let value): parsed = value
    case .failure(.usage(let message)): return fail("\(message)\n\(dataUsage)")
    }
    let (target, options) = parsed
    guard let xColumn = Int(options["--x-column"] ?? "0"), let yColumn = Int(options["--y-column"] ?? "1")
    else {
        return fail("--x-column and --y-column take column numbers from 0")
    }
    if options["--x-column"] == nil, options["--y-column"] == nil, isPriceFile(file) {
        return importPrices(file, into: target)
    }
    let bar = ProgressBar()
    do {
        let reader = try SCICSVPointReader(path: file, xColumn: xColumn, yColumn: yColumn)
        let writer = try target.writer { _ in }
        let summary = try reader.importRows(into: writer) { bar.show($0, total: nil) }
        bar.end()
        print("stored \(summary.count) points in \(target.place) (\(summary.levels) levels)")
        return 0
    } catch {
        bar.end()
        return fail("\(error)", code: 1)
    }
}

/// Whether the first line of `file` names a date and a close column as price files do, in a
/// file the price reader takes whole (a larger one streams through the point reader).
func isPriceFile(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= SCICSVPriceTable.largestFile, let handle = FileHandle(forReadingAtPath: path) else {
        return false
    }
    defer { try? handle.close() }
    guard let start = try? handle.read(upToCount: 64 * 1024) else { return false }
    let line = String(decoding: start.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    let columns = SCICSVPriceColumns().columns(inHeader: line)
    return columns[.date] != nil && columns[.close] != nil
}

/// Stores the closes of a price file by date, oldest first (a file written newest first is
/// read in reverse), with the library's price reader.
func importPrices(_ file: String, into target: StoreTarget) -> Int32 {
    do {
        // Only the closes are stored: a bar whose open lies outside its high and low is no reason
        // to refuse the file.
        let table = try SCICSVPriceTable.read(path: file, repairingBars: true)
        if table.wasNewestFirst { note("\(file) lists its bars newest first; they are stored oldest first") }
        if let line = table.emptyRows.first {
            note("left out \(table.emptyRows.count) rows without prices (the first at line \(line))")
        }
        let writer = try target.writer { _ in }
        try writer.append(x: table.xValues, y: table.close)
        let summary = try writer.finish()
        print("stored \(summary.count) closes in \(target.place) (\(summary.levels) levels)")
        return 0
    } catch {
        return fail("\(error)", code: 1)
    }
}

/// `scichart-demo generate N ...`
func generate(_ arguments: [String]) -> Int32 {
    guard let text = arguments.first, let count = parseCount(text) else {
        return fail("generate needs a number of points (1e8, 100000000 or 100_000_000)\n\(dataUsage)")
    }
    let parsed: (StoreTarget, [String: String])
    switch parseTarget(Array(arguments.dropFirst()), extra: ["--seed"]) {
    case .success(let value): parsed = value
    case .failure(.usage(let message)): return fail("\(message)\n\(dataUsage)")
    }
    let (target, options) = parsed
    guard let seed = UInt64(options["--seed"] ?? "1") else { return fail("--seed takes a whole number") }
    let bar = ProgressBar()
    do {
        let writer = try target.writer { bar.show($0, total: count) }
        try writer.append(contentsOf: SCIRandomWalkPoints(count: count, seed: seed))
        let summary = try writer.finish()
        bar.end()
        print("stored \(summary.count) points in \(target.place) (\(summary.levels) levels)")
        return 0
    } catch {
        bar.end()
        return fail("\(error)", code: 1)
    }
}

/// A whole number of points written as `1e8`, `100000000` or `100_000_000`.
func parseCount(_ text: String) -> Int64? {
    let plain = text.replacingOccurrences(of: "_", with: "")
    if let value = Int64(plain), value >= 0 { return value }
    guard let value = Double(plain), value.isFinite, value >= 0, value <= 1e15, value == value.rounded()
    else {
        return nil
    }
    return Int64(value)
}

/// A progress bar on standard error: the share done, points a second and the time left.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = false

    func show(_ progress: SCIPointImportProgress, total: Int64?) {
        let line = Self.line(progress, total: total)
        lock.withLock {
            shown = true
            FileHandle.standardError.write(Data("\r\(line)\u{1B}[K".utf8))
        }
    }

    func end() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\n".utf8)) }
            shown = false
        }
    }

    /// `[#########...........]  45%  1.2 M points/s  12 s left`
    static func line(_ progress: SCIPointImportProgress, total: Int64?) -> String {
        let rate = progress.elapsedSeconds > 0 ? Double(progress.rows) / progress.elapsedSeconds : 0
        var share: Double?
        if let total, total > 0 {
            share = Double(progress.rows) / Double(total)
        } else if let read = progress.bytesRead, let size = progress.bytesTotal, size > 0 {
            share = Double(read) / Double(size)
        }
        let rateText = String(format: "%.2f M points/s", rate / 1e6)
        guard let share else { return "\(progress.rows) points  \(rateText)" }
        let done = min(max(share, 0), 1)
        let filled = Int((done * 30).rounded(.down))
        let left = done > 0 ? progress.elapsedSeconds * (1 - done) / done : .infinity
        let leftText = left.isFinite ? "\(Int(left.rounded())) s left" : "-- s left"
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
        return
            "[\(bar)] \(String(format: "%3d", Int((done * 100).rounded(.down))))%  \(rateText)  \(leftText)"
    }
}
