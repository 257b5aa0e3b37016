import Foundation
import MarketData
import SciChart

/// The charts the demo and the gallery render, built from the shipped market data.
public enum GalleryCharts {
    public static let size = CGRect(x: 0, y: 0, width: 1200, height: 700)

    /// SPY daily candles 2008-2017 with 50- and 200-day simple moving averages, on a date axis.
    public static func spyDaily(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let bars = MarketData.spyDaily
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "SPY daily with 50- and 200-day moving averages"
        let xAxis = SCIDateAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.axisTitle = "Price (USD)"
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)

        let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
        candles.seriesName = "SPY"
        candles.append(
            x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
            close: bars.map(\.close))
        let candleSeries = SCIFastCandlestickRenderableSeries()
        candleSeries.dataSeries = candles

        let closes = bars.map(\.close)
        let averages = [(50, SCIColor(argb: 0xFFF5_A623)), (200, SCIColor(argb: 0xFF47_BDE6))].map {
            period, color in
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = "SMA \(period)"
            data.append(x: bars.map(\.x), y: movingAverage(closes, period: period))
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
            return line
        }
        surface.renderableSeries.add(candleSeries)
        surface.renderableSeries.add(contentsOf: averages)
        return surface
    }

    /// One week of S&P 500 minute bars on a category date axis: no gaps for the nights.
    public static func sp500Minutes(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let bars = MarketData.sp500Minutes
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "S&P 500 one-minute bars, Nov 5-8 2019 (category axis: nights closed up)"
        let xAxis = SCICategoryDateAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        data.seriesName = "S&P 500"
        data.append(
            x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
            close: bars.map(\.close))
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        return surface
    }

    /// The simple moving average of `values` over `period` values; NaN until enough values.
    public static func movingAverage(_ values: [Double], period: Int) -> [Double] {
        guard period > 0 else { return values }
        var result = [Double](repeating: .nan, count: values.count)
        var sum = 0.0
        for index in values.indices {
            sum += values[index]
            if index >= period { sum -= values[index - period] }
            if index >= period - 1 { result[index] = sum / Double(period) }
        }
        return result
    }
}
