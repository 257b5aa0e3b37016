import Foundation
import Gallery
import SciChart
import SciChartCairo

extension Bench {
    /// Dense scatter and lines through unsorted points, drawn with Cairo at 1600 x 900:
    /// the costs that must stay linear in the points whatever their order.
    static func dataOrderFigures() throws -> [Figure] {
        var figures: [Figure] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            // xorshift64*: fast, and the same points every run.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
        }
        // The median of cold frames of `count` random points drawn by a new series from `series`.
        func coldFrame(_ count: Int, runs: Int, _ series: () -> SCIRenderableSeriesBase) throws -> Double {
            let data = SCIXyDataSeries()
            data.append(x: (0..<count).map { _ in random() }, y: (0..<count).map { _ in random() })
            return try median(runs: runs) {
                let surface = randomSurface(series(), data)
                sink &+= try SCIRasterRenderer().render(surface.renderFrame()).width
            }
        }
        for (count, label, target) in [(1_000_000, "1e6", 50), (10_000_000, "1e7", 185)] {
            let scatter = try coldFrame(count, runs: 5) { SCIXyScatterRenderableSeries() }
            figures.append(
                Figure(
                    key: "scatter_\(label)_ms", value: scatter, unit: "ms",
                    note:
                        "\(label) random points with markers, display list and Cairo, cold (target at most \(target))"
                ))
        }
        for (count, label) in [(10_000, "1e4"), (100_000, "1e5")] {
            let line = try coldFrame(count, runs: 3) { SCIFastLineRenderableSeries() }
            figures.append(
                Figure(
                    key: "unsorted_line_\(label)_ms", value: line, unit: "ms",
                    note: "a line through random x, display list and Cairo, cold"))
        }
        return figures
    }

    /// A 1600 x 900 surface over the unit square with `series` showing `data`.
    private static func randomSurface(_ series: SCIRenderableSeriesBase, _ data: SCIXyDataSeries)
        -> SCIChartSurface
    {
        let surface = SCIChartSurface(frame: frame)
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 1)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 1)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        series.dataSeries = data
        series.strokeStyle = SCISolidPenStyle(color: 0xFF47_BDE6, thickness: 1)
        surface.renderableSeries.add(series)
        return surface
    }
}
