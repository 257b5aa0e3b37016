import Foundation
import SciChart

extension Bench {
    /// The figures of the series types with a speed target of their own: stacked columns
    /// and a heatmap.
    static func seriesTypeFigures() -> [Figure] {
        [stackedColumnsFigure(), heatmapFigure()]
    }

    /// A frame of a 1e4 x 1e4 heatmap after its first (which builds its pyramid of maxima):
    /// each frame pans the x axis a little, so the picture is sampled again.
    static func heatmapFigure() -> Figure {
        let side = 10_000
        let surface = numericSurface()
        let data = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: side, ySize: side)
        var row = [Double](repeating: 0, count: side)
        for y in 0..<side {
            for x in 0..<side { row[x] = sin(Double(x) / 300) * cos(Double(y) / 200) * 100 }
            data.updateZValues([row], atX: 0, y: y)
        }
        let series = SCIFastUniformHeatmapRenderableSeries()
        series.dataSeries = data
        series.minimum = -100
        series.maximum = 100
        surface.renderableSeries.add(series)
        sink &+= surface.renderFrame().chartLayer.commands.count
        var shift = 0.0
        let milliseconds = median(runs: 15) {
            shift += 1
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: shift, max: Double(side) + shift)
            sink &+= surface.renderFrame().chartLayer.commands.count
        }
        return Figure(
            key: "heatmap_1e8_cells_ms", value: milliseconds, unit: "ms",
            note: "display list, a 1e4 x 1e4 heatmap, a panned frame after the first (target at most 20)")
    }

    /// A frame of ten stacked column series of 1e5 points each, after the first: the
    /// stack is summed once, each frame pans the x axis a little, so the columns are made
    /// again from the stacked values.
    static func stackedColumnsFigure() -> Figure {
        let surface = numericSurface()
        let stack = SCIVerticallyStackedColumnsCollection()
        let xs = (0..<100_000).map(Double.init)
        for member in 0..<10 {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.append(x: xs, y: xs.map { 1 + abs(sin($0 / 1000 + Double(member))) })
            let series = SCIStackedColumnRenderableSeries()
            series.dataSeries = data
            series.fillBrushStyle = SCISolidBrushStyle(color: surface.theme.seriesPalette[member % 6])
            stack.add(series)
        }
        surface.renderableSeries.add(stack)
        sink &+= surface.renderFrame().chartLayer.commands.count
        var shift = 0.0
        let milliseconds = median(runs: 15) {
            shift += 1
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: shift, max: 99_999 + shift)
            sink &+= surface.renderFrame().chartLayer.commands.count
        }
        return Figure(
            key: "stacked_columns_10x1e5_ms", value: milliseconds, unit: "ms",
            note:
                "display list, 10 stacked column series of 1e5 points, a panned frame after the first (target at most 10)"
        )
    }
}
