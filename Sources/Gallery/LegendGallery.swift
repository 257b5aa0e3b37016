import Foundation
import MarketData
import SciChart

extension GalleryCharts {
    /// The size of the legend gallery's charts.
    public static let legendChartSize = CGRect(x: 0, y: 0, width: 1000, height: 600)

    /// The legend gallery's charts by file name, in both themes (the legend placed outside
    /// is ``outsideLegend(theme:)``: a chart and a legend of its own).
    public static func legendCharts() -> [(name: String, make: () -> SCIChartSurface)] {
        var charts: [(String, () -> SCIChartSurface)] = []
        for (suffix, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            charts.append(("legend-spy-\(suffix)", { spyLegend(theme: theme) }))
            charts.append(("legend-corners-\(suffix)", { legendCorners(theme: theme) }))
            charts.append(("legend-header-\(suffix)", { legendHeaders(theme: theme) }))
            charts.append(("legend-wrapping-\(suffix)", { legendWrapping(theme: theme) }))
            charts.append(("legend-outside-chart-\(suffix)", { outsideLegend(theme: theme).chart }))
        }
        return charts
    }

    /// SPY daily candles with their moving averages and a legend with checkboxes and markers
    /// at the top left; the 200-day average is hidden, so its item is greyed and unchecked.
    public static func spyLegend(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyDaily(theme: theme)
        surface.frame = legendChartSize
        surface.chartTitle = "SPY daily: a legend with checkboxes, the 200-day average hidden"
        let modifier = SCILegendModifier()
        modifier.showCheckBoxes = true
        modifier.margins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        surface.chartModifiers.add(modifier)
        surface.renderableSeries.item(at: 2)?.isVisible = false
        return surface
    }

    /// SPY daily under two legends with header rows: one titled "SPY daily" at the top
    /// left, open, with checkboxes; one of the selected series, collapsed to its header
    /// "Selected" at the bottom right (a tap on a header opens or folds its legend, a drag on
    /// it moves the legend to another corner).
    public static func legendHeaders(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyDaily(theme: theme)
        surface.frame = legendChartSize
        surface.chartTitle = "Legend headers: open at the top left, folded at the bottom right"
        let open = SCILegendModifier()
        open.title = "SPY daily"
        open.showCheckBoxes = true
        open.margins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let folded = SCILegendModifier()
        folded.title = "Selected"
        folded.sourceMode = .selectedSeries
        folded.position = [.right, .bottom]
        folded.isCollapsed = true
        surface.chartModifiers.add(items: open, folded)
        surface.renderableSeries.item(at: 1)?.isSelected = true
        return surface
    }

