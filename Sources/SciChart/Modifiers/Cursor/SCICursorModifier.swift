import Foundation

/// A crosshair that follows the pointer, with the value under it shown on every axis, as
/// trading charts have.
///
/// On mouse hosts the crosshair follows hover, stays where a drag is released and goes away
/// when the pointer leaves the surface (``SCIPointerPhase/exited``); on touch hosts, which
/// send no hover, it follows a press-drag and goes away when the finger lifts. It shows only
/// while the pointer is over the series area. Two lines cross the series area at the
/// pointer, and each visible axis shows, in its band beside the series area, the value at
/// the pointer as ``SCIAxisBase/formatCursorText(_:calculator:)`` writes it: dates on date
/// axes (with no time of day for daily bars), the bar's date on category axes, prices in
/// the decimals their data is quoted in. Over candles or OHLC bars the vertical line stands
/// on the nearest bar (``snapsToBars``). With an ``SCIChartModifierBase/eventsGroupTag``
/// shared by the crosshairs of a ``SCIChartVerticalGroup``'s panes, one crosshair runs
/// through all of them: the other panes draw its vertical line only.
///
/// The modifier never handles an event: a pan or a drawing tool after it still gets every
/// gesture. It sees gestures an earlier modifier handled only with
/// ``SCIChartModifierBase/receiveHandledEvents``. The cursor over the series area is
/// ``SCICursor/crosshair``.
///
/// ```swift
/// let cursor = SCICursorModifier()
/// cursor.crosshairStyle = SCISolidPenStyle(color: 0xFFFF9800, thickness: 1)
/// surface.chartModifiers.add(cursor)
/// ```
public final class SCICursorModifier: SCIChartModifierBase {
    /// The pen of the crosshair's lines; `nil` (the default) takes the theme's axis label
    /// colour at 80 % opacity, 1 point, dashed 4 on 4 off.
    public var crosshairStyle: SCIPenStyle? { didSet { invalidateOverlay() } }

    /// Whether the axes show the values at the pointer (default `true`).
    public var showAxisLabels = true { didSet { invalidateOverlay() } }

    /// The font of the axis labels; `nil` (the default) takes the theme's label font size
    /// and tool label text colour.
    public var axisLabelStyle: SCIFontStyle? { didSet { invalidateOverlay() } }

    /// The background of the axis labels; `nil` (the default) takes the theme's tool label
    /// background.
    public var axisLabelBackgroundStyle: SCIBrushStyle? { didSet { invalidateOverlay() } }

    /// Whether the vertical line stands on the bar nearest the pointer when the chart shows
    /// OHLC bars (candles or OHLC series), or series on a category axis (an indicator pane),
    /// so the x axis reads that bar's date (default `true`); the horizontal line stays at
    /// the pointer's price.
    public var snapsToBars = true { didSet { invalidateOverlay() } }

    /// Whether a line of values runs along the top of the series area, as on trading
    /// charts: the open, high, low and close of the bar under the crosshair (of the last bar
    /// while there is no crosshair), its change from the bar before in price and percent,
    /// and each other series' value at that bar (an indicator's) in the series' colour
    /// (default `false`).
    public var showsValuesLine = false { didSet { invalidateOverlay() } }

    /// The text of the values line as last drawn (empty before a frame or without
    /// ``showsValuesLine``): "SPY O 186.20 H 187.00 L 185.90 C 186.37 +0.52 (+0.28%) SMA 50
    /// 184.21".
    public private(set) var valuesLineText = ""

    /// The values line of the frame being drawn, laid out in rows: made when the frame is
    /// prepared, so that a legend at the top knows how deep it reaches.
    private var preparedRows: [[(piece: ValuesLine.Piece, x: Double)]] = []

    /// The key that turns the keyboard cursor on and off (``isKeyboardCursorOn``): C
    /// (`.character("c")`) by default; `nil` leaves it to code.
    public var keyboardCursorKey: SCIKey? = .character("c")

    /// The point the keyboard cursor is on, while it is on.
    var keyboardPoint: KeyboardCursorPoint? {
        didSet { invalidateOverlay() }
    }

