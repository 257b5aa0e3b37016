import SciChart

/// The chart modifiers of one page: the drawing tools, navigation, series selection, a
/// legend with checkboxes and a crosshair, with exactly one of the tool bar's tools active.
///
/// Order matters: the zoom-extents and pinch modifiers come first (a modifier sees the taps
/// only of presses it received), then the axis drags (a press on an axis scales it, whatever
/// the tool), then the drawing tools (which take every press while
/// enabled, so a click that places a point never selects a series), then series selection
/// (a click on a line selects it, on empty space deselects), the pan, the wheel zoom, the
/// keyboard's navigation and the crosshair, which follows every move. The legend claims presses on itself before any
/// modifier sees them.
@MainActor
final class ChartTools {
    /// Each drawing tool's creation modifier, made from ``DemoTool/Facts/make``.
    private let modifiers: [DemoTool: SCIAnnotationCreationModifierBase]
    /// Every drawing tool, in the tool bar's order.
    let drawingTools: [SCIAnnotationCreationModifierBase]
    let zoomPan = SCIZoomPanModifier()
    let zoomExtents = SCIZoomExtentsModifier()
    let timeAxisDrag = SCIXAxisDragModifier()
    let priceAxisDrag = SCIYAxisDragModifier()
    let wheelZoom = SCIMouseWheelZoomModifier()
    let pinchZoom = SCIPinchZoomModifier()
    let keyboard = SCIKeyboardNavigationModifier()
    let crosshair = SCICursorModifier()
    let selection = SCISeriesSelectionModifier()
    let legend = SCILegendModifier()
    /// The surface the tools are on.
    let surface: SCIChartSurface
    private(set) var active: DemoTool = .pan

    /// How the drawing tools snap their points to candles (the magnet), as the surface tells
    /// it (``SCIChartSurface/drawingsMagnetMode``): what the tool bar, the context menu and
    /// the status line show.
    var magnetMode: SCIMagnetMode {
        get { surface.drawingsMagnetMode }
        set { surface.drawingsMagnetMode = newValue }
    }

    /// The tools of `surface`, added to it, with `active` on and the magnet `magnet`.
    /// Drawings can be edited once drawn.
    init(surface: SCIChartSurface, magnet: SCIMagnetMode, active: DemoTool) {
        self.surface = surface
        var modifiers: [DemoTool: SCIAnnotationCreationModifierBase] = [:]
        var drawingTools: [SCIAnnotationCreationModifierBase] = []
        for tool in DemoTool.allCases {
            guard let modifier = tool.facts.make() else { continue }
            modifier.isEditable = true
            modifiers[tool] = modifier
            drawingTools.append(modifier)
        }
        self.modifiers = modifiers
        self.drawingTools = drawingTools
        crosshair.receiveHandledEvents = true
        // Lines stand out when selected and a little when hovered; candles are selected by a
        // click on them too (the status bar names them) but keep their look.
        selection.selectedSeriesStyle = LineEmphasisStyle(extraThickness: 2.5)
        selection.hoveredSeriesStyle = LineEmphasisStyle(extraThickness: 1)
        selection.enableHover = true
        legend.showCheckBoxes = true
        legend.position = [.left, .top]
        legend.margins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        // A press on an axis band, at least 30 points thick, drags that axis.
        timeAxisDrag.minTouchArea = 30
        priceAxisDrag.minTouchArea = 30
        surface.chartModifiers.add(items: zoomExtents, pinchZoom, timeAxisDrag, priceAxisDrag)
        surface.chartModifiers.add(contentsOf: drawingTools)
        surface.chartModifiers.add(items: selection, zoomPan, wheelZoom, keyboard, crosshair, legend)
        magnetMode = magnet
        select(active, force: true)
    }

    /// The drawing tool of `tool`, if it is one.
    func creationModifier(for tool: DemoTool) -> SCIAnnotationCreationModifierBase? {
        modifiers[tool]
    }

