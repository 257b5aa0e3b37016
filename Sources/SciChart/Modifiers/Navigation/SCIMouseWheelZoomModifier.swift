import Foundation

/// Turn the mouse wheel (or scroll on a touchpad) to zoom about the pointer; hold Shift to
/// zoom the x axes only.
///
/// Each wheel notch multiplies the span shown on the axes in ``direction`` by
/// `1 + growFactor`: scrolling down (the wheel turned towards the user) zooms out, up zooms
/// in, and fractions of a notch (touchpads) scale by the matching power, so a notch down
/// and a notch up cancel out. The value under the pointer stays under the pointer. With
/// Shift held, only the x axes zoom (a horizontal scroll counts then, since some systems
/// turn Shift and the wheel into one). Ranges stay finite and ordered however far one
/// scrolls: a zoom out stops at the whole `Double` line, a zoom in at a span of about 1e-11
/// of the values.
///
/// Axes set to ``SCIAutoRange/always`` are never zoomed: they keep showing all their data.
/// Zooming any other axis sets its ``SCIAxisBase/visibleRange``, which ends
/// ``SCIAutoRange/once`` auto-ranging. When no axis may move, or the pointer is outside the
/// series area, the modifier leaves the scroll to others.
///
/// The modifier handles the scrolls it zooms with, so modifiers after it see them only with
/// ``SCIChartModifierBase/receiveHandledEvents``.
public final class SCIMouseWheelZoomModifier: SCIChartModifierBase {
    /// The axes the wheel zooms without Shift (default ``SCIDirection2D/xyDirection``: x
    /// and y). With Shift, the x axes among them.
    public var direction: SCIDirection2D = .xyDirection

    /// How much one notch scales the visible span: by `1 + growFactor` (default 0.1, 10 %
    /// a notch). Values are clamped to `0...10`; a non-finite value reads as the default.
    public var growFactor = SCIMouseWheelZoomModifier.defaultGrowFactor

    /// The default ``growFactor``.
    public static let defaultGrowFactor = 0.1

    /// A wheel zoom of x and y, 10 % a notch.
    public override init() {
        super.init()
    }

    /// The factor by which the span grows for `notches` (negative: shrinks).
    public func spanFactor(forNotches notches: Double) -> Double {
        let grow = growFactor.isFinite ? min(max(growFactor, 0), 10) : Self.defaultGrowFactor
        return notches.isFinite ? pow(1 + grow, notches) : 1
    }

    public override func onScroll(_ args: SCIScrollArgs) -> Bool {
        guard let surface = parentSurface, args.seriesAreaFrame.contains(args.location) else { return false }
        let shift = args.modifiers.contains(.shift)
        let notches = shift && args.deltaY == 0 ? args.deltaX : args.deltaY
        guard notches.isFinite, notches != 0 else { return false }
        let axesDirection: SCIDirection2D
        if shift {
            guard direction.includesX else { return false }
            axesDirection = .xDirection
        } else {
            axesDirection = direction
        }
        let axes = NavigationAxes.snapshot(of: surface, direction: axesDirection)
        guard !axes.isEmpty else { return false }
        let factor = spanFactor(forNotches: notches)
        let start = args.seriesAreaFrame
        NavigationAxes.move(
            axes, on: surface, showing: args.location, of: start, at: args.location, seriesArea: start,
            spanFactor: factor)
        return true
    }
}
