import Foundation
import SciChart
import SciChartCairo
import SciChartDatabase

/// The database figures (`--database`): viewports and pans of a line on 1e8 stored points
/// (1e9 with `--huge`), read from SQLite and PostgreSQL where they are stored, and what
/// importing costs.
extension Bench {
    struct DatabaseOptions {
        var points: Int64 = 100_000_000
        /// A libpq connection string; `nil`: the PostgreSQL figures are left out.
        var postgres: String?
        var viewports = 50
        var panSteps = 50
        /// Whether the import and level-build rates are measured (`--no-import` leaves them out).
        var measureImports = true
        /// Whether a 2 GiB CSV is imported, first (`--csv`).
        var measureCSV = false
    }

    static func databaseFigures(_ options: DatabaseOptions) throws -> [Figure] {
        var figures: [Figure] = []
        let label =
            options.points >= 1_000_000_000
            ? "1e9" : options.points >= 100_000_000 ? "1e8" : "\(options.points)"
        let folder = cacheFolder()
        // First, so the process's peak memory before it is the bench's own.
        if options.measureCSV { figures += try csvImportFigures() }
        if options.measureImports {
            figures.append(levelBuildFigure())
            // The import rate, on 1e7 points written to a new file each run.
            let scratch = folder.appendingPathComponent("bench-import.db").path
            try? FileManager.default.removeItem(atPath: scratch)
            let sqliteRate = try importRate(count: 10_000_000) {
                try SCISQLitePointStore.create(path: scratch, table: "points")
            }
            try? FileManager.default.removeItem(atPath: scratch)
            figures.append(
                Figure(
                    key: "sqlite_import_points_per_s", value: sqliteRate, unit: "points/s",
                    note: "1e7 random-walk points into a new SQLite file: rows, levels and indexes"))
        }
        let path = folder.appendingPathComponent("bench-\(label).db").path
        try ensureTable(count: options.points, note: "SQLite \(path)") {
            if let store = try? SCISQLitePointStore(path: path, table: "points") {
                return try store.summary()
            }
            return nil
        } create: {
            try SCISQLitePointStore.create(path: path, table: "points", progress: $0)
        }
        figures += try viewportFigures(prefix: "db", label: label, options: options) {
            try SCISQLitePointStore(path: path, table: "points")
        }
        guard let connection = options.postgres else { return figures }
        if options.measureImports {
            let pgRate = try importRate(count: 10_000_000) {
                try SCIPostgresPointStore.create(connectionString: connection, table: "bench_import")
            }
            figures.append(
                Figure(
                    key: "pg_import_points_per_s", value: pgRate, unit: "points/s",
                    note: "1e7 random-walk points into PostgreSQL with COPY: rows, levels and indexes"))
        }
        let table = "bench_\(label)"
        try ensureTable(count: options.points, note: "PostgreSQL table \(table)") {
            if let store = try? SCIPostgresPointStore(connectionString: connection, table: table) {
                return try store.summary()
            }
            return nil
        } create: {
            try SCIPostgresPointStore.create(connectionString: connection, table: table, progress: $0)
        }
        figures += try viewportFigures(prefix: "pg", label: label, options: options) {
            try SCIPostgresPointStore(connectionString: connection, table: table)
        }
        return figures
    }

