import Foundation

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
