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
        for (count, label, target) in [(1_000_000, "1e6", 50), (10_000_000, "1e7", 185)] {
            let data = SCIXyDataSeries()
            data.append(x: (0..<count).map { _ in random() }, y: (0..<count).map { _ in random() })
            let scatter = try median(runs: 5) {
                let surface = randomSurface(SCIXyScatterRenderableSeries(), data)
                sink &+= try SCIRasterRenderer().render(surface.renderFrame()).width
            }
            figures.append(
                Figure(
                    key: "scatter_\(label)_ms", value: scatter, unit: "ms",
                    note:
                        "\(label) random points with markers, display list and Cairo, cold (target at most \(target))"
                ))
        }
        for unsorted in [10_000, 100_000] {
            let data = SCIXyDataSeries()
            data.append(x: (0..<unsorted).map { _ in random() }, y: (0..<unsorted).map { _ in random() })
            let line = try median(runs: 3) {
                let surface = randomSurface(SCIFastLineRenderableSeries(), data)
                sink &+= try SCIRasterRenderer().render(surface.renderFrame()).width
            }
            figures.append(
                Figure(
                    key: "unsorted_line_\(unsorted == 10_000 ? "1e4" : "1e5")_ms", value: line, unit: "ms",
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