    /// Where the generated tables are kept between runs: `$XDG_CACHE_HOME/scichart` or
    /// `~/.cache/scichart`.
    static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let folder = base.appendingPathComponent("scichart", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The level builder alone over 1e7 points, in points a second.
    static func levelBuildFigure() -> Figure {
        let count = 10_000_000
        let clock = ContinuousClock()
        var blocks = 0
        let duration = clock.measure {
            var builder = SCIPointLevelBuilder()
            for point in SCIRandomWalkPoints(count: Int64(count), seed: 3) {
                _ = try? builder.append(x: point.x, y: point.y)
                for (_, finished) in builder.takeFinished() { blocks += finished.count }
            }
            for (_, finished) in builder.finish() { blocks += finished.count }
        }
        sink &+= blocks
        return Figure(
            key: "level_build_points_per_s", value: Double(count) / seconds(duration), unit: "points/s",
            note: "1e7 points through SCIPointLevelBuilder, every level, in memory")
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Points a second of writing `count` random-walk points with the writer `make` gives.
    static func importRate(count: Int64, _ make: () throws -> any SCIPointTableWriter) throws -> Double {
        let clock = ContinuousClock()
        let duration = try clock.measure {
            let writer = try make()
            try writer.append(contentsOf: SCIRandomWalkPoints(count: count, seed: 5))
            _ = try writer.finish()
        }
        return Double(count) / seconds(duration)
    }

    /// Generates the table of `count` points unless `summary` finds it there already,
    /// showing progress on standard error.
    static func ensureTable(
        count: Int64, note: String, summary: () throws -> SCIPointStoreSummary?,
        create: (@escaping (SCIPointImportProgress) -> Void) throws -> any SCIPointTableWriter
    ) throws {
        if let existing = try? summary(), existing.count == count { return }
        FileHandle.standardError.write(
            Data("generating \(count) points in \(note) (kept for later runs)\n".utf8))
        let writer = try create { progress in
            let share = Double(progress.rows) / Double(count)
            let rate = Double(progress.rows) / max(progress.elapsedSeconds, 1e-9)
            let line = String(
                format: "\r%5.1f%%  %.2f M points/s  %.0f s left\u{1B}[K", share * 100, rate / 1e6,
                share > 0 ? progress.elapsedSeconds * (1 - share) / share : 0)
            FileHandle.standardError.write(Data(line.utf8))
        }
        try writer.append(contentsOf: SCIRandomWalkPoints(count: count, seed: 1))
        _ = try writer.finish()
        FileHandle.standardError.write(Data("\n".utf8))
    }

    /// A surface whose series area is 1600 columns wide, showing `series` as a line.
    static func databaseSurface(_ series: SCIDatabaseXyDataSeries) -> (SCIChartSurface, SCINumericAxis) {
        let surface = SCIChartSurface(frame: frame)
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let line = SCIFastLineRenderableSeries()
        line.strokeStyle = SCISolidPenStyle(color: 0xFF47_BDE6, thickness: 1)
        line.dataSeries = series
        surface.renderableSeries.add(line)
        let area = surface.currentLayout.seriesArea.width
        surface.frame = CGRect(x: 0, y: 0, width: frame.width + 1600 - area, height: frame.height)
        return (surface, xAxis)
    }

    /// Cold viewports (a new connection, series and cache each) and warm 5 % pans, fetch and
    /// draw, with the store `open` gives.
    static func viewportFigures(
        prefix: String, label: String, options: DatabaseOptions, open: () throws -> any ISCIPointStore
    ) throws -> [Figure] {
        var random = SplitMix(seed: 42)
        let renderer = SCIRasterRenderer()
        let clock = ContinuousClock()
        let probe = try open()
        guard let data = try probe.summary().xRange else { return [] }
        let span = data.max - data.min
        // Widths from 1,600 rows to every row, evenly on a log scale.
        let views = (0..<options.viewports).map { _ -> SCIDoubleRange in
            let share =
                pow(10, random.unit() * log10(Double(options.points) / 1600)) * 1600 / Double(options.points)
            let width = span * min(share, 1)
            let start = data.min + random.unit() * (span - width)
            return SCIDoubleRange(min: start, max: start + width)
        }
        /// Opens a store and draws `view` with a new series, as the cold figure times it.
        func drawCold(_ view: SCIDoubleRange) throws {
            let series = SCIDatabaseXyDataSeries(store: try open())
            let (surface, xAxis) = databaseSurface(series)
            xAxis.visibleRange = view
            surface.waitForDatabaseReads()
            sink &+= try renderer.render(surface.renderFrame()).width
        }
        // The goal takes the operating system's file cache warm (and a server's own cache, as
        // a server that has been running holds it): one pass, not timed, reads the pages the
        // views need, whatever other work left in the caches before.
        for view in views { try drawCold(view) }
        var cold: [Double] = []
        for view in views {
            cold.append(seconds(try clock.measure { try drawCold(view) }) * 1000)
        }
        // Warm pans: a view of a tenth of the data dragged by 5 % (80 of 1600 columns) a
        // frame. A drag moves the view by whole device pixels, so the series area is made 1600
        // columns wide again once the y axis' labels have their width.
        let series = SCIDatabaseXyDataSeries(store: try open())
        let (surface, xAxis) = databaseSurface(series)
        let width = span / 10
        var start = data.min + span * 0.3
        xAxis.visibleRange = SCIDoubleRange(min: start, max: start + width)
        surface.waitForDatabaseReads()
        let area = surface.currentLayout.seriesArea.width
        surface.frame.size.width += 1600 - area
        surface.waitForDatabaseReads()
        sink &+= try renderer.render(surface.renderFrame()).width
        Thread.sleep(forTimeInterval: 0.5)
        var pans: [Double] = []
        for _ in 0..<options.panSteps {
            // 80 device pixels of the series area as it is now, as a drag moves it.
            start += width * 80 / Double(surface.currentLayout.seriesArea.width)
            let duration = try clock.measure {
                xAxis.visibleRange = SCIDoubleRange(min: start, max: start + width)
                surface.waitForDatabaseReads()
                sink &+= try renderer.render(surface.renderFrame()).width
            }
            pans.append(seconds(duration) * 1000)
            Thread.sleep(forTimeInterval: 1.0 / 60)
        }
        let engine = prefix == "pg" ? "PostgreSQL" : "SQLite"
        return [
            Figure(
                key: "\(prefix)_viewport_\(label)_ms", value: percentile(cold, 0.95), unit: "ms",
                note:
                    "\(engine), p95 of \(cold.count) random viewports of 1600 columns, cold (new connection and tile cache, the file and server caches warmed by one untimed pass), fetch and draw (target at most 100); median \(String(format: "%.1f", percentile(cold, 0.5)))"
            ),
            Figure(
                key: "\(prefix)_pan_step_\(label)_ms", value: percentile(pans, 0.95), unit: "ms",
                note:
                    "\(engine), p95 of \(pans.count) pans of 5 % with warm tiles, fetch and draw (target at most 16); median \(String(format: "%.1f", percentile(pans, 0.5)))"
            ),
        ]
    }

    /// The `share` quantile of `samples` (nearest rank).
    static func percentile(_ samples: [Double], _ share: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let rank = Int((share * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// SplitMix64, for the same viewports every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((value ^ (value >> 31)) >> 11) / Double(1 << 53)
        }
    }
}
