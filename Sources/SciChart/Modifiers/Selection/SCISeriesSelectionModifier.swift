import Foundation

/// Selects the upmost series at a tap, as SciChart's `SCISeriesSelectionModifier` does: the
/// tapped series becomes selected and the modifier tries to apply ``selectedSeriesStyle``
/// to it; a tap on nothing deselects.
///
/// A tap hit-tests every visible series within ``hitTestRadius`` and picks the upmost one
/// at the touch position: the last in the surface's `renderableSeries` order (also the one
/// drawn on top) among the series whose drawing is under the pointer (within half its
/// stroke, or its marker, plus a pixel), or, when the pointer is on none, the upmost within
/// the radius. So a tap on one line selects it even when another is drawn above it a few
/// pixels away. Selecting does not change the drawing order.
///
/// The modifier sets the series' `isSelected` and deselects every other selected series.
/// It puts its style onto the series' `selectedSeriesStyle` only when the style can style
/// it (``manages(_:)``: a series of the style's `styleableObjectType`, or any series when
/// there is no style); a series of another type is selected with its own style. Several
/// modifiers with styles for different series types work side by side when the later ones
/// set ``SCIChartModifierBase/receiveHandledEvents`` (a modifier handles the taps that
/// select): they all select the same upmost series, and the one whose style matches styles
/// it. Modifiers earlier in `chartModifiers` come first: a drawing tool before this one that
/// handles a press stops selection on that gesture, unless this modifier sets
/// `receiveHandledEvents`.
///
/// On mouse hosts, with ``enableHover``, the series under the pointer (by the same rule) is
/// marked `isHovered` and shows ``hoveredSeriesStyle`` when that style can style it, over
/// the selected style; the mark goes when the pointer leaves it or the surface. The cursor
/// over a series a tap would select is ``SCICursor/pointingHand``.
///
/// ```swift
/// let modifier = SCISeriesSelectionModifier()
/// modifier.selectedSeriesStyle = SelectedSeriesStyle()
/// modifier.selectionChangedListener = { series in print("selected", series as Any) }
/// surface.chartModifiers.add(modifier)
/// ```
public final class SCISeriesSelectionModifier: SCIChartModifierBase {
    /// The style put on a series when the modifier selects it, when it can style it (default
    /// `nil`: series keep their own `selectedSeriesStyle`). Replacing it restyles the series
    /// that hold the old style, selected or not; one the new style cannot style loses the
    /// old style and keeps its selection.
    public var selectedSeriesStyle: ISCIStyle? {
        didSet {
            guard oldValue !== selectedSeriesStyle, let oldValue, let surface = parentSurface else { return }
            for series in surface.allRenderableSeries where series.selectedSeriesStyle === oldValue {
                series.selectedSeriesStyle = manages(series) ? selectedSeriesStyle : nil
            }
        }
    }

    /// The style put on the series under the pointer while ``enableHover`` is on (default
    /// `nil`: series keep their own `hoveredSeriesStyle`). It is put only on series it can
    /// style; replacing it restyles the hovered series.
    public var hoveredSeriesStyle: ISCIStyle? {
        didSet {
            guard oldValue !== hoveredSeriesStyle, let series = hoveredSeries, series.isHovered,
                series.hoveredSeriesStyle === oldValue
            else { return }
            series.hoveredSeriesStyle = hoveredSeriesStyle.flatMap { $0.canStyle(series) ? $0 : nil }
        }
    }

    /// How far from a series' drawing a tap still hits it, in points (default
    /// ``SCIHitTestInfo/defaultRadius``, 7).
    public var hitTestRadius: Double = SCIHitTestInfo.defaultRadius

    /// Whether the series under the pointer is marked hovered on mouse hosts (default
    /// `false`). Turning it off takes the mark away.
    public var enableHover = false {
        didSet { if !enableHover { setHovered(nil) } }
    }

    /// Called once each time a tap (or a change of ``selectedSeriesStyle``) changes which
    /// series this modifier has selected, with the newly selected series or `nil`. It runs
    /// after the series' states and styles are updated, so it may change or remove series.
    /// Setting `isSelected` in code does not call it.
    public var selectionChangedListener: ((ISCIRenderableSeries?) -> Void)?

    /// The series under the pointer, marked hovered.
    public private(set) weak var hoveredSeries: SCIRenderableSeriesBase?

    /// A selection modifier with no style, the default hit-test radius and hover off.
    public override init() {
        super.init()
    }

