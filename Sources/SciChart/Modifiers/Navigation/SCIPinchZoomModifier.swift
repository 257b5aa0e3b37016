import Foundation

/// Pinch with two fingers to zoom, on touch hosts: the chart scales about the pinch's centre
/// and follows the centre as it moves.
///
/// When a second pointer goes down (pointer ids tell fingers apart), the two pinch: the
/// value under their starting centre stays under their current centre, and the span shown on
/// the axes in ``direction`` shrinks as the fingers spread (twice the distance shows half
/// the span) and grows as they close. Ranges are computed from those at the pinch's start
/// (no drift). Lifting a finger ends the pinch; a cancelled gesture puts the ranges back. A
/// single pointer is left to others (a pan): put this modifier before
/// ``SCIZoomPanModifier``, which then pauses while the pinch handles the moves.
///
/// Axes set to ``SCIAutoRange/always`` are never zoomed: they keep showing all their data.
/// Zooming any other axis sets its ``SCIAxisBase/visibleRange``, which ends
/// ``SCIAutoRange/once`` auto-ranging. When no axis in ``direction`` may move, the modifier
/// leaves the pointers to others. Ranges stay finite and ordered; a zoom in stops at a span
/// of about 1e-11 of the values.
///
/// The modifier handles the second finger's press and the moves of a pinch, so modifiers
/// after it see them only with ``SCIChartModifierBase/receiveHandledEvents``.
public final class SCIPinchZoomModifier: SCIChartModifierBase {
    /// The axes the pinch zooms (default ``SCIDirection2D/xyDirection``: x and y).
    public var direction: SCIDirection2D = .xyDirection

    private var machine = PinchStateMachine()
    /// The axes as they were when the pinch started.
    private var start: [NavigationAxis] = []
    /// The series area when the pinch started, which the snapshot's pixels count from.
    private var startArea = CGRect.zero

    /// A pinch zoom of x and y.
    public override init() {
        super.init()
    }

    /// Whether two fingers are pinching.
    public var isPinching: Bool { machine.pinch != nil }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        guard let surface = parentSurface else { return false }
        guard !args.isHandled else { return false }
        let canZoom = NavigationAxes.hasNavigableAxis(on: surface, direction: direction)
        let action = machine.handle(
            .began(pointers: pointersDown, seriesArea: canZoom ? args.seriesAreaFrame : .null))
        if action == .start {
            start = NavigationAxes.snapshot(of: surface, direction: direction)
            startArea = args.seriesAreaFrame
        }
        return action.isHandled
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        let action = machine.handle(.moved(pointerId: args.pointerId, pointers: pointersDown))
        if case .zoom(let from, let to, let scale) = action, let surface = parentSurface {
            NavigationAxes.move(
                start, on: surface, showing: from, of: startArea, at: to, seriesArea: args.seriesAreaFrame,
                spanFactor: 1 / scale)
        }
        return action.isHandled
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        let action = machine.handle(.ended(pointerId: args.pointerId))
        if action == .finish { start = [] }
        return action.isHandled
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        guard machine.handle(.cancelled(pointerId: args.pointerId)) == .cancel else { return }
        if let surface = parentSurface { NavigationAxes.restore(start, on: surface) }
        start = []
    }

    public override func onDisabled() {
        _ = machine.handle(.reset)
        start = []
    }

    public override func onDetached(from surface: SCIChartSurface) {
        _ = machine.handle(.reset)
        start = []
    }
}
