import Foundation

/// A pointer that is down, and where it is now: what
/// ``SCIChartModifierBase/pointersDown`` lists for gestures of several pointers.
public struct SCIPointerLocation: Hashable, Sendable {
    /// The pointer (``SCIPointerEvent/pointerId``).
    public let pointerId: Int
    /// Where it is, in surface coordinates.
    public let location: CGPoint

    /// The pointer `pointerId` at `location`.
    public init(pointerId: Int, location: CGPoint) {
        self.pointerId = pointerId
        self.location = location
    }
}
