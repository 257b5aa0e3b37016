import Foundation
import Gallery
import SciChart

/// The charts of the demo's pages, built from the shipped market data and the live feed.
enum PageCharts {
    /// SPY daily candles 2008-2017 with the 50- and 200-day moving averages, opening on the
    /// last two years; the price axis fits the bars in view as the chart pans and zooms.
    static func spyDaily(theme: SCIChartTheme) -> SCIChartSurface {
        let surface = GalleryCharts.spyDaily(theme: theme)
        surface.xAxes[0].visibleRange = SCIDoubleRange(
            min: GalleryCharts.day(2016, 1, 1), max: GalleryCharts.day(2018, 1, 5))
        surface.yAxes[0].autoRange = .always
        limitNavigation(of: surface)
        return surface
    }

    /// One week of S&P 500 minute bars on a category axis (the nights closed up); the price
    /// axis fits the bars in view.
    static func sp500Minutes(theme: SCIChartTheme) -> SCIChartSurface {
        let surface = GalleryCharts.sp500Minutes(theme: theme)
        surface.yAxes[0].autoRange = .always
        limitNavigation(of: surface)
        return surface
    }

    /// The workspace page's panes as the page shows them: Bollinger bands under the candles,
    /// and every pane's navigation bounded as the other pages' are.
    static func prepareWorkspace(_ panes: StockChartPanes) {
        panes.showsBollinger = true
        for surface in panes.surfaces { limitNavigation(of: surface) }
    }

    /// Bars of room past the data that panning and zooming may show, for drawing into the
    /// future (and a little before the first bar).
    static let marginBars = 20.0

    /// Bounds the x axis' navigation to the first series' data and ``marginBars`` bars either
    /// side (bar indices on a category axis, the median spacing of the bars on a date axis),
    /// so a pan stops there instead of running into empty space.
    static func limitNavigation(of surface: SCIChartSurface) {
        guard let axis = surface.xAxes.first, let data = surface.renderableSeries.first?.dataSeries,
            let range = data.xRange, data.count > 1
        else { return }
        if axis is SCICategoryDateAxis {
            axis.visibleRangeLimit = SCIDoubleRange(
                min: -marginBars, max: Double(data.count - 1) + marginBars)
        } else {
            let bar = (range.max - range.min) / Double(data.count - 1)
            axis.visibleRangeLimit = SCIDoubleRange(
                min: range.min - marginBars * bar, max: range.max + marginBars * bar)
        }
    }

    /// The live feed's candles and the ticks' moving mean; the price axis follows the data,
    /// the time axis is the page's ``LatestFollower``'s (it stays on the latest bar unless
    /// the user pans away).
    static func live(theme: SCIChartTheme, feed: LiveFeed) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: GalleryCharts.size)
        surface.theme = theme
        surface.chartTitle =
            "Live: \(Int(LiveFeed.ticksPerSecond)) ticks a second from a producer thread, "
            + "as \(Int(LiveFeed.barSeconds)) s candles (the last \(LiveFeed.candleCapacity) kept)"
        let xAxis = SCIDateAxis()
        xAxis.autoRange = .never
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        yAxis.axisTitle = "Price"
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = feed.candles
        let mean = SCIFastLineRenderableSeries()
        mean.dataSeries = feed.mean
        mean.strokeStyle = SCISolidPenStyle(color: 0xFFF5_A623, thickness: 2)
        surface.renderableSeries.add(items: candles, mean)
        // The last price on the axis as it comes, and a level to drag that raises an alert when
        // the price crosses it (the window sets it); neither is one of the user's drawings.
        let last = SCIAxisMarkerAnnotation(following: feed.candles)
        let alert = SCIHorizontalLineAnnotation()
        alert.isDrawing = false
        alert.isEditable = true
        alert.stroke = SCISolidPenStyle(color: 0xFFF2_6D21, thickness: 1.5, strokeDashArray: [6, 4])
        let label = SCIAnnotationLabel(labelPlacement: .topLeft, text: "Alert: drag to move")
        label.fontStyle = SCIFontStyle(fontSize: 12, textColor: 0xFFF2_6D21)
        alert.annotationLabels.add(label)
        alert.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        surface.annotations.add(items: last, alert)
        return surface
    }

    /// The live page's alert level, if `surface` has one.
    static func alertLine(of surface: SCIChartSurface) -> SCIHorizontalLineAnnotation? {
        surface.annotations.lazy.compactMap { $0 as? SCIHorizontalLineAnnotation }.first { !$0.isDrawing }
    }
}
