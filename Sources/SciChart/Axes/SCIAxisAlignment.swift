import Foundation

/// The side of the series area an axis is drawn on.
public enum SCIAxisAlignment: Int, Sendable {
    /// Bottom for x axes, right for y axes (SciChart's convention).
    case `default`
    /// On the left of the series area (y axes).
    case left
    /// On the right of the series area (y axes).
    case right
    /// Above the series area (x axes).
    case top
    /// Below the series area (x axes).
    case bottom
}
