import Foundation

/// Selects the upmost series at a tap, as SciChart's `SCISeriesSelectionModifier` does: the
/// tapped series becomes selected and shows ``selectedSeriesStyle``; a tap on nothing
/// deselects.
///
/// A tap hit-tests the series within ``hitTestRadius`` and picks the upmost one hit: the
/// last in the surface's `renderableSeries` order, which is also the one drawn on top
/// (selecting a series does not change the drawing order). The modifier puts its
/// ``selectedSeriesStyle`` onto that series' `selectedSeriesStyle`, then sets its
/// `isSelected`, which applies the style through `ISCIStyle.tryApplyStyle(to:)`; deselecting
/// discards it through `tryDiscardStyle(from:)`, so each style restores what it replaced.
///
/// The modifier manages only series its style can style (``manages(_:)``): those of the
/// style's `styleableObjectType`, or every series when the style is `nil`. It hit-tests,
/// selects and deselects only those, so several modifiers with styles for different
/// series types work side by side when the later ones set
/// ``SCIChartModifierBase/receiveHandledEvents`` (a modifier handles the taps that select).
/// Modifiers earlier in `chartModifiers` come first: a drawing tool before this one that
/// handles a press stops selection on that gesture, unless this modifier sets
/// `receiveHandledEvents`.
///
/// On mouse hosts, with ``enableHover``, the series under the pointer is marked
/// `isHovered` and shows ``hoveredSeriesStyle``, over the selected style; the mark goes
/// when the pointer leaves it or the surface. The cursor over a series the modifier would
/// select is ``SCICursor/pointingHand``.
///
/// ```swift
/// let modifier = SCISeriesSelectionModifier()
/// modifier.selectedSeriesStyle = SelectedSeriesStyle()
/// modifier.selectionChangedListener = { series in print("selected", series as Any) }
/// surface.chartModifiers.add(modifier)
/// ```
public final class SCISeriesSelectionModifier: SCIChartModifierBase {
    /// The style put on a series when the modifier selects it (default `nil`: series keep
    /// their own `selectedSeriesStyle`, and every series can be selected). Replacing it
    /// restyles the series this modifier styled, or deselects those the new style cannot
    /// style.
    public var selectedSeriesStyle: ISCIStyle? {
        didSet {
            guard oldValue !== selectedSeriesStyle, let oldValue, let surface = parentSurface else { return }
            var deselected = false
            for series in Array(surface.renderableSeries)
            where series.isSelected && series.selectedSeriesStyle === oldValue {
                if manages(series) {
                    series.selectedSeriesStyle = selectedSeriesStyle
                } else {
                    series.isSelected = false
                    deselected = true
                }
            }
            if deselected { selectionChangedListener?(selectedSeries) }
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

    /// The selected series this modifier manages on its surface: the upmost, when code
    /// selected several.
    public var selectedSeries: SCIRenderableSeriesBase? {
        guard let surface = parentSurface else { return nil }
        return Array(surface.renderableSeries).last { $0.isSelected && manages($0) }
    }

    /// Whether the modifier hit-tests, selects and deselects `series`: whether its
    /// ``selectedSeriesStyle`` can style it (a series of the style's `styleableObjectType`),
    /// or any series when the style is `nil`.
    public func manages(_ series: SCIRenderableSeriesBase) -> Bool {
        selectedSeriesStyle.map { $0.canStyle(series) } ?? true
    }

    /// The upmost series the modifier manages that is hit at a surface point within
    /// ``hitTestRadius``, or `nil`.
    public func hitTestSeries(at location: CGPoint) -> SCIRenderableSeriesBase? {
        guard let surface = parentSurface else { return nil }
        let series = Array(surface.renderableSeries)
        let upmost = SelectionPlan.upmost(count: series.count) { position in
            manages(series[position]) && series[position].hitTest(at: location, radius: hitTestRadius).isHit
        }
        return upmost.map { series[$0] }
    }

    // MARK: - Events

    /// Selects the upmost managed series at the tap, or deselects on nothing. Handled when a
    /// series was hit. A tap an earlier modifier handled is ignored unless
    /// ``SCIChartModifierBase/receiveHandledEvents`` is set.
    public override func onTap(_ args: SCIPointerArgs) -> Bool {
        guard !args.isHandled || receiveHandledEvents, let surface = parentSurface else { return false }
        let hit = hitTestSeries(at: args.location)
        let managed = Array(surface.renderableSeries).filter(manages)
        let plan = SelectionPlan.tap(
            selected: managed.map(\.isSelected), hit: hit.flatMap { hit in managed.firstIndex { $0 === hit } }
        )
        for position in plan.deselect { managed[position].isSelected = false }
        if let position = plan.select {
            let series = managed[position]
            if let style = selectedSeriesStyle { series.selectedSeriesStyle = style }
            series.isSelected = true
        }
        if plan.changesSelection { selectionChangedListener?(hit) }
        return hit != nil
    }

    /// Marks the upmost managed series under the pointer hovered, with ``enableHover``.
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

    /// ``SCICursor/pointingHand`` over a series the modifier would select, else `nil`.
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