    /// The selected series on the modifier's surface: the upmost, when code selected several.
    public var selectedSeries: SCIRenderableSeriesBase? {
        guard let surface = parentSurface else { return nil }
        return surface.allRenderableSeries.last { $0.isSelected }
    }

    /// Whether the modifier's ``selectedSeriesStyle`` can style `series` (a series of the
    /// style's `styleableObjectType`), or there is no style: the series it styles when it
    /// selects them. It selects any series.
    public func manages(_ series: SCIRenderableSeriesBase) -> Bool {
        selectedSeriesStyle.map { $0.canStyle(series) } ?? true
    }

    /// The series a tap at a surface point selects: the upmost whose drawing is under it,
    /// else the upmost within ``hitTestRadius``; `nil` when none is hit.
    public func hitTestSeries(at location: CGPoint) -> SCIRenderableSeriesBase? {
        guard let surface = parentSurface else { return nil }
        let series = surface.allRenderableSeries
        var hits: [SelectionPlan.Hit] = []
        for (position, candidate) in series.enumerated().reversed() {
            let info = candidate.hitTest(at: location, radius: hitTestRadius)
            guard info.isHit else { continue }
            let onDrawing = max(candidate.halfPenWidth, candidate.markerReach) + 1
            // The upmost series the pointer is on: nothing below it can win.
            if info.distance <= onDrawing { return candidate }
            hits.append(SelectionPlan.Hit(position: position, distance: info.distance, onDrawing: onDrawing))
        }
        return SelectionPlan.upmost(hits).map { series[$0] }
    }

    // MARK: - Events

    /// Selects the upmost series at the tap, or deselects on nothing. Handled when a
    /// series was hit. A tap an earlier modifier handled is ignored unless
    /// ``SCIChartModifierBase/receiveHandledEvents`` is set.
    public override func onTap(_ args: SCIPointerArgs) -> Bool {
        guard !args.isHandled || receiveHandledEvents, parentSurface != nil else { return false }
        let hit = hitTestSeries(at: args.location)
        select(hit)
        return hit != nil
    }

    /// Selects the series the keyboard cursor stands on, as a tap on it does.
    public override func onKeyboardCursorEnter(on series: SCIRenderableSeriesBase, index: Int) -> Bool {
        guard parentSurface != nil else { return false }
        select(series)
        return true
    }

    /// Selects `series` as a tap on it does (the others are deselected; a tap on nothing,
    /// `nil`, deselects all), telling ``selectionChangedListener`` when the selection changes:
    /// what Enter does on the series ``SCICursorModifier``'s keyboard cursor is on.
    public func select(_ series: SCIRenderableSeriesBase?) {
        guard let surface = parentSurface else { return }
        let hit = series
        let all = surface.allRenderableSeries
        let plan = SelectionPlan.tap(
            selected: all.map(\.isSelected), hit: hit.flatMap { hit in all.firstIndex { $0 === hit } })
        for position in plan.deselect { all[position].isSelected = false }
        if let position = plan.select {
            let series = all[position]
            // The style goes on only where it can style; the series is selected either way.
            if let style = selectedSeriesStyle, style.canStyle(series) { series.selectedSeriesStyle = style }
            series.isSelected = true
        }
        if plan.changesSelection { selectionChangedListener?(hit) }
    }

    /// Marks the upmost series under the pointer hovered, with ``enableHover``.
    public override func onHover(_ args: SCIPointerArgs) -> Bool {
        guard enableHover else { return false }
        setHovered(hitTestSeries(at: args.location))
        return false
    }

    public override func onPointerExited(_ args: SCIPointerArgs) {
        setHovered(nil)
    }

    public override func onDisabled() {
        setHovered(nil)
    }

    public override func onDetached(from surface: SCIChartSurface) {
        setHovered(nil)
    }

    /// ``SCICursor/pointingHand`` over a series a tap would select, else `nil`.
    public override func cursor(at location: CGPoint) -> SCICursor? {
        hitTestSeries(at: location) == nil ? nil : .pointingHand
    }

    /// Moves the hover mark to `series`, putting ``hoveredSeriesStyle`` on it first when the
    /// style can style it.
    private func setHovered(_ series: SCIRenderableSeriesBase?) {
        if let previous = hoveredSeries, previous !== series { previous.isHovered = false }
        hoveredSeries = series
        guard let series else { return }
        if let style = hoveredSeriesStyle, style.canStyle(series), !series.isHovered {
            series.hoveredSeriesStyle = style
        }
        series.isHovered = true
    }
}
