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
