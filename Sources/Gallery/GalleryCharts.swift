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

        let candleSeries = candlesticks(bars, name: "SPY")

        let closes = bars.map(\.close)
        // The averages take the theme's series colours (by their place: the second and the
        // third), so they stay readable and told apart in every theme, and follow a new one.
        let averages = [50, 200].map { period in
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = "SMA \(period)"
            data.append(x: bars.map(\.x), y: movingAverage(closes, period: period))
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
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
        surface.renderableSeries.add(candlesticks(bars, name: "S&P 500"))
        return surface
    }

    /// A candlestick series of `bars`.
    public static func candlesticks(_ bars: [MarketBar], name: String) -> SCIFastCandlestickRenderableSeries {
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        data.seriesName = name
        data.append(
            x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
            close: bars.map(\.close))
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = data
        return series
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

extension GalleryCharts {
    /// SPY closes (right axis) over volume columns (left axis), 2016-2017: two y axes.
    public static func multiAxis(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let bars = MarketData.spyDaily.filter { $0.x >= 1_451_606_400 }  // 2016-01-01
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "SPY close and volume, 2016-2017 (two y axes)"
        let xAxis = SCIDateAxis()
        let priceAxis = SCINumericAxis()
        priceAxis.axisId = "price"
        priceAxis.axisTitle = "Close (USD)"
        priceAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.05)
        let volumeAxis = SCINumericAxis()
        volumeAxis.axisId = "volume"
        volumeAxis.axisAlignment = .left
        volumeAxis.axisTitle = "Volume (millions)"
        volumeAxis.drawMajorGridLines = false
        volumeAxis.drawMinorGridLines = false
        volumeAxis.autoRange = .never
        let peak = (bars.map(\.volume).max() ?? 1) / 1e6
        volumeAxis.visibleRange = SCIDoubleRange(min: 0, max: peak * 3)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(items: priceAxis, volumeAxis)

        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        volume.seriesName = "Volume"
        volume.append(x: bars.map(\.x), y: bars.map { $0.volume / 1e6 })
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = volume
        columns.yAxisId = "volume"
        columns.fillBrushStyle = SCISolidBrushStyle(color: theme.seriesPalette[2].withAlpha(0.6))
        let close = SCIXyDataSeries(xType: .date, yType: .double)
        close.seriesName = "Close"
        close.append(x: bars.map(\.x), y: bars.map(\.close))
        let line = SCIFastMountainRenderableSeries()
        line.dataSeries = close
        line.yAxisId = "price"
        line.strokeStyle = SCISolidPenStyle(color: theme.seriesPalette[0], thickness: 1.5)
        // The area fades towards its base, so the columns behind it stay readable.
        line.areaStyle = SCILinearGradientBrushStyle(
            start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1),
            startColor: theme.seriesPalette[0].withAlpha(0.45),
            endColor: theme.seriesPalette[0].withAlpha(0.02))
        surface.renderableSeries.add(items: columns, line)
        return surface
    }

    /// Ten million points in one line series, resampled per pixel column.
    public static func tenMillionPoints(theme: SCIChartTheme = .dark, count: Int = 10_000_000)
        -> SCIChartSurface
    {
        let (xs, ys) = BenchData.arrays(count: count)
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle =
            "\(count.formatted(.number.locale(Locale(identifier: "en_US")))) points, one line series"
        surface.xAxes.add(SCINumericAxis())
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        line.strokeStyle = SCISolidPenStyle(color: theme.seriesPalette[0], thickness: 1)
        surface.renderableSeries.add(line)
        return surface
    }

    /// Every gallery chart by file name, in both themes.
    public static func all() -> [(name: String, make: () -> SCIChartSurface)] {
        var charts: [(String, () -> SCIChartSurface)] = []
        for (suffix, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            charts.append(("spy-daily-\(suffix)", { spyDaily(theme: theme) }))
            charts.append(("sp500-minutes-\(suffix)", { sp500Minutes(theme: theme) }))
            charts.append(("multi-axis-\(suffix)", { multiAxis(theme: theme) }))
            charts.append(("ten-million-\(suffix)", { tenMillionPoints(theme: theme) }))
            charts.append(("spy-measures-\(suffix)", { spyMeasures(theme: theme) }))
            charts.append(("spy-measure-editing-\(suffix)", { spyMeasureEditing(theme: theme) }))
            charts.append(("spy-xabcd-\(suffix)", { spyXabcd(theme: theme) }))
            charts.append(("spy-xabcd-placing-\(suffix)", { spyXabcdPlacing(theme: theme) }))
            charts.append(("spy-fibonacci-\(suffix)", { spyFibonacci(theme: theme) }))
            charts.append(("spy-pitchfork-\(suffix)", { spyPitchfork(theme: theme) }))
            charts.append(("spy-trade-zones-\(suffix)", { spyTradeZones(theme: theme) }))
            charts.append(("spy-position-\(suffix)", { spyPosition(theme: theme) }))
            charts.append(("spy-patterns-\(suffix)", { spyPatterns(theme: theme) }))
            charts.append(("spy-annotations-\(suffix)", { spyAnnotations(theme: theme) }))
            charts.append(("spy-bollinger-\(suffix)", { spyBollinger(theme: theme) }))
            charts.append(("spy-macd-\(suffix)", { spyMacd(theme: theme) }))
            charts.append(("axis-labels-\(suffix)", { axisLabels(theme: theme) }))
            charts.append(("log-prices-\(suffix)", { logPrices(theme: theme) }))
            charts.append(("stacked-axes-\(suffix)", { stackedAxes(theme: theme) }))
            charts.append(("central-axis-\(suffix)", { centralAxis(theme: theme) }))
            charts.append(("index-dates-\(suffix)", { indexDates(theme: theme) }))
            charts.append(("spy-palette-\(suffix)", { spyPalette(theme: theme) }))
        }
        for (suffix, theme) in [
            ("dark", SCIChartTheme.highContrastDark), ("light", SCIChartTheme.highContrastLight),
        ] {
            charts.append(("spy-keyboard-high-contrast-\(suffix)", { spyKeyboardCursor(theme: theme) }))
        }
        // The spec's selected style draws white: for dark charts.
        charts.append(("spy-selection-before-dark", { spySelectionBefore() }))
        charts.append(("spy-selection-after-dark", { spySelectionAfter() }))
        return charts
    }
}

