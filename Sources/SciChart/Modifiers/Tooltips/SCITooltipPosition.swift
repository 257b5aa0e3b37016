import Foundation

/// Where a tooltip stands relative to its marker (``SCITooltipModifier/tooltipPosition``).
/// A tooltip that would leave the chart turns to the other side.
public enum SCITooltipPosition: Int, Sendable {
    /// Above the marker, to its left.
    case topLeft
    /// Above the marker, to its right.
    case topRight
    /// Below the marker, to its left.
    case bottomLeft
    /// Below the marker, to its right.
    case bottomRight
}

/// A direction from a point (``SCITooltipModifier/markerPlacement``: where the point that
/// is hit-tested lies from the pointer, so that a finger does not cover it).
public enum SCIPlacement: Int, Sendable {
    case left, top, right, bottom, topLeft, topRight, bottomLeft, bottomRight

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
