import Foundation

/// Drag the chart to pan it: the data under the pointer follows the pointer.
///
/// A press in the series area that no pointer claimer (a legend, a drawing's grip) and no
/// earlier modifier took starts a pan; every move then sets the visible ranges of the axes
/// in ``direction`` so that the value under the press stays under the pointer, computed
/// from the ranges at the press (no drift). On vertical charts (x axes on the left or right)
/// the x axes follow the pointer's vertical moves. Category axes pan by bar indices. The
/// release ends the pan; a cancelled gesture puts the ranges back.
///
/// Axes set to ``SCIAutoRange/always`` are never moved: they keep showing all their data (a
/// y axis set so refits to the x range panned to). Panning any other axis sets its
/// ``SCIAxisBase/visibleRange``, which ends ``SCIAutoRange/once`` auto-ranging. When no
/// axis in ``direction`` may move, the modifier leaves presses to others.
///
/// The modifier handles the gestures it pans, so modifiers after it see them only with
/// ``SCIChartModifierBase/receiveHandledEvents``. A modifier sees the rest of a gesture
/// only when it received its press, so put ``SCIPinchZoomModifier`` before this one; a
/// double tap no modifier handled is the exception, so ``SCIZoomExtentsModifier`` may come
/// before or after it. A second pointer going down, or a move an earlier modifier handled (a
/// pinch), pauses the pan; it resumes from where the pointer is, without a jump.
///
/// The cursor is ``SCICursor/openHand`` over the series area and ``SCICursor/closedHand``
/// while panning.
///
/// ```swift
/// let zoomPan = SCIZoomPanModifier()
/// zoomPan.direction = .xDirection
/// surface.chartModifiers.add(items: SCIZoomExtentsModifier(), SCIPinchZoomModifier(), zoomPan)
/// ```
public final class SCIZoomPanModifier: SCIChartModifierBase {
    /// The axes the pan moves (default ``SCIDirection2D/xyDirection``: x and y).
    public var direction: SCIDirection2D = .xyDirection

    private var machine = PanStateMachine()
    /// The axes as of the anchor; `start` holds the ranges when the pan began.
    private var anchored: [NavigationAxis] = []
    private var start: [NavigationAxis] = []
    /// The series area of the anchor's snapshot.
    private var anchorArea = CGRect.zero

    /// A pan of x and y.
    public override init() {
        super.init()
    }

    /// Whether a pan is in progress.
    public var isPanning: Bool { machine.isPanning }

    public override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        guard let surface = parentSurface else { return false }
        let axes = args.isInSeriesArea ? NavigationAxes.snapshot(of: surface, direction: direction) : []
        let action = machine.handle(
            .began(
                pointerId: args.pointerId, location: args.location, isHandled: args.isHandled,
                canStart: !axes.isEmpty))
        if action == .start {
            anchored = axes
            start = axes
            anchorArea = args.seriesAreaFrame
        }
        return action.isHandled
    }

    public override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        let action = machine.handle(
            .moved(
                pointerId: args.pointerId, location: args.location, isHandled: args.isHandled,
                othersDown: pointersDown.count > 1))
        guard let surface = parentSurface else { return action.isHandled }
        switch action {
        case .pan(let offset):
            let anchor = CGPoint(x: args.location.x - offset.x, y: args.location.y - offset.y)
            NavigationAxes.move(
                anchored, on: surface, showing: anchor, of: anchorArea, at: args.location,
                seriesArea: args.seriesAreaFrame, spanFactor: 1)
        case .reanchor:
            anchored = NavigationAxes.refreshed(anchored, on: surface)
            anchorArea = surface.seriesAreaFrame
        default:
            break
        }
        return action.isHandled
    }

    public override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        let action = machine.handle(.ended(pointerId: args.pointerId))
        if action == .finish { finish() }
        return action.isHandled
    }

    public override func onPointerCancelled(_ args: SCIPointerArgs) {
        guard machine.handle(.cancelled(pointerId: args.pointerId)) == .cancel else { return }
        if let surface = parentSurface { NavigationAxes.restore(start, on: surface) }
        finish()
    }

    public override func onDisabled() {
        _ = machine.handle(.reset)
        finish()
    }

    public override func onDetached(from surface: SCIChartSurface) {
        _ = machine.handle(.reset)
        finish()
    }

    /// ``SCICursor/closedHand`` while panning, ``SCICursor/openHand`` over the series area
    /// when some axis in ``direction`` may move, else `nil`.
    public override func cursor(at location: CGPoint) -> SCICursor? {
        if machine.isPanning { return .closedHand }
        guard let surface = parentSurface, surface.seriesAreaFrame.contains(location),
            NavigationAxes.hasNavigableAxis(on: surface, direction: direction)
        else { return nil }
        return .openHand
    }

    private func finish() {
        anchored = []
        start = []
    }
}
