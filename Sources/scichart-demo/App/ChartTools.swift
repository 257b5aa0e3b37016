import SciChart

/// The chart modifiers of one page: the drawing tools, navigation, series selection, a
/// legend with checkboxes and a crosshair, with exactly one of the tool bar's tools active.
///
/// Order matters: the zoom-extents and pinch modifiers come first (a modifier sees the taps
/// only of presses it received), then the drawing tools (which take every press while
/// enabled, so a click that places a point never selects a series), then series selection
/// (a click on a line selects it, on empty space deselects), the pan, the wheel zoom, the
/// keyboard's navigation and the crosshair, which follows every move. The legend claims presses on itself before any
/// modifier sees them.
@MainActor
final class ChartTools {
    let measure = SCIMeasureCreationModifier()
    let xabcd = SCIXabcdCreationModifier()
    let zoomPan = SCIZoomPanModifier()
    let zoomExtents = SCIZoomExtentsModifier()
    let wheelZoom = SCIMouseWheelZoomModifier()
    let pinchZoom = SCIPinchZoomModifier()
    let keyboard = SCIKeyboardNavigationModifier()
    let crosshair = SCICursorModifier()
    let selection = SCISeriesSelectionModifier()
    let legend = SCILegendModifier()
    private(set) var active: DemoTool = .pan

    /// The tools of `surface`, added to it, with `active` on. Drawings can be edited once
    /// drawn; a measure's x snaps to the nearest bar and XABCD points to its high or low
    /// when `snapsToBars` (pages of bars).
    init(surface: SCIChartSurface, snapsToBars: Bool, active: DemoTool) {
        measure.isEditable = true
        measure.snapToCandles = snapsToBars
        xabcd.isEditable = true
        xabcd.snapToCandles = snapsToBars
        crosshair.receiveHandledEvents = true
        // Lines stand out when selected and a little when hovered; candles are selected by a
        // click on them too (the status bar names them) but keep their look.
        selection.selectedSeriesStyle = LineEmphasisStyle(extraThickness: 2.5)
        selection.hoveredSeriesStyle = LineEmphasisStyle(extraThickness: 1)
        selection.enableHover = true
        legend.showCheckBoxes = true
        legend.position = [.left, .top]
        legend.margins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        surface.chartModifiers.add(
            items: zoomExtents, pinchZoom, measure, xabcd, selection, zoomPan, wheelZoom, keyboard, crosshair,
            legend)
        select(active, force: true)
    }

    /// The drawing tool of `tool`, if it is one.
    func creationModifier(for tool: DemoTool) -> SCIAnnotationCreationModifierBase? {
        switch tool {
        case .pan: nil
        case .measure: measure
        case .xabcd: xabcd
        }
    }

    /// Makes `tool` the only active tool. Changing tools drops the drawing an inactive tool
    /// had started; picking the active tool again changes nothing.
    func select(_ tool: DemoTool, force: Bool = false) {
        guard tool != active || force else { return }
        active = tool
        for other in DemoTool.allCases where other != tool {
            creationModifier(for: other)?.reset()
        }
        measure.isEnabled = tool == .measure
        xabcd.isEnabled = tool == .xabcd
        // Panning and double-click fitting only with the pan tool: a drawing tool takes
        // every press, and two quick points must not also zoom out.
        zoomPan.isEnabled = tool == .pan
        zoomExtents.isEnabled = tool == .pan
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
            isDragging: modifier.isDragging)
    }

    /// The harmonic pattern the XABCD points being placed form ("Bullish Gartley", or "no
    /// harmonic pattern"), once all five are down; `nil` before.
    var patternInProgress: String? {
        guard active == .xabcd, let pattern = xabcd.inProgress as? SCIXabcdAnnotation, pattern.isComplete
        else { return nil }
        return pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
    }
}
