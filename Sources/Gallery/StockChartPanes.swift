import Foundation
import SciChart
import SciChartIndicators

/// A trading workspace of four panes laid out as SciChart's multi-pane stock chart example
/// lays them out: prices with the 50- and 200-bar averages and tags of the last price and
/// of the averages' last values on the price axis (following new bars), MACD as a band over
/// its histogram, RSI with its 30 and 70 lines, and volume. Every pane has a category date axis holding one shared range (only the price
/// pane's is shown), the four are one vertical group sharing one undo history, and every
/// pane pans by dragging its x axis (stretching at the data's ends), pinch-zooms in x, pans
/// by dragging, zooms to extents on a double tap and shows a legend without checkboxes.
/// A crosshair with a values line runs through every pane.
///
/// The indicators follow the price series: bars appended to ``prices`` show on every pane.
public final class StockChartPanes {
    /// The surfaces, top to bottom: prices, MACD, RSI, volume.
    public let price: SCIChartSurface
    public let macd: SCIChartSurface
    public let rsi: SCIChartSurface
    public let volume: SCIChartSurface
    /// The group that lines the panes up and shares their events.
    public let group = SCIChartVerticalGroup()
    /// The one x range every pane's axis holds.
    public let sharedXRange = SCIDoubleRange()
    /// The bars.
    public let prices: SCIOhlcDataSeries
    /// The crosshairs, one a pane, sharing their events.
    public private(set) var cursors: [SCICursorModifier] = []
    /// The indicators, kept alive with the panes.
    public let indicators: [SCIIndicator]

    /// The crosshairs' `SCIChartModifierBase.eventsGroupTag`: a crosshair an
    /// application adds to a pane with this tag joins the others.
    public static let eventsGroupTag = "SharedEventGroup"

    /// The panes over `prices` (daily bars) and `volumes` (one a bar), `size` in all, in
    /// `theme`. With `pricePaneModifiers` false the price pane gets none of the modifiers
    /// (an application with its own tools there adds its own, with a crosshair tagged
    /// ``eventsGroupTag``).
    public init(
        prices: SCIOhlcDataSeries, volumes: SCIXyDataSeries, size: CGSize, theme: SCIChartTheme = .dark,
        pricePaneModifiers: Bool = true
    ) {
        self.prices = prices
        let heights = [0.5, 0.18, 0.16, 0.16].map { (size.height * $0).rounded() }
        let sharedXRange = self.sharedXRange
        func pane(_ index: Int, title: String) -> SCIChartSurface {
            let surface = SCIChartSurface(
                frame: CGRect(x: 0, y: 0, width: size.width, height: heights[index]))
            surface.theme = theme
            let xAxis = SCICategoryDateAxis()
            xAxis.visibleRange = sharedXRange
            xAxis.growBy = SCIDoubleRange(min: 0, max: 0.05)
            xAxis.isVisible = index == 0
            xAxis.drawMinorGridLines = false
            let yAxis = SCINumericAxis()
            yAxis.autoRange = .always
            yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
            yAxis.axisTitle = title
            yAxis.drawMinorGridLines = false
            surface.xAxes.add(xAxis)
            surface.yAxes.add(yAxis)
            return surface
        }
        price = pane(0, title: "Price")
        macd = pane(1, title: "MACD")
        rsi = pane(2, title: "RSI")
        volume = pane(3, title: "Volume")

        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = prices
        price.renderableSeries.add(candles)
        // The last price, rising or falling with the last bar.
        let lastPrice = SCIAxisMarkerAnnotation()
        lastPrice.followedSeries = prices
        price.annotations.add(lastPrice)
        let sma50 = SCISmaIndicator(source: prices, period: 50)
        let sma200 = SCISmaIndicator(source: prices, period: 200)
        for (average, color) in [(sma50, SCIColor(argb: 0xFFF5_A623)), (sma200, SCIColor(argb: 0xFFE0_4CB5))]
        {
            average.output.seriesName = "SMA \(average.period)"
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = average.output
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
            price.renderableSeries.add(line)
            // A tag of the average's last value, following it as bars arrive.
            let marker = SCIAxisMarkerAnnotation()
            marker.followedSeries = average.output
            marker.backgroundBrush = SCISolidBrushStyle(color: color)
            price.annotations.add(marker)
        }

        let macdIndicator = SCIMacdIndicator(source: prices)
        let histogram = SCIFastColumnRenderableSeries()
        macdIndicator.histogram.seriesName = "Histogram"
        histogram.dataSeries = macdIndicator.histogram
        histogram.fillBrushStyle = SCISolidBrushStyle(color: 0x9978_909C)
        histogram.strokeStyle = SCISolidPenStyle(color: 0x0000_0000, thickness: 0)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = GalleryCharts.xyy(
            macdIndicator.macd, macdIndicator.signal, name: "MACD (12, 26, 9)")
        band.strokeStyle = SCISolidPenStyle(color: 0xFF26_A69A, thickness: 1.5)
        band.strokeY1Style = SCISolidPenStyle(color: 0xFFEF_5350, thickness: 1.5)
        band.fillBrushStyle = SCISolidBrushStyle(color: 0x4426_A69A)
        band.fillY1BrushStyle = SCISolidBrushStyle(color: 0x44EF_5350)
        macd.renderableSeries.add(histogram)
        macd.renderableSeries.add(band)

        let rsiIndicator = SCIRsiIndicator(source: prices)
        rsiIndicator.output.seriesName = "RSI (14)"
        let rsiLine = SCIFastLineRenderableSeries()
        rsiLine.dataSeries = rsiIndicator.output
        rsiLine.strokeStyle = SCISolidPenStyle(color: 0xFFAB_47BC, thickness: 1.5)
        rsi.renderableSeries.add(rsiLine)
        rsi.yAxes[0].autoRange = .never
        rsi.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 100)
        for level in [30.0, 70.0] {
            let line = SCIHorizontalLineAnnotation()
            line.set(y1: level)
            line.stroke = SCISolidPenStyle(
                color: theme.axisLabel.withAlpha(0.6), thickness: 1, strokeDashArray: [4, 4])
            rsi.annotations.add(line)
        }

