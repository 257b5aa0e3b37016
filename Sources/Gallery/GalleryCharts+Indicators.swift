import Foundation
import MarketData
import SciChart
import SciChartIndicators

extension GalleryCharts {
    /// SPY's 2015-2016 daily candles with Bollinger bands (20, 2) as a band series under
    /// them and the 50- and 200-day averages, all computed by indicators that follow the
    /// candles' data series; a crosshair's values line reads the last bar.
    public static func spyBollinger(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyIndicatorChart(
            theme: theme, title: "SPY daily, 2015-2016: Bollinger bands (20, 2), SMA 50 and 200")
        let prices = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        let bands = SCIBollingerIndicator(source: prices)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = SCIIndicators.band(bands.upper, bands.lower, name: "Bollinger (20, 2)")
        let blue = SCIColor(argb: 0xFF29_62FF)
        band.strokeStyle = SCISolidPenStyle(color: blue.multiplyingAlpha(by: 0.8), thickness: 1)
        band.strokeY1Style = band.strokeStyle
        band.fillBrushStyle = SCISolidBrushStyle(color: blue.multiplyingAlpha(by: 0.12))
        band.fillY1BrushStyle = band.fillBrushStyle
        surface.renderableSeries.insert(band, at: 0)
        for (period, color) in [(50, SCIColor(argb: 0xFFF5_A623)), (200, SCIColor(argb: 0xFFE0_4CB5))] {
            let average = SCISmaIndicator(source: prices, period: period)
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = average.output
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
            surface.renderableSeries.add(line)
        }
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        surface.chartModifiers.add(cursor)
        return surface
    }

    /// SPY's 2015-2016 MACD (12, 26, 9): the MACD line and its signal as a band (green
    /// where MACD is above, red where below) over the histogram's columns.
    public static func spyMacd(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyIndicatorChart(theme: theme, title: "SPY daily, 2015-2016: MACD (12, 26, 9)")
        let prices = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        surface.renderableSeries.clear()
        let macd = SCIMacdIndicator(source: prices)
        let histogram = SCIFastColumnRenderableSeries()
        histogram.dataSeries = macd.histogram
        histogram.fillBrushStyle = SCISolidBrushStyle(color: 0x9978_909C)
        histogram.strokeStyle = SCISolidPenStyle(color: 0x0000_0000, thickness: 0)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = SCIIndicators.band(macd.macd, macd.signal, name: "MACD (12, 26, 9)")
        band.strokeStyle = SCISolidPenStyle(color: 0xFF26_A69A, thickness: 1.5)
        band.strokeY1Style = SCISolidPenStyle(color: 0xFFEF_5350, thickness: 1.5)
        band.fillBrushStyle = SCISolidBrushStyle(color: 0x4426_A69A)
        band.fillY1BrushStyle = SCISolidBrushStyle(color: 0x44EF_5350)
        surface.renderableSeries.add(histogram)
        surface.renderableSeries.add(band)
        surface.yAxes[0].axisTitle = "MACD"
        return surface
    }

    /// SPY's daily bars in four linked panes (prices with SMA 50 and 200, MACD, RSI and
    /// volume; see ``StockChartPanes``), showing 2016, `size` in all.
    public static func spyWorkspace(
        theme: SCIChartTheme = .dark, size: CGSize = CGSize(width: 1000, height: 760),
        paneModifiers: Bool = true
    ) -> StockChartPanes {
        let bars = MarketData.spyDaily
        let prices = candlesticks(bars, name: "SPY").dataSeries as! SCIOhlcDataSeries
        let volumes = SCIXyDataSeries(xType: .date, yType: .double)
        volumes.append(x: bars.map(\.x), y: bars.map(\.volume))
        let panes = StockChartPanes(
            prices: prices, volumes: volumes, size: size, theme: theme, paneModifiers: paneModifiers
        )
        let first = bars.firstIndex { $0.x >= day(2016, 1, 4) } ?? 0
        panes.sharedXRange.setMinMax(min: Double(first) - 0.5, max: Double(bars.count - 1) + 0.5)
        return panes
    }

    /// The gallery's pictures of several panes, named as their files are, in both themes.
    public static func groups() -> [(name: String, make: () -> StockChartPanes)] {
        [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)].map { suffix, theme in
            (
                "spy-workspace-\(suffix)",
                {
                    // The crosshair on a bar of the RSI pane runs through all four.
                    let panes = spyWorkspace(theme: theme)
                    panes.group.settleLayouts()
                    let area = panes.rsi.seriesAreaFrame
                    panes.rsi.handlePointer(
                        SCIPointerEvent(
                            phase: .hovered,
                            location: CGPoint(x: area.minX + area.width * 0.62, y: area.midY),
                            timestamp: 0))
                    return panes
                }
            )
        }
    }

    /// SPY's daily candles from 2015 to 2016 on a category date axis, prices auto-ranged.
    static func spyIndicatorChart(theme: SCIChartTheme, title: String) -> SCIChartSurface {
        let bars = MarketData.spyDaily
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = title
        let xAxis = SCICategoryDateAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(candlesticks(bars, name: "SPY"))
        let first = bars.firstIndex { $0.x >= day(2015, 1, 2) } ?? 0
        let last = bars.lastIndex { $0.x <= day(2016, 12, 30) } ?? bars.count - 1
        xAxis.visibleRange = SCIDoubleRange(min: Double(first) - 0.5, max: Double(last) + 0.5)
        return surface
    }
}
