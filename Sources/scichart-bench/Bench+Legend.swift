import Foundation
import SciChart

extension Bench {
    /// The legend of a 1600 x 900 chart of 500 named series: how long it takes to read the
    /// series, bind an item to each, measure the names and lay the items out, from nothing.
    static func legendFigures() -> [Figure] {
        let surface = SCIChartSurface(frame: frame)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        for index in 0..<500 {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = "Moving average \(index + 1)"
            data.append(x: [0, 1, 2], y: [Double(index), Double(index) + 1, Double(index)])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        let modifier = SCILegendModifier()
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
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
}
