import Foundation
import SciChart

/// Turns what GTK reports about the pointer into the surface's pointer events: a pure state
/// machine, tested without a display.
///
/// GTK's drag gesture reports a press at a point, then moves and the release as offsets from
/// it; a cancelled gesture, a broken grab or the widget going away ends a drag as
/// `.cancelled` at its last point. Moves with no button down are hovers. Every callback is
/// safe in any state: a release or cancellation with no drag in progress, or a hover during
/// one, yields nothing.
struct PointerTracker {
    private enum State {
        case idle
        case dragging(start: CGPoint)
    }

    private var state = State.idle
    /// The pointer's last known point over the widget, in widget coordinates.
    private(set) var lastLocation: CGPoint?
    /// Whether the pointer left the widget during a drag: it has left once the drag ends.
    private var leftDuringDrag = false

    /// Whether a drag is in progress.
    var isDragging: Bool {
        if case .dragging = state { true } else { false }
    }

    /// Button 1 went down at `location`.
    mutating func pressed(at location: CGPoint, time: TimeInterval, modifiers: SCIKeyModifiers)
        -> SCIPointerEvent
    {
        state = .dragging(start: location)
        lastLocation = location
        return SCIPointerEvent(phase: .began, location: location, timestamp: time, modifiers: modifiers)
    }

    /// The drag moved to `offset` from its start.
    mutating func dragged(by offset: CGPoint, time: TimeInterval, modifiers: SCIKeyModifiers)
        -> SCIPointerEvent?
    {
        guard case .dragging(let start) = state else { return nil }
        let location = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        lastLocation = location
        return SCIPointerEvent(phase: .moved, location: location, timestamp: time, modifiers: modifiers)
    }

    /// Button 1 went up at `offset` from the drag's start (possibly outside the widget).
    mutating func released(by offset: CGPoint, time: TimeInterval, modifiers: SCIKeyModifiers)
        -> SCIPointerEvent?
    {
        guard case .dragging(let start) = state else { return nil }
        state = .idle
        let location = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        lastLocation = location
        return SCIPointerEvent(phase: .ended, location: location, timestamp: time, modifiers: modifiers)
    }

    /// The system ended the drag: the gesture was cancelled, the grab broken or the widget
    /// hidden.
    mutating func cancelled(time: TimeInterval, modifiers: SCIKeyModifiers) -> SCIPointerEvent? {
        guard case .dragging(let start) = state else { return nil }
        state = .idle
        return SCIPointerEvent(
            phase: .cancelled, location: lastLocation ?? start, timestamp: time, modifiers: modifiers)
    }

    /// The pointer moved to `location` (also during a drag, where GTK reports it besides the
    /// drag's own moves); a hover when no button is down and no drag is in progress.
    mutating func moved(
        to location: CGPoint, isButtonDown: Bool, time: TimeInterval, modifiers: SCIKeyModifiers
    ) -> SCIPointerEvent? {
        lastLocation = location
        guard !isDragging, !isButtonDown else { return nil }
        return SCIPointerEvent(phase: .hovered, location: location, timestamp: time, modifiers: modifiers)
    }

    /// The pointer entered the widget at `location`.
    mutating func entered(at location: CGPoint) {
        lastLocation = location
        leftDuringDrag = false
    }

    /// The pointer left the widget: `.exited` at its last point, or nothing during a drag
    /// (the drag goes on; ``exitAfterDrag(time:modifiers:)`` reports the exit when it ends).
    mutating func left(time: TimeInterval, modifiers: SCIKeyModifiers) -> SCIPointerEvent? {
        guard !isDragging else {
            leftDuringDrag = true
            return nil
        }
        return exited(time: time, modifiers: modifiers)
    }

    /// `.exited` when the pointer left the widget during a drag that has now ended, once.
    mutating func exitAfterDrag(time: TimeInterval, modifiers: SCIKeyModifiers) -> SCIPointerEvent? {
        guard leftDuringDrag, !isDragging else { return nil }
        return exited(time: time, modifiers: modifiers)
    }

    private mutating func exited(time: TimeInterval, modifiers: SCIKeyModifiers) -> SCIPointerEvent {
        leftDuringDrag = false
        let location = lastLocation ?? .zero
        return SCIPointerEvent(phase: .exited, location: location, timestamp: time, modifiers: modifiers)
    }
}
