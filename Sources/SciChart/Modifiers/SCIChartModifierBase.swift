import Foundation

/// The base of every chart modifier: the input state machines that create annotations,
/// select series, zoom, pan and drive legends. Subclass it to write your own.
///
/// The surface validates each event once (finite location, enabled modifier, the handled
/// rule) and calls one small hook per phase. A modifier returns `true` from a hook when it
/// handled the event; later modifiers then see it only if they set
/// ``receiveHandledEvents``. A modifier that received a gesture's `.began` receives the
/// rest of that gesture, including its cancellation. ``drawOverlay(into:layout:)`` draws
/// over the chart.
open class SCIChartModifierBase {
    /// An enabled modifier, attached to no surface until it is added to `chartModifiers`.
    public init() {}

    /// The surface the modifier is attached to.
    public internal(set) weak var parentSurface: SCIChartSurface?

    /// The group the modifier is in, when it is a group's child.
    weak var parentGroup: SCIModifierGroup?

    /// Whether the modifier receives events (default `true`). Disabling it cancels its
    /// gestures in progress.
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled {
                cancelCapturedGestures()
                onDisabled()
            }
            enabledChanged()
            invalidateOverlay()
        }
    }

    /// Whether the modifier sees events an earlier modifier handled (default `false`).
    public var receiveHandledEvents = false

    /// Modifiers with the same tag on the surfaces of one ``SCIChartVerticalGroup`` receive
    /// each other's pointer events at the same x (default `nil`: events stay on their
    /// surface), so a crosshair moves on every pane at once. On a surface other than the one
    /// under the pointer an event's ``SCIPointerArgs/isMaster`` is `false` and its y is the
    /// middle of that surface's series area. Set on a ``SCIModifierGroup``, it shares the
    /// group's events with groups of the same tag.
    ///
    /// ```swift
    /// let cursor = SCICursorModifier()
    /// cursor.eventsGroupTag = "SharedEventGroup"
    /// ```
    public var eventsGroupTag: String?

    /// Whether the modifier is on a surface.
    public var isAttached: Bool { parentSurface != nil }

    /// A name for diagnostics.
    open var modifierName: String { String(describing: type(of: self)) }

    /// Called after the modifier is added to a surface (directly or in a group).
    open func onAttached(to surface: SCIChartSurface) {}

    /// Called after the modifier leaves its surface; its gestures were cancelled first.
    open func onDetached(from surface: SCIChartSurface) {}

    /// Called after ``SCIChartModifierBase/isEnabled`` turns false; its gestures were cancelled first.
    open func onDisabled() {}

    /// A pointer went down. Return `true` when handled.
    open func onPointerBegan(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured pointer moved.
    open func onPointerMoved(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured pointer went up.
    open func onPointerEnded(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured gesture was cancelled: undo its effects.
    open func onPointerCancelled(_ args: SCIPointerArgs) {}

    /// The pointer moved with no button down (mouse hosts).
    open func onHover(_ args: SCIPointerArgs) -> Bool { false }

    /// The pointer left the surface with no button down (mouse hosts): take hover marks
    /// away. Every enabled modifier hears it.
    open func onPointerExited(_ args: SCIPointerArgs) {}

    /// A captured gesture was a tap (delivered after `onPointerEnded`).
    open func onTap(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured gesture was the second tap of a double tap (after `onPointerEnded`).
    open func onDoubleTap(_ args: SCIPointerArgs) -> Bool { false }

    /// The wheel or trackpad scrolled.
    open func onScroll(_ args: SCIScrollArgs) -> Bool { false }

    /// A key was pressed.
    open func onKey(_ args: SCIKeyArgs) -> Bool { false }

    /// Whether the modifier takes keys before the others now (default `false`): an enabled
    /// modifier that says so gets each key first, whatever its place in `chartModifiers`
    /// (``SCICursorModifier``'s keyboard cursor, while it is on, takes the arrows before
    /// ``SCIKeyboardNavigationModifier`` pans with them).
    open var holdsKeyboard: Bool { false }

    /// What the modifier has to tell assistive technology now, or `nil` (the default): the
    /// point ``SCICursorModifier``'s keyboard cursor is on. The surface's
    /// ``SCIChartSurface/accessibilityName`` is the first enabled modifier's that has one.
    open var accessibilityReading: String? { nil }

    /// Enter on the point ``SCICursorModifier``'s keyboard cursor stands on (point `index` of
    /// `series`) while no drawing tool is on: return `true` to take it, as
    /// ``SCISeriesSelectionModifier`` does by selecting the series. The enabled modifiers are
    /// asked in order until one takes it; the base takes nothing.
    open func onKeyboardCursorEnter(on series: SCIRenderableSeriesBase, index: Int) -> Bool { false }

    /// The legend the modifier draws on the chart, which Tab visits item by item (a legend
    /// modifier's); `nil` for the others.
    var legendOnChart: SCIChartLegend? { nil }

    /// The cursor a press at `location` would call for with this modifier, or `nil` to let
    /// others say (default `nil`).
    open func cursor(at location: CGPoint) -> SCICursor? { nil }

    /// Draws what the modifier shows over the chart (a tool in progress, a hover mark) into
    /// the overlay layer of the frame laid out as `layout`. The base draws nothing.
    open func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {}

    /// The height, in points, of the band along the top of the series area that what this
    /// modifier draws keeps for itself (a values line's row): a legend placed on the chart
    /// sits below the deepest such band. The base keeps none (0).
    open var topBandHeight: CGFloat { 0 }

    /// Asks the surface to redraw the overlay.
    public func invalidateOverlay() {
        parentSurface?.invalidateOverlay()
    }

    // MARK: - Dispatch

    /// A gesture this modifier captured is over (its taps were delivered): forgotten, and
    /// over for the peers it was shared with.
    func gestureFinished(_ pointerId: Int) {
        forgetGesture(pointerId)
        finishWithPeers(pointerId)
    }

    /// A gesture shared with this modifier from another pane is over there.
    func sharedGestureFinished(_ pointerId: Int) {
        forgetGesture(pointerId)
    }

    /// What the modifier forgets when a gesture it took part in is over: nothing; groups
    /// finish it among their children.
    func forgetGesture(_ pointerId: Int) {}

    /// ``isEnabled`` changed (after ``onDisabled()`` when it turned false).
    func enabledChanged() {}

    /// A frame is about to be drawn: bring up to date what the modifier derives from the
    /// surface (a legend's items), since nothing may change while the frame draws.
    func prepareFrame() {}

    /// The crosshair over the series area and nothing elsewhere: the cursor of tools that
    /// act on the plot (drawing tools, the crosshair).
    final func crosshairOverSeriesArea(at location: CGPoint) -> SCICursor? {
        parentSurface.map { $0.seriesAreaFrame.contains(location) } == true ? .crosshair : nil
    }

    func attach(to surface: SCIChartSurface) {
        parentSurface = surface
        onAttached(to: surface)
    }

    func detach() {
        guard let surface = parentSurface else { return }
        cancelCapturedGestures()
        parentSurface = nil
        onDetached(from: surface)
    }

    /// The pointers down whose presses this modifier received, in the order they went
    /// down, where they are now (empty off a surface): what a gesture of several pointers
    /// reads, as ``SCIPinchZoomModifier`` does, from the table of pointers its surface (or
    /// its ``SCIModifierGroup``) keeps. During ``onPointerBegan(_:)`` the new pointer is the
    /// last; during ``onPointerMoved(_:)`` every location is current.
    public var pointersDown: [SCIPointerLocation] {
        guard let (router, _) = routing, let surface = parentSurface else { return [] }
        return router.pointersDown(receivedBy: self, locatedBy: surface.router)
    }

    /// The router that routes this modifier's events, and its host: its group's, else its
    /// surface's.
    var routing: (router: PointerRouter, host: PointerRouterHost)? {
        if let group = parentGroup { return (group.router, group) }
        if let surface = parentSurface { return (surface.router, surface) }
        return nil
    }

    /// Cancels the gestures this modifier captured, through whoever routes its events.
    private func cancelCapturedGestures() {
        if let (router, host) = routing { router.forget(self, host: host) }
    }
}
