import Foundation
import SciChart
import SciChartDatabase
import TestSupport
import Testing

/// Frames of a line on a database series, read from real engines, against a scan of every
/// row in memory: the same M4 points, to the pixel.
@Suite("Database frames equal the in-memory scan")
struct DatabaseFrameTests {
    static let environment = ProcessInfo.processInfo.environment
    static var postgres: String? { environment["SCICHART_POSTGRES"] }

    /// A chart 700 x 360 with a line on `store`, the y axis fitted to what is visible.
    struct Chart {
        let surface: SCIChartSurface
        let xAxis: SCINumericAxis
        let series: SCIDatabaseXyDataSeries

        init(store: any ISCIPointStore) {
            surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 700, height: 360))
            xAxis = SCINumericAxis()
            let yAxis = SCINumericAxis()
            yAxis.autoRange = .always
            surface.xAxes.add(xAxis)
            surface.yAxes.add(yAxis)
            series = SCIDatabaseXyDataSeries(store: store)
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = series
            surface.renderableSeries.add(line)
        }

        /// Whether the series shows the scan's points of the visible range.
        func showsScan(of fixture: StoreFixture) -> Bool {
            let range = xAxis.visibleRange
            let columns = Int(surface.currentLayout.seriesArea.width.rounded(.up))
            let expected = M4Scan.points(
                xs: fixture.xs, ys: fixture.ys, min: range.min, max: range.max, columns: columns)
            return M4Scan.same(xs: series.xValuesArray, ys: series.yValuesArray, as: expected)
        }
    }

    /// Random viewports from a few rows to all of them and past the ends.
    static func viewports(_ fixture: StoreFixture, count: Int, seed: UInt64) -> [SCIDoubleRange] {
        var random = SeededRandom(seed: seed)
        let low = fixture.xs[0]
        let span = fixture.xs[fixture.count - 1] - low
        return (0..<count).map { _ in
            let width = span * pow(10, -4 * Double(random.next() % 1000) / 1000) * 1.1
            let start = low - span * 0.05 + Double(random.next() % 1000) / 1000 * span
            return SCIDoubleRange(min: start, max: start + width)
        }
    }

    static func check(_ store: any ISCIPointStore, _ fixture: StoreFixture, viewports: Int, seed: UInt64) {
        let chart = Chart(store: store)
        for range in Self.viewports(fixture, count: viewports, seed: seed) {
            chart.xAxis.visibleRange = range
            #expect(chart.surface.waitForDatabaseReads(), "\(range.min)...\(range.max)")
            #expect(chart.showsScan(of: fixture), "\(range.min)...\(range.max)")
            #expect(chart.series.statusText == nil)
        }
    }

    @Test("SQLite: random viewports over gaps and spikes")
    func sqliteFrames() throws {
        let fixture = StoreFixture.generated(count: 200_000, seed: 17)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID()).db").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try SCISQLitePointStore.create(path: path, table: "frames")
        try writer.append(x: fixture.xs, y: fixture.ys)
        _ = try writer.finish()
        Self.check(try SCISQLitePointStore(path: path, table: "frames"), fixture, viewports: 16, seed: 3)
    }

    @Test(
        "PostgreSQL: random viewports over gaps and spikes",
        .enabled(if: postgres != nil || environment["SCICHART_REQUIRE_POSTGRES"] == "1"))
    func postgresFrames() throws {
        let connection = try #require(Self.postgres, "SCICHART_POSTGRES is not set")
        let fixture = StoreFixture.generated(count: 100_000, seed: 19)
        let writer = try SCIPostgresPointStore.create(connectionString: connection, table: "frames_test")
        try writer.append(x: fixture.xs, y: fixture.ys)
        _ = try writer.finish()
        // Viewing needs no more than a role that may only read.
        let reader = Self.environment["SCICHART_POSTGRES_READER"] ?? connection
        Self.check(
            try SCIPostgresPointStore(connectionString: reader, table: "frames_test"), fixture, viewports: 12,
            seed: 5)
    }

    /// Runs `$SCICHART_POSTGRES_CTL action` (stop or start the test server).
    static func control(_ action: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(environment["SCICHART_POSTGRES_CTL"]))
        process.arguments = [action]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ctl \(action)")
    }

    /// Lays out until `done` or `seconds` pass, as a host's redraws would.
    static func settle(_ chart: Chart, seconds: Double, until done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            chart.surface.layoutIfNeeded()
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    @Test(
        "PostgreSQL stopped mid-pan: the last picture stays with the error shown, and the chart recovers",
        .enabled(if: environment["SCICHART_POSTGRES_RESTART"] == "1"))
    func serverStoppedMidPan() throws {
        let connection = try #require(Self.postgres)
        let fixture = StoreFixture.generated(count: 60_000, seed: 23)
        let writer = try SCIPostgresPointStore.create(connectionString: connection, table: "restart_test")
        try writer.append(x: fixture.xs, y: fixture.ys)
        _ = try writer.finish()
        let chart = Chart(
            store: try SCIPostgresPointStore(connectionString: connection, table: "restart_test"))
        let span = fixture.xs[fixture.count - 1] - fixture.xs[0]
        var start = fixture.xs[0] + span * 0.1
        chart.xAxis.visibleRange = SCIDoubleRange(min: start, max: start + span * 0.2)
        #expect(chart.surface.waitForDatabaseReads())
        #expect(chart.showsScan(of: fixture))
        try Self.control("stop")
        var restarted = false
        defer { if !restarted { try? Self.control("start") } }
        // Pans while the server is gone: far enough that the cache cannot answer exactly.
        for _ in 0..<3 {
            start += span * 0.15
            chart.xAxis.visibleRange = SCIDoubleRange(min: start, max: start + span * 0.2)
            chart.surface.layoutIfNeeded()
        }
        #expect(Self.settle(chart, seconds: 20) { chart.series.statusText != nil })
        let status = chart.series.statusText ?? ""
        #expect(status.contains("connection") || status.contains("cannot"), "\(status)")
        #expect(!status.contains("password="))
        #expect(chart.series.count > 0, "the last picture stays")
        #expect(chart.surface.renderSVG().contains("restart_test"))
        try Self.control("start")
        restarted = true
        // Retried with backoff (0.5, 1, 2, 4 ... s): back within seconds of the server.
        #expect(
            Self.settle(chart, seconds: 40) { chart.series.statusText == nil && chart.showsScan(of: fixture) }
        )
    }
}
