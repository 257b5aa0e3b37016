import Foundation
import SciChart

extension Bench {
    /// The legend of a 1600 x 900 chart of 500 named series: how long it takes to read the
    /// series, bind an item to each, measure the names and lay the items out, from nothing.
    static func legendFigures() -> [Figure] {
        let (surface, modifier) = legendChart(series: 500) { "Moving average \($0 + 1)" }
        _ = surface.renderFrame()
        let layout = median(runs: 31) {
            // Forget the items: the next read binds and measures all 500 again.
            modifier.legend.reloadData()
            sink &+= Int(modifier.legend.frame.height)
        }
        return [
            Figure(
                key: "legend_500_layout_ms", value: layout, unit: "ms",
                note: "legend of 500 series from nothing: read, bind, measure, lay out (at most 1)")
        ]
    }

    /// A surface of `count` short named lines (`name` gives the name of the series at an
    /// index) with a legend with checkboxes on the chart.
    static func legendChart(series count: Int, name: (Int) -> String) -> (SCIChartSurface, SCILegendModifier)
    {
        let surface = numericSurface()
        for index in 0..<count {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = name(index)
            data.append(x: [0, 1, 2], y: [Double(index), Double(index) + 1, Double(index)])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        let modifier = SCILegendModifier()
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        return (surface, modifier)
    }
}
