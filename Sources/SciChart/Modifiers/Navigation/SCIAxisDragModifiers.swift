import Foundation

/// What dragging an axis does.
public enum SCIAxisDragMode: Int, Sendable {
    /// Stretches or compresses the axis (default): on a price axis about the middle of its
    /// range, on a time axis about the series area's right edge, where the latest bars are.
    case scale
    /// Moves the axis' range with the pointer.
    case pan
}

/// How an x axis drag treats the ends of the data (``SCIXAxisDragModifier/clipModeX``).
public enum SCIClipMode: Int, Sendable {
    /// The range goes wherever the drag takes it.
    case none
    /// A pan that would go past an end of the data keeps that end at the edge and stretches
    /// the range instead.
    case stretchAtExtents
    /// The range's start does not go before the data's start.
    case clipAtMin
    /// The range's end does not go past the data's end.
    case clipAtMax
    /// Neither end goes past the data's.
    case clipAtExtents
}

/// What ``SCIClipMode`` clips to (``SCIXAxisDragModifier/clipModeTargetX``).
public enum SCIClipModeTarget: Int, Sendable {
    /// The data's range grown by the axis' `growBy` (default).
    case maximumRange
    /// The data's range: the first to the last bar.
    case dataRange
    /// The axis' `visibleRangeLimit` (the data's range when it has none).
    case visibleRangeLimit
}

/// The drag of an axis: a press on an axis' band (widened to ``minTouchArea``) starts it, and
/// each move scales or pans that axis from its range at the press (no drift). The modifier
/// handles the gestures it drags; presses elsewhere go on to the modifiers after it.
open class SCIAxisDragModifierBase: SCIChartModifierBase {
    /// What a drag does (default ``SCIAxisDragMode/scale``).
    public var dragMode: SCIAxisDragMode = .scale
    /// The least thickness, in points, of the band a press must land on: a thin axis is
    /// widened to it about its band's middle (default 0: the band as laid out).
    public var minTouchArea: Double = 0
    /// The id of the axis dragged (default: the default axis id; with it, the first axis).
    public var axisId: String = SCIAxisBase.defaultAxisId

    /// Points of pointer travel that scale an axis by a factor of e.
    static let scaleDistance = 150.0

    private var dragged: (axis: NavigationAxis, press: CGPoint, area: CGRect, pointerId: Int)?

    /// Whether the x axes (``SCIXAxisDragModifier``) or the y axes are dragged.
    var dragsXAxes: Bool { true }

    /// Whether a drag is in progress.
    public var isDragging: Bool { dragged != nil }

    /// The axis whose band (widened to ``minTouchArea``) holds `location`, if it may move.
    func axis(at location: CGPoint, on surface: SCIChartSurface) -> SCIAxisBase? {
        let layout = surface.currentLayout
        let axis = dragsXAxes ? layout.xAxis(withId: axisId) : layout.yAxis(withId: axisId)
        guard let axis, axis.isVisible, var band = layout.axisFrame(for: axis) else { return nil }
        let horizontal = band.width >= band.height
        let thickness = Double(horizontal ? band.height : band.width)
        if thickness < minTouchArea {
            let grow = CGFloat((minTouchArea - thickness) / 2)
            band = horizontal ? band.insetBy(dx: 0, dy: -grow) : band.insetBy(dx: -grow, dy: 0)
        }
        return band.contains(location) ? axis : nil
    }

