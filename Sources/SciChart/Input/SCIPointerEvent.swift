import Foundation

/// The phase of a pointer in a gesture. Mouse press, drag and release and touch down,
/// move and up both map here.
public enum SCIPointerPhase: Int, Sendable {
    case began
    case moved
    case ended
    case cancelled
    /// A move with no button down (mouse only).
    case hovered
    /// The pointer left the surface with no button down (mouse only): hover marks go away.
    case exited
}

/// Keyboard modifier keys held during an event.
public struct SCIKeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let shift = SCIKeyModifiers(rawValue: 1 << 0)
    public static let control = SCIKeyModifiers(rawValue: 1 << 1)
    public static let alt = SCIKeyModifiers(rawValue: 1 << 2)
    public static let command = SCIKeyModifiers(rawValue: 1 << 3)
}

/// One pointer event in surface coordinates (origin at the surface's top-left corner).
public struct SCIPointerEvent: Hashable, Sendable {
    public var phase: SCIPointerPhase
    public var location: CGPoint
    /// Tells simultaneous pointers (fingers) apart.
    public var pointerId: Int
    /// Seconds, from any fixed origin; used to recognise double taps. Defaults to a reading
    /// of the monotonic clock (``SCIPointerEvent/now``); hosts pass their events' own times,
    /// tests pass explicit ones.
    public var timestamp: TimeInterval
    public var modifiers: SCIKeyModifiers

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
    case escape
    case delete
    case backspace
    case enter
    case undo
    case redo
    case left
    case right
    case up
    case down
}

/// A pointer event as a modifier sees it.
public struct SCIPointerArgs {
    public let event: SCIPointerEvent
    /// Whether an earlier receiver handled this event.
    public let isHandled: Bool
    /// The series area at the time of the event, in surface coordinates.
    public let seriesAreaFrame: CGRect

    public var location: CGPoint { event.location }
    public var pointerId: Int { event.pointerId }
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
    public let key: SCIKey
    public let modifiers: SCIKeyModifiers
    public let isHandled: Bool
}
