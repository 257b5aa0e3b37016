import Foundation

/// Navigation of the x axes from the keyboard, while the chart has the keyboard focus:
///
/// | key | does |
/// | --- | --- |
/// | Left, Right | pan a bar back or forward in time (with Shift, a screen) |
/// | Up or +, Down or - | zoom in or out around the pointer's last place over the series area, else the middle |
/// | Home, End | show the first or the last bar at the edge, the span kept |
///
/// While a drawing is selected, the arrows are the drawing's (the editor nudges it); + and -,
/// Home and End still navigate. A bar is one slot on a category axis, else the spacing of
/// the data of the first visible series on the axis where it is shown. Ranges stay inside
/// each axis' ``SCIAxisBase/visibleRangeLimit``; axes that auto-range `.always` do not move.
///
/// ```swift
/// surface.chartModifiers.add(SCIKeyboardNavigationModifier())
/// ```
public final class SCIKeyboardNavigationModifier: SCIChartModifierBase {
    /// How much one zoom press changes the span shown: in to `1 - zoomStep` of it, out to
    /// `1 / (1 - zoomStep)` (default 0.2; read within `0.01...0.9`).
    public var zoomStep = 0.2

    /// Where the pointer was last over the series area, the zoom's centre.
    private var pointer: CGPoint?

    public override init() {
        super.init()
    }

    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        note(args)
        return false
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        note(args)
        return false
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        pointer = nil
    }

    private func note(_ args: SCIPointerArgs) {
        pointer = args.seriesAreaFrame.contains(args.location) ? args.location : nil
    }

    public override func onKey(_ args: SCIKeyArgs) -> Bool {
        guard !args.isHandled, let surface = parentSurface else { return false }
        let arrowsFree = surface.selectedAnnotation == nil
        switch args.key {
        case .left where arrowsFree:
            return pan(surface, forward: false, screen: args.modifiers.contains(.shift))
        case .right where arrowsFree:
            return pan(surface, forward: true, screen: args.modifiers.contains(.shift))
        case .up where arrowsFree, .plus: return zoom(surface, in: true)
        case .down where arrowsFree, .minus: return zoom(surface, in: false)
        case .home: return goToEnd(surface, last: false)
        case .end: return goToEnd(surface, last: true)
        default: return false
        }
    }

    // MARK: - Moves

    private func pan(_ surface: SCIChartSurface, forward: Bool, screen: Bool) -> Bool {
        let axes = NavigationAxes.snapshot(of: surface, direction: .xDirection)
        guard !axes.isEmpty else { return false }
        NavigationAxes.apply(axes, on: surface, seriesArea: surface.seriesAreaFrame) { axis, _ in
            if let bars = Self.indexedBars(of: axis.axis) {
                // An index date axis moves by bars: a pan across a weekend keeps the bars shown.
                let scaled = bars.forward(axis.range)
                let step = screen ? scaled.max - scaled.min : 1
                let shift = forward ? step : -step
                return bars.inverse(SCIDoubleRange(min: scaled.min + shift, max: scaled.max + shift))
                    .sanitized()
            }
            let step = screen ? axis.range.max - axis.range.min : barSpacing(on: axis.axis, surface: surface)
            let shift = forward ? step : -step
            guard shift.isFinite, shift != 0 else { return nil }
            return SCIDoubleRange(min: axis.range.min + shift, max: axis.range.max + shift).sanitized()
        }
        return true
    }

    private func zoom(_ surface: SCIChartSurface, in zoomIn: Bool) -> Bool {
        let axes = NavigationAxes.snapshot(of: surface, direction: .xDirection)
        guard !axes.isEmpty else { return false }
        let step = zoomStep.isFinite ? min(max(zoomStep, 0.01), 0.9) : 0.2
        let factor = zoomIn ? 1 - step : 1 / (1 - step)
        let start = surface.seriesAreaFrame
        let centre = pointer ?? CGPoint(x: start.midX, y: start.midY)
        NavigationAxes.move(
            axes, on: surface, showing: centre, of: start, at: centre, seriesArea: start, spanFactor: factor)
        return true
    }

    private func goToEnd(_ surface: SCIChartSurface, last: Bool) -> Bool {
        let axes = NavigationAxes.snapshot(of: surface, direction: .xDirection)
        guard !axes.isEmpty else { return false }
        NavigationAxes.apply(axes, on: surface, seriesArea: surface.seriesAreaFrame) { axis, _ in
            guard let data = dataRange(on: axis.axis, surface: surface) else { return nil }
            if let bars = Self.indexedBars(of: axis.axis) {
                let scaled = bars.forward(axis.range)
                let span = scaled.max - scaled.min
                let end = bars.forward(last ? data.max : data.min) + (last ? 0.5 : -0.5)
                let range = bars.inverse(
                    last
                        ? SCIDoubleRange(min: end - span, max: end)
                        : SCIDoubleRange(min: end, max: end + span))
                return range.isValid ? range : nil
            }
            let span = axis.range.max - axis.range.min
            let margin = barSpacing(on: axis.axis, surface: surface) / 2
            let range =
                last
                ? SCIDoubleRange(min: data.max + margin - span, max: data.max + margin)
                : SCIDoubleRange(min: data.min - margin, max: data.min - margin + span)
            return range.isValid ? range : nil
        }
        return true
    }

    // MARK: - Bars

    /// The scale of an index date axis (a bar is one unit of it), as last laid out; `nil` on
    /// other axes.
    private static func indexedBars(of axis: SCIAxisBase) -> AxisScale? {
        let calculator: SCICoordinateCalculator = axis.currentCoordinateCalculator
        if case .indexed = calculator.scale { return calculator.scale }
        return nil
    }

    /// The visible series drawn against `axis` that have data.
    private func series(on axis: SCIAxisBase, surface: SCIChartSurface) -> [SCIRenderableSeriesBase] {
        surface.allRenderableSeries.filter { series in
            series.isVisible && surface.xAxis(withId: series.xAxisId) === axis
                && !(series.dataSeries?.isEmpty ?? true)
        }
    }

    /// The x of the first and last bar of the series on `axis` (bar indices on a category
    /// axis).
    private func dataRange(on axis: SCIAxisBase, surface: SCIChartSurface) -> SCIDoubleRange? {
        NavigationAxes.dataRange(on: axis, surface: surface)
    }

    /// One bar's width in x: a slot on a category axis; else the spacing of the first
    /// series' data where the axis is shown (a hundredth of the span without data).
    private func barSpacing(on axis: SCIAxisBase, surface: SCIChartSurface) -> Double {
        if axis.isCategoryAxis { return 1 }
        let range = axis.visibleRange
        let fallback = (range.max - range.min) / 100
        guard let data = series(on: axis, surface: surface).first?.dataSeries, data.count > 1,
            let index = data.nearestIndex(toX: (range.min + range.max) / 2)
        else { return fallback }
        let neighbour = index + 1 < data.count ? index + 1 : index - 1
        guard let x = data.xValue(at: index), let other = data.xValue(at: neighbour) else { return fallback }
        let spacing = abs(other - x)
        return spacing.isFinite && spacing > 0 ? spacing : fallback
    }
}