    open override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        guard dragged == nil, !args.isHandled, let surface = parentSurface,
            let axis = axis(at: args.location, on: surface)
        else { return false }
        if axis.autoRange == .always {
            // As trading charts do: a dragged price axis keeps the user's scale until a zoom to
            // extents gives it back its auto-range.
            axis.autoRangeBeforeDrag = .always
            axis.autoRange = .never
        }
        guard NavigationAxes.isNavigable(axis), let calculator = surface.currentLayout.calculator(for: axis)
        else { return false }
        dragged = (
            NavigationAxis(axis: axis, calculator: calculator, range: axis.currentRange), args.location,
            args.seriesAreaFrame, args.pointerId
        )
        return true
    }

    open override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        guard let dragged, dragged.pointerId == args.pointerId, let surface = parentSurface else {
            return false
        }
        let axis = dragged.axis
        let horizontal = axis.calculator.isHorizontal
        NavigationAxes.apply([axis], on: surface, seriesArea: args.seriesAreaFrame) { axis, area in
            let length = axis.length(in: area)
            let source = axis.offset(of: dragged.press, seriesArea: dragged.area)
            let target = axis.offset(of: args.location, seriesArea: area)
            let range: SCIDoubleRange?
            switch dragMode {
            case .pan:
                range = NavigationRange.range(
                    axis.calculator, showing: source, at: target, length: length, spanFactor: 1)
            case .scale:
                // Right or up stretches (fewer values a pixel), left or down compresses.
                let travel = horizontal ? target - source : source - target
                let factor = exp(-travel / Self.scaleDistance)
                let pivot = horizontal ? length : length / 2
                let old = axis.calculator.viewportLength
                range = NavigationRange.range(
                    axis.calculator, showing: horizontal ? old : old / 2, at: pivot, length: length,
                    spanFactor: factor)
            }
            return range.map { clipped($0, axis: axis.axis, surface: surface) }
        }
        return true
    }

    open override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        guard let dragged, dragged.pointerId == args.pointerId else { return false }
        self.dragged = nil
        return true
    }

    open override func onPointerCancelled(_ args: SCIPointerArgs) {
        guard let dragged, dragged.pointerId == args.pointerId else { return }
        if let surface = parentSurface { NavigationAxes.restore([dragged.axis], on: surface) }
        self.dragged = nil
    }

    open override func onDisabled() {
        dragged = nil
    }

    open override func onDetached(from surface: SCIChartSurface) {
        dragged = nil
    }

    /// ``SCICursor/closedHand`` while dragging, ``SCICursor/openHand`` over the axis it
    /// drags, else `nil`.
    open override func cursor(at location: CGPoint) -> SCICursor? {
        if dragged != nil { return .closedHand }
        guard let surface = parentSurface, axis(at: location, on: surface) != nil else { return nil }
        return .openHand
    }

    /// `range` as the modifier's clip mode leaves it (the y drag does not clip).
    func clipped(_ range: SCIDoubleRange, axis: SCIAxisBase, surface: SCIChartSurface) -> SCIDoubleRange {
        range
    }
}

/// Drag the time axis: by default it stretches (drag right) or compresses (drag left) the
/// time shown, about the series area's right edge; in ``SCIAxisDragMode/pan`` mode it moves
/// time with the pointer, and ``clipModeX`` keeps it to the data.
///
/// ```swift
/// let drag = SCIXAxisDragModifier()
/// drag.dragMode = .pan
/// drag.clipModeX = .stretchAtExtents
/// surface.chartModifiers.add(drag)
/// ```
public final class SCIXAxisDragModifier: SCIAxisDragModifierBase {
    /// How the drag treats the ends of the data (default ``SCIClipMode/none``).
    public var clipModeX: SCIClipMode = .none
    /// What ``clipModeX`` clips to (default ``SCIClipModeTarget/maximumRange``).
    public var clipModeTargetX: SCIClipModeTarget = .maximumRange

    /// A drag that scales the x axis about the right edge.
    public override init() {
        super.init()
    }

    override var dragsXAxes: Bool { true }

    override func clipped(_ range: SCIDoubleRange, axis: SCIAxisBase, surface: SCIChartSurface)
        -> SCIDoubleRange
    {
        guard clipModeX != .none, let data = NavigationAxes.dataRange(on: axis, surface: surface) else {
            return range
        }
        let target: SCIDoubleRange
        switch clipModeTargetX {
        case .dataRange: target = data
        case .maximumRange: target = data.growing(by: axis.growBy ?? SCIDoubleRange(min: 0, max: 0))
        case .visibleRangeLimit: target = axis.visibleRangeLimit ?? data
        }
        return Self.clip(range, to: target, mode: clipModeX)
    }

    /// `range` kept to `target` as `mode` says.
    static func clip(_ range: SCIDoubleRange, to target: SCIDoubleRange, mode: SCIClipMode) -> SCIDoubleRange
    {
        var lower = range.min
        var upper = range.max
        let span = upper - lower
        switch mode {
        case .none:
            break
        case .stretchAtExtents:
            lower = max(lower, target.min)
            upper = min(upper, target.max)
            if upper <= lower { return range }
        case .clipAtMin:
            if lower < target.min { (lower, upper) = (target.min, target.min + span) }
        case .clipAtMax:
            if upper > target.max { (lower, upper) = (target.max - span, target.max) }
        case .clipAtExtents:
            if span >= target.max - target.min { return target }
            if lower < target.min { (lower, upper) = (target.min, target.min + span) }
            if upper > target.max { (lower, upper) = (target.max - span, target.max) }
        }
        return SCIDoubleRange(min: lower, max: upper)
    }
}

/// Drag the price axis: by default it stretches (drag up) or compresses (drag down) prices
/// about the middle of the axis, and turns the axis' auto-range off until a zoom to extents
/// (``SCIChartSurface/zoomExtents()``) turns it back on, as trading charts do; in
/// ``SCIAxisDragMode/pan`` mode it moves prices with the pointer.
public final class SCIYAxisDragModifier: SCIAxisDragModifierBase {
    /// A drag that scales the y axis about its middle.
    public override init() {
        super.init()
    }

    override var dragsXAxes: Bool { false }
}