        volumes.seriesName = volumes.seriesName ?? "Volume"
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = volumes
        columns.fillBrushStyle = SCISolidBrushStyle(color: 0xAA42_A5F5)
        columns.strokeStyle = SCISolidPenStyle(color: 0x0000_0000, thickness: 0)
        volume.renderableSeries.add(columns)
        volume.yAxes[0].growBy = SCIDoubleRange(min: 0, max: 0.1)
        volume.yAxes[0].labelFormatter = Self.shortVolume

        indicators = [sma50, sma200, macdIndicator, rsiIndicator]
        group.undoHistory = SCIUndoHistory()
        for surface in [price, macd, rsi, volume] {
            group.addSurface(toGroup: surface)
            if surface === price && !pricePaneModifiers { continue }
            let xAxisDrag = SCIXAxisDragModifier()
            xAxisDrag.dragMode = .pan
            xAxisDrag.clipModeX = .stretchAtExtents
            let pinchZoom = SCIPinchZoomModifier()
            pinchZoom.direction = .xDirection
            let zoomPan = SCIZoomPanModifier()
            zoomPan.direction = .xDirection
            let legend = SCILegendModifier()
            legend.showCheckBoxes = false
            legend.position = [.left, .bottom]
            let cursor = SCICursorModifier()
            cursor.showsValuesLine = surface !== volume
            cursor.eventsGroupTag = Self.eventsGroupTag
            cursors.append(cursor)
            // The crosshair handles nothing, so it goes first and sees every gesture; zoom
            // extents sees only the taps of presses it received, so it goes before the pan.
            let modifiers = SCIModifierGroup(childModifiers: [
                cursor, xAxisDrag, pinchZoom, SCIZoomExtentsModifier(), zoomPan,
            ])
            surface.chartModifiers.add(modifiers)
            surface.chartModifiers.add(legend)
        }
    }

    /// The panes, top to bottom.
    public var surfaces: [SCIChartSurface] { [price, macd, rsi, volume] }

    /// A volume as traders write it: "950K", "12.5M", "1.2B".
    public static func shortVolume(_ value: Double) -> String {
        let magnitude = abs(value)
        for (size, suffix) in [(1e9, "B"), (1e6, "M"), (1e3, "K")] where magnitude >= size {
            let scaled = value / size
            let text = abs(scaled) >= 100 ? String(format: "%.0f", scaled) : String(format: "%.1f", scaled)
            return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + suffix
        }
        return String(format: "%.0f", value)
    }
}