    /// Where the pointer's crosshair is, in surface coordinates, or `nil` while it is hidden
    /// (while the keyboard cursor is on, the crosshair stands at ``keyboardCursorLocation``).
    public internal(set) var crosshairLocation: CGPoint? {
        didSet { if oldValue != crosshairLocation { invalidateOverlay() } }
    }

    /// Whether hovers were seen since the pointer last left: a mouse host.
    private var hasMouse = false

    /// Whether the crosshair follows a pointer on another pane of the group (an event
    /// shared through ``SCIChartModifierBase/eventsGroupTag``): it draws its vertical line
    /// only.
    private var followsAnotherPane = false {
        didSet { if oldValue != followsAnotherPane { invalidateOverlay() } }
    }

    /// A crosshair in the theme's colours, with axis labels.
    public override init() {
        super.init()
    }

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        hasMouse = true
        follow(args)
        return false
    }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        follow(args)
        return false
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        follow(args)
        return false
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        if hasMouse { follow(args) } else { crosshairLocation = nil }
        return false
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        crosshairLocation = nil
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        hasMouse = false
        crosshairLocation = nil
    }

    public override func onDisabled() {
        crosshairLocation = nil
        keyboardPoint = nil
    }

    public override func onDetached(from surface: SCIChartSurface) {
        crosshairLocation = nil
        keyboardPoint = nil
    }

    /// The keys of the keyboard cursor: its ``keyboardCursorKey`` turns it on; while it is on,
    /// the arrows, Home, End, Enter and Escape (see ``isKeyboardCursorOn``).
    public override func onKey(_ args: SCIKeyArgs) -> Bool {
        handleKeyboardCursorKey(args)
    }

    /// Whether the keyboard cursor is on: it then takes its keys before other modifiers.
    public override var holdsKeyboard: Bool { isKeyboardCursorOn }

    /// ``keyboardCursorText``.
    public override var accessibilityReading: String? { keyboardCursorText }

    /// ``SCICursor/crosshair`` over the series area, else `nil`.
    public override func cursor(at location: CGPoint) -> SCICursor? {
        crosshairOverSeriesArea(at: location)
    }

    /// The values line's rows while it is shown: the one it owns, and those a line wider
    /// than the series area wraps into in the frame being drawn (see
    /// ``SCIChartModifierBase/topBandHeight``).
    public override var topBandHeight: CGFloat {
        guard showsValuesLine, isEnabled else { return 0 }
        let theme = parentSurface?.drawingTheme ?? .dark
        return ValuesLine.height(
            rows: max(preparedRows.count, 1),
            fontSize: Double(axisLabelStyle?.fontSize ?? theme.labelFontSize))
    }

    /// Where the crosshair stands in `layout`'s series area (the keyboard cursor's point while
    /// it is on), or `nil`.
    private func shownLocation(in layout: SCIChartLayout) -> CGPoint? {
        let keyboard = validKeyboardPoint().flatMap { Self.location(of: $0, layout: layout) }
        return (keyboard ?? crosshairLocation).flatMap { layout.seriesArea.contains($0) ? $0 : nil }
    }

    /// Lays out the frame's values line (its text and its rows).
    override func prepareFrame() {
        guard showsValuesLine, let surface = parentSurface else {
            preparedRows = []
            return
        }
        let layout = surface.currentLayout
        let line = ValuesLine.make(at: shownLocation(in: layout)?.x, layout: layout)
        valuesLineText = line.text
        preparedRows = line.rows(
            in: layout.seriesArea,
            fontSize: Double(axisLabelStyle?.fontSize ?? Float(layout.theme.labelFontSize)))
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        let keyboard = validKeyboardPoint().flatMap { Self.location(of: $0, layout: layout) }
        let shown = shownLocation(in: layout)
        if showsValuesLine {
            list.beginGroup("values-line")
            ValuesLine.draw(
                preparedRows, into: &list, layout: layout,
                fontSize: Double(axisLabelStyle?.fontSize ?? Float(layout.theme.labelFontSize)))
            list.endGroup()
        }
        guard var location = shown else { return }
        if keyboard == nil, snapsToBars, let x = Self.barX(near: location, layout: layout) { location.x = x }
        let area = layout.seriesArea
        let theme = layout.theme
        list.beginGroup("cursor")
        var lines = SCIPath()
        lines.move(to: CGPoint(x: location.x, y: area.minY))
        lines.line(to: CGPoint(x: location.x, y: area.maxY))
        if !followsAnotherPane {
            lines.move(to: CGPoint(x: area.minX, y: location.y))
            lines.line(to: CGPoint(x: area.maxX, y: location.y))
        }
        let pen =
            crosshairStyle
            ?? SCISolidPenStyle(color: theme.axisLabel.withAlpha(0.8), thickness: 1, strokeDashArray: [4, 4])
        list.pushClip(area)
        list.stroke(lines, SCIStroke(pen))
        list.popClip()
        // Whole even on the area's edge, as a focus ring is.
        if keyboard != nil { Self.drawKeyboardRing(at: location, theme: theme, into: &list) }
        if showAxisLabels {
            let label = CursorAxisLabel(
                font: axisLabelStyle
                    ?? SCIFontStyle(fontSize: theme.labelFontSize, textColor: theme.toolLabelText),
                background: SCIFill(
                    axisLabelBackgroundStyle ?? SCISolidBrushStyle(color: theme.toolLabelBackground)))
            for axis in layout.shownAxes {
                // A pane the pointer is not on shows no price: its y is not the pointer's.
                if followsAnotherPane && !axis.isHorizontalAxis { continue }
                label.draw(for: axis, at: location, layout: layout, into: &list)
            }
        }
        list.endGroup()
    }

    /// The drawing-space x of the OHLC bar nearest `location`'s x, on the first series of
    /// bars with points, else of the nearest slot of a category axis with data; `nil` when
    /// the chart shows neither.
    static func barX(near location: CGPoint, layout: SCIChartLayout) -> CGFloat? {
        for entry in layout.frameSeries {
            guard entry.series.drawsBars, entry.isVisible,
                let data = entry.series.dataSeries,
                data.count > 0, let axis = entry.xAxis, let calculator = layout.calculator(for: axis),
                calculator.isHorizontal
            else { continue }
            let area = layout.seriesArea
            let value = calculator.getDataValue(Double(location.x - area.minX))
            let index: Int?
            if calculator.isCategoryAxis {
                index = value.isFinite ? Int.clamping(value.rounded(), to: 0...(data.count - 1)) : nil
            } else {
                index = data.nearestIndex(toX: value)
            }
            guard let index, let x = data.xValue(at: index) else { continue }
            let pixel = calculator.getCoordinate(calculator.isCategoryAxis ? Double(index) : x)
            guard pixel.isFinite else { continue }
            return area.minX + CGFloat(pixel)
        }
        // A pane of indicators on a category axis (one value a bar) stands on the bar's
        // slot, as the price pane over it does.
        for entry in layout.frameSeries {
            guard entry.isVisible, let axis = entry.xAxis, let calculator = layout.calculator(for: axis),
                calculator.isHorizontal, calculator.isCategoryAxis, let data = entry.series.dataSeries,
                data.count > 0
            else { continue }
            let area = layout.seriesArea
            let value = calculator.getDataValue(Double(location.x - area.minX))
            guard value.isFinite else { continue }
            let index = Int.clamping(value.rounded(), to: 0...(data.count - 1))
            let pixel = calculator.getCoordinate(Double(index))
            guard pixel.isFinite else { continue }
            return area.minX + CGFloat(pixel)
        }
        return nil
    }

    /// The keyboard cursor's mark: a ring round the point, in the title colour over a ring
    /// of the background, so it shows on any series and either theme.
    static func drawKeyboardRing(at location: CGPoint, theme: SCIChartTheme, into list: inout SCIDisplayList)
    {
        var ring = SCIPath()
        ring.addEllipse(in: CGRect(x: location.x - 6, y: location.y - 6, width: 12, height: 12))
        list.stroke(ring, SCIStroke(SCISolidPenStyle(color: theme.seriesAreaBackground, thickness: 4)))
        list.stroke(ring, SCIStroke(SCISolidPenStyle(color: theme.chartTitle, thickness: 2)))
    }

    private func follow(_ args: SCIPointerArgs) {
        followsAnotherPane = !args.isMaster
        crosshairLocation = args.isInSeriesArea ? args.location : nil
    }
}
