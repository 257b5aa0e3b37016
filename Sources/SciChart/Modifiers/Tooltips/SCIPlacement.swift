import Foundation

/// A direction from a point (``SCITooltipModifier/markerPlacement``: where the point that
/// is hit-tested lies from the pointer, so that a finger does not cover it).
public enum SCIPlacement: Int, Sendable {
    /// To the left.
    case left
    /// Above.
    case top
    /// To the right.
    case right
    /// Below.
    case bottom
    /// Above and to the left.
    case topLeft
    /// Above and to the right.
    case topRight
    /// Below and to the left.
    case bottomLeft
    /// Below and to the right.
    case bottomRight

    /// The unit step in surface coordinates (y grows down); diagonals step both ways.
    var step: CGPoint {
        switch self {
        case .left: CGPoint(x: -1, y: 0)
        case .top: CGPoint(x: 0, y: -1)
        case .right: CGPoint(x: 1, y: 0)
        case .bottom: CGPoint(x: 0, y: 1)
        case .topLeft: CGPoint(x: -1, y: -1)
        case .topRight: CGPoint(x: 1, y: -1)
        case .bottomLeft: CGPoint(x: -1, y: 1)
        case .bottomRight: CGPoint(x: 1, y: 1)
        }
    }
}
