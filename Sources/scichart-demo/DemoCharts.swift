import Foundation
import MarketData
import SciChart

/// The charts the demo renders.
enum DemoCharts {
    /// An empty dated chart over the SPY data's date and price range.
    static func spyDateRange() -> SCIChartSurface {
        let bars = MarketData.spyDaily
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1200, height: 700))
        surface.chartTitle = "SPY daily, \(bars.count) bars"
        let xAxis = SCIDateAxis()
        xAxis.axisTitle = "Date (UTC)"
        let yAxis = SCINumericAxis()
        yAxis.axisTitle = "Price (USD)"
        if let first = bars.first, let last = bars.last {
            xAxis.visibleRange = SCIDoubleRange(min: first.x, max: last.x)
            let low = bars.map(\.low).min() ?? 0
            let high = bars.map(\.high).max() ?? 1
            yAxis.visibleRange = SCIDoubleRange(min: low, max: high)
        }
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return surface
    }
}