    /// Five series types under four legends, one in each corner: vertical with checkboxes
    /// (top left), horizontal (top right, visible series only: the hidden one is left
    /// out), horizontal with checkboxes (bottom left), vertical without markers (bottom
    /// right, selected series only).
    public static func legendCorners(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: legendChartSize)
        surface.theme = theme
        surface.chartTitle = "Legends in four corners: checkboxes, markers, both orientations"
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.45, max: 0.45)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(contentsOf: legendSampleSeries(theme: theme))
        surface.renderableSeries.item(at: 4)?.isVisible = false
        surface.renderableSeries.item(at: 1)?.isSelected = true
        surface.renderableSeries.item(at: 3)?.isSelected = true
        let corners: [(SCIAlignment, SCIOrientation, Bool, Bool, SCISourceMode)] = [
            ([.left, .top], .vertical, true, true, .allSeries),
            ([.right, .top], .horizontal, false, true, .allVisibleSeries),
            ([.left, .bottom], .horizontal, true, true, .allSeries),
            ([.right, .bottom], .vertical, false, false, .selectedSeries),
        ]
        for (position, orientation, checkBoxes, markers, mode) in corners {
            let modifier = SCILegendModifier()
            modifier.position = position
            modifier.orientation = orientation
            modifier.showCheckBoxes = checkBoxes
            modifier.showSeriesMarkers = markers
            modifier.sourceMode = mode
            surface.chartModifiers.add(modifier)
        }
        return surface
    }

    /// Twelve moving averages of SPY under a horizontal legend that spans the top of the
    /// series area and wraps its items into rows.
    public static func legendWrapping(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = movingAverages(count: 12, theme: theme)
        surface.chartTitle = "A horizontal legend across the chart wraps into rows"
        let modifier = SCILegendModifier()
        modifier.orientation = .horizontal
        modifier.position = [.left, .right, .top]
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        surface.renderableSeries.item(at: 5)?.isVisible = false
        return surface
    }

    /// Twenty-four moving averages of SPY and their legend, placed outside the chart by the
    /// host at a fixed size of 220 x 260 points (the chart draws no legend): the items do
    /// not fit, so the legend is scrolled three rows down, clipped, with its scroll
    /// indicator; two series are hidden.
    public static func outsideLegend(theme: SCIChartTheme = .dark) -> (
        chart: SCIChartSurface, legend: SCIChartLegend
    ) {
        let surface = movingAverages(count: 24, theme: theme)
        surface.chartTitle = "Twenty-four moving averages, their legend outside the chart"
        let legend = SCIChartLegend()
        // A new legend has no data source yet, so this one is made.
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend)!
        let modifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false)
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        for index in [4, 6] { surface.renderableSeries.item(at: index)?.isVisible = false }
        legend.frame = CGRect(x: 0, y: 0, width: 220, height: 260)
        legend.handleScroll(deltaX: 0, deltaY: 3, at: CGPoint(x: 100, y: 100))
        return (surface, legend)
    }

    /// SPY closes, 2016-2017, with `count` simple moving averages of 5, 10, 15 ... days.
    private static func movingAverages(count: Int, theme: SCIChartTheme) -> SCIChartSurface {
        let bars = MarketData.spyDaily.filter { $0.x >= 1_451_606_400 }  // 2016-01-01
        let surface = SCIChartSurface(frame: legendChartSize)
        surface.theme = theme
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.3)
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(yAxis)
        let closes = bars.map(\.close)
        for step in 1...count {
            let data = SCIXyDataSeries(xType: .date, yType: .double)
            data.seriesName = "SMA \(5 * step)"
            data.append(x: bars.map(\.x), y: movingAverage(closes, period: 5 * step))
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        return surface
    }

    /// One series of each type over 80 points of waves, for the legend gallery.
    private static func legendSampleSeries(theme: SCIChartTheme) -> [SCIRenderableSeriesBase] {
        let xs = (0..<80).map(Double.init)
        func xy(_ name: String, _ y: (Double) -> Double) -> SCIXyDataSeries {
            let data = SCIXyDataSeries()
            data.seriesName = name
            data.append(x: xs, y: xs.map(y))
            return data
        }
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        bars.seriesName = "Price"
        for x in xs {
            let close = 60 + 12 * sin(x / 9) + 4 * sin(x * 1.7)
            let open = close - 3 * cos(x * 1.3)
            bars.append(x: x, open: open, high: max(open, close) + 2, low: min(open, close) - 2, close: close)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = xy("Signal") { 60 + 12 * sin(($0 - 4) / 9) }
        line.strokeStyle = SCISolidPenStyle(color: theme.seriesPalette[1], thickness: 2)
        let mountain = SCIFastMountainRenderableSeries()
        mountain.dataSeries = xy("Volume") { 22 + 8 * sin($0 / 5) }
        mountain.strokeStyle = SCISolidPenStyle(color: theme.seriesPalette[0], thickness: 1.5)
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = xy("Momentum") { 6 * sin($0 / 4) }
        columns.fillBrushStyle = SCISolidBrushStyle(color: theme.seriesPalette[3].withAlpha(0.8))
        let scatter = SCIXyScatterRenderableSeries()
        scatter.dataSeries = xy("Trades with a rather long name that the legend cuts") {
            45 + 10 * cos($0 / 3)
        }
        let marker = SCIEllipsePointMarker()
        marker.size = CGSize(width: 6, height: 6)
        marker.fillStyle = SCISolidBrushStyle(color: theme.seriesPalette[2])
        scatter.pointMarker = marker
        return [candles, line, mountain, columns, scatter]
    }
}
