/// The base of every chart modifier: the input state machines that create annotations,
/// select series and drive legends.
///
/// The surface validates each event once (finite location, enabled modifier, the handled
/// rule) and calls one small hook per phase. A modifier returns `true` from a hook when it
/// handled the event; later modifiers then see it only if they set
/// ``receiveHandledEvents``. A modifier that received a gesture's `.began` receives the
/// rest of that gesture, including its cancellation.
open class SCIChartModifierBase {
    public init() {}

    /// The surface the modifier is attached to.
    public internal(set) weak var parentSurface: SCIChartSurface?

    /// Whether the modifier receives events (default `true`). Disabling it cancels its
    /// gestures in progress.
    public var isEnabled = true {
        didSet {
            guard oldValue && !isEnabled else { return }
            parentSurface?.cancelGestures(of: self)
            onDisabled()
        }
    }

    /// Whether the modifier sees events an earlier modifier handled (default `false`).
    public var receiveHandledEvents = false

    /// Whether the modifier is on a surface.
    public var isAttached: Bool { parentSurface != nil }

    /// A name for diagnostics.
    open var modifierName: String { String(describing: type(of: self)) }

    /// Called after the modifier is added to a surface.
    open func onAttached(to surface: SCIChartSurface) {}

    /// Called after the modifier leaves its surface; its gestures were cancelled first.
    open func onDetached(from surface: SCIChartSurface) {}

    /// Called after ``isEnabled`` turns false; its gestures were cancelled first.
    open func onDisabled() {}

    /// A pointer went down. Return `true` when handled.
    open func onPointerBegan(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured pointer moved.
    open func onPointerMoved(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured pointer went up.
    open func onPointerEnded(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured gesture was cancelled: undo its effects.
    open func onPointerCancelled(_ args: SCIPointerArgs) {}

    /// The pointer moved with no button down.
    open func onHover(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured gesture was a tap (delivered after `onPointerEnded`).
    open func onTap(_ args: SCIPointerArgs) -> Bool { false }

    /// A captured gesture was the second tap of a double tap (after `onPointerEnded`).
    open func onDoubleTap(_ args: SCIPointerArgs) -> Bool { false }

    /// The wheel or trackpad scrolled.
    open func onScroll(_ args: SCIScrollArgs) -> Bool { false }

    /// A key was pressed.
    open func onKey(_ args: SCIKeyArgs) -> Bool { false }

    /// Draws what the modifier shows over the chart (a tool in progress, a hover mark),
    /// into the overlay layer.
    open func drawOverlay(into list: inout SCIDisplayList, surface: SCIChartSurface) {}

    /// Asks the surface to redraw the overlay.
    public func invalidateOverlay() {
        parentSurface?.invalidateOverlay()
    }

    // MARK: - Dispatch

    /// Whether the modifier takes an event that earlier receivers did or did not handle.
    final func accepts(handledBefore: Bool) -> Bool {
        isEnabled && isAttached && (!handledBefore || receiveHandledEvents)
    }

    func attach(to surface: SCIChartSurface) {
        parentSurface = surface
        onAttached(to: surface)
    }

    func detach() {
        guard let surface = parentSurface else { return }
        surface.cancelGestures(of: self)
        parentSurface = nil
        onDetached(from: surface)
    }
}
