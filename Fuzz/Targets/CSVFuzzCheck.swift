import Foundation

/// The CSV reader's target (`csv`): any bytes as a CSV file, read with each separator. Reading
/// gives points or a `SCIPointStoreError`, never a trap or another error; every point's x is
/// finite; the line count only grows; and when every point was read and their x values do not
/// decrease, the import into SQLite stores exactly those points, or refuses with a typed error.
enum CSVFuzzCheck {
    /// The most points one input reads (an input is at most a few kilobytes anyway).
    static let pointLimit = 200_000

    static func check(_ data: Data) {
        let path = FuzzFiles.write(data, to: "points.csv")
        for separator in [",", ";", "\t"] as [Unicode.Scalar] {
            check(path, separator: separator, yColumn: 1)
        }
        check(path, separator: ",", yColumn: 2)
    }

    static func check(_ path: String, separator: Unicode.Scalar, yColumn: Int) {
        var points: [(x: Double, y: Double)] = []
        var complete = false
        do {
            let reader = try SCICSVPointReader(path: path, xColumn: 0, yColumn: yColumn, separator: separator)
            var line: Int64 = 0
            while points.count < pointLimit, let point = try reader.next() {
                guard point.x.isFinite else { fatalError("a point with x \(point.x) at line \(reader.line)") }
                guard reader.line > line else { fatalError("the line went from \(line) to \(reader.line)") }
                line = reader.line
                points.append(point)
            }
            complete = points.count < pointLimit
        } catch {
            // A line the reader refuses, named by its number (the reader throws only
            // `SCIPointStoreError`, as its type says).
        }
        guard complete, !points.isEmpty, zip(points, points.dropFirst()).allSatisfy({ $0.x <= $1.x }) else {
            return
        }
        importAndCompare(points, from: path, separator: separator, yColumn: yColumn)
    }

    /// Imports the file into SQLite through `importRows` and reads the stored rows back.
    private static func importAndCompare(
        _ points: [(x: Double, y: Double)], from path: String, separator: Unicode.Scalar, yColumn: Int
    ) {
        let database = FuzzFiles.write(Data(), to: "import.sqlite")
        do {
            let reader = try SCICSVPointReader(path: path, xColumn: 0, yColumn: yColumn, separator: separator)
            let writer = try SCISQLitePointStore.create(path: database, table: "t", replacingTables: true)
            let summary = try reader.importRows(into: writer)
            guard summary.count == Int64(points.count) else {
                fatalError("imported \(summary.count) of \(points.count) points")
            }
            let store = try SCISQLitePointStore(path: database, table: "t")
            let rows = try store.blocks(level: 0, ids: 0..<Int64(points.count))
            guard rows.count == points.count else {
                fatalError("stored \(rows.count) of \(points.count) rows")
            }
            for (row, point) in zip(rows, points) {
                // A row without a finite y is a gap: its block holds no point.
                let y = row.first?.y ?? .nan
                guard row.firstX == point.x, y == point.y || !y.isFinite && !point.y.isFinite else {
                    fatalError("stored \(row.firstX), \(y) for \(point)")
                }
            }
        } catch is SCIPointStoreError {
            // Refused with a reason (an x the writer cannot take).
        } catch {
            fatalError("the import threw an untyped error: \(error)")
        }
    }
}
