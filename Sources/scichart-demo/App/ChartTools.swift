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
    let measure = SCIMeasureCreationModifier()
    let xabcd = SCIXabcdCreationModifier()
    let fibonacci = SCIFibonacciRetracementCreationModifier()
    let pitchfork = SCIPitchforkCreationModifier()
    let trendLine = SCIExtendedLineCreationModifier()
    let stopLossTakeProfit = SCIStopLossTakeProfitCreationModifier()
    let position = SCIPositionCreationModifier()
    let elliott = SCIElliottImpulseWaveCreationModifier()
    let headAndShoulders = SCIHeadAndShouldersCreationModifier()
    let freehand = SCIFreehandDrawingModifier()
    let horizontalLine = SCIHorizontalLineCreationModifier()
    let horizontalRay = SCIHorizontalRayCreationModifier()
    let verticalLine = SCIVerticalLineCreationModifier()
    let rectangle = SCIBoxCreationModifier()
    let arrow = SCILineArrowCreationModifier()
    let text = SCITextCreationModifier()
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
    private(set) var active: DemoTool = .pan

    /// Every drawing tool, in the tool bar's order.
    var drawingTools: [SCIAnnotationCreationModifierBase] {
        [
            measure, xabcd, fibonacci, pitchfork, trendLine, stopLossTakeProfit, position, elliott,
            headAndShoulders, freehand, horizontalLine, horizontalRay, verticalLine, rectangle, arrow, text,
        ]
    }

    /// Whether the drawing tools snap their points to candles (the magnet): x to the nearest
    /// bar, y to the nearest of its open, high, low and close. A stroke drawn by hand and a
    /// note never snap.
    var isMagnetOn: Bool {
        get { snapping.allSatisfy(\.snapToCandles) }
        set {
            for tool in snapping { tool.snapToCandles = newValue }
        }
    }

    /// The tools the magnet acts on.
    private var snapping: [SCIAnnotationCreationModifierBase] {
        drawingTools.filter { $0 !== freehand && $0 !== text }
    }

    /// The tools of `surface`, added to it, with `active` on. Drawings can be edited once
    /// drawn; the magnet is on when `snapsToBars` (pages of bars).
    init(surface: SCIChartSurface, snapsToBars: Bool, active: DemoTool) {
        for tool in drawingTools { tool.isEditable = true }
        trendLine.extendStart = false
        isMagnetOn = snapsToBars
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
        select(active, force: true)
    }

    /// The drawing tool of `tool`, if it is one.
    func creationModifier(for tool: DemoTool) -> SCIAnnotationCreationModifierBase? {
        switch tool {
        case .pan: nil
        case .measure: measure
        case .xabcd: xabcd
        case .fibonacci: fibonacci
        case .pitchfork: pitchfork
        case .trendLine: trendLine
        case .stopLossTakeProfit: stopLossTakeProfit
        case .position: position
        case .elliott: elliott
        case .headAndShoulders: headAndShoulders
        case .freehand: freehand
        case .horizontalLine: horizontalLine
        case .horizontalRay: horizontalRay
        case .verticalLine: verticalLine
        case .rectangle: rectangle
        case .arrow: arrow
        case .text: text
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
        for other in DemoTool.allCases {
            creationModifier(for: other)?.isEnabled = other == tool
        }
        // Panning and double-click fitting only with the pan tool: a drawing tool takes
        // every press, and two quick points must not also zoom out.
        zoomPan.isEnabled = tool == .pan
        zoomExtents.isEnabled = tool == .pan
        // A note is placed once per pick of its tool (typing follows the click).
        if tool == .text { text.startPlacement() }
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
        switch active {
        case .xabcd:
            guard let pattern = xabcd.inProgress as? SCIXabcdAnnotation, pattern.isComplete else {
                return nil
            }
            return pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
        case .elliott:
            guard let wave = elliott.inProgress as? SCIElliottImpulseWaveAnnotation,
                wave.dataPoints.count >= 3
            else { return nil }
            let broken = wave.violations.map(\.summary)
            return broken.isEmpty ? "Elliott's rules kept" : "broken: " + broken.joined(separator: "; ")
        default:
            return nil
        }
    }
}
