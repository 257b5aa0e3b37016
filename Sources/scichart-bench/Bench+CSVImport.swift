import Foundation
import SciChart
import SciChartDatabase

#if canImport(Glibc)
    import Glibc
#endif

/// The import of a CSV file of 2 GiB into SQLite (`--database --csv`): that it streams (the
/// process's peak memory grows by a few megabytes, whatever the file) and how fast.
extension Bench {
    /// The CSV's size.
    static let csvBytes: Int64 = 2 << 30

    static func csvImportFigures() throws -> [Figure] {
        let folder = cacheFolder()
        let csv = folder.appendingPathComponent("bench-2gib.csv").path
        if (try? FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int64) ?? 0 < csvBytes {
            FileHandle.standardError.write(Data("writing a 2 GiB CSV at \(csv) (kept for later runs)\n".utf8))
            try writeCSV(at: csv)
        }
        let scratch = folder.appendingPathComponent("bench-csv-import.db").path
        try? FileManager.default.removeItem(atPath: scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let before = peakResidentBytes()
        let clock = ContinuousClock()
        var summary: SCIPointStoreSummary?
        let duration = try clock.measure {
            let reader = try SCICSVPointReader(path: csv)
            summary = try reader.importRows(
                into: try SCISQLitePointStore.create(path: scratch, table: "points"))
        }
        let points = Double(summary?.count ?? 0)
        let growth = Double(max(peakResidentBytes() - before, 0)) / 1_048_576
        return [
            Figure(
                key: "csv_import_points_per_s", value: points / seconds(duration), unit: "points/s",
                note:
                    "a 2 GiB CSV (\(Int(points)) lines of x,y) read a buffer at a time into a new SQLite file: rows, levels and indexes"
            ),
            Figure(
                key: "csv_import_peak_growth_mb", value: growth, unit: "MB",
                note:
                    "how much the process's peak resident memory grew over that import (streamed: not the file's size)"
            ),
        ]
    }

    /// Writes random-walk points as `x,y` lines, with a header, until the file holds
    /// ``csvBytes``.
    private static func writeCSV(at path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw SCIPointStoreError.cannotOpen("the file \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var written: Int64 = 0
        var chunk = "x,y\n"
        for point in SCIRandomWalkPoints(count: .max, seed: 9, startX: 1.7e9, stepX: 0.25, startY: 100) {
            chunk += "\(point.x),\(point.y)\n"
            guard chunk.utf8.count >= 1 << 20 else { continue }
            written += Int64(fwrite(chunk, 1, chunk.utf8.count, file))
            chunk.removeAll(keepingCapacity: true)
            if written >= csvBytes { break }
        }
        guard written >= csvBytes else { throw SCIPointStoreError.query("the CSV could not be written") }
    }

    /// The process's peak resident memory so far, in bytes.
    private static func peakResidentBytes() -> Int64 {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int64(usage.ru_maxrss) * 1024
    }
}