    /// Makes `tool` the only active tool. Changing tools drops the drawing an inactive tool
    /// had started; picking the active tool again changes nothing.
    func select(_ tool: DemoTool, force: Bool = false) {
        guard tool != active || force else { return }
        active = tool
        for (other, modifier) in modifiers where other != tool { modifier.reset() }
        for (other, modifier) in modifiers { modifier.isEnabled = other == tool }
        // Panning and double-click fitting only with the pan tool: a drawing tool takes
        // every press, and two quick points must not also zoom out.
        zoomPan.isEnabled = tool == .pan
        zoomExtents.isEnabled = tool == .pan
        // A one-shot tool (the note) places once per pick (typing follows the click).
        if tool.facts.isOneShot { modifiers[tool]?.startPlacement() }
    }

    /// The view as it is now: the x range (when `keepingRange`), the hidden series, and
    /// the legend's corner and fold when the page has a legend.
    func settings(keepingRange: Bool) -> PageSettings {
        var settings = PageSettings()
        if keepingRange, let range = surface.xAxes.first?.visibleRange, range.min < range.max {
            settings.xRange = range.min...range.max
        }
        settings.hiddenSeries = surface.renderableSeries.filter { !$0.isVisible }.compactMap {
            $0.dataSeries?.seriesName
        }
        if surface.chartModifiers.contains(where: { $0 === legend }) {
            settings.legendCorner = LegendCorner(legend.position).name
            settings.legendCollapsed = legend.isCollapsed
        }
        return settings
    }

    /// Puts the view back as `settings` describe it: their x range, every series shown but
    /// those they name hidden, and the legend's corner and fold when they give them.
    func restore(_ settings: PageSettings) {
        if let range = settings.xRange, let axis = surface.xAxes.first {
            axis.visibleRange.setMinMax(min: range.lowerBound, max: range.upperBound)
        }
        for series in surface.renderableSeries {
            guard let name = series.dataSeries?.seriesName else { continue }
            series.isVisible = !settings.hiddenSeries.contains(name)
        }
        if let corner = settings.legendCorner.flatMap(LegendCorner.init(name:)) {
            legend.position = corner.alignment
        }
        if let collapsed = settings.legendCollapsed { legend.isCollapsed = collapsed }
    }

    /// The status line's text: the active tool's step, with `lastDrawn` (what its last
    /// drawing formed) and `isTyping` (a note's text being typed).
    func statusText(lastDrawn: String?, isTyping: Bool) -> StatusText {
        StatusText(
            tool: active, progress: progress, isEditing: surface.selectedAnnotation != nil,
            patternInProgress: patternInProgress, lastPattern: lastDrawn,
            magnet: creationModifier(for: active)?.canSnapToCandles == true ? magnetMode : .off,
            selectedSeries: selectedSeriesName, isTyping: isTyping,
            keyboardCursor: crosshair.keyboardCursorText)
    }

    /// The name of the selected series, if one is.
    var selectedSeriesName: String? {
        guard let series = selection.selectedSeries else { return nil }
        return series.dataSeries?.seriesName ?? "a series"
    }

    /// Where the active drawing tool is in placing its points; `nil` for the pan tool.
    var progress: PlacementProgress? {
        guard let modifier = creationModifier(for: active) else { return nil }
        return PlacementProgress(
            activePointIndex: modifier.activePointIndex, pointCount: modifier.pointCount,
            isDragging: modifier.isDragging, isPlacing: modifier.isPlacing)
    }

    /// What the drawing being placed forms, once it can tell: the harmonic pattern of the
    /// XABCD points ("Bullish Gartley", or "no harmonic pattern") once all five are down, the
    /// rules an Elliott wave breaks so far; `nil` before.
    var patternInProgress: String? {
        switch creationModifier(for: active)?.inProgress {
        case let pattern as SCIXabcdAnnotation where pattern.isComplete:
            return pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
        case let wave as SCIElliottImpulseWaveAnnotation where wave.dataPoints.count >= 3:
            let broken = wave.violations.map(\.summary)
            return broken.isEmpty ? "Elliott's rules kept" : "broken: " + broken.joined(separator: "; ")
        default:
            return nil
        }
    }
}
