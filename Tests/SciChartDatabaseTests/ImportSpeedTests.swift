import Foundation
import SciChart
import SciChartDatabase
import Testing

/// Import speed, run on demand: `SCICHART_DB_BENCH_ROWS=10000000 swift test -c release
/// --filter ImportSpeedTests` (with SCICHART_POSTGRES set for PostgreSQL too). Prints rows a
/// second; the SQLite file is kept at SCICHART_DB_BENCH_FILE when set.
@Suite(.serialized, .enabled(if: BenchRows.count != nil, "SCICHART_DB_BENCH_ROWS is not set"))
struct ImportSpeedTests {

    private func measure(_ engine: String, _ writer: any SCIPointTableWriter) throws {
        let count = BenchRows.count ?? 0
        let start = ContinuousClock.now
        try writer.append(contentsOf: SCIRandomWalkPoints(count: count, seed: 1, startX: 1.7e9, stepX: 0.001))
        let summary = try writer.finish()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        #expect(summary.count == count)
        print("\(engine): \(count) rows in \(seconds) s: \(Int(Double(count) / seconds)) rows/s")
    }

    @Test func sqlite() throws {
        let path =
            ProcessInfo.processInfo.environment["SCICHART_DB_BENCH_FILE"] ?? temporaryPath("bench.sqlite")
        try measure("SQLite", try SCISQLitePointStore.create(path: path, table: "bench"))
        let store = try SCISQLitePointStore(path: path, table: "bench")
        let summary = try store.summary()
        let range = try #require(summary.xRange)
        let start = ContinuousClock.now
        let blocks = try store.blocks(
            level: 1, meeting: SCIDoubleRange(min: range.min + range.diff / 2, max: range.max))
        print(
            "SQLite: \(blocks.count) level-1 blocks meeting half the range in \(ContinuousClock.now - start)")
    }

    @Test(.enabled(if: TestPostgres.available)) func postgres() throws {
        try measure(
            "PostgreSQL",
            try SCIPostgresPointStore.create(
                connectionString: TestPostgres.connectionString ?? "", table: "bench"))
    }
}

/// The rows the import speed tests write.
enum BenchRows {
    static let count = ProcessInfo.processInfo.environment["SCICHART_DB_BENCH_ROWS"].flatMap { Int64($0) }
}
