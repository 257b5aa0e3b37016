import CGtk
import Foundation
import Gallery
import SciChart
import SciChartDatabase

/// The "Large data" page: a line on 1e8 points (`SCICHART_LARGE_DATA_POINTS` changes it)
/// stored in a SQLite file in the user's cache folder, generated on first use, read where they
/// are stored, frame by frame. The chart's title says how many points are behind the view and
/// how long the last read took.
@MainActor
final class LargeData {
    let surface: SCIChartSurface
    private(set) var series: SCIDatabaseXyDataSeries?
    private var started = false
    private var shownTitle = ""

    /// The points the page stores.
    static var points: Int64 {
        ProcessInfo.processInfo.environment["SCICHART_LARGE_DATA_POINTS"].flatMap(parseCount) ?? 100_000_000
    }

    /// The file: `$XDG_CACHE_HOME/scichart` or `~/.cache/scichart`, named after the count.
    static var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("scichart", isDirectory: true)
            .appendingPathComponent("large-data-\(points).db")
    }

    init(theme: SCIChartTheme) {
        surface = SCIChartSurface(frame: GalleryCharts.size)
        surface.theme = theme
        surface.chartTitle = "Large data: shown when this page is first opened"
        let xAxis = SCINumericAxis()
        xAxis.axisTitle = "Sample"
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.axisTitle = "Value"
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
    }

    /// Opens the stored points, generating them first when the file lacks them (in the
    /// background, with progress in the title). Called when the page is first shown.
    func start() {
        guard !started else { return }
        started = true
        let path = Self.file.path
        let count = Self.points
        if let store = try? SCISQLitePointStore(path: path, table: "points"),
            (try? store.summary())?.count == count
        {
            attach(store)
            return
        }
        try? FileManager.default.createDirectory(
            at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        surface.chartTitle = "Large data: generating \(count) points into \(path)"
        Thread.detachNewThread { [weak self] in
            do {
                let writer = try SCISQLitePointStore.create(path: path, table: "points") { progress in
                    let line = ProgressBar.line(progress, total: count)
                    Idle.onMainLoop {
                        self?.surface.chartTitle = "Large data: generating \(count) points  \(line)"
                    }
                }
                try writer.append(contentsOf: SCIRandomWalkPoints(count: count, seed: 1))
                _ = try writer.finish()
                let store = try SCISQLitePointStore(path: path, table: "points")
                Idle.onMainLoop { self?.attach(store) }
            } catch {
                let text = "\(error)"
                Idle.onMainLoop { self?.surface.chartTitle = "Large data: \(text)" }
            }
        }
    }

    private func attach(_ store: SCISQLitePointStore) {
        let series = SCIDatabaseXyDataSeries(store: store)
        series.seriesName = "Random walk"
        self.series = series
        let line = SCIFastLineRenderableSeries()
        line.strokeStyle = SCISolidPenStyle(color: 0xFF47_BDE6, thickness: 1)
        line.dataSeries = series
        surface.renderableSeries.add(line)
        surface.zoomExtents()
        surface.chartTitle = "Large data: reading"
        Idle.every(seconds: 0.25) { [weak self] in self?.showStatus() ?? false }
    }

    /// Puts the points behind the view and the last read's time in the title; `false` once
    /// the page is gone.
    private func showStatus() -> Bool {
        guard let series else { return false }
        let stored = series.storedCount.map { Self.grouped($0) } ?? "?"
        let read = series.lastReadSeconds.map { String(format: "%.0f ms", $0 * 1000) } ?? "-"
        let title =
            "Large data: \(stored) points in SQLite · \(Self.grouped(series.pointsInView)) behind the view · "
            + "last read \(read)\(series.isReading ? " · reading" : "")"
        if title != shownTitle {
            shownTitle = title
            surface.chartTitle = title
        }
        return true
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int64) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
