import Foundation
import MarketData
import SciChart

extension GalleryCharts {
    /// GOOG's close from its listing in 2004 to 2018 and SPY's from 2008, on a logarithmic
    /// price axis: a doubling takes the same height at $50 as at $500, so the two growths
    /// compare by their slopes; labels at 1, 2 and 5 times the powers of ten.
    public static func logPrices(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "GOOG 2004-2018 and SPY 2008-2017 on a logarithmic price scale"
        let xAxis = SCIDateAxis()
        let yAxis = SCILogarithmicNumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.axisTitle = "Close (USD, logarithmic)"
        yAxis.textFormatting = "$0"
        yAxis.drawMinorGridLines = true
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        for (name, bars) in [("GOOG", MarketData.googDaily), ("SPY", MarketData.spyDaily)] {
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = name
            data.append(x: bars.map(\.x), y: bars.map(\.close))
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        surface.chartModifiers.add(SCILegendModifier())
        return surface
    }
}
