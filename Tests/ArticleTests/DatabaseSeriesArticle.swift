import Foundation
import SciChart
import SciChartDatabase
import Testing

/// The code of DatabaseSeries.md.
@Suite struct DatabaseSeriesArticle {
    @Test func importThenChart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("article-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<5000).map { "\(1_700_000_000 + $0),\(100 + sin(Double($0) / 50))" }
        try ("time,price\n" + rows.joined(separator: "\n")).write(
            to: folder.appendingPathComponent("ticks.csv"), atomically: true, encoding: .utf8)
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())

        let file = folder.appendingPathComponent("ticks.db").path
        let writer = try SCISQLitePointStore.create(path: file, table: "ticks")
        let csv = try SCICSVPointReader(path: folder.appendingPathComponent("ticks.csv").path)
        _ = try csv.importRows(into: writer)

        let series = SCIDatabaseXyDataSeries(store: try SCISQLitePointStore(path: file, table: "ticks"))
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = series
        surface.renderableSeries.add(line)

        surface.zoomExtents()
        #expect(surface.waitForDatabaseReads())
        #expect(series.storedCount == 5000)
        #expect(series.pointsInView == 5000)
        #expect(series.count > 0 && series.statusText == nil)
    }
}
