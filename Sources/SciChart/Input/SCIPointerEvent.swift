import Foundation

/// The phase of a pointer in a gesture. Mouse press, drag and release and touch down,
/// move and up both map here.
public enum SCIPointerPhase: Int, Sendable {
    /// A button pressed or a finger down: a gesture starts.
    case began
    /// The pointer moved with the button or finger still down.
    case moved
    /// The button released or the finger lifted: the gesture ends.
    case ended
    /// The system ended the gesture (a grab taken, the window closed): undo what it started.
    case cancelled
    /// A move with no button down (mouse only).
    case hovered
    /// The pointer left the surface with no button down (mouse only): hover marks go away.
    case exited
}

/// Keyboard modifier keys held during an event.
public struct SCIKeyModifiers: OptionSet, Hashable, Sendable {
    /// The keys as bits.
    public let rawValue: Int

    /// The keys whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Shift key.
    public static let shift = SCIKeyModifiers(rawValue: 1 << 0)
    /// The Control key.
    public static let control = SCIKeyModifiers(rawValue: 1 << 1)
    /// The Alt (Option) key.
    public static let alt = SCIKeyModifiers(rawValue: 1 << 2)
    /// The Command key (macOS) or Super key.
    public static let command = SCIKeyModifiers(rawValue: 1 << 3)
}

/// One pointer event in surface coordinates (origin at the surface's top-left corner).
public struct SCIPointerEvent: Hashable, Sendable {
    /// Where the event stands in its gesture.
    public var phase: SCIPointerPhase
    /// The pointer's position in surface coordinates, in points.
    public var location: CGPoint
    /// Tells simultaneous pointers (fingers) apart.
    public var pointerId: Int
    /// Seconds, from any fixed origin; used to recognise double taps. Defaults to a reading
    /// of the monotonic clock (``SCIPointerEvent/now``); hosts pass their events' own times,
    /// tests pass explicit ones.
    public var timestamp: TimeInterval
    /// The modifier keys held; none by default.
    public var modifiers: SCIKeyModifiers

    /// An event at `location` (surface coordinates), from pointer 0 at the current time with no
    /// modifier keys unless told otherwise.
    public init(
        phase: SCIPointerPhase, location: CGPoint, pointerId: Int = 0, timestamp: TimeInterval = now,
        modifiers: SCIKeyModifiers = []
    ) {
        self.phase = phase
        self.location = location
        self.pointerId = pointerId
        self.timestamp = timestamp
        self.modifiers = modifiers
    }
}

extension SCIPointerEvent {
    /// Seconds on the monotonic clock (it never jumps with the wall clock).
    public static var now: TimeInterval {
        let elapsed = clockOrigin.duration(to: ContinuousClock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static let clockOrigin = ContinuousClock.now
}

/// The keys the chart's tools respond to.
public enum SCIKey: Hashable, Sendable {
    /// Escape: cancels a drawing being placed, or deselects the selected annotation.
    case escape
    /// Delete: removes the selected annotation.
    case delete
    /// Backspace: removes the selected annotation, as Delete does.
    case backspace
    /// Return or Enter: not used by the built-in tools; modifiers of one's own may use it.
    case enter
    /// Undo (Ctrl+Z in the GTK view): takes back the last change to the drawings.
    case undo
    /// Redo (Ctrl+Shift+Z or Ctrl+Y in the GTK view): makes the last undone change again.
    case redo
    /// Left arrow: moves the selected annotation a point left (ten with Shift).
    case left
    /// Right arrow: moves the selected annotation a point right (ten with Shift).
    case right
    /// Up arrow: moves the selected annotation a point up (ten with Shift).
    case up
    /// Down arrow: moves the selected annotation a point down (ten with Shift).
    case down
}

/// A pointer event as a modifier sees it.
public struct SCIPointerArgs {
    /// The event as the host fed it.
    public let event: SCIPointerEvent
    /// Whether an earlier receiver handled this event.
    public let isHandled: Bool
    /// The series area at the time of the event, in surface coordinates.
    public let seriesAreaFrame: CGRect

    /// The event's location, in surface coordinates.
    public var location: CGPoint { event.location }
    /// The event's pointer.
    public var pointerId: Int { event.pointerId }
    /// Whether the event is inside the series area.
    public var isInSeriesArea: Bool { seriesAreaFrame.contains(event.location) }
}

/// A scroll (wheel or trackpad) event as a modifier sees it.
public struct SCIScrollArgs {
    /// Horizontal scroll, in steps of a wheel notch (positive: right).
    public let deltaX: Double
    /// Vertical scroll, in steps of a wheel notch (positive: scrolling down, the wheel turned
    /// towards the user).
    public let deltaY: Double
    /// Where the pointer is, in surface coordinates.
    public let location: CGPoint
    /// Whether an earlier receiver handled this event.
    public let isHandled: Bool
    /// The series area at the time of the event, in surface coordinates.
    public let seriesAreaFrame: CGRect
    /// Keyboard modifier keys held.
    public let modifiers: SCIKeyModifiers
}

/// A key press as a modifier sees it.
public struct SCIKeyArgs {
    /// The key pressed.
    public let key: SCIKey
    /// The modifier keys held.
    public let modifiers: SCIKeyModifiers
    /// Whether an earlier receiver handled this key.
    public let isHandled: Bool
}