extension GalleryCharts {
    /// SPY daily candles from mid-2015 to mid-2016 with a declining and a growing measure,
    /// drawn by pointer gestures through a measure creation modifier.
    public static func spyMeasures(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyDaily(theme: theme)
        surface.chartTitle = "SPY daily: measuring the 2015 drop and the 2016 recovery"
        let xAxis = surface.xAxes[0]
        xAxis.visibleRange = SCIDoubleRange(min: day(2015, 5, 1), max: day(2016, 6, 30))
        let yAxis = surface.yAxes[0]
        yAxis.autoRange = .always
        let modifier = SCIMeasureCreationModifier()
        modifier.snapToCandles = true
        modifier.isEditable = true
        surface.chartModifiers.add(modifier)
        let declining = (start: (day(2015, 7, 20), 213.0), end: (day(2015, 8, 25), 186.0))
        let growing = (start: (day(2016, 2, 11), 181.0), end: (day(2016, 4, 20), 210.0))
        for measure in [declining, growing] {
            drag(on: surface, from: measure.start, to: measure.end)
        }
        return surface
    }

    /// Places a two-point tool with two press-drag-release gestures between data points.
    public static func drag(
        on surface: SCIChartSurface, from start: (Double, Double), to end: (Double, Double)
    ) {
        let layout = surface.currentLayout
        func point(_ value: (Double, Double)) -> CGPoint {
            layout.surfacePoint(x: value.0, y: value.1)
        }
        for target in [point(start), point(end)] {
            surface.handlePointer(
                SCIPointerEvent(phase: .began, location: CGPoint(x: target.x - 20, y: target.y + 10)))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: target))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: target))
        }
    }

    /// Seconds since 1970 of a UTC calendar day.
    public static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar.date(from: components)?.timeIntervalSince1970 ?? 0
    }
}

extension GalleryCharts {
    /// The measures chart with the 2016 measure selected and its End being dragged higher:
    /// grips on both points, the label following.
    public static func spyMeasureEditing(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyMeasures(theme: theme)
        surface.chartTitle = "Editing a measure: drag a grip to move a point"
        guard let measure = surface.annotations.last as? SCIMeasureAnnotation else { return surface }
        // The user puts the measure tool down, then edits what it drew.
        for tool in surface.chartModifiers { tool.isEnabled = false }
        let points = measure.getBasePoints()
        let centre = CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: centre))
        let end = points[1]
        surface.handlePointer(SCIPointerEvent(phase: .began, location: end))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: CGPoint(x: end.x + 60, y: end.y - 12)))
        return surface
    }
}
