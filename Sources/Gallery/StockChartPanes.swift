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
/// Studies' panes can be added and taken away (``show(_:)``, ``hide(_:)``; see ``Study``),
/// and Bollinger bands laid under the candles (``showsBollinger``).
public final class StockChartPanes {
    /// The price pane, always shown at the top.
    public let price: SCIChartSurface
    /// The MACD pane (``Study/macd``).
    public let macd: SCIChartSurface
    /// The RSI pane (``Study/rsi``).
    public let rsi: SCIChartSurface
    /// The volume pane (``Study/volume``).
    public let volume: SCIChartSurface
    /// The group that lines the panes up and shares their events.
    public let group = SCIChartVerticalGroup()
    /// The one x range every pane's axis holds.
    public let sharedXRange = SCIDoubleRange()
    /// The bars.
    public let prices: SCIOhlcDataSeries
    /// The crosshairs, one a pane, sharing their events.
    public internal(set) var cursors: [SCICursorModifier] = []
    /// The indicators, kept alive with the panes (those of panes never shown are not made).
    public internal(set) var indicators: [SCIIndicator]
    /// The studies shown under the price pane, top to bottom.
    public internal(set) var studies: [Study] = [.macd, .rsi, .volume]
    /// The panes of studies made so far, shown or not.
    var studyPanes: [Study: SCIChartSurface] = [:]
    /// The band of Bollinger's upper and lower lines when it was made.
    var bollingerBand: SCIFastBandRenderableSeries?
    /// Whether the panes get the workspace's modifiers.
    let paneModifiers: Bool
    /// The panes' theme: setting it gives it to every pane, shown or not.
    public var theme: SCIChartTheme {
        didSet {
            for surface in [price] + studyPanes.values.map({ $0 }) { surface.theme = theme }
        }
    }
    /// The height of a study's pane.
    let studyHeight: Double

    /// The crosshairs' `SCIChartModifierBase.eventsGroupTag`: a crosshair an
    /// application adds to a pane with this tag joins the others.
    public static let eventsGroupTag = "SharedEventGroup"

    /// The panes over `prices` (daily bars) and `volumes` (one a bar), `size` in all, in
    /// `theme`. With `paneModifiers` false no pane, then or later, gets the workspace's
    /// modifiers: an application with its own tools adds them to each pane (see
    /// ``drawingsPanes``), with crosshairs tagged ``eventsGroupTag``.
    public init(
        prices: SCIOhlcDataSeries, volumes: SCIXyDataSeries, size: CGSize, theme: SCIChartTheme = .dark,
        paneModifiers: Bool = true
    ) {
        self.prices = prices
        self.theme = theme
        self.paneModifiers = paneModifiers
        let heights = [0.5, 0.18, 0.16, 0.16].map { (size.height * $0).rounded() }
        studyHeight = heights[3]
        let xRange = sharedXRange
        let pane = { (height: Double, title: String) in
            Self.pane(width: size.width, height: height, title: title, theme: theme, xRange: xRange)
        }
        price = pane(heights[0], "Price")
        price.xAxes[0].isVisible = true
        macd = pane(heights[1], "MACD")
        rsi = pane(heights[2], "RSI")
        volume = pane(heights[3], "Volume")
        indicators = Self.addPrices(prices, to: price)
        indicators.append(Self.addMacd(of: prices, to: macd))
        indicators.append(Self.addRsi(of: prices, to: rsi, theme: theme))
        Self.addVolume(volumes, to: volume)
        studyPanes = [.macd: macd, .rsi: rsi, .volume: volume]

        group.undoHistory = SCIUndoHistory()
        for surface in [price, macd, rsi, volume] {
            group.addSurface(toGroup: surface)
            if paneModifiers { addModifiers(to: surface) }
        }
    }

    /// The panes shown, top to bottom: prices, then the ``studies``.
    public var surfaces: [SCIChartSurface] { [price] + studies.compactMap { studyPanes[$0] } }

    /// Every pane made so far, shown or not, as drawings documents name them: `price` first,
    /// then the studies' raw values (`rsi`) in ``Study`` order. Drawings on a pane not shown
    /// stay with it and are saved with the others.
    public var drawingsPanes: [SCIDrawingsPane] {
        [SCIDrawingsPane(name: "price", surface: price)]
            + Study.allCases.compactMap { study in
                studyPanes[study].map { SCIDrawingsPane(name: study.rawValue, surface: $0) }
            }
    }

    /// An empty pane `height` high with a hidden category date axis on `xRange` and an
    /// auto-ranged value axis titled `title`.
    static func pane(
        width: Double, height: Double, title: String, theme: SCIChartTheme, xRange: SCIDoubleRange
    )
        -> SCIChartSurface
    {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: height))
        surface.theme = theme
        let xAxis = SCICategoryDateAxis()
        xAxis.visibleRange = xRange
        xAxis.growBy = SCIDoubleRange(min: 0, max: 0.05)
        xAxis.isVisible = false
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

    /// The candles, the 50- and 200-bar averages and the price axis' tags on `surface`;
    /// returns the averages.
    static func addPrices(_ prices: SCIOhlcDataSeries, to surface: SCIChartSurface) -> [SCIIndicator] {
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = prices
        surface.renderableSeries.add(candles)
        // The last price, rising or falling with the last bar.
        let lastPrice = SCIAxisMarkerAnnotation()
        lastPrice.followedSeries = prices
        surface.annotations.add(lastPrice)
        let sma50 = SCISmaIndicator(source: prices, period: 50)
        let sma200 = SCISmaIndicator(source: prices, period: 200)
        for (average, color) in [(sma50, SCIColor(argb: 0xFFF5_A623)), (sma200, SCIColor(argb: 0xFFE0_4CB5))]
        {
            average.output.seriesName = "SMA \(average.period)"
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = average.output
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
            surface.renderableSeries.add(line)
            // A tag of the average's last value, following it as bars arrive.
            let marker = SCIAxisMarkerAnnotation()
            marker.followedSeries = average.output
            marker.backgroundBrush = SCISolidBrushStyle(color: color)
            surface.annotations.add(marker)
        }
        return [sma50, sma200]
    }

    /// The crosshair (sharing events with the other panes'), x-axis drag, pinch zoom,
    /// zoom extents, zoom-pan and a legend without checkboxes on `surface`.
    func addModifiers(to surface: SCIChartSurface) {
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
        // The crosshair handles nothing, so it goes first and sees every gesture; the rest
        // in SciChart's order (zoom extents after the pan still sees double taps).
        let modifiers = SCIModifierGroup(childModifiers: [
            cursor, xAxisDrag, pinchZoom, zoomPan, SCIZoomExtentsModifier(),
        ])
        surface.chartModifiers.add(modifiers)
        surface.chartModifiers.add(legend)
    }

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
