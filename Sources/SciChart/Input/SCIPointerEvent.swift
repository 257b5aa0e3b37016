import Foundation

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
