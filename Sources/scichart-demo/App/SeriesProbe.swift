import Gallery
import SciChart

/// Where a page's series are, for the end-to-end log (see ``DemoWindow/logView()``).
enum SeriesProbe {
    /// The surface point, in whole points, of the data point of series `seriesIndex` nearest
    /// the middle of the visible x range; `nil` when there is no such series or point, or
    /// when that point is a gap or maps to no finite pixel.
    static func middlePoint(of seriesIndex: Int, on surface: SCIChartSurface) -> (x: Int, y: Int)? {
        guard surface.renderableSeries.count > seriesIndex,
            let data = surface.renderableSeries[seriesIndex].dataSeries as? SCIXyDataSeries,
            let xAxis = surface.xAxes.first, !surface.yAxes.isEmpty,
            let index = data.nearestIndex(toX: xAxis.visibleRange.min / 2 + xAxis.visibleRange.max / 2),
            let x = data.xValue(at: index), let y = data.yValue(at: index)
        else { return nil }
        let point = GalleryCharts.location(on: surface, (x, y))
        let px = Double(point.x)
        let py = Double(point.y)
        // Whole points of a finite, reasonable size only: Int(_:) traps on anything else.
        guard px.isFinite, py.isFinite, abs(px) < 1e9, abs(py) < 1e9 else { return nil }
        return (Int(px.rounded()), Int(py.rounded()))
    }
}
